import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB, Dialect } from './index.ts';

/**
 * A listing's copies of its product's kind, collection and search text (migration
 * 0010_listing_product_columns; docs/stock.md, "Performance"). The triggers of that migration keep
 * them; a bulk load that runs without the triggers (the seed on SQLite) fills them afterwards here.
 */

/** A product's search text for its listings, from the row named `p` (the same SQL on both databases). */
export const listingSearchText = (p: string): RawBuilder<string> =>
  sql.raw(
    `${p}.search_text || ' ' || lower(replace(replace(coalesce(${p}.number, ''), '/', ' '), '-', ' ')) || ' ' || lower(coalesce(${p}.rdc, ''))`,
  );

/** SET clause copying the product's columns onto the listing row `store_listings` (SQLite's form). */
export const copyFromProduct = sql`product_type = (SELECT p.type FROM products p WHERE p.id = store_listings.product_id),
  product_search_text = (SELECT ${listingSearchText('p')} FROM products p WHERE p.id = store_listings.product_id),
  collection_id = (SELECT p.collection_id FROM products p WHERE p.id = store_listings.product_id)`;

/** Fills every listing's copies from its product. */
export async function fillListingProductColumns(db: DB | Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`UPDATE store_listings l SET product_type = p.type, product_search_text = ${listingSearchText('p')},
        collection_id = p.collection_id FROM products p WHERE p.id = l.product_id`.execute(db);
  } else {
    await sql`UPDATE store_listings SET ${copyFromProduct}`.execute(db);
  }
}
