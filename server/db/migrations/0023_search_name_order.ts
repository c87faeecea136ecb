import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Search results read the products whose name starts with the typed words in name order and stop once
 * the page is full (server/domain/catalogue/search-page.ts). On PostgreSQL that range is written in the
 * "C" collation, where "starts with" is exactly a range of the index whatever the database's collation,
 * with the id after the name so the order is total and the walk needs no sort. SQLite's
 * products_name_norm_idx already is that (binary collation, the rowid last).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE INDEX products_name_norm_c_idx ON products ((name_norm COLLATE "C"), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX IF EXISTS products_name_norm_c_idx`.execute(db);
}
