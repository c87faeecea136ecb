import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * PostgreSQL's `products_listing_columns` trigger (0010_listing_product_columns) fired on every update
 * of a product and called its PL/pgSQL function, which then compared the copied columns: a checkout's
 * stock and sales updates paid for ten function calls (about 0.16 ms a row) that never copied anything.
 * Now it fires only when an update sets one of those columns, and its WHEN clause (evaluated without a
 * function call) skips updates that leave them as they were, as SQLite's `AFTER UPDATE OF` trigger
 * already did. The function is unchanged.
 */
const COLUMNS = ['type', 'search_text', 'number', 'rdc', 'collection_id'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const changed = sql.raw(COLUMNS.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR '));
  await sql`DROP TRIGGER products_listing_columns ON products`.execute(db);
  await sql`CREATE TRIGGER products_listing_columns AFTER UPDATE OF ${sql.raw(COLUMNS.join(', '))} ON products
    FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION products_listing_columns()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TRIGGER products_listing_columns ON products`.execute(db);
  await sql`CREATE TRIGGER products_listing_columns AFTER UPDATE ON products
    FOR EACH ROW EXECUTE FUNCTION products_listing_columns()`.execute(db);
}
