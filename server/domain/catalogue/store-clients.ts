import { sql } from 'kysely';
import type { StoreClientSort } from '../../../shared/constants/catalogue.ts';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { OrderStatus, StoreClientsTable } from '../../db/schema.ts';
import { reais } from './references.ts';

export type { StoreClientSort } from '../../../shared/constants/catalogue.ts';

/**
 * Store clients (docs/catalogue.md, "Store clients"): the buyers with at least one paid store order at
 * a store that was not canceled since. One row per store and buyer keeps how many such orders, how
 * much they came to (items + shipping, centavos) and the first and last payment. The order settlement
 * keeps the rows inside its own transaction; the seed and the migration rebuild them from the orders.
 */

/** Store order statuses that count: paid and every step after it, but not canceled. */
export const CLIENT_ORDER_STATUSES: readonly OrderStatus[] = [
  'paid',
  'invoiced',
  'shipped',
  'delivered',
  'concluded',
];

/**
 * Adds the store orders of a group that were just marked paid: one upsert for every store and buyer,
 * its rows in (store, buyer) order, so the rows are locked in that order. The counters are incremented
 * in the statement, so two payments of the same buyer at the same store racing on PostgreSQL add up
 * (the second waits on the row, then adds to it). Orders of the same store and buyer are summed first:
 * one statement may not update a row twice.
 */
export async function addPaidGroupToStoreClients(trx: DB, groupId: number): Promise<void> {
  const orders = await trx
    .selectFrom('store_orders')
    .select(['store_id', 'user_id', 'total', 'paid_at'])
    .where('order_group_id', '=', groupId)
    .where('status', '=', 'paid')
    .where('paid_at', 'is not', null)
    .orderBy('store_id')
    .orderBy('user_id')
    .execute();
  if (orders.length === 0) return;
  const now = nowIso();
  const rows = new Map<string, Omit<StoreClientsTable, 'id'>>();
  for (const o of orders) {
    const paidAt = o.paid_at as string;
    const key = `${o.store_id}:${o.user_id}`;
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        store_id: o.store_id,
        user_id: o.user_id,
        orders_count: 1,
        total_spent: o.total,
        first_order_at: paidAt,
        last_order_at: paidAt,
        updated_at: now,
      });
      continue;
    }
    row.orders_count++;
    row.total_spent += o.total;
    if (paidAt < row.first_order_at) row.first_order_at = paidAt;
    if (paidAt > row.last_order_at) row.last_order_at = paidAt;
  }
  await trx
    .insertInto('store_clients')
    .values([...rows.values()])
    .onConflict((oc) =>
      oc.columns(['store_id', 'user_id']).doUpdateSet({
        orders_count: sql`store_clients.orders_count + excluded.orders_count`,
        total_spent: sql`store_clients.total_spent + excluded.total_spent`,
        first_order_at: sql`CASE WHEN excluded.first_order_at < store_clients.first_order_at
          THEN excluded.first_order_at ELSE store_clients.first_order_at END`,
        last_order_at: sql`CASE WHEN excluded.last_order_at > store_clients.last_order_at
          THEN excluded.last_order_at ELSE store_clients.last_order_at END`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .execute();
}

/**
 * Takes back a paid store order that was canceled (already marked canceled by the caller, in the same
 * transaction): one order and its total less, the first and last payment read again from the orders
 * that still count, and the row removed when none is left.
 */
export async function removeCanceledOrderFromStoreClients(
  trx: DB,
  order: { store_id: number; user_id: number; total: number; paid_at: string | null },
): Promise<void> {
  if (!order.paid_at) return;
  const left = await trx
    .updateTable('store_clients')
    .set({
      orders_count: sql`orders_count - 1`,
      total_spent: sql`total_spent - ${order.total}`,
      updated_at: nowIso(),
    })
    .where('store_id', '=', order.store_id)
    .where('user_id', '=', order.user_id)
    .returning('orders_count')
    .executeTakeFirst();
  if (!left) return;
  if (left.orders_count <= 0) {
    await trx
      .deleteFrom('store_clients')
      .where('store_id', '=', order.store_id)
      .where('user_id', '=', order.user_id)
      .execute();
    return;
  }
  const span = await trx
    .selectFrom('store_orders')
    .select((eb) => [eb.fn.min<string>('paid_at').as('first'), eb.fn.max<string>('paid_at').as('last')])
    .where('store_id', '=', order.store_id)
    .where('user_id', '=', order.user_id)
    .where('status', 'in', CLIENT_ORDER_STATUSES)
    .executeTakeFirstOrThrow();
  if (span.first && span.last) {
    await trx
      .updateTable('store_clients')
      .set({ first_order_at: span.first, last_order_at: span.last })
      .where('store_id', '=', order.store_id)
      .where('user_id', '=', order.user_id)
      .execute();
  }
}

/** Rebuilds every store client from the store orders (the seed, after writing its past orders). */
export async function rebuildStoreClients(db: DB): Promise<void> {
  await db.deleteFrom('store_clients').execute();
  await sql`INSERT INTO store_clients (store_id, user_id, orders_count, total_spent, first_order_at, last_order_at, updated_at)
    SELECT store_id, user_id, COUNT(*), SUM(total), MIN(paid_at), MAX(paid_at), ${nowIso()}
    FROM store_orders
    WHERE status IN (${sql.join(CLIENT_ORDER_STATUSES)}) AND paid_at IS NOT NULL
    GROUP BY store_id, user_id`.execute(db);
}

/** A store's clients, a page at a time: most recent buyer first, or most orders, or most spent. */
export async function listStoreClients(
  db: DB,
  q: { storeId: number; sort: StoreClientSort; page: number; perPage: number },
) {
  const base = db
    .selectFrom('store_clients as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.store_id', '=', q.storeId);
  const ordered =
    q.sort === 'orders'
      ? base.orderBy('c.orders_count', 'desc').orderBy('c.last_order_at', 'desc')
      : q.sort === 'spent'
        ? base.orderBy('c.total_spent', 'desc').orderBy('c.last_order_at', 'desc')
        : base.orderBy('c.last_order_at', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .select([
        'c.user_id',
        'u.name',
        'u.last_name',
        'c.orders_count',
        'c.total_spent',
        'c.first_order_at',
        'c.last_order_at',
      ])
      .orderBy('c.id')
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    clients: rows.map((r) => ({
      user_id: r.user_id,
      name: `${r.name} ${r.last_name}`.trim(),
      orders_count: r.orders_count,
      total_spent: reais(r.total_spent) as number,
      first_order_at: r.first_order_at,
      last_order_at: r.last_order_at,
    })),
    total: Number(count.n),
  };
}
