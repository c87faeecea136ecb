import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The catalogue's generation (docs/catalogue.md, "List cache"): a number that grows with every committed
 * change to what the product lists and the search suggestions read, bumped by triggers in the changing
 * transaction itself, so no write path can forget it. The list cache keeps an answer only while the
 * generation it was read at is still the current one: a listing change shows in the next request.
 *
 * - SQLite has one writer at a time: one counter row, bumped by row triggers.
 * - PostgreSQL: 16 counter rows (the generation is their sum) bumped by deferred constraint triggers,
 *   once per transaction (a transaction-local setting remembers it). Deferred, the bump is the last
 *   lock a transaction takes, at commit: it never waits while holding a lock another bump needs (no
 *   deadlock with the id-ordered row locks of stock and money), and transactions on different rows
 *   rarely share a counter.
 *
 * A product's view counter (`monthly_views`, bumped by every product page view) does not bump it: it
 * only breaks ties in the best-seller order, and the cache's time limit bounds that.
 */
export const CATALOGUE_TABLES = [
  'products',
  'product_images',
  'product_offer_facets',
  'offer_facet_counts',
  'store_listings',
  'stores',
  'collections',
  'categories',
  'brands',
  'rarities',
  'search_vocabulary',
  'search_term_variants',
] as const;

export const PG_SHARDS = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_generation')
    .addColumn('shard', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`INSERT INTO catalogue_generation (shard, n)
      SELECT s, 0 FROM generate_series(0, ${sql.lit(PG_SHARDS - 1)}) s`.execute(db);
    await sql`CREATE FUNCTION bump_catalogue_generation() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE tx text := txid_current()::text;
      BEGIN
        IF current_setting('catalogue.bumped_in', true) IS DISTINCT FROM tx THEN
          PERFORM set_config('catalogue.bumped_in', tx, true);
          UPDATE catalogue_generation SET n = n + 1 WHERE shard = (txid_current() % ${sql.lit(PG_SHARDS)});
        END IF;
        RETURN NULL;
      END $$`.execute(db);
  } else {
    await sql`INSERT INTO catalogue_generation (shard, n) VALUES (0, 0)`.execute(db);
  }
  await addGenerationTriggers(db, CATALOGUE_TABLES);
}

/** The triggers that bump the generation on every write to `tables` (see above). */
export async function addGenerationTriggers(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  const pg = isPostgres(db);
  for (const table of tables) {
    const t = sql.raw(table);
    const name = (suffix: string) => sql.raw(`${table}_generation_${suffix}`);
    if (!pg) {
      const bump = sql.raw('UPDATE catalogue_generation SET n = n + 1 WHERE shard = 0;');
      const views = table === 'products' ? sql.raw(' WHEN OLD.monthly_views IS NEW.monthly_views') : sql``;
      await sql`CREATE TRIGGER ${name('ins')} AFTER INSERT ON ${t} BEGIN ${bump} END`.execute(db);
      await sql`CREATE TRIGGER ${name('upd')} AFTER UPDATE ON ${t}${views} BEGIN ${bump} END`.execute(db);
      await sql`CREATE TRIGGER ${name('del')} AFTER DELETE ON ${t} BEGIN ${bump} END`.execute(db);
      continue;
    }
    const views =
      table === 'products'
        ? sql.raw(' WHEN (OLD.monthly_views IS NOT DISTINCT FROM NEW.monthly_views)')
        : sql``;
    await sql`CREATE CONSTRAINT TRIGGER ${name('write')} AFTER INSERT OR DELETE ON ${t}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_generation()`.execute(db);
    await sql`CREATE CONSTRAINT TRIGGER ${name('upd')} AFTER UPDATE ON ${t}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW${views} EXECUTE FUNCTION bump_catalogue_generation()`.execute(
      db,
    );
    // TRUNCATE has statement triggers only (not deferrable); nothing in the app truncates these tables.
    await sql`CREATE TRIGGER ${name('trunc')} AFTER TRUNCATE ON ${t}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation()`.execute(db);
  }
}

export async function dropGenerationTriggers(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  const pg = isPostgres(db);
  for (const table of tables) {
    for (const suffix of pg ? ['write', 'upd', 'trunc'] : ['ins', 'upd', 'del']) {
      const on = pg ? sql` ON ${sql.raw(table)}` : sql``;
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_generation_${suffix}`)}${on}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropGenerationTriggers(db, CATALOGUE_TABLES);
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS bump_catalogue_generation()`.execute(db);
  await db.schema.dropTable('catalogue_generation').ifExists().execute();
}
