import { SqliteAdapter, sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { addPerRow } from '../../db/locks.ts';
import type { OrderGroupStatus, OrderStatus } from '../../db/schema.ts';
import {
  addPaidGroupToStoreClients,
  removeCanceledOrderFromStoreClients,
} from '../catalogue/store-clients.ts';
import { invalidField } from '../errors.ts';
import { type LedgerPosting, postLedger } from '../ledger/post.ts';
import { orderPaid, storeOrderRefund, storeRelease, walletRelease } from '../ledger/postings.ts';
import type { Commerce } from '../payments/commerce.ts';
import { mailBuyerAboutGroup } from './buyer-mails.ts';
import { refreshOfferFigures } from './product-offers.ts';
import { canMove, ORDER_STATUS_LABELS, STATUS_TIMESTAMP, storeChannel, userChannel } from './status.ts';
import { mailBuyerAboutMove } from './store-mails.ts';

/**
 * Moves of an order after it was placed: paid, refused/expired (stock and credit released),
 * discarded (a checkout whose payment failed on the spot), and the store's steps up to concluded.
 * Every move is a conditional update on the current status, so a webhook, the expiry job and a
 * retry racing for the same order apply it once.
 */

export type GroupRow = Awaited<ReturnType<typeof loadGroup>>;

export async function loadGroup(trx: DB, groupId: number) {
  return trx.selectFrom('order_groups').selectAll().where('id', '=', groupId).executeTakeFirstOrThrow();
}

async function storeOrdersOf(trx: DB, groupId: number) {
  return trx
    .selectFrom('store_orders')
    .select(['id', 'number', 'store_id', 'status', 'items_total', 'shipping_price', 'fee', 'user_id'])
    .where('order_group_id', '=', groupId)
    .orderBy('id')
    .execute();
}

export async function itemsOf(trx: DB, storeOrderIds: readonly number[]) {
  if (storeOrderIds.length === 0) return [];
  return trx
    .selectFrom('order_items as i')
    .innerJoin('store_orders as o', 'o.id', 'i.store_order_id')
    .select([
      'i.listing_id',
      'i.product_id',
      'i.quantity',
      'i.unit_price',
      'i.condition',
      'i.language',
      'o.store_id',
    ])
    .where('i.store_order_id', 'in', storeOrderIds)
    .execute();
}

/** Puts reserved units back on their listings (listing-id order) and refreshes the offer figures. */
export async function restock(trx: DB, items: Awaited<ReturnType<typeof itemsOf>>) {
  const perListing = new Map<number, { quantity: number; storeId: number }>();
  for (const item of items) {
    if (item.listing_id === null) continue;
    const entry = perListing.get(item.listing_id) ?? { quantity: 0, storeId: item.store_id };
    entry.quantity += item.quantity;
    perListing.set(item.listing_id, entry);
  }
  const now = nowIso();
  const backFromZero: number[] = [];
  for (const [listingId, { quantity, storeId }] of [...perListing].sort((a, b) => a[0] - b[0])) {
    const row = await trx
      .updateTable('store_listings')
      .set({ quantity: sql`quantity + ${quantity}`, updated_at: now })
      .where('id', '=', listingId)
      .returning('quantity')
      .executeTakeFirst();
    if (row && row.quantity === quantity) backFromZero.push(storeId);
  }
  await refreshOfferFigures(trx, {
    productIds: items.map((i) => i.product_id),
    storeIds: backFromZero,
  });
}

export async function addHistory(
  trx: DB,
  storeOrderIds: readonly number[],
  status: OrderStatus,
  note: string | null,
) {
  if (storeOrderIds.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('order_status_history')
    .values(storeOrderIds.map((id) => ({ store_order_id: id, status, note, created_at: now })))
    .execute();
}

export interface StatusChange {
  buyerId: number;
  orders: { id: number; number: string; store_id: number }[];
  status: OrderStatus;
}

/**
 * `order.status-changed` to the buyer, one event per store order, after commit; the same event on
 * the store's channel, so its order screens follow (a paid order shows up there live).
 */
export function announceStatus(commerce: Commerce, change: StatusChange | null): void {
  if (!change) return;
  for (const order of change.orders) {
    const payload = {
      order_id: order.id,
      number: order.number,
      status: change.status,
      status_label: ORDER_STATUS_LABELS[change.status],
    };
    commerce.broadcast([userChannel(change.buyerId)], 'order.status-changed', payload);
    commerce.broadcast([storeChannel(order.store_id)], 'order.status-changed', payload);
  }
}

/**
 * Inside the transaction that marked the group paid: store orders to paid, the ledger split, the
 * sales the price history and rankings read, and the stores' clients. Lock order: products, stores,
 * store clients, then the ledger.
 */
export async function applyPaidEffects(
  trx: DB,
  group: GroupRow,
  paidAt: string,
  driver: string,
  earlierPostings: readonly LedgerPosting[] = [],
) {
  const orders = await storeOrdersOf(trx, group.id);
  const ids = orders.map((o) => o.id);
  await trx
    .updateTable('store_orders')
    .set({ status: 'paid', paid_at: paidAt, updated_at: nowIso() })
    .where('order_group_id', '=', group.id)
    .where('status', '=', 'awaiting_payment')
    .execute();
  await addHistory(trx, ids, 'paid', null);

  const items = await itemsOf(trx, ids);
  if (items.length) {
    await trx
      .insertInto('product_sales')
      .values(
        items.map((i) => ({
          product_id: i.product_id,
          store_id: i.store_id,
          condition: i.condition,
          language: i.language,
          quantity: i.quantity,
          price: i.unit_price,
          sold_at: paidAt,
        })),
      )
      .execute();
  }
  const sold = new Map<number, number>();
  for (const i of items) sold.set(i.product_id, (sold.get(i.product_id) ?? 0) + i.quantity);
  await addPerRow(trx, 'products', 'monthly_sales', sold);
  const perStore = new Map<number, number>();
  for (const o of orders) perStore.set(o.store_id, (perStore.get(o.store_id) ?? 0) + 1);
  await addPerRow(trx, 'stores', 'sales_count', perStore);
  await addPaidGroupToStoreClients(trx, group.id);
  await postLedger(trx, [...earlierPostings, orderPaid(group, orders, driver)]);
  return orders;
}

/** Payment confirmed (webhook, card approved, wallet-only). False when the group was no longer awaiting it. */
export async function settleGroupPaid(commerce: Commerce, groupId: number, paidAt: string): Promise<boolean> {
  const change = await commerce.db.transaction().execute(async (trx) => {
    const group = await trx
      .updateTable('order_groups')
      .set({ status: 'paid', paid_at: paidAt, expires_at: null, updated_at: nowIso() })
      .where('id', '=', groupId)
      .where('status', '=', 'awaiting_payment')
      .returningAll()
      .executeTakeFirst();
    if (!group) return null;
    const orders = await applyPaidEffects(trx, group, paidAt, commerce.payments.name);
    return { buyerId: group.user_id, orders, status: 'paid' as const, method: group.payment_method };
  });
  announceStatus(commerce, change);
  // A PIX is paid later, away from the checkout: the buyer hears of it by e-mail too. (A card approved
  // at the checkout is in the order's own e-mail.)
  if (change?.method === 'pix')
    await mailBuyerAboutGroup(
      commerce.db,
      commerce.deps.mailer,
      groupId,
      'pix_paid',
      commerce.deps.config?.appUrl,
    );
  return change !== null;
}

type FailedStatus = Extract<OrderGroupStatus, 'refused' | 'expired' | 'canceled'>;

/** Releases what an unpaid group holds: its stock and its wallet credit. */
async function releaseHolds(trx: DB, group: GroupRow) {
  const orders = await storeOrdersOf(trx, group.id);
  await restock(
    trx,
    await itemsOf(
      trx,
      orders.map((o) => o.id),
    ),
  );
  if (group.wallet_credit > 0) await postLedger(trx, walletRelease(group));
  return orders;
}

/** Payment refused or expired (or the buyer gave up): the order stays, as history, and its holds are released. */
export async function releaseGroup(
  commerce: Commerce,
  groupId: number,
  to: FailedStatus,
  note: string | null,
): Promise<boolean> {
  const change = await commerce.db.transaction().execute(async (trx) => {
    const group = await trx
      .updateTable('order_groups')
      .set({ status: to, expires_at: null, updated_at: nowIso() })
      .where('id', '=', groupId)
      .where('status', '=', 'awaiting_payment')
      .returningAll()
      .executeTakeFirst();
    if (!group) return null;
    const orders = await releaseHolds(trx, group);
    await trx
      .updateTable('store_orders')
      .set({ status: to, updated_at: nowIso(), ...(to === 'canceled' ? { canceled_at: nowIso() } : {}) })
      .where('order_group_id', '=', groupId)
      .execute();
    await addHistory(
      trx,
      orders.map((o) => o.id),
      to,
      note,
    );
    return { buyerId: group.user_id, orders, status: to };
  });
  announceStatus(commerce, change);
  return change !== null;
}

/**
 * A checkout whose payment failed on the spot (card refused, gateway error): stock and credit go
 * back and the order is deleted, so no half order is left. The ledger keeps the hold and its
 * release. When the gateway's refusal webhook got there first (group already refused, holds
 * released), only the rows are deleted.
 */
export async function discardGroup(commerce: Commerce, groupId: number): Promise<boolean> {
  return commerce.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('order_groups')
      .set({ status: 'canceled', updated_at: nowIso() })
      .where('id', '=', groupId)
      .where('status', '=', 'awaiting_payment')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) {
      await releaseHolds(trx, await loadGroup(trx, groupId));
    } else {
      const current = await trx
        .selectFrom('order_groups')
        .select('status')
        .where('id', '=', groupId)
        .executeTakeFirst();
      if (current?.status !== 'refused') return false;
    }
    await trx.deleteFrom('order_groups').where('id', '=', groupId).execute();
    return true;
  });
}

export interface TransitionInput {
  note?: string | null;
  /** Kept on the order when it moves to canceled (the store's reason, required by its cancel call). */
  cancelReason?: string | null;
  trackingCode?: string | null;
  invoice?: { number: string; key?: string | null; url?: string | null } | null;
}

/**
 * The store's steps on one store order: paid → invoiced → shipped → delivered → concluded, or
 * canceled before shipping. Concluding releases the store's receivable into its wallet; canceling
 * a paid order puts the stock back and refunds the buyer as wallet credit (docs/orders.md).
 */
export async function transitionStoreOrder(
  commerce: Commerce,
  storeOrderId: number,
  to: OrderStatus,
  input: TransitionInput = {},
): Promise<void> {
  const change = await commerce.db
    .transaction()
    .execute((trx) => moveStoreOrderIn(trx, storeOrderId, to, input));
  await afterStoreOrderMove(commerce, change);
}

/**
 * The move itself, inside the caller's transaction (transitionStoreOrder's, or a caller that changes
 * other rows in the same transaction: an accepted return). The caller runs `afterStoreOrderMove`
 * once it committed: the realtime events and the buyer's e-mail.
 */
export async function moveStoreOrderIn(
  trx: DB,
  storeOrderId: number,
  to: OrderStatus,
  input: TransitionInput = {},
): Promise<StatusChange> {
  await writerFirst(trx);
  const order = await trx
    .selectFrom('store_orders')
    .selectAll()
    .where('id', '=', storeOrderId)
    .executeTakeFirst();
  if (!order) throw invalidField('order_id', 'Pedido não encontrado.');
  if (order.status === 'awaiting_payment' || !canMove(order.status, to)) {
    throw invalidField(
      'status',
      `Não é possível passar de "${ORDER_STATUS_LABELS[order.status]}" para "${ORDER_STATUS_LABELS[to]}".`,
    );
  }
  const now = nowIso();
  const stamp = STATUS_TIMESTAMP[to];
  const moved = await trx
    .updateTable('store_orders')
    .set({
      status: to,
      updated_at: now,
      ...(stamp ? { [stamp]: now } : {}),
      ...(input.trackingCode ? { tracking_code: input.trackingCode } : {}),
      ...(to === 'canceled' && input.cancelReason ? { cancel_reason: input.cancelReason } : {}),
      ...(input.invoice
        ? {
            invoice_number: input.invoice.number,
            invoice_key: input.invoice.key ?? null,
            invoice_url: input.invoice.url ?? null,
          }
        : {}),
    })
    .where('id', '=', storeOrderId)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw invalidField('status', 'O pedido mudou enquanto isso; recarregue e tente de novo.');
  await addHistory(trx, [order.id], to, input.note ?? null);
  const group = await loadGroup(trx, order.order_group_id);
  if (to === 'concluded') await postLedger(trx, storeRelease(group.id, order));
  // A return the store accepted undoes the sale as a cancel does: the units come back to the
  // listings and the buyer gets the money as wallet credit (the store's receivable was still held).
  if (to === 'canceled' || to === 'returned') {
    // An NF-e already authorized for it is canceled with the order (the sandbox records SEFAZ's
    // cancellation event as the invoice's status; docs/fulfilment.md), and an unsent draft dropped.
    await trx
      .updateTable('store_order_invoices')
      .set({ status: 'canceled' })
      .where('store_order_id', '=', order.id)
      .where('status', 'in', ['authorized', 'pending'])
      .execute();
    await restock(trx, await itemsOf(trx, [order.id]));
    await removeCanceledOrderFromStoreClients(trx, order);
    await postLedger(trx, storeOrderRefund(group, order));
  }
  return { buyerId: order.user_id, orders: [order], status: to };
}

/** After a store order's move committed: the status events and the buyer's e-mail. */
export async function afterStoreOrderMove(commerce: Commerce, change: StatusChange): Promise<void> {
  announceStatus(commerce, change);
  const [order] = change.orders;
  if (order) await mailBuyerAboutMove(commerce.db, commerce.deps.mailer, order.id, change.status);
}

/**
 * On SQLite, makes the move's transaction a writer before it reads the order: a transaction that
 * reads first and writes later fails at once (SQLITE_BUSY, without the busy timeout) when another
 * process moved the order in between; as a writer from the start it waits its turn and then reads
 * the status the other left, so the second of two identical moves gets the 422. PostgreSQL's
 * conditional update re-reads the row after the first commits: nothing to do there.
 */
export async function writerFirst(trx: DB): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) return;
  await trx.updateTable('store_orders').set({ id: 0 }).where('id', '=', -1).execute();
}
