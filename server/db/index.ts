import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { commitNoticing } from './commit-wait.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * Per PostgreSQL database opened here, the pool its short reads of their own take (preparedQuery): one
 * connection, apart from the pool Kysely's queries share.
 */
const ownReads = new WeakMap<DB, pg.Pool>();

/**
 * A query run on PostgreSQL as a named prepared statement, parsed and planned once per connection, on
 * a connection of its own (ownReads), or null when `db` is not a PostgreSQL database opened here
 * (SQLite, a transaction). For the one query every cached list answer runs (list-cache.ts): through
 * Kysely with an unnamed statement it cost 0.24 ms of the host's CPU per call, named 0.10 ms. On its own
 * connection a cached answer never waits for a connection held by list queries being read from the
 * database, and list-cache.ts never has more than one such read under way per database.
 */
export async function preparedQuery<R>(db: DB, name: string, text: string): Promise<R[] | null> {
  const pool = ownReads.get(db);
  if (!pool) return null;
  return (await pool.query<R & pg.QueryResultRow>({ name, text })).rows;
}

// PostgreSQL returns BIGINT and NUMERIC as strings; our counts and sums fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const sqliteFiles = new WeakMap<DB, { file: SQLite.Database; statements: CachedStatements }>();

/**
 * A read-only query run straight on the SQLite connection, or null when `db` is not a SQLite
 * database opened here (PostgreSQL, a transaction) or when a transaction is open on the connection
 * (it may hold uncommitted writes, and Kysely's turn-taking must decide when this query runs). The
 * connection is synchronous, so nothing interleaves with the read. For the one query every cached list
 * answer runs (list-cache.ts): through Kysely it cost about a tenth of the host's CPU for the answer.
 */
export function sqliteRead<R>(db: DB, text: string): R | undefined | null {
  const opened = sqliteFiles.get(db);
  if (!opened || opened.file.inTransaction) return null;
  return opened.statements.prepare(text).get() as R | undefined;
}

/**
 * A copy of a SQLite database opened here, as bytes (SQLite's serialize), or null for PostgreSQL: the
 * API tests migrate one in-memory database and start each test's from a copy of it.
 */
export function sqliteImage(db: DB): Buffer | null {
  return sqliteFiles.get(db)?.file.serialize() ?? null;
}

/** Connections a host's pool opens at most for requests, unless DB_POOL_SIZE says otherwise. */
export const POOL_SIZE = 10;

/**
 * The database, opened. `image` (SQLite in memory only): start from a copy of these bytes (sqliteImage)
 * instead of an empty database.
 */
export function openDatabase(
  database: AppConfig['database'],
  { image }: { image?: Buffer } = {},
): DatabaseHandle {
  if (database.kind === 'postgres') {
    // JIT off: the list walks stop after a page, but the planner costs them as if they read the whole
    // index, so they crossed jit_above_cost and spent about 100 ms compiling for a 10 ms query. No
    // query here runs long enough to gain from JIT.
    const options = { connectionString: database.url, options: '-c jit=off' };
    const pool = new pg.Pool({ ...options, max: database.poolSize ?? POOL_SIZE });
    const own = new pg.Pool({ ...options, max: 1 });
    let closing = false;
    // An idle connection closed by the server (a restart, an administrator's command, a dropped test
    // database) is an 'error' on the pool; without a listener it would end the process. The pool
    // opens a new connection on the next query, so noting it is enough.
    const lost = (error: Error) => {
      if (!closing) console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('error', lost);
    own.on('error', lost);
    const noticing = commitNoticing(new PostgresDialect({ pool }));
    const db = new Kysely<Database>({ dialect: noticing.dialect });
    noticing.register(db);
    ownReads.set(db, own);
    return {
      db,
      dialect: 'postgres',
      close: async () => {
        closing = true;
        await Promise.all([db.destroy(), own.end()]);
      },
    };
  }
  if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
  if (image && database.file !== ':memory:') throw new Error('a SQLite image opens in memory only');
  const sqlite = new SQLite(image ?? database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Reads through a memory map and a 64 MB page cache instead of a read() per page missed in the
  // default 2 MB cache: the lists walk indexes and probe rows all over a large catalogue.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  sqlite.pragma('cache_size = -65536');
  const statements = cachedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  sqliteFiles.set(db, { file: sqlite, statements });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** How much of the database file SQLite reads through a memory map (it maps only what exists). */
const SQLITE_MMAP_BYTES = 2 ** 31;

/** Prepared statements kept per SQL text (the most recently used ones). */
const STATEMENT_CACHE = 500;

/**
 * The SQLite database as Kysely sees it, with its prepared statements reused: Kysely prepares every
 * query again, and parsing and planning a list query cost about a tenth of a request's CPU. A statement
 * still iterating (a stream) is never handed out twice: a new one is prepared instead. SQLite prepares
 * a cached statement again by itself after a schema change.
 */
type CachedStatements = ReturnType<typeof cachedStatements>;

function cachedStatements(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string): SQLite.Statement {
      const cached = cache.get(source);
      if (cached && !cached.busy) {
        // Most recently used last: the first key is the one to drop.
        cache.delete(source);
        cache.set(source, cached);
        return cached;
      }
      const statement = sqlite.prepare(source);
      cache.set(source, statement);
      if (cache.size > STATEMENT_CACHE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
