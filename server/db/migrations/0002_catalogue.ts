import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers.ts';

/**
 * The catalogue: business, categories, collections, products and their reference lists, stores and
 * their listings, price history, banners, notices, static texts, favorites and user collections, plus
 * the search index (FTS5 on SQLite, pg_trgm or tsvector on PostgreSQL; see docs/search.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createReferenceTables(db);
  await createProductTables(db);
  await createStoreTables(db);
  await createContentTables(db);
  await createUserTables(db);
  await createSearchTables(db);
}

const text = (n = 255) => `varchar(${n})` as const;

async function createReferenceTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('businesses'))
    .addColumn('name', text(120), (c) => c.notNull())
    .addColumn('slug', text(120), (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('email', text(190), (c) => c.notNull())
    .addColumn('phone', text(30), (c) => c.notNull())
    .addColumn('url', text(255), (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('name', text(120), (c) => c.notNull())
    .addColumn('slug', text(120), (c) => c.notNull())
    .addColumn('type', text(20), (c) => c.notNull())
    .addColumn('image_url', text(255))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('categories_parent_idx')
    .on('categories')
    .columns(['parent_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('brands'))
    .addColumn('name', text(120), (c) => c.notNull())
    .addColumn('slug', text(120), (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('logo_url', text(255))
    .execute();

  await withId(db, db.schema.createTable('collections'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('code', text(20), (c) => c.notNull().unique())
    .addColumn('name', text(160), (c) => c.notNull())
    .addColumn('name_en', text(160))
    .addColumn('name_norm', text(160), (c) => c.notNull())
    .addColumn('release_date', text(10))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('collections_release_idx')
    .on('collections')
    .columns(['release_date'])
    .execute();
  await db.schema
    .createIndex('collections_category_idx')
    .on('collections')
    .columns(['category_id', 'release_date'])
    .execute();

  for (const table of ['rarities', 'elements', 'origins']) {
    await withId(db, db.schema.createTable(table))
      .addColumn('code', text(20), (c) => c.notNull().unique())
      .addColumn('name', text(80), (c) => c.notNull())
      .addColumn('name_en', text(80), (c) => c.notNull())
      .addColumn('color', text(20), (c) => c.notNull().defaultTo('#64748b'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  await withId(db, db.schema.createTable('tags'))
    .addColumn('name', text(80), (c) => c.notNull())
    .addColumn('slug', text(80), (c) => c.notNull())
    .addColumn('used_in', text(20), (c) => c.notNull())
    .addUniqueConstraint('tags_slug_used_in_unique', ['slug', 'used_in'])
    .execute();
}

async function createProductTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('products'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('type', text(20), (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('collection_id', 'integer', (c) => c.references('collections.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('rarity_id', 'integer', (c) => c.references('rarities.id'))
    .addColumn('element_id', 'integer', (c) => c.references('elements.id'))
    .addColumn('origin_id', 'integer', (c) => c.references('origins.id'))
    .addColumn('name', text(200), (c) => c.notNull())
    .addColumn('name_en', text(200))
    .addColumn('name_norm', text(200), (c) => c.notNull())
    .addColumn('search_text', text(600), (c) => c.notNull())
    .addColumn('number', text(20))
    .addColumn('code_pro', text(40))
    .addColumn('rdc', text(40))
    .addColumn('description', 'text')
    .addColumn('can_send_bra_center', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released_at', text(10))
    // Offer aggregates, refreshed from store_listings (refreshProductOffers) so lists sort on an index.
    .addColumn('min_price', 'integer')
    .addColumn('avg_price', 'integer')
    .addColumn('max_price', 'integer')
    .addColumn('offers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_7d_ago', 'integer')
    .addColumn('price_change_bp', 'integer')
    .addColumn('monthly_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  const productIndexes: [string, string[]][] = [
    ['products_type_name_idx', ['type', 'name_norm']],
    ['products_type_price_idx', ['type', 'min_price']],
    ['products_type_released_idx', ['type', 'released_at']],
    ['products_type_sales_idx', ['type', 'monthly_sales']],
    ['products_type_views_idx', ['type', 'monthly_views']],
    ['products_type_change_idx', ['type', 'price_change_bp']],
    ['products_collection_idx', ['collection_id', 'name_norm']],
    ['products_category_idx', ['category_id', 'name_norm']],
    ['products_rarity_idx', ['rarity_id']],
    ['products_brand_idx', ['brand_id']],
  ];
  for (const [name, columns] of productIndexes)
    await db.schema.createIndex(name).on('products').columns(columns).execute();
  await db.schema.createIndex('products_rdc_unique').on('products').column('rdc').unique().execute();

  await withId(db, db.schema.createTable('product_images'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url', text(255), (c) => c.notNull())
    .addUniqueConstraint('product_images_position_unique', ['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('product_tags')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('product_tags_tag_idx')
    .on('product_tags')
    .columns(['tag_id', 'product_id'])
    .execute();

  // Sparse daily snapshots: one row on each day the offer prices changed; readers fill the gaps forward.
  await withId(db, db.schema.createTable('price_snapshots'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('day', text(10), (c) => c.notNull())
    .addColumn('min_price', 'integer')
    .addColumn('avg_price', 'integer')
    .addColumn('max_price', 'integer')
    .addColumn('offers', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('price_snapshots_product_day_unique', ['product_id', 'day'])
    .execute();

  // Completed sales, one row per sold line: the price history and the monthly sales ranking read it.
  await withId(db, db.schema.createTable('product_sales'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('condition', text(10), (c) => c.notNull())
    .addColumn('language', text(4), (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sold_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_sales_product_idx')
    .on('product_sales')
    .columns(['product_id', 'sold_at'])
    .execute();
}

async function createStoreTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('stores'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', text(120), (c) => c.notNull())
    .addColumn('slug', text(120), (c) => c.notNull().unique())
    .addColumn('uf', text(2), (c) => c.notNull())
    .addColumn('city', text(120), (c) => c.notNull())
    .addColumn('logo_url', text(255))
    .addColumn('banner_url', text(255))
    .addColumn('description', 'text')
    .addColumn('is_client', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', text(20), (c) => c.notNull().defaultTo('active'))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Available listings with stock, kept by refreshStoreOffers for the lists and the ranking.
    .addColumn('offers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_uf_idx').on('stores').columns(['uf']).execute();
  await db.schema.createIndex('stores_owner_idx').on('stores').columns(['owner_user_id']).execute();

  await withId(db, db.schema.createTable('store_listings'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('condition', text(10), (c) => c.notNull())
    .addColumn('language', text(4), (c) => c.notNull())
    .addColumn('extras', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('status', text(20), (c) => c.notNull().defaultTo('available'))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  // Covers the per-product offer probes of the filtered lists (no table lookups).
  await db.schema
    .createIndex('store_listings_offer_idx')
    .on('store_listings')
    .columns(['product_id', 'status', 'price', 'condition', 'language', 'extras', 'quantity', 'store_id'])
    .execute();
  await db.schema
    .createIndex('store_listings_store_idx')
    .on('store_listings')
    .columns(['store_id', 'status', 'product_id'])
    .execute();

  await withId(db, db.schema.createTable('store_reviews'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', text(120), (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_reviews_store_idx')
    .on('store_reviews')
    .columns(['store_id', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('store_free_shipping_days'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('day_of_week', 'integer', (c) => c.notNull())
    .addColumn('min_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('store_free_shipping_day_unique', ['store_id', 'day_of_week'])
    .execute();

  await withId(db, db.schema.createTable('leagues'))
    .addColumn('name', text(120), (c) => c.notNull())
    .addColumn('slug', text(120), (c) => c.notNull().unique())
    .addColumn('game', text(120), (c) => c.notNull())
    .addColumn('uf', text(2), (c) => c.notNull())
    .addColumn('city', text(120), (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
    .execute();
}

async function createContentTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('banners'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('title', text(160), (c) => c.notNull())
    .addColumn('subtitle', text(255))
    .addColumn('image_url', text(255), (c) => c.notNull())
    .addColumn('link_url', text(255))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('starts_at', text(40))
    .addColumn('ends_at', text(40))
    .execute();

  await withId(db, db.schema.createTable('banner_ads'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('title', text(160), (c) => c.notNull())
    .addColumn('image_url', text(255), (c) => c.notNull())
    .addColumn('link_url', text(255))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('starts_at', text(40))
    .addColumn('ends_at', text(40))
    .execute();

  await withId(db, db.schema.createTable('notices'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('title', text(160), (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_user_idx').on('notices').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', text(40), (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('static_texts'))
    .addColumn('code', text(80), (c) => c.notNull().unique())
    .addColumn('title', text(160), (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
}

async function createUserTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('favorites'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addUniqueConstraint('favorites_user_product_unique', ['user_id', 'product_id'])
    .execute();

  await withId(db, db.schema.createTable('user_collections'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('vision', text(10), (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .addUniqueConstraint('user_collections_unique', ['user_id', 'vision', 'product_id'])
    .execute();
}

async function createSearchTables(db: Kysely<unknown>): Promise<void> {
  // Every normalized word of the searchable names, for the one-typo correction.
  await db.schema
    .createTable('search_vocabulary')
    .addColumn('term', text(80), (c) => c.primaryKey())
    .addColumn('doc_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Each term under each of its one-letter deletions (and itself): the deletion neighbourhood.
  await db.schema
    .createTable('search_term_variants')
    .addColumn('variant', text(80), (c) => c.notNull())
    .addColumn('term', text(80), (c) => c.notNull())
    .addPrimaryKeyConstraint('search_term_variants_pk', ['variant', 'term'])
    .execute();

  if (isPostgres(db)) {
    await createPostgresSearchIndex(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE products_fts USING fts5(
    search_text, content='products', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='2 3'
  )`.execute(db);
  await sql`CREATE TRIGGER products_fts_ai AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, search_text) VALUES (new.id, new.search_text);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_ad AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_au AFTER UPDATE OF search_text ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO products_fts(rowid, search_text) VALUES (new.id, new.search_text);
  END`.execute(db);
}

/** pg_trgm GIN index on the normalized text; a tsvector GIN index when the extension cannot be created. */
async function createPostgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`SAVEPOINT catalogue_trgm`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`RELEASE SAVEPOINT catalogue_trgm`.execute(db);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT catalogue_trgm`.execute(db);
    await sql`CREATE INDEX products_search_tsv_idx ON products USING gin (to_tsvector('simple', search_text))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
  const tables = [
    'search_term_variants',
    'search_vocabulary',
    'user_collections',
    'favorites',
    'static_texts',
    'notice_reads',
    'notices',
    'banner_ads',
    'banners',
    'leagues',
    'store_free_shipping_days',
    'store_reviews',
    'store_listings',
    'stores',
    'product_sales',
    'price_snapshots',
    'product_tags',
    'product_images',
    'products',
    'tags',
    'origins',
    'elements',
    'rarities',
    'collections',
    'brands',
    'categories',
    'businesses',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
