import { PostgresAdapter } from 'kysely';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { removeCanceledOrderFromStoreClients } from '../catalogue/store-clients.ts';
import { accounts } from '../ledger/accounts.ts';
import { postLedger } from '../ledger/post.ts';
import { type ReversalSource, storeOrderReversal } from '../ledger/postings.ts';
import type { Commerce } from '../payments/commerce.ts';
import {
  addHistory,
  announceStatus,
  itemsOf,
  loadGroup,
  restock,
  type StatusChange,
  writerFirst,
} from './settle.ts';

/**
 * Refunds and chargebacks that arrive from the gateway (docs/orders.md "Refunds and chargebacks",
 * docs/ledger.md). The gateway reports how much of the charge it has given back in all; what is new
 * since the last event is reversed on the store orders it was for — named by the event (a partial
 * refund of one store order), or all of them (the whole charge), or the one store order whose share
 * is exactly the new amount. In one transaction: the payment's refunded total, each store order to
 * `refunded` (stock back while it had not shipped), and the reversing ledger postings. A store order
 * is reversed once (`refunded_at`): the same event twice, or two hosts at once, change it once.
 */

export interface GatewayRefund {
  chargeId: string;
  kind: 'refund' | 'chargeback';
  /** What the gateway has given back of the charge in all, this event included (null: all of it). */
  refundedTotal: number | null;
  /** A store order's number, when the gateway's event names the one it was for. */
  reference?: string;
}

export type RefundOutcome = 'applied' | 'already_applied' | 'recorded' | 'needs_review' | 'unknown_charge';

/** Store orders that were paid, so a refund reverses them. Before shipping, their units go back on sale. */
const REVERSIBLE: readonly OrderStatus[] = [
  'paid',
  'invoiced',
  'shipped',
  'delivered',
  'concluded',
  'canceled',
  'returned',
];
const RESTOCKED: readonly OrderStatus[] = ['paid', 'invoiced'];

const NOTES = {
  refund: 'Pagamento estornado pelo meio de pagamento.',
  chargeback: 'Contestação (chargeback) do cartão: o valor voltou ao comprador.',
};

/** Thrown inside the transaction when a store order moved meanwhile: the whole refund is tried again. */
class MovedMeanwhile extends Error {}

export async function applyGatewayRefund(commerce: Commerce, refund: GatewayRefund): Promise<RefundOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await commerce.db.transaction().execute((trx) => reverse(trx, refund));
      for (const change of result.changes) announceStatus(commerce, change);
      return result.outcome;
    } catch (error) {
      if (!(error instanceof MovedMeanwhile) || attempt >= 4) throw error;
    }
  }
}

async function reverse(
  trx: DB,
  refund: GatewayRefund,
): Promise<{ outcome: RefundOutcome; changes: StatusChange[] }> {
  const none = (outcome: RefundOutcome) => ({ outcome, changes: [] });
  await writerFirst(trx);
  let paymentQuery = trx
    .selectFrom('payments')
    .select(['id', 'order_group_id', 'driver', 'amount', 'refunded_amount', 'status'])
    .where('charge_id', '=', refund.chargeId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) paymentQuery = paymentQuery.forUpdate();
  const payment = await paymentQuery.executeTakeFirst();
  if (!payment) return none('unknown_charge');

  const total = Math.min(payment.amount, refund.refundedTotal ?? payment.amount);
  const fresh = total - payment.refunded_amount;
  if (fresh <= 0) return none('already_applied');

  const group = await loadGroup(trx, payment.order_group_id);
  const recordTotal = () =>
    trx
      .updateTable('payments')
      .set({
        refunded_amount: total,
        ...(total >= payment.amount ? { status: 'refunded' as const } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', payment.id)
      .execute();
  // Never paid (expired or refused, and the late payment given back): nothing was split, nothing to reverse.
  if (group.status !== 'paid' && group.status !== 'refunded') {
    await recordTotal();
    return none('recorded');
  }

  const candidates = await trx
    .selectFrom('store_orders')
    .selectAll()
    .where('order_group_id', '=', group.id)
    .where('refunded_at', 'is', null)
    .where('status', 'in', REVERSIBLE)
    .orderBy('id')
    .execute();
  const value = (o: (typeof candidates)[number]) => o.items_total + o.shipping_price;
  const whole = total >= payment.amount;
  let targets: { order: (typeof candidates)[number]; refunded: number }[] | null = null;
  const named = refund.reference ? candidates.find((o) => o.number === refund.reference) : undefined;
  if (named && fresh <= value(named)) {
    targets = [{ order: named, refunded: fresh }];
  } else if (!refund.reference && whole) {
    // The rest of the charge, spread over the store orders not reversed yet in their order.
    let left = fresh;
    targets = candidates.map((order) => {
      const refunded = Math.min(value(order), left);
      left -= refunded;
      return { order, refunded };
    });
    if (left > 0) targets = null;
  } else if (!refund.reference) {
    const fits = candidates.filter(
      (o) => Math.min(value(o), payment.amount - payment.refunded_amount) === fresh,
    );
    if (fits.length === 1 && fits[0]) targets = [{ order: fits[0], refunded: fresh }];
  }
  // An amount the host cannot place on a store order: recorded for someone to look at, nothing moved.
  if (!targets || targets.length === 0) return none('needs_review');

  await recordTotal();
  const now = nowIso();
  // The group first, then its store orders: the order every payment move takes them in. It is
  // refunded once the whole charge is given back and no store order of it is left standing (one
  // paid with wallet credit only stays paid).
  if (whole && targets.length === candidates.length) {
    await trx
      .updateTable('order_groups')
      .set({ status: 'refunded', updated_at: now })
      .where('id', '=', group.id)
      .execute();
  }
  const postings = [];
  const changes: StatusChange[] = [];
  let buyerCredit: number | null = null;
  for (const { order, refunded } of targets) {
    const wasRefundedAsCredit = order.status === 'canceled' || order.status === 'returned';
    const to: OrderStatus = wasRefundedAsCredit ? order.status : 'refunded';
    const moved = await trx
      .updateTable('store_orders')
      .set({ status: to, refunded_amount: refunded, refunded_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .where('refunded_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new MovedMeanwhile();
    await addHistory(trx, [order.id], to, NOTES[refund.kind]);
    let source: ReversalSource = order.status === 'concluded' ? 'wallet' : 'receivable';
    if (wasRefundedAsCredit) {
      source = 'buyer_credit';
      buyerCredit ??= await creditOf(trx, group.user_id);
    } else {
      if (RESTOCKED.includes(order.status)) await restock(trx, await itemsOf(trx, [order.id]));
      await trx
        .updateTable('store_order_invoices')
        .set({ status: 'canceled' })
        .where('store_order_id', '=', order.id)
        .where('status', 'in', ['authorized', 'pending'])
        .execute();
      await removeCanceledOrderFromStoreClients(trx, order);
      changes.push({ buyerId: order.user_id, orders: [order], status: 'refunded' });
    }
    const posting = storeOrderReversal(
      group,
      order,
      refunded,
      payment.driver,
      source,
      refund.kind,
      buyerCredit ?? 0,
    );
    if (source === 'buyer_credit' && buyerCredit !== null) buyerCredit -= Math.min(refunded, buyerCredit);
    postings.push(posting);
  }
  await postLedger(trx, postings, { allowStoreDebt: true });
  return { outcome: 'applied', changes };
}

/** The buyer's wallet credit, read inside the refund's transaction. */
async function creditOf(trx: DB, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', accounts.buyerWallet(userId).code)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/**
 * Asks the gateway to give back a paid charge: all of what is left, or (`storeOrderId`) the part of
 * one store order — its items and shipping, at most what is left of the charge — named by its number
 * so the gateway's event says which store order it was for. The gateway's refund event then reverses
 * the order (applyGatewayRefund). The sandbox's endpoint (POST /_sandbox/payments/{id}/refund) and
 * the tests use it; a real gateway's partial refunds are made on its dashboard.
 */
export async function refundThroughGateway(
  commerce: Commerce,
  chargeId: string,
  storeOrderId: number | null,
): Promise<void> {
  const { db } = commerce;
  const payment = await db
    .selectFrom('payments')
    .select(['order_group_id', 'amount', 'refunded_amount'])
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
  if (!payment) throw new RefundRequestError('charge_not_found', 'Cobrança não encontrada.');
  if (storeOrderId === null) {
    await commerce.payments.refundCharge(chargeId);
  } else {
    const order = await db
      .selectFrom('store_orders')
      .select(['number', 'items_total', 'shipping_price', 'refunded_at', 'status'])
      .where('id', '=', storeOrderId)
      .where('order_group_id', '=', payment.order_group_id)
      .executeTakeFirst();
    if (!order) throw new RefundRequestError('store_order', 'Este pedido não é desta cobrança.');
    if (order.refunded_at !== null || !REVERSIBLE.includes(order.status)) {
      throw new RefundRequestError('store_order', 'Este pedido não pode ser estornado.');
    }
    const amount = Math.min(
      order.items_total + order.shipping_price,
      payment.amount - payment.refunded_amount,
    );
    if (amount <= 0 || !commerce.payments.refundPart) {
      throw new RefundRequestError('store_order', 'Este pedido não pode ser estornado.');
    }
    await commerce.payments.refundPart(chargeId, amount, order.number);
  }
  await commerce.flush();
}

/** A refund the caller asked for that cannot be made (unknown charge, a store order of another charge). */
export class RefundRequestError extends Error {
  constructor(
    readonly code: 'charge_not_found' | 'store_order',
    message: string,
  ) {
    super(message);
  }
}
