import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/** Auto-increment primary key that works on SQLite and PostgreSQL. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  const isPg = isPostgres(db);
  return table.addColumn('id', isPg ? 'serial' : 'integer', (c) =>
    isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
  );
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export const nowDefault = sql`CURRENT_TIMESTAMP`;
