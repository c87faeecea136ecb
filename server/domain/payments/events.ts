import { nowIso } from '../../db/index.ts';
import type { PaymentEvent } from '../../drivers/payments/index.ts';
import { syncFeatured } from '../featured/payment.ts';
import { applyGatewayRefund } from '../orders/refund.ts';
import { releaseGroup, settleGroupPaid } from '../orders/settle.ts';
import { syncCharge } from '../plans/charges.ts';
import type { Commerce } from './commerce.ts';

export type EventOutcome =
  | 'applied'
  | 'already_applied'
  | 'duplicate'
  | 'unknown_charge'
  | 'amount_mismatch'
  | 'refunded_late'
  | 'recorded'
  | 'needs_review';

/**
 * A gateway event (webhook or the sandbox driver's callback) applied to the order. Events are
 * de-duplicated by id, and every effect is a conditional move (from awaiting_payment; a refund from
 * the payment's refunded total and each store order's `refunded_at`), so retries and the expiry job
 * racing with a webhook change the order once. A payment that arrives after its order expired is
 * refunded (the stock was already released). A refund or chargeback reverses the store orders it was
 * for, with their stock and ledger (server/domain/orders/refund.ts).
 */
export async function applyPaymentEvent(commerce: Commerce, event: PaymentEvent): Promise<EventOutcome> {
  const { db } = commerce;
  const seen = await db
    .selectFrom('payment_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (seen) return 'duplicate';
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'method', 'amount', 'total_with_interest', 'order_group_id'])
    .where('charge_id', '=', event.chargeId)
    .executeTakeFirst();
  const outcome = payment
    ? ((await disputeOutcome(commerce, event, payment.order_group_id)) ??
      (await applyToOrder(commerce, event, payment)))
    : await applyToOtherCharge(commerce, event.chargeId);
  // Not recorded: a retry once the charge is known can still apply it.
  if (outcome === 'unknown_charge') return outcome;
  await db
    .insertInto('payment_events')
    .values({ id: event.id, type: event.type, charge_id: event.chargeId, outcome, received_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return outcome;
}

/**
 * What a chargeback event does before it reaches the order, or null to go on (docs/decisions.md
 * "Chargebacks the store wins"):
 * - an event that names an order number (the charge's reference) other than this charge's order is
 *   not applied: `needs_review`, nothing moves — the charge id and the order must agree;
 * - a dispute the store won (`charge.chargeback_won`) restores nothing: the store order stays
 *   refunded, its units stay on sale, no posting; it is recorded as `needs_review` for someone to
 *   pay the store back by hand;
 * - a chargeback of a charge whose dispute was already won (the notifications arrived out of order, or
 *   a later stage of the same dispute) reverses nothing either: `needs_review`.
 */
async function disputeOutcome(
  commerce: Commerce,
  event: PaymentEvent,
  groupId: number,
): Promise<EventOutcome | null> {
  if (event.type !== 'charge.chargeback' && event.type !== 'charge.chargeback_won') return null;
  const { db } = commerce;
  if (event.orderRef) {
    const group = await db
      .selectFrom('order_groups')
      .select('number')
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (group && group.number !== event.orderRef) return 'needs_review';
  }
  if (event.type === 'charge.chargeback_won') return 'needs_review';
  const won = await db
    .selectFrom('payment_events')
    .select('id')
    .where('charge_id', '=', event.chargeId)
    .where('type', '=', 'charge.chargeback_won')
    .executeTakeFirst();
  return won ? 'needs_review' : null;
}

/**
 * A charge that is not an order's: a plan's (subscription_charges) or a featured ad's. Each syncs from
 * the gateway's own state of the charge, the same conditional move the pages and jobs make, so the
 * webhook, a page view and the job racing change it once (docs/payouts-and-plans.md, docs/featured-ads.md).
 */
async function applyToOtherCharge(commerce: Commerce, chargeId: string): Promise<EventOutcome> {
  const { db } = commerce;
  const planCharge = await db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
  if (planCharge) {
    return (await syncCharge(commerce, planCharge)) === planCharge.status ? 'already_applied' : 'applied';
  }
  const featured = await db
    .selectFrom('featured_ads')
    .select(['id', 'status'])
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
  if (featured) {
    return (await syncFeatured(commerce, featured.id, { flush: false })).status === featured.status
      ? 'already_applied'
      : 'applied';
  }
  return 'unknown_charge';
}

async function applyToOrder(
  commerce: Commerce,
  event: PaymentEvent,
  payment: {
    id: number;
    method: 'pix' | 'card';
    amount: number;
    total_with_interest: number | null;
    order_group_id: number;
  },
): Promise<EventOutcome> {
  const { db } = commerce;
  const setPayment = (
    status: 'paid' | 'approved' | 'refused' | 'expired' | 'refunded',
    extra: { paid_at?: string } = {},
  ) =>
    db
      .updateTable('payments')
      .set({ status, ...extra, updated_at: nowIso() })
      .where('id', '=', payment.id)
      .execute();

  switch (event.type) {
    case 'charge.paid': {
      // The order amount; a gateway that cannot tell the card interest apart reports the total paid.
      if (event.amountCents !== payment.amount && event.amountCents !== payment.total_with_interest)
        return 'amount_mismatch';
      await setPayment(payment.method === 'pix' ? 'paid' : 'approved', { paid_at: event.at });
      if (await settleGroupPaid(commerce, payment.order_group_id, event.at)) return 'applied';
      const now = await db
        .selectFrom('order_groups')
        .select('status')
        .where('id', '=', payment.order_group_id)
        .executeTakeFirst();
      if (!now || now.status === 'paid') return 'already_applied';
      // Paid after the order expired or was refused: the stock is gone, give the money back.
      await commerce.payments.refundCharge(event.chargeId).catch(() => null);
      await setPayment('refunded');
      return 'refunded_late';
    }
    case 'charge.refused':
      await setPayment('refused');
      return (await releaseGroup(
        commerce,
        payment.order_group_id,
        'refused',
        'Pagamento recusado pelo emissor do cartão.',
      ))
        ? 'applied'
        : 'already_applied';
    case 'charge.expired':
      await setPayment('expired');
      return (await releaseGroup(commerce, payment.order_group_id, 'expired', 'O PIX expirou sem pagamento.'))
        ? 'applied'
        : 'already_applied';
    case 'charge.refunded':
    case 'charge.chargeback':
      // The order and the money move back (docs/orders.md "Refunds and chargebacks").
      return applyGatewayRefund(commerce, {
        chargeId: event.chargeId,
        kind: event.type === 'charge.chargeback' ? 'chargeback' : 'refund',
        refundedTotal: event.refundedCents ?? null,
        ...(event.reference ? { reference: event.reference } : {}),
      });
    default:
      return 'recorded';
  }
}
