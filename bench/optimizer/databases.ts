/**
 * The databases the benchmark measures (the demo dataset at ×1 and ×10, SQLite and PostgreSQL), seeded
 * on first use and reused after, and a host on a free port over one of them.
 */

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { type RealtimeHandle, startRealtime } from '../../server/bootstrap/realtime.ts';
import { type AppConfig, loadConfig } from '../../server/config.ts';
import { type DatabaseHandle, type DB, openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/users.ts';
import { solverThreads } from '../../server/domain/wants/solve-thread.ts';
import { warmSolver } from '../../server/domain/wants/solver.ts';
import { weekdayInBrazil } from '../../server/drivers/shipping/free-shipping.ts';
import { sessionTokenFromSetCookie } from '../../server/http/support/sessionCookie.ts';
import { jsonCallHeaders } from '../shared/json-call.ts';
import type { Deck } from './decks.ts';

export type Kind = 'sqlite' | 'postgres';
export interface Target {
  kind: Kind;
  scale: number;
}

const ROOT = resolve(import.meta.dirname, '../..');
export const PG_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const file = (scale: number) => resolve(ROOT, `database/bench-optimizer-x${scale}.sqlite`);
/** BENCH_PG_PREFIX names the PostgreSQL databases (`<prefix>_x1`, `<prefix>_x10`), so two runs on one server keep apart. */
const PG_PREFIX = process.env.BENCH_PG_PREFIX ?? 'bench_optimizer';
const pgName = (scale: number) => `${PG_PREFIX}_x${String(scale).replace('.', '_')}`;

export function databaseOf(target: Target): AppConfig['database'] {
  if (target.kind === 'sqlite') return { kind: 'sqlite', file: file(target.scale) };
  const url = new URL(PG_URL);
  url.pathname = `/${pgName(target.scale)}`;
  return { kind: 'postgres', url: url.toString() };
}

async function ensurePgDatabase(scale: number): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [pgName(scale)]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${pgName(scale)}`);
  } finally {
    await admin.end();
  }
}

/** Opens the target's database, migrated and seeded with the demo dataset at its scale. */
export async function openTarget(target: Target, log: (line: string) => void): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') await ensurePgDatabase(target.scale);
  const fresh = target.kind === 'sqlite' && !existsSync(file(target.scale));
  const handle = openDatabase(databaseOf(target));
  await migrateToLatest(handle.db);
  const started = performance.now();
  const seeded = await seedIfEmpty(handle.db, { scale: target.scale, log: () => {} });
  if (seeded || fresh) {
    if (target.kind === 'postgres') await sql`VACUUM (ANALYZE)`.execute(handle.db);
    log(`semeado em ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const swapBack = await freeShippingToday(handle.db, log);
  // The weekdays are swapped back when the bench closes the database, so a day's number keeps naming
  // that day's rules from one run to the next.
  return {
    ...handle,
    close: async () => {
      await swapBack();
      await handle.close();
    },
  };
}

const DAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/**
 * The carts depend on the day: a store's free shipping over a minimum holds on its own weekdays (the
 * demo's stores have none on Sundays, and 7–13 % of them on each other day). So that the figures do
 * not depend on the day the bench runs, today's rules are swapped with those of the weekday with the
 * most stores (BENCH_FREE_DAY=0…6 picks the day, BENCH_FREE_DAY=today keeps today's). The swap only
 * permutes the bench database's own weekdays; the function it returns swaps them back.
 */
async function freeShippingToday(db: DB, log: (line: string) => void): Promise<() => Promise<void>> {
  const today = weekdayInBrazil(new Date());
  const rows = await db
    .selectFrom('store_free_shipping_days')
    .select(['day_of_week', (eb) => eb.fn.countAll<number>().as('stores')])
    .groupBy('day_of_week')
    .execute();
  const stores = (day: number) => Number(rows.find((r) => r.day_of_week === day)?.stores ?? 0);
  const asked = process.env.BENCH_FREE_DAY;
  const busiest = [0, 1, 2, 3, 4, 5, 6].reduce((a, b) => (stores(b) > stores(a) ? b : a), today);
  const day = asked === 'today' ? today : asked !== undefined ? Number(asked) : busiest;
  if (!Number.isInteger(day) || day < 0 || day > 6) throw new Error(`BENCH_FREE_DAY: ${asked}`);
  const swap = () =>
    db.transaction().execute(async (trx) => {
      const move = (from: number, to: number) =>
        trx
          .updateTable('store_free_shipping_days')
          .set({ day_of_week: to })
          .where('day_of_week', '=', from)
          .execute();
      await move(today, -1);
      await move(day, today);
      await move(-1, day);
    });
  if (day !== today) await swap();
  log(`frete grátis hoje (${DAY_NAMES[today]}): as regras de ${DAY_NAMES[day]}, ${stores(day)} lojas`);
  return async () => {
    if (day !== today) await swap();
  };
}

export interface Host {
  origin: string;
  realtime: RealtimeHandle | null;
  call: (method: string, path: string, body?: unknown, token?: string) => Promise<Answer>;
  close: () => Promise<void>;
}

export interface Answer {
  status: number;
  session: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few known fields of the answers.
  json: Record<string, any>;
  ms: number;
}

/** The host on 127.0.0.1 (a free port), with its socket server when `realtime` is asked for. */
export async function startHost(database: DatabaseHandle, withRealtime: boolean): Promise<Host> {
  const base = loadConfig();
  const config: AppConfig = {
    ...base,
    host: '127.0.0.1',
    port: 0,
    wsPort: 0,
    realtime: withRealtime,
    database: base.database,
  };
  const realtime = withRealtime ? await startRealtime(config, {}) : null;
  const app = await buildApp({ config, database, broadcaster: realtime?.broadcaster });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As server/host.ts does once it listens (the thread's HiGHS for the API, this thread's for the savings).
  await Promise.all([solverThreads.warm(), warmSolver()]);
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const xsrf = randomUUID();
  const call = async (method: string, path: string, body?: unknown, token?: string): Promise<Answer> => {
    const started = performance.now();
    const send = () =>
      fetch(origin + path, {
        method,
        headers: jsonCallHeaders(xsrf, token),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A keep-alive socket the host closed while the benchmark computed offline is retried once.
    const response = await send().catch(() => send());
    const json = (await response.json()) as Answer['json'];
    return {
      status: response.status,
      session: sessionTokenFromSetCookie(response.headers.getSetCookie()),
      json,
      ms: performance.now() - started,
    };
  };
  return {
    origin,
    realtime,
    call,
    close: async () => {
      await app.close();
      await realtime?.close();
    },
  };
}

export async function login(
  host: Host,
  email: string,
  password: string,
): Promise<{ token: string; id: number }> {
  const res = await host.call('POST', '/login', { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  return { token: res.session ?? '', id: res.json.result.user.id };
}

/**
 * The demo buyer logged in, with one want list per deck pasted through the API (`<deck> (<tag>)`);
 * the buyer's lists of an earlier run are dropped first (a buyer keeps at most 50).
 */
export async function buyerWithLists(
  host: Host,
  db: DB,
  decks: readonly Deck[],
  tag: string,
): Promise<{ buyer: { token: string; id: number }; lists: number[] }> {
  const buyer = await login(host, DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
  await db.deleteFrom('want_lists').where('user_id', '=', buyer.id).execute();
  const lists: number[] = [];
  for (const deck of decks) {
    const list = await host.call('POST', '/v1/wants', { name: `${deck.name} (${tag})` }, buyer.token);
    const pasted = await host.call(
      'POST',
      `/v1/wants/${list.json.result.id}/entries`,
      { text: deck.text },
      buyer.token,
    );
    if (pasted.status !== 200) throw new Error(`entries: ${pasted.status} ${JSON.stringify(pasted.json)}`);
    lists.push(list.json.result.id);
  }
  return { buyer, lists };
}
