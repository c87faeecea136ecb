import type { DB } from '../../db/index.ts';
import { ORDER_STATUS_LABELS } from './status.ts';

/** The store's order as its defense screen shows it (number, status, buyer); null when not the store's. */
export async function defenseOrder(db: DB, storeId: number, orderId: number) {
  const row = await db
    .selectFrom('store_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.number', 'o.status', 'o.created_at', 'o.user_id', 'u.name as buyer_name'])
    .where('o.id', '=', orderId)
    .where('o.store_id', '=', storeId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        number: row.number,
        status: row.status,
        status_label: ORDER_STATUS_LABELS[row.status],
        buyer: { id: row.user_id, name: row.buyer_name },
        created_at: row.created_at,
      }
    : null;
}
