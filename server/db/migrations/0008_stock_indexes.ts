import { type Kysely, sql } from 'kysely';

/**
 * The store's stock (docs/stock.md):
 *
 * - `store_listings_key_unique`: one listing per (store, product, condition, language, extras), the
 *   listing's identity. Saving a listing whose key exists updates it, and two saves of the same new
 *   key racing each other end in one row (the loser's insert meets the index and updates instead). It
 *   also leads the seller's stock list, which always filters by store. Rows that already share a key
 *   are merged first into the oldest one (quantities added up; the others' cart lines go with them,
 *   their order lines keep their copy with the listing set to null).
 * - `order_items_listing_idx`: the units of a listing held by open orders (reserved) and sold, read per
 *   page of the stock list and by the listing's detail.
 */
const KEY = ['store_id', 'product_id', 'condition', 'language', 'extras'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const same = sql.join(
    KEY.map((column) => sql`d.${sql.ref(column)} = store_listings.${sql.ref(column)}`),
    sql` AND `,
  );
  const keys = sql.join(KEY.map((column) => sql.ref(column)));
  const duplicated = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM (
      SELECT 1 AS one FROM store_listings GROUP BY ${keys} HAVING COUNT(*) > 1) g`.execute(db);
  if (Number(duplicated.rows[0]?.n ?? 0) > 0) {
    await sql`UPDATE store_listings SET quantity = (
        SELECT SUM(d.quantity) FROM store_listings d WHERE ${same})
      WHERE id IN (SELECT MIN(id) FROM store_listings GROUP BY ${keys} HAVING COUNT(*) > 1)`.execute(db);
    await sql`DELETE FROM store_listings WHERE EXISTS (
        SELECT 1 FROM store_listings d WHERE ${same} AND d.id < store_listings.id)`.execute(db);
  }
  await db.schema
    .createIndex('store_listings_key_unique')
    .on('store_listings')
    .columns([...KEY])
    .unique()
    .execute();
  await db.schema.createIndex('order_items_listing_idx').on('order_items').columns(['listing_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_listing_idx').execute();
  await db.schema.dropIndex('store_listings_key_unique').execute();
}
