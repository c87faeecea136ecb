import { PostgresAdapter, sql } from 'kysely';
import type { DB } from './index.ts';

/**
 * On PostgreSQL, locks the given rows in id order before a transaction changes them, so concurrent
 * writers sharing rows queue up instead of deadlocking. SQLite has one writer at a time: nothing to do.
 *
 * The lock is FOR NO KEY UPDATE, the one an UPDATE of non-key columns takes itself: it queues writers
 * of the row but not the foreign-key checks of other transactions' inserts (FOR KEY SHARE), which a
 * FOR UPDATE would block — an order's rows naming a store, or ledger entries naming an account, then
 * waited on a lock taken out of id order and deadlocked.
 */
export async function lockInIdOrder(
  trx: DB,
  table: 'products' | 'stores' | 'store_listings' | 'ledger_accounts',
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0 || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/** `column += amount` for each row id, in one statement (rows are locked in id order on PostgreSQL). */
export async function addPerRow(
  trx: DB,
  table: 'products' | 'stores',
  column: 'monthly_sales' | 'sales_count' | 'offers_count',
  amounts: Map<number, number>,
) {
  if (amounts.size === 0) return;
  const ids = [...amounts.keys()].sort((a, b) => a - b);
  // A multi-row UPDATE locks in whatever order its plan reads the rows: lock them in id order first,
  // or two payments of orders sharing stores deadlock on PostgreSQL (docs/ledger.md "Lock order").
  await lockInIdOrder(trx, table, ids);
  const cases = sql.join(
    ids.map((id) => sql`WHEN ${id} THEN ${amounts.get(id)}`),
    sql` `,
  );
  await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${sql.ref(column)} + CASE id ${cases} ELSE 0 END WHERE id IN (${sql.join(ids)})`.execute(
    trx,
  );
}
