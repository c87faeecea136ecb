import { type Kysely, sql } from 'kysely';
import { copyFromProduct, fillListingProductColumns, listingSearchText } from '../listing-product-columns.ts';
import { isPostgres } from './helpers.ts';

/**
 * The seller's stock list at the size of a big store (docs/stock.md, "Performance"): a store with
 * tens of thousands of listings is listed per kind, counted per status, searched, filtered by
 * collection, condition, language and extras and sorted by name, price or quantity, and all of that
 * used to join every listing to its product (and search the whole catalogue). Each listing now
 * carries its product's kind, collection and search text (`product_type`, `collection_id`,
 * `product_search_text`: the product's normalized name, English name and code, then its number and
 * RDC code), so the list, its search and its counts read the store's own index entries.
 *
 * The columns are kept by the database itself, whoever writes (the stock calls, the CSV import, the
 * checkout, the seed, the tests' fixtures): a trigger fills them when a listing is inserted or moved
 * to another product, and another copies a product's new kind, name or collection to its listings.
 */
const COLUMNS = ['product_type', 'product_search_text', 'collection_id'] as const;

/** The filters every index below carries, so a filtered count or page reads index entries only. */
const FILTERS = ['status', 'condition', 'language', 'extras'];

const INDEXES: [string, string[]][] = [
  // Counts per status over a kind and the filters.
  [
    'store_listings_stock_idx',
    ['store_id', 'product_type', 'status', 'collection_id', 'condition', 'language', 'extras'],
  ],
  // Name order and the search's word scan (the text is its own sort key: it starts with the name).
  [
    'store_listings_stock_text_idx',
    ['store_id', 'product_type', 'product_search_text', ...FILTERS, 'collection_id'],
  ],
  [
    'store_listings_stock_collection_idx',
    ['store_id', 'collection_id', 'product_search_text', 'product_type', ...FILTERS],
  ],
  ['store_listings_stock_price_idx', ['store_id', 'product_type', 'price', ...FILTERS, 'collection_id']],
  [
    'store_listings_stock_quantity_idx',
    ['store_id', 'product_type', 'quantity', ...FILTERS, 'collection_id'],
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store_listings')
    .addColumn('product_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('store_listings')
    .addColumn('product_search_text', 'varchar(600)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('store_listings').addColumn('collection_id', 'integer').execute();

  if (isPostgres(db)) {
    await fillListingProductColumns(db, 'postgres');
    await sql`CREATE FUNCTION store_listings_product_columns() RETURNS trigger AS $$
      BEGIN
        SELECT p.type, ${listingSearchText('p')}, p.collection_id
          INTO NEW.product_type, NEW.product_search_text, NEW.collection_id
          FROM products p WHERE p.id = NEW.product_id;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER store_listings_product_columns
      BEFORE INSERT OR UPDATE OF product_id ON store_listings
      FOR EACH ROW EXECUTE FUNCTION store_listings_product_columns()`.execute(db);
    await sql`CREATE FUNCTION products_listing_columns() RETURNS trigger AS $$
      BEGIN
        IF NEW.type IS DISTINCT FROM OLD.type OR NEW.search_text IS DISTINCT FROM OLD.search_text
            OR NEW.number IS DISTINCT FROM OLD.number OR NEW.rdc IS DISTINCT FROM OLD.rdc
            OR NEW.collection_id IS DISTINCT FROM OLD.collection_id THEN
          UPDATE store_listings SET product_type = NEW.type, product_search_text = ${listingSearchText('NEW')},
            collection_id = NEW.collection_id WHERE product_id = NEW.id;
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER products_listing_columns AFTER UPDATE ON products
      FOR EACH ROW EXECUTE FUNCTION products_listing_columns()`.execute(db);
  } else {
    await fillListingProductColumns(db, 'sqlite');
    await sql`CREATE TRIGGER store_listings_product_columns_insert AFTER INSERT ON store_listings
      BEGIN
        UPDATE store_listings SET ${copyFromProduct} WHERE id = NEW.id;
      END`.execute(db);
    await sql`CREATE TRIGGER store_listings_product_columns_move AFTER UPDATE OF product_id ON store_listings
      BEGIN
        UPDATE store_listings SET ${copyFromProduct} WHERE id = NEW.id;
      END`.execute(db);
    await sql`CREATE TRIGGER products_listing_columns
      AFTER UPDATE OF type, search_text, number, rdc, collection_id ON products
      BEGIN
        UPDATE store_listings SET product_type = NEW.type, product_search_text = ${listingSearchText('NEW')},
          collection_id = NEW.collection_id WHERE product_id = NEW.id;
      END`.execute(db);
  }
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('store_listings').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS products_listing_columns ON products`.execute(db);
    await sql`DROP TRIGGER IF EXISTS store_listings_product_columns ON store_listings`.execute(db);
    await sql`DROP FUNCTION IF EXISTS products_listing_columns()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS store_listings_product_columns()`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS products_listing_columns`.execute(db);
    await sql`DROP TRIGGER IF EXISTS store_listings_product_columns_move`.execute(db);
    await sql`DROP TRIGGER IF EXISTS store_listings_product_columns_insert`.execute(db);
  }
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable('store_listings').dropColumn(column).execute();
  }
}
