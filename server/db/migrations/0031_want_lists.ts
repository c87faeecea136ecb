import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Want lists (docs/optimizer.md): a buyer's named lists of cards to buy, their lines (a product, or a
 * card name in any edition, with the condition, languages, extras and maximum price wanted), the offers
 * the last optimization chose (so an open result hears when one of them changes) and the day of the
 * last price-alert e-mail of each buyer (at most one a day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('want_lists'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('alerts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('want_lists_user_idx').on('want_lists').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('want_lines'))
    .addColumn('list_id', 'integer', (c) => c.notNull().references('want_lists.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name_norm', 'varchar(200)')
    .addColumn('card_name', 'varchar(200)')
    .addColumn('min_condition', 'varchar(8)')
    .addColumn('languages', 'varchar(64)')
    .addColumn('extras', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_price', 'integer')
    .addColumn('suggestions_json', 'text')
    .addColumn('alert_listing_id', 'integer')
    .addColumn('alert_price', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('want_lines_list_idx')
    .on('want_lines')
    .columns(['list_id', 'position'])
    .execute();
  // The price alerts find the lines watching a changed listing by its product or its card name.
  await db.schema
    .createIndex('want_lines_product_idx')
    .on('want_lines')
    .columns(['product_id', 'max_price'])
    .execute();
  await db.schema
    .createIndex('want_lines_name_idx')
    .on('want_lines')
    .columns(['name_norm', 'max_price'])
    .execute();

  await db.schema.createIndex('want_lines_alerted_idx').on('want_lines').column('alert_listing_id').execute();

  await db.schema
    .createTable('want_optimized_offers')
    .addColumn('list_id', 'integer', (c) => c.notNull().references('want_lists.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('want_optimized_offers_pk', ['list_id', 'listing_id'])
    .execute();
  await db.schema
    .createIndex('want_optimized_offers_listing_idx')
    .on('want_optimized_offers')
    .column('listing_id')
    .execute();

  await db.schema
    .createTable('want_alert_mails')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('want_alert_mails').execute();
  await db.schema.dropTable('want_optimized_offers').execute();
  await db.schema.dropTable('want_lines').execute();
  await db.schema.dropTable('want_lists').execute();
}
