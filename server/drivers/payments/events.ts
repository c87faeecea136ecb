import { randomUUID } from 'node:crypto';
import type { Clock } from '../shared/clock.js';
import type { Charge, PaymentEvent, PaymentEventType } from './types.js';

export type PaymentEventHandler = (event: PaymentEvent) => void | Promise<void>;

/**
 * Builds events and hands them to the host's callback. A failing callback never breaks the
 * charge flow (a real gateway would retry the webhook); the failure goes to onError.
 */
export function createEventEmitter(
  clock: Clock,
  onEvent: PaymentEventHandler | undefined,
  onError: (error: unknown, event: PaymentEvent) => void,
) {
  const deliver = (event: PaymentEvent) => {
    if (!onEvent) return;
    try {
      const result = onEvent(event);
      if (result instanceof Promise) result.catch((error: unknown) => onError(error, event));
    } catch (error) {
      onError(error, event);
    }
  };

  return (
    type: PaymentEventType,
    charge: Charge,
    extra: Pick<PaymentEvent, 'refundedCents' | 'reference'> = {},
  ): PaymentEvent => {
    const event: PaymentEvent = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      type,
      chargeId: charge.chargeId,
      orderRef: charge.orderRef,
      amountCents: charge.amountCents,
      at: clock.now().toISOString(),
      ...extra,
    };
    deliver(event);
    return event;
  };
}
