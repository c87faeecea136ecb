import type { DB } from '../../db/index.ts';

/** A store order's id and store; undefined when unknown. */
export function findStoreOrderRef(
  db: DB,
  storeOrderId: number,
): Promise<{ id: number; store_id: number } | undefined> {
  return db
    .selectFrom('store_orders')
    .select(['id', 'store_id'])
    .where('id', '=', storeOrderId)
    .executeTakeFirst();
}
