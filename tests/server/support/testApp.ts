import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app.ts';
import { type AppConfig, loadConfig } from '../../../server/config.ts';
import { type DatabaseHandle, type DB, openDatabase, sqliteImage } from '../../../server/db/index.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { sessionTokenFromSetCookie } from '../../../server/http/support/sessionCookie.ts';

export const XSRF = 'test-xsrf-token';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number>;
  token?: string | null;
  headers?: Record<string, string>;
  /** Send the XSRF cookie and header (default true). */
  xsrf?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  dialect: DatabaseHandle['dialect'];
  config: AppConfig;
  database: AppConfig['database'];
  request(method: string, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** What the migrations are: a template is built again when one of them changes. */
function migrationsFingerprint(): string {
  const dir = new URL('../../../server/db/migrations/', import.meta.url);
  const hash = createHash('sha1');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(new URL(file, dir)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PostgreSQL database migrated once per version of the migrations, which every test's database is
 * copied from (`CREATE DATABASE … TEMPLATE`): running every migration for each test made the
 * PostgreSQL run of the API tests several times slower. Built under an advisory lock, so the test
 * workers build it once; renamed into place only when complete.
 */
async function pgTemplate(pgUrl: string): Promise<string> {
  const name = `tmpl_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(727001)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(pgUrl);
      url.pathname = `/${building}`;
      const handle = openDatabase({ kind: 'postgres', url: url.toString() });
      await migrateToLatest(handle.db);
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    await admin.end();
  }
  return name;
}

/**
 * An in-memory SQLite database migrated once per test worker, as bytes: each test's database is a copy
 * of it, so the migrations run once instead of once per test.
 */
let migratedSqlite: Promise<Buffer> | null = null;
function migratedSqliteImage(): Promise<Buffer> {
  migratedSqlite ??= (async () => {
    const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(handle.db);
    const image = sqliteImage(handle.db);
    await handle.close();
    if (!image) throw new Error('no SQLite image');
    return image;
  })();
  return migratedSqlite;
}

/**
 * A host on a fresh, migrated database: SQLite in memory by default (or in `sqliteFile`, for a test
 * whose other processes open the same database), a throw-away PostgreSQL database when
 * TEST_DATABASE_URL points at a server (CI runs the API tests both ways).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { sqliteFile = ':memory:' }: { sqliteFile?: string } = {},
): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | null = null;
  let database: AppConfig['database'] = { kind: 'sqlite', file: sqliteFile };
  if (pgUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const template = await pgTemplate(pgUrl);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    database = { kind: 'postgres', url: url.toString() };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config: AppConfig = {
    ...loadConfig({}),
    appUrl: 'http://localhost:8000',
    realtime: false,
    ...overrides,
    database,
  };
  const inMemory = config.database.kind === 'sqlite' && config.database.file === ':memory:';
  const handle = openDatabase(config.database, inMemory ? { image: await migratedSqliteImage() } : {});
  if (!inMemory) await migrateToLatest(handle.db);
  const app = await buildApp({ config, database: handle });
  await app.ready();

  return {
    app,
    db: handle.db,
    dialect: handle.dialect,
    config,
    database,
    request(method, url, { body, query, token, headers = {}, xsrf = true } = {}) {
      const qs = query
        ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
        : '';
      return app.inject({
        method: method as 'GET',
        url: url + qs,
        payload: body as string | object | undefined,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(xsrf ? { 'x-xsrf-token': XSRF } : {}),
          ...headers,
        },
        cookies: xsrf ? { 'XSRF-TOKEN': XSRF } : {},
      });
    },
    async close() {
      await app.close();
      await handle.close();
      await dropDatabase?.();
    },
  };
}

/** Registers a user through the API and returns its bearer token and id. */
export async function registerUser(
  t: TestApp,
  overrides: Partial<{ name: string; last_name: string; email: string; password: string }> = {},
): Promise<{ token: string; id: number; email: string; password: string }> {
  const email = overrides.email ?? `user_${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'segredo123';
  const res = await t.request('POST', '/register', {
    body: {
      user: {
        name: overrides.name ?? 'Maria',
        last_name: overrides.last_name ?? 'Silva',
        email,
        password,
        password_confirmation: password,
      },
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { token: sessionTokenOf(res), id: res.json().result.user.id, email, password };
}

/** The session token an answer set in its cookie (the JSON body carries none), to send as a bearer token. */
export function sessionTokenOf(res: LightMyRequestResponse): string {
  const token = sessionTokenFromSetCookie(res.headers['set-cookie']);
  if (!token) throw new Error(`no session cookie in the answer: ${res.statusCode} ${res.body}`);
  return token;
}
