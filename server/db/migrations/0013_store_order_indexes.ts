import type { Kysely } from 'kysely';

/**
 * A store's order list (POST /v1/stores-orders, docs/orders.md "The store's side"): newest first,
 * optionally within São Paulo days, with counters per status. `(store_id, created_at, id)`
 * reads a page (and a date range) in order straight from the index, with no sort of the store's whole
 * history; `(store_id, user_id, created_at)` reads the orders of the buyers a search found. The status
 * tabs and the counters (every status named) use `store_orders_store_status_idx` (0012, covering). Both
 * are chosen by SQLite's planner with or without ANALYZE statistics.
 */
const INDEXES = [
  ['store_orders_store_created_idx', ['store_id', 'created_at', 'id']],
  ['store_orders_store_user_idx', ['store_id', 'user_id', 'created_at']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema
      .createIndex(name)
      .on('store_orders')
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
