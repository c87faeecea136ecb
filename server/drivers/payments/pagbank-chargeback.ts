import { isoFrom } from './gateway-shared.js';
import type { PaymentEvent } from './types.js';

/**
 * PagBank chargeback notifications (API de Chargeback). PagBank does not report a chargeback in the
 * order/charge notifications of `notification_urls`: the account enables the CHARGEBACK preference of
 * its Notifications API, and PagBank then posts a notification when a chargeback is registered and
 * whenever its status changes or it is concluded, to the same URL and signed the same way
 * (`x-authenticity-token` = SHA-256 of "<token>-<raw body>"). The body names the chargeback (its id
 * and status) and the disputed charge (CHAR_…); docs/payments.md "PagBank chargebacks" lists the
 * fields read and which of them are to be checked first against a PagBank sandbox account.
 */
export interface PagbankChargeback {
  id: string;
  status: string;
  /** The disputed charge; PagBank may send it flat (`charge_id`) or as an object (`charge.id`). */
  charge_id?: string;
  charge?: { id?: string; reference_id?: string };
  /** The disputed charge's reference_id: our order number. */
  reference_id?: string;
  amount?: { value?: number };
  created_at?: string;
  updated_at?: string;
}

/** Statuses of a dispute the store lost or has not won yet: the money is (or is about to be) taken back. */
const TAKEN_BACK = new Set([
  'OPEN',
  'OPENED',
  'CREATED',
  'RECEIVED',
  'PENDING',
  'WAITING',
  'IN_DISPUTE',
  'DISPUTE',
  'DISPUTED',
  'IN_ANALYSIS',
  'UNDER_ANALYSIS',
  'NEEDS_RESPONSE',
  'DEFENDED',
  'CONTESTED',
  'REPRESENTED',
  'ACCEPTED',
  'LOST',
  'CLOSED_LOST',
  'DEBITED',
  'CHARGEBACK',
  'CHARGED_BACK',
]);

/** Statuses of a dispute the store won, or that the issuer withdrew: the money came back. */
const GIVEN_BACK = new Set(['WON', 'CLOSED_WON', 'REVERSED', 'CANCELED', 'CANCELLED', 'WITHDRAWN']);

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The chargeback a PagBank notification carries, or null when the body is an order or a charge (those
 * carry `charges`, `qr_codes` or `payment_method`; a chargeback names a charge instead). A body that
 * wraps it (`{chargeback: {…}}`) is read the same way.
 */
export function pagbankChargebackOf(body: unknown): PagbankChargeback | null {
  if (!body || typeof body !== 'object') return null;
  const wrapped = (body as { chargeback?: unknown }).chargeback;
  const candidate = (wrapped && typeof wrapped === 'object' ? wrapped : body) as Record<string, unknown>;
  if ('charges' in candidate || 'qr_codes' in candidate || 'payment_method' in candidate) return null;
  const charge = candidate.charge as { id?: unknown } | undefined;
  const chargeId = text(candidate.charge_id) ?? text(charge && typeof charge === 'object' ? charge.id : null);
  if (!chargeId || !text(candidate.id) || !text(candidate.status)) return null;
  return candidate as unknown as PagbankChargeback;
}

/**
 * The event of a chargeback notification. Opened or lost (and every stage in between) →
 * `charge.chargeback` for the whole charge: the store order is reversed as by a refund, once (the
 * stages after the first find it reversed and answer `already_applied`). Won or withdrawn →
 * `charge.chargeback_won`, which restores nothing (docs/decisions.md "Chargebacks the store wins").
 * A status this mapping does not know gives no event. Its id is the chargeback's and the stage's,
 * so a redelivery is a duplicate; the charge id matches it to the store's payment, never the amount.
 */
export function pagbankChargebackEvents(chargeback: PagbankChargeback, now: Date): PaymentEvent[] {
  const status = chargeback.status.trim().toUpperCase();
  const type = TAKEN_BACK.has(status)
    ? 'charge.chargeback'
    : GIVEN_BACK.has(status)
      ? 'charge.chargeback_won'
      : null;
  if (!type) return [];
  const chargeId = text(chargeback.charge_id) ?? text(chargeback.charge?.id) ?? '';
  const value = chargeback.amount?.value;
  return [
    {
      id: `pagbank:chargeback:${chargeback.id}:${status}`,
      type,
      chargeId,
      orderRef: text(chargeback.charge?.reference_id) ?? text(chargeback.reference_id) ?? '',
      amountCents: typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0,
      at: isoFrom(chargeback.updated_at ?? chargeback.created_at) ?? now.toISOString(),
    },
  ];
}
