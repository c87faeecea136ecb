import type { Selectable } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { OrderGroupsTable } from '../../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';

/** The buyer's own order group and store orders: 404 when missing, 403 when someone else's. */
export async function ownGroup(
  db: DB,
  userId: number,
  groupId: number,
): Promise<Selectable<OrderGroupsTable>> {
  const group = await db.selectFrom('order_groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!group) throw notFound('Pedido não encontrado.');
  if (group.user_id !== userId) throw forbidden('Este pedido não é seu.');
  return group;
}

export async function ownStoreOrder(db: DB, userId: number, storeOrderId: number) {
  const order = await db
    .selectFrom('store_orders')
    .selectAll()
    .where('id', '=', storeOrderId)
    .executeTakeFirst();
  if (!order) throw notFound('Pedido não encontrado.');
  if (order.user_id !== userId) throw forbidden('Este pedido não é seu.');
  return order;
}
