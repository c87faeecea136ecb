import { sql } from 'kysely';
import type { DB, Dialect } from '../../index.ts';
import { fillListingProductColumns } from '../../listing-product-columns.ts';

/**
 * Runs a bulk load with the secondary indexes (and, on SQLite, the triggers) of the given tables
 * dropped, then recreates them from the definitions read back from the schema catalog and rebuilds the
 * full-text index in one pass. Building an index once over loaded rows is several times cheaper than
 * maintaining it row by row. Constraint indexes (primary keys, unique constraints) stay in place.
 */
export async function withIndexesDeferred<T>(
  db: DB,
  dialect: Dialect,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const definitions =
    dialect === 'sqlite' ? await sqliteDefinitions(db, tables) : await postgresDefinitions(db, tables);
  for (const d of definitions) await sql.raw(`DROP ${d.kind} ${quote(d.name)}`).execute(db);
  const result = await load();
  // The listings' copies of their product's columns are kept by triggers, which the bulk load runs
  // without (dropped above on SQLite; skipped with the foreign keys on PostgreSQL: catalogue/index.ts).
  if (tables.includes('store_listings')) await fillListingProductColumns(db, dialect);
  for (const d of definitions) await sql.raw(d.sql).execute(db);
  if (dialect === 'sqlite' && tables.includes('products')) {
    await sql`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`.execute(db);
  }
  return result;
}

interface Definition {
  kind: 'INDEX' | 'TRIGGER';
  name: string;
  sql: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function sqliteDefinitions(db: DB, tables: readonly string[]): Promise<Definition[]> {
  // sql IS NULL marks the automatic indexes behind PRIMARY KEY and UNIQUE constraints.
  const rows = await sql<{
    type: string;
    name: string;
    sql: string;
  }>`SELECT type, name, sql FROM sqlite_master
    WHERE type IN ('index', 'trigger') AND sql IS NOT NULL AND tbl_name IN (${sql.join([...tables])})`.execute(
    db,
  );
  return rows.rows.map((r) => ({ kind: r.type === 'index' ? 'INDEX' : 'TRIGGER', name: r.name, sql: r.sql }));
}

async function postgresDefinitions(db: DB, tables: readonly string[]): Promise<Definition[]> {
  const rows = await sql<{
    name: string;
    sql: string;
  }>`SELECT i.indexname AS name, i.indexdef AS sql FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join([...tables])})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db);
  return rows.rows.map((r) => ({ kind: 'INDEX', name: r.name, sql: r.sql }));
}
