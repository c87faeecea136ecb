import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Offer facets: what a product's available offers look like, so the lists filtered by condition,
 * language, extras, seller state or client stores no longer probe every product's listings
 * (docs/catalogue.md, "Offer facets").
 *
 * - `product_offer_facets`: one row per product and combination of condition, language, seller state,
 *   client store and extras among its available listings with stock, with the cheapest price of that
 *   combination. The product's type and category are copied so the lists can read the facets alone.
 * - `offer_facet_counts`: how many products have at least one matching offer, per type, category and
 *   filter combination with at most one value per attribute ('' = any condition / language / state,
 *   is_client 0 = any store, extras = the bits required, 0 = none). Exact totals without counting.
 * - `products_name_norm_idx`: the name-prefix suggestions and the name order across every type.
 *
 * Both tables are kept by refreshProductOffers inside the transactions that write listings; this
 * migration fills them from the listings that already exist. The key expansion below is a frozen copy
 * of facetKeys (server/domain/catalogue/facets.ts) as it was when the tables were created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  let facets = db.schema
    .createTable('product_offer_facets')
    // No cascade: a product is deleted after its listings and facets (refreshProductOffers), never before.
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('condition', 'varchar(10)', (c) => c.notNull())
    .addColumn('language', 'varchar(4)', (c) => c.notNull())
    .addColumn('uf', 'varchar(2)', (c) => c.notNull())
    .addColumn('is_client', 'integer', (c) => c.notNull())
    .addColumn('extras', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('min_price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_offer_facets_pk', [
      'product_id',
      'condition',
      'language',
      'uf',
      'is_client',
      'extras',
    ]);
  if (!pg) facets = facets.modifyEnd(sql`WITHOUT ROWID`);
  await facets.execute();
  // Facet-driven reads (a rare language or state, price sorts): by type, then the attribute filtered.
  const covering = ['is_client', 'extras', 'category_id', 'product_id', 'min_price'];
  await db.schema
    .createIndex('product_offer_facets_language_idx')
    .on('product_offer_facets')
    .columns(['type', 'language', 'condition', 'uf', ...covering])
    .execute();
  await db.schema
    .createIndex('product_offer_facets_uf_idx')
    .on('product_offer_facets')
    .columns(['type', 'uf', 'condition', 'language', ...covering])
    .execute();

  let counts = db.schema
    .createTable('offer_facet_counts')
    .addColumn('condition', 'varchar(10)', (c) => c.notNull())
    .addColumn('language', 'varchar(4)', (c) => c.notNull())
    .addColumn('uf', 'varchar(2)', (c) => c.notNull())
    .addColumn('is_client', 'integer', (c) => c.notNull())
    .addColumn('extras', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_facet_counts_pk', [
      'condition',
      'language',
      'uf',
      'is_client',
      'extras',
      'type',
      'category_id',
    ]);
  if (!pg) counts = counts.modifyEnd(sql`WITHOUT ROWID`);
  await counts.execute();

  await db.schema.createIndex('products_name_norm_idx').on('products').column('name_norm').execute();

  await backfill(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_name_norm_idx').ifExists().execute();
  await db.schema.dropTable('offer_facet_counts').ifExists().execute();
  await db.schema.dropTable('product_offer_facets').ifExists().execute();
}

interface Facet {
  product_id: number;
  condition: string;
  language: string;
  uf: string;
  is_client: number;
  extras: number;
  type: string;
  category_id: number;
}

async function backfill(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO product_offer_facets
      (product_id, condition, language, uf, is_client, extras, type, category_id, min_price)
    SELECT l.product_id, l.condition, l.language, s.uf, s.is_client, l.extras, p.type,
      COALESCE(p.category_id, 0), MIN(l.price)
    FROM store_listings l
    INNER JOIN stores s ON s.id = l.store_id
    INNER JOIN products p ON p.id = l.product_id
    WHERE l.status = 'available' AND l.quantity > 0
    GROUP BY l.product_id, l.condition, l.language, s.uf, s.is_client, l.extras, p.type, p.category_id`.execute(
    db,
  );
  const counts = new Map<string, number>();
  let last = 0;
  for (;;) {
    // Whole products per batch: the next 2,000 product ids that have facets.
    const rows = (
      await sql<Facet>`SELECT product_id, condition, language, uf, is_client, extras, type, category_id
        FROM product_offer_facets
        WHERE product_id > ${last} AND product_id <= (
          SELECT MAX(product_id) FROM (SELECT DISTINCT product_id FROM product_offer_facets
            WHERE product_id > ${last} ORDER BY product_id LIMIT 2000) d)
        ORDER BY product_id`.execute(db)
    ).rows;
    if (rows.length === 0) break;
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      if (i < rows.length && rows[i].product_id === rows[start].product_id) continue;
      for (const key of keysOf(rows.slice(start, i))) counts.set(key, (counts.get(key) ?? 0) + 1);
      start = i;
    }
    last = rows[rows.length - 1].product_id;
  }
  const entries = [...counts];
  for (let i = 0; i < entries.length; i += 500) {
    const values = entries.slice(i, i + 500).map(([key, n]) => {
      const [condition, language, uf, client, extras, type, category] = key.split('|');
      return sql`(${condition}, ${language}, ${uf}, ${Number(client)}, ${Number(extras)}, ${type}, ${Number(category)}, ${n})`;
    });
    await sql`INSERT INTO offer_facet_counts
        (condition, language, uf, is_client, extras, type, category_id, products)
      VALUES ${sql.join(values)}`.execute(db);
  }
}

/** Every filter combination (at most one value per attribute) one product's facets satisfy. */
function keysOf(facets: readonly Facet[]): Set<string> {
  const keys = new Set<string>();
  for (const f of facets) {
    const masks = [0];
    for (let bit = 1; bit <= f.extras; bit <<= 1) {
      if (!(f.extras & bit)) continue;
      for (let i = masks.length - 1; i >= 0; i--) masks.push(masks[i] | bit);
    }
    for (const condition of [f.condition, ''])
      for (const language of [f.language, ''])
        for (const uf of [f.uf, ''])
          for (const client of f.is_client ? [1, 0] : [0])
            for (const mask of masks)
              keys.add([condition, language, uf, client, mask, f.type, f.category_id].join('|'));
  }
  return keys;
}
