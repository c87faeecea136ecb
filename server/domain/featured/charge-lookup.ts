import type { DB } from '../../db/index.ts';

/** The id of the featured ad the gateway's charge pays; undefined when none. */
export async function featuredIdByCharge(db: DB, chargeId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('featured_ads')
    .select('id')
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
  return row?.id;
}
