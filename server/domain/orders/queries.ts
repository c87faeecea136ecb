import { formatCEP } from '@brazilian-utils/brazilian-utils';
import type { Selectable } from 'kysely';
import type { ProductReview } from '../../../resources/js/types/cart.ts';
import type { DB } from '../../db/index.ts';
import type { OrderGroupsTable, PaymentsTable } from '../../db/schema.ts';
import { pixQrCodeDataUrl } from '../../drivers/pix/index.ts';
import { toReais } from '../cart/money.ts';
import { extrasCodes } from '../catalogue/references.ts';
import { pageInfo } from '../paging.ts';
import { ownGroup, ownStoreOrder } from './ownership.ts';
import { mayAskReturn, RETURN_STATUS_LABELS, returnDays } from './returns.ts';
import {
  COMPLAINABLE,
  GROUP_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  REVIEWABLE,
} from './status.ts';

type GroupRow = Selectable<OrderGroupsTable>;

export { ownGroup, ownStoreOrder };

type PaymentRow = Selectable<PaymentsTable>;

const SERVICE_NAMES: Record<string, string> = { PAC: 'PAC (Correios)', SEDEX: 'SEDEX (Correios)' };
const trackingUrl = (code: string) => `https://rastreamento.correios.com.br/app/index.php?objetos=${code}`;

export function presentPayment(row: PaymentRow | undefined) {
  if (!row) return null;
  const open = row.status === 'pending';
  return {
    id: row.id,
    /** The gateway's charge id (what POST /_sandbox/payments/{chargeId}/pay takes). */
    charge_id: row.charge_id,
    method: row.method,
    status: row.status,
    status_label: PAYMENT_STATUS_LABELS[row.status] ?? row.status,
    amount: toReais(row.amount),
    total_with_interest: row.total_with_interest === null ? null : toReais(row.total_with_interest),
    installments: row.installments,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    pix_code: open ? row.pix_payload : null,
    pix_qr_code: open ? row.pix_qr_code : null,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    message: row.message,
  };
}

async function storeOrdersFor(db: DB, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('store_orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .selectAll('o')
    .select([
      's.name as store_name',
      's.slug as store_slug',
      's.uf as store_uf',
      's.city as store_city',
      's.logo_url as store_logo',
    ])
    .where('o.order_group_id', 'in', groupIds)
    .orderBy('o.id')
    .execute();
}

type StoreOrderRow = Awaited<ReturnType<typeof storeOrdersFor>>[number];

function presentStoreOrder(o: StoreOrderRow) {
  return {
    id: o.id,
    number: o.number,
    order_group_id: o.order_group_id,
    store: {
      id: o.store_id,
      name: o.store_name,
      slug: o.store_slug,
      uf: o.store_uf,
      city: o.store_city,
      logo: o.store_logo,
    },
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    items_count: o.items_count,
    subtotal: toReais(o.items_total),
    shipping: {
      service: o.shipping_service,
      name: SERVICE_NAMES[o.shipping_service] ?? o.shipping_service,
      price: toReais(o.shipping_price),
      delivery_days: o.shipping_days,
      tracking_code: o.tracking_code,
      tracking_url: o.tracking_code ? trackingUrl(o.tracking_code) : null,
    },
    total: toReais(o.total),
    created_at: o.created_at,
  };
}

function presentGroup(
  g: GroupRow,
  orders: ReturnType<typeof presentStoreOrder>[],
  payment: PaymentRow | undefined,
) {
  return {
    id: g.id,
    number: g.number,
    status: g.status,
    status_label: GROUP_STATUS_LABELS[g.status],
    payment_method: g.payment_method,
    subtotal: toReais(g.items_total),
    shipping: toReais(g.shipping_total),
    discount: toReais(g.discount_total),
    wallet_credit: toReais(g.wallet_credit),
    total: toReais(g.total),
    to_pay: toReais(g.charge_amount),
    items_count: g.items_count,
    created_at: g.created_at,
    paid_at: g.paid_at,
    expires_at: g.expires_at,
    address: {
      recipient: g.recipient,
      postcode: formatCEP(g.postcode),
      address: g.address,
      number: g.address_number,
      complement: g.complement,
      district: g.district,
      city: g.city,
      state: g.state,
    },
    orders,
    payment: presentPayment(payment),
  };
}

async function latestPayments(db: DB, groupIds: readonly number[]) {
  if (groupIds.length === 0) return new Map<number, PaymentRow>();
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_group_id', 'in', groupIds)
    .orderBy('id')
    .execute();
  return new Map(rows.map((p) => [p.order_group_id, p]));
}

export interface PageRequest {
  page: number;
  perPage: number;
  status?: string;
}

/** The buyer's order groups, newest first, with their store orders and payment. */
export async function orderGroupsPage(db: DB, userId: number, { page, perPage, status }: PageRequest) {
  let base = db.selectFrom('order_groups').where('user_id', '=', userId);
  if (status) base = base.where('status', '=', status as GroupRow['status']);
  const [{ total }, groups] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const ids = groups.map((g) => g.id);
  const [orders, payments] = await Promise.all([storeOrdersFor(db, ids), latestPayments(db, ids)]);
  const data = groups.map((g) =>
    presentGroup(
      g,
      orders.filter((o) => o.order_group_id === g.id).map(presentStoreOrder),
      payments.get(g.id),
    ),
  );
  const count = Number(total);
  return {
    data,
    paginate: pageInfo(page, perPage, count),
  };
}

/** The group when it is the user's; 404 / 403 otherwise. */
export async function timelineOf(db: DB, storeOrderId: number) {
  const rows = await db
    .selectFrom('order_status_history')
    .selectAll()
    .where('store_order_id', '=', storeOrderId)
    .orderBy('id')
    .execute();
  return rows.map((h) => ({
    status: h.status,
    label: ORDER_STATUS_LABELS[h.status],
    note: h.note,
    at: h.created_at,
  }));
}

/**
 * Store orders of one group in detail: items (with the buyer's product reviews), timeline, invoice,
 * review. `justPlaced` skips looking for reviews and complaints an order cannot have yet.
 */
export async function storeOrdersInDetail(db: DB, groupId: number, justPlaced = false) {
  // Everything at once, by group (on PostgreSQL, one round trip's wait instead of two).
  const ids = db.selectFrom('store_orders').select('id').where('order_group_id', '=', groupId);
  const none = Promise.resolve([] as never[]);
  const [orders, items, history, reviews, productReviews, complaints, returns, daysToReturn] =
    await Promise.all([
      storeOrdersFor(db, [groupId]),
      db.selectFrom('order_items').selectAll().where('store_order_id', 'in', ids).orderBy('id').execute(),
      db
        .selectFrom('order_status_history')
        .selectAll()
        .where('store_order_id', 'in', ids)
        .orderBy('id')
        .execute(),
      justPlaced
        ? none
        : db.selectFrom('order_reviews').selectAll().where('store_order_id', 'in', ids).execute(),
      justPlaced
        ? none
        : db.selectFrom('product_reviews').selectAll().where('store_order_id', 'in', ids).execute(),
      justPlaced
        ? none
        : db
            .selectFrom('complaints')
            .select(['id', 'store_order_id', 'status'])
            .where('store_order_id', 'in', ids)
            .orderBy('id', 'desc')
            .execute(),
      justPlaced
        ? none
        : db
            .selectFrom('order_returns')
            .select(['store_order_id', 'status', 'reason', 'store_answer', 'created_at', 'answered_at'])
            .where('store_order_id', 'in', ids)
            .orderBy('id', 'desc')
            .execute(),
      justPlaced ? Promise.resolve(0) : returnDays(db),
    ]);
  return orders.map((o) => {
    const review = reviews.find((r) => r.store_order_id === o.id);
    const complaint = complaints.find((c) => c.store_order_id === o.id);
    // The latest return request of this store order, as the buyer follows it.
    const lastReturn = returns.find((r) => r.store_order_id === o.id);
    return {
      ...presentStoreOrder(o),
      items: items
        .filter((i) => i.store_order_id === o.id)
        .map((i) => {
          const r = productReviews.find((p) => p.order_item_id === i.id);
          return {
            id: i.id,
            listing_id: i.listing_id,
            product: { code: i.product_id, name: i.product_name, url: i.product_image },
            condition: i.condition,
            language: i.language,
            extras: extrasCodes(i.extras),
            quantity: i.quantity,
            unit_price: toReais(i.unit_price),
            total: toReais(i.total),
            review: r ? presentProductReview(r) : null,
          };
        }),
      timeline: history
        .filter((h) => h.store_order_id === o.id)
        .map((h) => ({
          status: h.status,
          label: ORDER_STATUS_LABELS[h.status],
          note: h.note,
          at: h.created_at,
        })),
      invoice: o.invoice_number
        ? { number: o.invoice_number, key: o.invoice_key, url: o.invoice_url, issued_at: o.invoiced_at }
        : null,
      review: review
        ? {
            id: review.id,
            store_order_id: o.id,
            rating: review.rating,
            comment: review.comment,
            created_at: review.created_at,
          }
        : null,
      can_review: REVIEWABLE.includes(o.status) && !review,
      can_complain: COMPLAINABLE.includes(o.status) && complaint?.status !== 'open',
      complaint_id: complaint?.id ?? null,
      can_return: mayAskReturn(o, lastReturn?.status === 'requested', daysToReturn),
      return: lastReturn
        ? {
            status: lastReturn.status,
            status_label: RETURN_STATUS_LABELS[lastReturn.status],
            reason: lastReturn.reason,
            store_answer: lastReturn.store_answer,
            created_at: lastReturn.created_at,
            answered_at: lastReturn.answered_at,
          }
        : null,
    };
  });
}

export function presentProductReview(r: ProductReview) {
  return {
    id: r.id,
    store_order_id: r.store_order_id,
    order_item_id: r.order_item_id,
    product_id: r.product_id,
    rating: r.rating,
    comment: r.comment,
    created_at: r.created_at,
  };
}

/**
 * One order group in full, for the thank-you page and /my-account/order-view. A PIX still to be paid
 * gets its QR code image here, drawn from the BR Code the first time someone asks and kept on the
 * payment row (the order call's own answer, `justPlaced`, leaves it out: docs/checkout.md).
 */
export async function orderGroupDetail(db: DB, userId: number, groupId: number, justPlaced = false) {
  // The ownership check and the reads at once: nothing is shown unless the group is the user's.
  const [group, orders, payments] = await Promise.all([
    ownGroup(db, userId, groupId),
    storeOrdersInDetail(db, groupId, justPlaced),
    latestPayments(db, [groupId]),
  ]);
  const payment = payments.get(groupId);
  if (!justPlaced && payment) await drawPixQrCode(db, payment);
  return presentGroup(group, orders, payment);
}

async function drawPixQrCode(db: DB, payment: PaymentRow): Promise<void> {
  if (payment.method !== 'pix' || payment.status !== 'pending') return;
  if (!payment.pix_payload || payment.pix_qr_code) return;
  payment.pix_qr_code = await pixQrCodeDataUrl(payment.pix_payload);
  await db
    .updateTable('payments')
    .set({ pix_qr_code: payment.pix_qr_code })
    .where('id', '=', payment.id)
    .where('pix_qr_code', 'is', null)
    .execute();
}
