import type { DB } from '../../db/index.ts';

/** Units in the user's cart, as the cart's `count` (cart.ts) and the header badge count them. */
export async function cartUnits(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.sum<number>('quantity').as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
