import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { rethrowAsField } from '../cart/cart.ts';
import { forbidden, invalidField, notFound } from '../errors.ts';
import { ownStoreOrder } from '../orders/queries.ts';
import { COMPLAINABLE } from '../orders/status.ts';
import { pageInfo } from '../paging.ts';

export type Party = 'buyer' | 'store';

function complaintRows(db: DB) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('store_orders as o', 'o.id', 'c.store_order_id')
    .innerJoin('stores as s', 's.id', 'c.store_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select([
      'o.number as order_number',
      'o.order_group_id',
      's.name as store_name',
      's.slug as store_slug',
      's.owner_user_id',
      'u.name as buyer_name',
      (eb) =>
        eb
          .selectFrom('complaint_messages as m')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('m.complaint_id', '=', 'c.id')
          .as('messages_count'),
    ]);
}

type ComplaintRow = Awaited<ReturnType<ReturnType<typeof complaintRows>['execute']>>[number];

function present(row: ComplaintRow) {
  return {
    id: row.id,
    store_order_id: row.store_order_id,
    order_number: row.order_number,
    order_group_id: row.order_group_id,
    store: { id: row.store_id, name: row.store_name, slug: row.store_slug },
    buyer: { id: row.user_id, name: row.buyer_name },
    reason: row.reason,
    status: row.status,
    closed_by: row.closed_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    messages_count: Number(row.messages_count ?? 0),
  };
}

/**
 * The complaint and which side the user is on; 404 when missing, 403 when neither the buyer nor the
 * store's side. The store's side is its owner, or an admin (who manages any store: docs/stores.md).
 */
async function complaintFor(db: DB, userId: number, id: number, as?: Party, isAdmin = false) {
  const row = await complaintRows(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Reclamação não encontrada.');
  const isBuyer = row.user_id === userId;
  const isStore = row.owner_user_id === userId || isAdmin;
  const party: Party | null =
    as === 'store'
      ? isStore
        ? 'store'
        : null
      : as === 'buyer'
        ? isBuyer
          ? 'buyer'
          : null
        : isBuyer
          ? 'buyer'
          : isStore
            ? 'store'
            : null;
  if (!party) throw forbidden('Esta reclamação não é sua.');
  return { row, party };
}

async function withMessages(db: DB, row: ComplaintRow) {
  const messages = await db
    .selectFrom('complaint_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_user_id')
    .select(['m.id', 'm.author', 'm.body', 'm.created_at', 'u.name as author_name'])
    .where('m.complaint_id', '=', row.id)
    .orderBy('m.id')
    .execute();
  return {
    ...present(row),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      author_name: m.author === 'store' ? row.store_name : (m.author_name ?? row.buyer_name),
      body: m.body,
      created_at: m.created_at,
    })),
  };
}

export async function listComplaints(
  db: DB,
  filter: { userId?: number; storeId?: number },
  page: number,
  perPage: number,
) {
  let query = complaintRows(db);
  let count = db.selectFrom('complaints');
  if (filter.userId !== undefined) {
    query = query.where('c.user_id', '=', filter.userId);
    count = count.where('user_id', '=', filter.userId);
  }
  if (filter.storeId !== undefined) {
    query = query.where('c.store_id', '=', filter.storeId);
    count = count.where('store_id', '=', filter.storeId);
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('c.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const n = Number(total.n);
  return {
    data: rows.map(present),
    paginate: pageInfo(page, perPage, n),
  };
}

export async function showComplaint(db: DB, userId: number, id: number, as?: Party, isAdmin = false) {
  const { row } = await complaintFor(db, userId, id, as, isAdmin);
  return withMessages(db, row);
}

/**
 * The latest complaint on one store order of the store (an open one first), with its messages; null
 * when the order has none. The order-defense screen shows it.
 */
export async function complaintOfStoreOrder(db: DB, storeId: number, storeOrderId: number) {
  const row = await complaintRows(db)
    .where('c.store_order_id', '=', storeOrderId)
    .where('c.store_id', '=', storeId)
    .orderBy(sql`CASE WHEN c.status = 'open' THEN 0 ELSE 1 END`)
    .orderBy('c.id', 'desc')
    .executeTakeFirst();
  return row ? withMessages(db, row) : null;
}

/** The buyer opens a complaint on a paid store order (one open at a time) with a first message. */
export async function openComplaint(
  db: DB,
  userId: number,
  input: { storeOrderId: number; reason: string; message: string },
) {
  const order = await ownStoreOrder(db, userId, input.storeOrderId).catch(rethrowAsField('store_order_id'));
  if (!COMPLAINABLE.includes(order.status)) {
    throw invalidField(
      'store_order_id',
      'Só é possível reclamar de pedidos pagos que ainda não foram concluídos.',
    );
  }
  const open = await db
    .selectFrom('complaints')
    .select('id')
    .where('store_order_id', '=', order.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (open) throw invalidField('store_order_id', 'Já existe uma reclamação aberta para este pedido.');
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const complaint = await trx
      .insertInto('complaints')
      .values({
        store_order_id: order.id,
        user_id: userId,
        store_id: order.store_id,
        reason: input.reason,
        status: 'open',
        closed_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('complaint_messages')
      .values({
        complaint_id: complaint.id,
        author: 'buyer',
        author_user_id: userId,
        body: input.message,
        created_at: now,
      })
      .execute();
    return complaint.id;
  });
  return showComplaint(db, userId, id);
}

/** A message from either side (the message and the complaint's `updated_at` in one transaction). */
export async function addComplaintMessage(
  db: DB,
  userId: number,
  complaintId: number,
  body: string,
  isAdmin = false,
) {
  const { row, party } = await complaintFor(db, userId, complaintId, undefined, isAdmin).catch(
    rethrowAsField('complaint_id'),
  );
  const closed = () =>
    invalidField('complaint_id', 'Esta reclamação foi encerrada e não recebe mais mensagens.');
  if (row.status !== 'open') throw closed();
  const now = nowIso();
  const message = await db.transaction().execute(async (trx) => {
    // Conditional on `open`: a message racing the other side's closing is refused, not kept.
    const touched = await trx
      .updateTable('complaints')
      .set({ updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) throw closed();
    return trx
      .insertInto('complaint_messages')
      .values({ complaint_id: row.id, author: party, author_user_id: userId, body, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return {
    message: {
      id: message.id,
      author: party,
      author_name: party === 'store' ? row.store_name : row.buyer_name,
      body: message.body,
      created_at: message.created_at,
    },
    complaint: row,
    party,
  };
}

/**
 * block_complaint/{who}/{id}: that side closes the complaint; no more messages. `closed` is true only
 * for the call that closed it (a second close, or one after the other side's, changes nothing).
 */
export async function closeComplaint(db: DB, userId: number, who: Party, id: number, isAdmin = false) {
  const { row } = await complaintFor(db, userId, id, who, isAdmin);
  let closed = false;
  if (row.status === 'open') {
    const moved = await db
      .updateTable('complaints')
      .set({ status: 'closed', closed_by: who, updated_at: nowIso() })
      .where('id', '=', row.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    closed = Number(moved.numUpdatedRows) === 1;
  }
  return { complaint: await showComplaint(db, userId, id, who, isAdmin), closed };
}

/** The store order a buyer is about to complain about: its number and store (null if not the buyer's). */
export async function complaintTarget(db: DB, userId: number, storeOrderId: number) {
  const row = await db
    .selectFrom('store_orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select(['o.id', 'o.number', 's.name as store_name'])
    .where('o.id', '=', storeOrderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, number: row.number, store: { name: row.store_name } } : null;
}
