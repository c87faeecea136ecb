import type { DB } from '../../db/index.ts';

/** The subscription charge the gateway knows by `chargeId`; undefined when none. */
export function chargeByGatewayId(db: DB, chargeId: string) {
  return db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
}
