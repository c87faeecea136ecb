import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * A list walk (server/domain/catalogue/products.ts, facetPage) reads the products in name order and
 * probes each one's offer facets for the cheapest matching price. SQLite gets both from its indexes
 * alone: every index ends with the rowid, and the facets are stored in their primary key (WITHOUT
 * ROWID). On PostgreSQL each product cost a heap read for its id and each facet one for its price, and
 * the name index left ties to a sort: page 40 of a filtered list took 10–25 ms. So, on PostgreSQL only:
 *
 * - the facets' primary key carries the price (INCLUDE), so a probe is an index-only scan;
 * - the name order of a type ends with the id, as the list sorts (name, id).
 */
const FACET_KEY = sql`product_id, condition, language, uf, is_client, extras`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE product_offer_facets DROP CONSTRAINT product_offer_facets_pk,
    ADD CONSTRAINT product_offer_facets_pk PRIMARY KEY (${FACET_KEY}) INCLUDE (min_price)`.execute(db);
  await sql`DROP INDEX products_type_name_idx`.execute(db);
  await sql`CREATE INDEX products_type_name_idx ON products (type, name_norm, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX products_type_name_idx`.execute(db);
  await sql`CREATE INDEX products_type_name_idx ON products (type, name_norm)`.execute(db);
  await sql`ALTER TABLE product_offer_facets DROP CONSTRAINT product_offer_facets_pk,
    ADD CONSTRAINT product_offer_facets_pk PRIMARY KEY (${FACET_KEY})`.execute(db);
}
