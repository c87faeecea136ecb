import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

const text = (n = 255) => `varchar(${n})` as const;

/**
 * The seller's side (docs/stores.md): companies, what a store sets up (document, shipping origin,
 * block dates, boxes), store page views for the dashboard, CSV stock imports.
 *
 * - `companies`: one per user (the seller's legal entity: CNPJ, razão social); its address is a row of
 *   `addresses` with `company_id` set.
 * - `addresses.company_id` / `addresses.store_id`: an address of the company or a store's shipping
 *   origin; a buyer's address book has both null.
 * - `stores`: the document it was opened with (CPF or CNPJ), the company, contact, handling days,
 *   the shipping origin CEP, when an admin activated it and why it was blocked. Status is `pending`
 *   (opened, waiting for activation), `active` or `blocked`.
 * - `store_listings.status` gains `blocked` (an admin took the listing down: `block-card`).
 * - `store_block_dates`: days the store does not ship (vacation); `store_boxes`: its box sizes.
 * - `store_view_days`: store page views per store and day (the dashboard's "visitas").
 * - `stock_imports`: a CSV of listings, previewed (validated rows kept until confirmed) then applied
 *   in one transaction, with its progress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('companies'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('cnpj', text(14), (c) => c.notNull())
    .addColumn('legal_name', text(160), (c) => c.notNull())
    .addColumn('trade_name', text(160))
    .addColumn('state_registration', text(20))
    .addColumn('email', text(190))
    .addColumn('phone', text(20))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('addresses')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('addresses')
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('addresses_company_idx').on('addresses').column('company_id').execute();
  await db.schema.createIndex('addresses_store_idx').on('addresses').column('store_id').execute();

  const storeColumns: [string, string, boolean][] = [
    ['document', text(14), false],
    ['document_type', text(4), false],
    ['company_id', 'integer', false],
    ['contact_email', text(190), false],
    ['contact_phone', text(20), false],
    ['origin_postcode', text(8), false],
    ['activated_at', text(40), false],
    ['blocked_reason', text(255), false],
  ];
  for (const [name, type] of storeColumns) {
    await db.schema
      .alterTable('stores')
      .addColumn(name, type as 'integer')
      .execute();
  }
  await db.schema
    .alterTable('stores')
    .addColumn('handling_days', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();

  await withId(db, db.schema.createTable('store_block_dates'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('starts_on', text(10), (c) => c.notNull())
    .addColumn('ends_on', text(10), (c) => c.notNull())
    .addColumn('reason', text(160))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_block_dates_store_idx')
    .on('store_block_dates')
    .columns(['store_id', 'starts_on'])
    .execute();

  await withId(db, db.schema.createTable('store_boxes'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', text(60), (c) => c.notNull())
    .addColumn('length_cm', 'integer', (c) => c.notNull())
    .addColumn('width_cm', 'integer', (c) => c.notNull())
    .addColumn('height_cm', 'integer', (c) => c.notNull())
    .addColumn('max_weight_g', 'integer', (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_boxes_store_idx').on('store_boxes').column('store_id').execute();

  await db.schema
    .createTable('store_view_days')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('day', text(10), (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_view_days_pk', ['store_id', 'day'])
    .execute();

  await withId(db, db.schema.createTable('stock_imports'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', text(160), (c) => c.notNull())
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_json', 'text')
    .addColumn('errors_json', 'text')
    .addColumn('message', text(255))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('finished_at', text(40))
    .addCheckConstraint(
      'stock_imports_status_check',
      sql`status in ('previewed', 'running', 'done', 'failed', 'discarded')`,
    )
    .execute();
  await db.schema
    .createIndex('stock_imports_store_idx')
    .on('stock_imports')
    .columns(['store_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stock_imports', 'store_view_days', 'store_boxes', 'store_block_dates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('addresses_store_idx').ifExists().execute();
  await db.schema.dropIndex('addresses_company_idx').ifExists().execute();
  await db.schema.alterTable('addresses').dropColumn('store_id').execute();
  await db.schema.alterTable('addresses').dropColumn('company_id').execute();
  for (const name of [
    'handling_days',
    'blocked_reason',
    'activated_at',
    'origin_postcode',
    'contact_phone',
    'contact_email',
    'company_id',
    'document_type',
    'document',
  ]) {
    await db.schema.alterTable('stores').dropColumn(name).execute();
  }
  await db.schema.dropTable('companies').ifExists().execute();
}
