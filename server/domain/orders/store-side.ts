import { formatCEP } from '@brazilian-utils/brazilian-utils';
import { sql } from 'kysely';
import type {
  SellerOrderCounts,
  SellerOrderDetail,
  SellerOrderRow,
} from '../../../resources/js/types/pages/sellerOrders.ts';
import type { DB } from '../../db/index.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { toReais } from '../cart/money.ts';
import { extrasCodes } from '../catalogue/references.ts';
import { invalidField, notFound } from '../errors.ts';
import { fulfilmentOf } from '../fulfilment/index.ts';
import { accounts } from '../ledger/accounts.ts';
import { storeNet } from '../ledger/postings.ts';
import { pageInfo } from '../paging.ts';
import type { Commerce } from '../payments/commerce.ts';
import { releaseHold } from './holds.ts';
import { groupNumber } from './place.ts';
import { transitionStoreOrder } from './settle.ts';
import { canMove, ORDER_STATUS_LABELS } from './status.ts';
import { trackingUrl } from './store-mails.ts';

/**
 * The store's side of its orders (docs/orders.md, "The store's side"): the list with its filters and
 * counters, one order in detail, and the moves the store makes (accept, cancel, deliver, conclude).
 * Who may call them (the store's owner or an admin) is decided by the HTTP layer.
 */

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';
export const ALREADY_ACCEPTED = 'Este pedido já foi aceito.';

const SERVICE_NAMES: Record<string, string> = { PAC: 'PAC (Correios)', SEDEX: 'SEDEX (Correios)' };

export interface StoreOrdersQuery {
  storeId: number;
  status?: OrderStatus;
  /** Days (YYYY-MM-DD, São Paulo time), both included. */
  from?: string;
  to?: string;
  /** An order number (MC-000123 or MC-000123-1) or part of the buyer's name or e-mail. */
  search?: string;
  page: number;
  perPage: number;
}

/** The first instant of a São Paulo day (UTC−3, no daylight saving since 2019), as stored. */
const dayStart = (day: string, plusDays = 0) => {
  const at = new Date(`${day}T00:00:00.000-03:00`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at.toISOString();
};

const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

/** An order number as typed: MC-000123, MC-123, 000123 or 123 (the buyer's order), -1 for one store's part. */
const ORDER_NUMBER = /^(?:MC-?)?(\d{1,9})(?:-(\d{1,3}))?$/i;

/** A search matching more buyers (or more of the store's orders) than this filters by a subquery. */
const SEARCH_LISTED = { buyers: 2000, orders: 5000 };

/**
 * The filters but the status (the counters apply them too). A search that reads as an order number
 * looks the number up (the buyer's order: the store's part of it; `-n`: that part); any other text is
 * part of the buyer's name or e-mail. The matching orders are found first (by the order's number, or
 * through `store_orders_store_user_idx` for the buyers found), so the list and the counters then read
 * those rows only, by primary key: given the store's condition, or a subquery, SQLite's planner (which
 * cannot tell how few rows match) would rather walk the store's whole history in date order.
 */
async function filtered(db: DB, q: StoreOrdersQuery) {
  const dated = (query: ReturnType<typeof orders>) => {
    let out = query;
    if (q.from) out = out.where('o.created_at', '>=', dayStart(q.from));
    if (q.to) out = out.where('o.created_at', '<', dayStart(q.to, 1));
    return out;
  };
  const orders = () => db.selectFrom('store_orders as o');
  const base = dated(orders().where('o.store_id', '=', q.storeId));
  const term = q.search?.trim();
  if (!term) return base;
  const ofStore = db.selectFrom('store_orders as m').select('m.id').where('m.store_id', '=', q.storeId);
  const number = ORDER_NUMBER.exec(term);
  let matching: typeof ofStore;
  if (number) {
    const group = groupNumber(Number(number[1]));
    matching = number[2]
      ? ofStore.where('m.number', '=', `${group}-${Number(number[2])}`)
      : ofStore.where('m.order_group_id', '=', (eb) =>
          eb.selectFrom('order_groups').select('id').where('number', '=', group),
        );
  } else {
    const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const buyers = db
      .selectFrom('users as u')
      .select('u.id')
      .where((u) =>
        u.or([
          u(sql`lower(u.email)`, 'like', sql`${like} escape '\\'`),
          u(sql`lower(u.name || ' ' || u.last_name)`, 'like', sql`${like} escape '\\'`),
        ]),
      );
    const buyerIds = (await buyers.limit(SEARCH_LISTED.buyers + 1).execute()).map((r) => r.id);
    if (buyerIds.length > SEARCH_LISTED.buyers) return base.where('o.user_id', 'in', buyers);
    if (buyerIds.length === 0) return base.where(sql<boolean>`1 = 0`);
    matching = ofStore.where('m.user_id', 'in', buyerIds);
  }
  const ids = (await matching.limit(SEARCH_LISTED.orders + 1).execute()).map((r) => r.id);
  if (ids.length > SEARCH_LISTED.orders) return base.where('o.id', 'in', matching);
  if (ids.length === 0) return base.where(sql<boolean>`1 = 0`);
  // The ids are the store's: without the store's condition no index but the primary key applies.
  return dated(orders().where('o.id', 'in', ids));
}

/** A store's orders, newest first, with the counters per status (POST /v1/stores-orders). */
export async function storeOrdersPage(db: DB, q: StoreOrdersQuery) {
  const base = await filtered(db, q);
  const listed = q.status ? base.where('o.status', '=', q.status) : base;
  const [rows, counted] = await Promise.all([
    listed
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.id',
        'o.number',
        'o.order_group_id',
        'o.status',
        'o.accepted_at',
        'o.items_count',
        'o.items_total',
        'o.shipping_price',
        'o.fee',
        'o.total',
        'o.created_at',
        'o.paid_at',
        'o.store_id',
        'u.id as buyer_id',
        'u.name as buyer_name',
        'u.last_name as buyer_last_name',
        'u.email as buyer_email',
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    // Every status named: the counters read the (store, status, created_at) index, one range per status.
    base
      .where('o.status', 'in', ORDER_STATUSES)
      .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.status')
      .execute(),
  ]);
  const counts: SellerOrderCounts = { all: 0 };
  for (const c of counted) {
    counts[c.status] = Number(c.n);
    counts.all += Number(c.n);
  }
  const total = q.status ? (counts[q.status] ?? 0) : counts.all;
  const orders: SellerOrderRow[] = rows.map((o) => ({
    id: o.id,
    number: o.number,
    order_group_id: o.order_group_id,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    is_new: o.status === 'paid' && !o.accepted_at,
    accepted_at: o.accepted_at,
    buyer: { id: o.buyer_id, name: `${o.buyer_name} ${o.buyer_last_name}`.trim(), email: o.buyer_email },
    items_count: o.items_count,
    subtotal: toReais(o.items_total),
    shipping: toReais(o.shipping_price),
    total: toReais(o.total),
    fee: toReais(o.fee),
    net: toReais(storeNet(o)),
    created_at: o.created_at,
    paid_at: o.paid_at,
  }));
  return {
    orders,
    paginate: pageInfo(q.page, q.perPage, total),
    counts,
  };
}

/** The store a store order belongs to; 404 when there is no such order. */
export async function storeOfOrder(db: DB, storeOrderId: number): Promise<number> {
  const row = await db
    .selectFrom('store_orders')
    .select('store_id')
    .where('id', '=', storeOrderId)
    .executeTakeFirst();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row.store_id;
}

/** One store order in detail, as its store sees it (GET /v1/stores-order/{id}); null when unknown. */
export async function storeOrderDetail(db: DB, storeOrderId: number): Promise<SellerOrderDetail | null> {
  const o = await db
    .selectFrom('store_orders as o')
    .innerJoin('order_groups as g', 'g.id', 'o.order_group_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select([
      'g.number as group_number',
      'g.recipient',
      'g.postcode',
      'g.address',
      'g.address_number',
      'g.complement',
      'g.district',
      'g.city',
      'g.state',
      'u.name as buyer_name',
      'u.last_name as buyer_last_name',
      'u.email as buyer_email',
      'u.phone as buyer_phone',
    ])
    .where('o.id', '=', storeOrderId)
    .executeTakeFirst();
  if (!o) return null;
  const [items, history, fulfilment, hold] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('store_order_id', '=', o.id).orderBy('id').execute(),
    db
      .selectFrom('order_status_history')
      .selectAll()
      .where('store_order_id', '=', o.id)
      .orderBy('id')
      .execute(),
    fulfilmentOf(db, o.id),
    o.status === 'delivered' ? releaseHold(db, o.id) : Promise.resolve(null),
  ]);
  return {
    id: o.id,
    number: o.number,
    group_number: o.group_number,
    order_group_id: o.order_group_id,
    store_id: o.store_id,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    is_new: o.status === 'paid' && !o.accepted_at,
    accepted_at: o.accepted_at,
    buyer: {
      id: o.user_id,
      name: `${o.buyer_name} ${o.buyer_last_name}`.trim(),
      email: o.buyer_email,
      phone: o.buyer_phone,
    },
    address: {
      recipient: o.recipient,
      postcode: formatCEP(o.postcode),
      address: o.address,
      number: o.address_number,
      complement: o.complement,
      district: o.district,
      city: o.city,
      state: o.state,
    },
    shipping: {
      service: o.shipping_service,
      name: SERVICE_NAMES[o.shipping_service] ?? o.shipping_service,
      price: toReais(o.shipping_price),
      delivery_days: o.shipping_days,
      weight_grams: o.weight_grams,
      tracking_code: o.tracking_code,
      tracking_url: o.tracking_code ? trackingUrl(o.tracking_code) : null,
    },
    items: items.map((i) => ({
      id: i.id,
      listing_id: i.listing_id,
      product: { code: i.product_id, name: i.product_name, url: i.product_image },
      condition: i.condition,
      language: i.language,
      extras: extrasCodes(i.extras),
      quantity: i.quantity,
      unit_price: toReais(i.unit_price),
      total: toReais(i.total),
    })),
    timeline: history.map((h) => ({
      status: h.status,
      label: ORDER_STATUS_LABELS[h.status],
      note: h.note,
      at: h.created_at,
    })),
    items_count: o.items_count,
    subtotal: toReais(o.items_total),
    total: toReais(o.total),
    fee: toReais(o.fee),
    net: toReais(storeNet(o)),
    created_at: o.created_at,
    paid_at: o.paid_at,
    cancel_reason: o.cancel_reason,
    invoiced_at: o.invoiced_at,
    shipped_at: o.shipped_at,
    delivered_at: o.delivered_at,
    concluded_at: o.concluded_at,
    canceled_at: o.canceled_at,
    returned_at: o.returned_at,
    fulfilment,
    hold,
    can: {
      accept: o.status === 'paid' && !o.accepted_at,
      cancel: canMove(o.status, 'canceled') && o.status !== 'awaiting_payment',
      deliver: o.status === 'shipped',
      conclude: o.status === 'delivered' && hold === null,
    },
  };
}

/**
 * The store accepts a paid order and starts preparing it. One conditional update: of two accepts at
 * once, one sets `accepted_at`, the other gets the 422.
 */
export async function acceptStoreOrder(db: DB, storeOrderId: number): Promise<void> {
  const now = new Date().toISOString();
  const moved = await db
    .updateTable('store_orders')
    .set({ accepted_at: now, updated_at: now })
    .where('id', '=', storeOrderId)
    .where('status', '=', 'paid')
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return;
  const order = await db
    .selectFrom('store_orders')
    .select(['status', 'accepted_at'])
    .where('id', '=', storeOrderId)
    .executeTakeFirst();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.accepted_at) throw invalidField('store_order_id', ALREADY_ACCEPTED);
  throw invalidField(
    'status',
    `Só é possível aceitar um pedido pago; este está "${ORDER_STATUS_LABELS[order.status]}".`,
  );
}

/** Canceled by the store with its reason: stock back, the buyer refunded as wallet credit, e-mailed. */
export async function cancelStoreOrder(commerce: Commerce, storeOrderId: number, reason: string) {
  await transitionStoreOrder(commerce, storeOrderId, 'canceled', { note: reason, cancelReason: reason });
}

/** Marks a shipped order delivered (the sandbox has no carrier callback: the store says it arrived). */
export async function deliverStoreOrder(commerce: Commerce, storeOrderId: number) {
  await transitionStoreOrder(commerce, storeOrderId, 'delivered');
}

/** Concludes a delivered order, releasing the store's net to its wallet, unless something holds it. */
export async function concludeStoreOrder(
  commerce: Commerce,
  storeOrderId: number,
  note: string | null = null,
) {
  const hold = await releaseHold(commerce.db, storeOrderId);
  if (hold) throw invalidField('status', hold);
  await transitionStoreOrder(commerce, storeOrderId, 'concluded', { note });
}

/** The store's wallet: the balance of its `store_wallet` ledger account (docs/ledger.md), in centavos. */
export async function storeWalletBalance(db: DB, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', accounts.storeWallet(storeId).code)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/**
 * Of the stores with orders in group `groupId`, those this user manages (every one for an admin):
 * the stores whose part of a buyer's order the user may read (grouped-orders, historic-orders).
 */
export async function managedStoresInGroup(
  db: DB,
  user: { id: number; role: string },
  groupId: number,
): Promise<number[]> {
  let query = db
    .selectFrom('store_orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select('o.store_id')
    .distinct()
    .where('o.order_group_id', '=', groupId);
  if (user.role !== 'admin') query = query.where('s.owner_user_id', '=', user.id);
  return (await query.execute()).map((r) => r.store_id);
}
