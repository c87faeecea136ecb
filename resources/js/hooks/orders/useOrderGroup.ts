import { useCallback, useEffect, useRef, useState } from 'react';
import { ordersApi } from '@/api/orders';
import type { OrderGroup } from '@/types/cart';
import { useChannel } from '../useChannel';
import { useSession } from '../useSession';

/** How often a waiting payment is asked about. */
export const PAYMENT_POLL_MS = 4000;

/** Waiting for the buyer to pay (a PIX not yet paid, a card in analysis). */
export function awaitingPayment(group: OrderGroup | null): boolean {
  return group?.status === 'awaiting_payment';
}

/**
 * One order group, as the page's props gave it; `refresh` reads it again (GET /v1/orders/{id}). With
 * `poll`, it is read again every few seconds while the payment is awaited, and stops once it is paid,
 * refused, expired or canceled; an `order.status-changed` event on the buyer's channel reads it at
 * once (the polling covers a missing socket). A failed read keeps what is shown.
 */
export function useOrderGroup(initial: OrderGroup | null, { poll = false } = {}) {
  // What was read since the page arrived; new props (another order) replace it.
  const [fresh, setFresh] = useState<{ from: OrderGroup | null; group: OrderGroup } | null>(null);
  const group = fresh && fresh.from === initial ? fresh.group : initial;
  const id = initial?.id ?? null;
  const active = useRef(true);

  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    if (id === null) return;
    try {
      const data = await ordersApi.show(id);
      if (!data.result) throw new Error(data.message || 'order without result');
      const result = data.result;
      if (active.current) setFresh({ from: initial, group: result });
    } catch (error) {
      // The next tick (or event) asks again.
      console.warn('order group', error);
    }
  }, [id, initial]);

  const waiting = poll && awaitingPayment(group);
  const inFlight = useRef(false);
  const userId = useSession()?.user.id;
  const mine = (orderId: number) => group?.orders.some((o) => o.id === orderId) ?? false;
  useChannel(poll && userId ? `App.Models.User.${userId}` : null, {
    'order.status-changed': (event: { order_id: number }) => {
      if (mine(event.order_id)) void refresh();
    },
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      // A slow answer is not asked for again before it arrives.
      if (inFlight.current) return;
      inFlight.current = true;
      void refresh().finally(() => {
        inFlight.current = false;
      });
    }, PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  return { group, refresh };
}
