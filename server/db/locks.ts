import { PostgresAdapter } from 'kysely';
import type { DB } from './index.ts';

/**
 * On PostgreSQL, locks the given rows in id order before a transaction changes them, so concurrent
 * writers sharing rows queue up instead of deadlocking. SQLite has one writer at a time: nothing to do.
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
    .forUpdate()
    .execute();
}
