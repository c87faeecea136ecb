import { sql } from 'kysely';
import type { DB, Dialect } from '../../index.ts';

export type ColumnKind = 'int' | 'text';
export type Columns = Record<string, ColumnKind>;
export type Row = Record<string, string | number | null>;

/**
 * Inserts many rows with one statement per batch whose rows travel as a single JSON parameter
 * (json_each on SQLite, json_array_elements on PostgreSQL): far cheaper than thousands of bound
 * parameters, and the same code on both databases.
 */
export async function bulkInsert(
  db: DB,
  dialect: Dialect,
  table: string,
  columns: Columns,
  rows: readonly Row[],
  batch = 5000,
) {
  const names = Object.keys(columns);
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const payload = JSON.stringify(chunk.map((row) => names.map((n) => row[n] ?? null)));
    const target = sql.join(names.map((n) => sql.id(n)));
    const values =
      dialect === 'postgres'
        ? sql.join(
            names.map((n, i) =>
              columns[n] === 'int' ? sql`(e->>${sql.lit(i)})::bigint` : sql`e->>${sql.lit(i)}`,
            ),
          )
        : sql.join(names.map((_, i) => sql`e.value->>${sql.lit(i)}`));
    const source =
      dialect === 'postgres'
        ? sql`jsonb_array_elements(${payload}::jsonb) AS e`
        : sql`json_each(${payload}) AS e`;
    await sql`INSERT INTO ${sql.id(table)} (${target}) SELECT ${values} FROM ${source}`.execute(db);
  }
}

/** After inserting explicit ids on PostgreSQL, moves each serial sequence past the highest id. */
export async function syncSequences(db: DB, dialect: Dialect, tables: readonly string[]) {
  if (dialect !== 'postgres') return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.id(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
