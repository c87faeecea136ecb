import type { DB } from '../../db/index.ts';

/** The order payment the gateway's charge is; undefined when none. */
export function paymentByCharge(db: DB, chargeId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'order_group_id'])
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
}

/** The order group's number and status; undefined when unknown. */
export function orderGroupState(db: DB, groupId: number) {
  return db
    .selectFrom('order_groups')
    .select(['id', 'number', 'status'])
    .where('id', '=', groupId)
    .executeTakeFirst();
}
