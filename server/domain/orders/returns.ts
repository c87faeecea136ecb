import type {
  OrderReturn,
  OrderReturnCounts,
  OrderReturnStatus,
} from '../../../resources/js/types/pages/sellerReturns.ts';
import { formatCentsText, toCents } from '../../../shared/money.ts';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { escapeHtml, type Mailer } from '../../drivers/mail/index.ts';
import { afterCommit } from '../broadcasts.ts';
import { toReais } from '../cart/money.ts';
import { configNumber } from '../config.ts';
import { invalidField, notFound } from '../errors.ts';
import { pageInfo } from '../paging.ts';
import type { Commerce } from '../payments/commerce.ts';
import { ownStoreOrder } from './ownership.ts';
import { afterStoreOrderMove, moveStoreOrderIn } from './settle.ts';
import { storeChannel, userChannel } from './status.ts';

/**
 * Returns (docs/returns-and-complaints.md): the buyer asks to return a delivered store order within
 * `order_return_days` of its delivery; the store accepts (the order moves to `returned`: stock back,
 * buyer refunded as wallet credit) or refuses with an answer (the order stays delivered). A request
 * waiting for its answer holds the store's release (holds.ts).
 */

export const RETURN_STATUS_LABELS: Record<OrderReturnStatus, string> = {
  requested: 'Aguardando resposta',
  accepted: 'Aceita',
  refused: 'Recusada',
};

/** Days after delivery a buyer may ask for a return (system_config, code `order_return_days`). */
export const RETURN_DAYS_CODE = 'order_return_days';
export const RETURN_DAYS_FALLBACK = 7;

export const returnDays = (db: DB) => configNumber(db, RETURN_DAYS_CODE, RETURN_DAYS_FALLBACK);

/** The last moment a return may be asked for an order delivered at `deliveredAt`. */
export function returnDeadline(deliveredAt: string, days: number): Date {
  return new Date(new Date(deliveredAt).getTime() + days * 86_400_000);
}

/** Whether the buyer's order screen offers "Pedir devolução" (the same rules requestReturn applies). */
export function mayAskReturn(
  order: { status: string; delivered_at: string | null },
  openRequest: boolean,
  days: number,
  now: Date = new Date(),
): boolean {
  return (
    order.status === 'delivered' &&
    order.delivered_at !== null &&
    !openRequest &&
    now <= returnDeadline(order.delivered_at, days)
  );
}

function returnRows(db: DB) {
  return db
    .selectFrom('order_returns as r')
    .innerJoin('store_orders as o', 'o.id', 'r.store_order_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select([
      'o.number as order_number',
      'o.order_group_id',
      'o.status as order_status',
      'o.delivered_at',
      'o.total',
      'u.name as buyer_name',
      'u.email as buyer_email',
    ]);
}

type ReturnRow = Awaited<ReturnType<ReturnType<typeof returnRows>['execute']>>[number];

async function present(db: DB, rows: ReturnRow[]): Promise<OrderReturn[]> {
  const orderIds = [...new Set(rows.map((r) => r.store_order_id))];
  const items = orderIds.length
    ? await db
        .selectFrom('order_items')
        .select([
          'id',
          'store_order_id',
          'product_name',
          'product_image',
          'condition',
          'language',
          'quantity',
          'unit_price',
        ])
        .where('store_order_id', 'in', orderIds)
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    store_order_id: r.store_order_id,
    order_number: r.order_number,
    order_group_id: r.order_group_id,
    order_status: r.order_status,
    store_id: r.store_id,
    buyer: { id: r.user_id, name: r.buyer_name },
    reason: r.reason,
    status: r.status,
    status_label: RETURN_STATUS_LABELS[r.status],
    store_answer: r.store_answer,
    created_at: r.created_at,
    answered_at: r.answered_at,
    delivered_at: r.delivered_at,
    total: toReais(r.total),
    items: items
      .filter((i) => i.store_order_id === r.store_order_id)
      .map((i) => ({
        id: i.id,
        name: i.product_name,
        image: i.product_image,
        condition: i.condition,
        language: i.language,
        quantity: i.quantity,
        unit_price: toReais(i.unit_price),
      })),
  }));
}

export async function showReturn(db: DB, id: number): Promise<OrderReturn> {
  const row = await returnRows(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Pedido de devolução não encontrado.');
  const [presented] = await present(db, [row]);
  return presented;
}

/** The store a return belongs to (for the access check); 404 when unknown. */
export async function returnStoreId(db: DB, id: number): Promise<number> {
  const row = await db.selectFrom('order_returns').select('store_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Pedido de devolução não encontrado.');
  return row.store_id;
}

/** One tab of the store's returns (newest first) and how many each status has. */
export async function storeReturns(
  db: DB,
  storeId: number,
  status: OrderReturnStatus,
  page: number,
  perPage: number,
) {
  const [rows, grouped] = await Promise.all([
    returnRows(db)
      .where('r.store_id', '=', storeId)
      .where('r.status', '=', status)
      .orderBy('r.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('order_returns')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('store_id', '=', storeId)
      .groupBy('status')
      .execute(),
  ]);
  const counts: OrderReturnCounts = { requested: 0, accepted: 0, refused: 0 };
  for (const g of grouped) counts[g.status] = Number(g.n);
  const total = counts[status];
  return {
    counts,
    returns: {
      data: await present(db, rows),
      paginate: pageInfo(page, perPage, total),
    },
  };
}

/**
 * The buyer asks to return one of his delivered store orders. One transaction: the order row is
 * touched first (a conditional update on `delivered`, which also locks it on PostgreSQL), so two
 * requests for the same order, or a request racing the order's conclusion, are serialized; then the
 * "one open request" check and the insert. The store hears of it after the commit.
 */
export async function requestReturn(
  commerce: Commerce,
  userId: number,
  input: { storeOrderId: number; reason: string },
): Promise<OrderReturn> {
  const { db } = commerce;
  const order = await ownStoreOrder(db, userId, input.storeOrderId);
  const days = await returnDays(db);
  if (order.status !== 'delivered' || !order.delivered_at) {
    throw invalidField('store_order_id', 'Só é possível pedir a devolução de um pedido entregue.');
  }
  if (new Date() > returnDeadline(order.delivered_at, days)) {
    throw invalidField(
      'store_order_id',
      `O prazo para pedir a devolução terminou: são ${days} dias a partir da entrega.`,
    );
  }
  const queue = afterCommit(commerce.broadcast);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const touched = await trx
      .updateTable('store_orders')
      .set({ updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'delivered')
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) {
      throw invalidField('store_order_id', 'O pedido mudou enquanto isso; recarregue e tente de novo.');
    }
    const open = await trx
      .selectFrom('order_returns')
      .select('id')
      .where('store_order_id', '=', order.id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    if (open) {
      throw invalidField('store_order_id', 'Já existe um pedido de devolução aguardando resposta da loja.');
    }
    const row = await trx
      .insertInto('order_returns')
      .values({
        store_order_id: order.id,
        store_id: order.store_id,
        user_id: userId,
        reason: input.reason,
        status: 'requested',
        store_answer: null,
        created_at: now,
        answered_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    queue.broadcast([storeChannel(order.store_id)], 'order-return.requested', {
      return_id: row.id,
      store_order_id: order.id,
      order_number: order.number,
      reason: input.reason,
    });
    return row.id;
  });
  queue.flush();
  return showReturn(db, id);
}

/**
 * The store answers a request. Accepting marks it accepted and moves the order to `returned`
 * (stock back, `store_order_refund` on the ledger) in ONE transaction; refusing keeps the order
 * delivered. Both start with a conditional update on `requested`: of two answers at once, one wins
 * and the other gets a 422 with nothing moved. The buyer is told live and by e-mail after commit.
 */
export async function answerReturn(
  commerce: Commerce,
  mailer: Mailer,
  input: { returnId: number; accept: boolean; answer: string | null },
): Promise<OrderReturn> {
  const { db } = commerce;
  const status: OrderReturnStatus = input.accept ? 'accepted' : 'refused';
  const change = await db.transaction().execute(async (trx) => {
    const answered = await trx
      .updateTable('order_returns')
      .set({ status, store_answer: input.answer, answered_at: nowIso() })
      .where('id', '=', input.returnId)
      .where('status', '=', 'requested')
      .returning(['store_order_id'])
      .executeTakeFirst();
    if (!answered) {
      throw invalidField('return_id', 'Este pedido de devolução já foi respondido.');
    }
    // Accepting moves the order to `returned` in this same transaction: stock back, buyer refunded.
    return input.accept
      ? moveStoreOrderIn(trx, answered.store_order_id, 'returned', { note: 'Devolução aceita pela loja.' })
      : null;
  });
  const answer = await showReturn(db, input.returnId);
  commerce.broadcast([userChannel(answer.buyer.id)], 'order-return.answered', {
    return_id: answer.id,
    store_order_id: answer.store_order_id,
    order_number: answer.order_number,
    status: answer.status,
    status_label: answer.status_label,
    store_answer: answer.store_answer,
  });
  // An accepted return: the move's own events and e-mail (it says the return was accepted and
  // refunded); a refusal: the answer's e-mail.
  if (change) await afterStoreOrderMove(commerce, change);
  else await mailAnswer(db, mailer, answer);
  return answer;
}

/** The buyer's e-mail about the store's answer (the sandbox keeps it in the outbox). */
async function mailAnswer(db: DB, mailer: Mailer, answer: OrderReturn): Promise<void> {
  const buyer = await db
    .selectFrom('users')
    .select(['email', 'name'])
    .where('id', '=', answer.buyer.id)
    .executeTakeFirst();
  if (!buyer) return;
  const accepted = answer.status === 'accepted';
  const subject = accepted
    ? `Devolução aceita: pedido ${answer.order_number}`
    : `Devolução recusada: pedido ${answer.order_number}`;
  const body = accepted
    ? `A loja aceitou a devolução do pedido ${answer.order_number}. O valor de ${formatReais(answer.total)} voltou como crédito na sua carteira.`
    : `A loja recusou a devolução do pedido ${answer.order_number}. Resposta da loja: ${answer.store_answer ?? ''}`;
  await mailer
    .send({
      to: buyer.email,
      subject,
      text: `Olá, ${buyer.name}!\n\n${body}`,
      html: `<p>Olá, ${escapeHtml(buyer.name)}!</p><p>${escapeHtml(body)}</p>`,
    })
    .catch((error: unknown) => console.error('Falha ao enviar o e-mail da devolução', error));
}

const formatReais = (value: number) => formatCentsText(toCents(value));

/** Whether the user has a return waiting for an answer on each of these store orders. */
export async function openReturnOrders(db: DB, storeOrderIds: readonly number[]): Promise<Set<number>> {
  if (storeOrderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('order_returns')
    .select('store_order_id')
    .where('store_order_id', 'in', storeOrderIds)
    .where('status', '=', 'requested')
    .execute();
  return new Set(rows.map((r) => r.store_order_id));
}
