import { type Kysely, sql } from 'kysely';

/**
 * The offer facets of one state in price order, for the price walk (server/domain/catalogue/price-walk.ts)
 * of a list filtered on one state. `product_offer_facets_price_idx` holds every facet of a type in price
 * order, so a walk reads the other states' facets too and skips them: its cost is the facets read per
 * match. The state's share of the offers falls as stores spread over more states (RJ: 24 % of the card
 * facets at the demo size, 11 % at ×10), and the walks of "NM in RJ up to R$ 10" read 30,000 facets at
 * ×10 for 500 matches. In this index they read that state's facets alone, as many at either size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('product_offer_facets_uf_price_idx')
    .on('product_offer_facets')
    .columns([
      'type',
      'uf',
      'min_price',
      'product_id',
      'condition',
      'language',
      'is_client',
      'extras',
      'category_id',
    ])
    .execute();
  await sql`ANALYZE product_offer_facets`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_offer_facets_uf_price_idx').ifExists().execute();
}
