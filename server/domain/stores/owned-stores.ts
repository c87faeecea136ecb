import type { DB } from '../../db/index.ts';

/** Whether the user owns the store. */
export async function ownsStore(db: DB, storeId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', storeId)
    .where('owner_user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the stores the user owns, in id order. */
export async function ownedStoreIds(db: DB, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('stores')
    .select('id')
    .where('owner_user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
