/**
 * A 50,000-row stock CSV preview must not stall the host (docs/stock-csv.md, "Off the request
 * thread"): while a seller's preview of a 50,000-row file runs, another visitor's GET keeps its
 * latency. The host listens on BENCH_PORT (8840); one client sends the preview, another sends
 * GET /v1/states one after another for as long as the preview runs and records each latency.
 * Target: p95 of those GETs ≤ 50 ms. Prints the figures and PASS or FAIL (exit code 1 on FAIL).
 *
 *   npx tsx bench/csv-preview/run.ts
 *
 * SQLite in memory (DATABASE_URL=postgres://…: a PostgreSQL database made for the run and dropped
 * after) with a small seeded catalogue; the file names products of that catalogue with every
 * condition, language and set of extras, so every row is valid and checked in full.
 * The file goes as a text/csv body, as the front end sends it (BENCH_BODY=json: inside a JSON body).
 * Before the preview the same GETs are timed for BENCH_BASELINE_MS (3000) with nothing else running:
 * on a shared machine that line tells the load's share of the latency from the preview's.
 * Env: BENCH_ROWS (50000), BENCH_PORT (8840), BENCH_BODY, BENCH_BASELINE_MS, DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { type AppConfig, loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/catalogue/index.ts';
import { sessionTokenFromSetCookie } from '../../server/http/support/sessionCookie.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const PORT = Number(process.env.BENCH_PORT ?? 8840);
const GOAL_P95_MS = 50;
/** BENCH_BODY=json sends the file inside a JSON body (the older call) instead of as text/csv. */
const JSON_BODY = process.env.BENCH_BODY === 'json';
/** How long the GETs are timed with no preview running, for reference. */
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 3000);

const watchdog = setTimeout(() => {
  console.error('Benchmark excedeu o tempo limite.');
  process.exit(2);
}, 10 * 60_000);
watchdog.unref();

/** DATABASE_URL=postgres://…: a database of its own is made there for the run, and dropped after. */
const PG_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : '';
const pgName = `bench_csv_${randomUUID().slice(0, 8)}`;
const adminQuery = async (text: string) => {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};
const pgTarget = () => {
  const target = new URL(PG_URL);
  target.pathname = `/${pgName}`;
  return target.toString();
};
if (PG_URL) await adminQuery(`CREATE DATABASE ${pgName}`);

const config: AppConfig = {
  ...loadConfig({}),
  appUrl: `http://127.0.0.1:${PORT}`,
  realtime: false,
  ssr: false,
  database: PG_URL ? { kind: 'postgres', url: pgTarget() } : { kind: 'sqlite', file: ':memory:' },
};
const database = openDatabase(config.database);
await migrateToLatest(database.db);
const app = await buildApp({ config, database });
await app.listen({ port: PORT, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${PORT}`;
const xsrf = randomUUID();

async function call(method: string, path: string, body?: unknown, token = '') {
  const text = typeof body === 'string';
  const response = await fetch(origin + path, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined
        ? {}
        : { 'content-type': text ? 'text/csv; charset=utf-8' : 'application/json' }),
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined || text ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    session: sessionTokenFromSetCookie(response.headers.getSetCookie()),
    json: (await response.json()) as { result?: Record<string, unknown> },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

try {
  const password = 'segredo123';
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await call('POST', '/register', {
    user: { name: 'Bench', last_name: 'CSV', email, password, password_confirmation: password },
  });
  const token = registered.session ?? '';
  const userId = Number((registered.json.result?.user as { id: number } | undefined)?.id);
  await seedCatalogue(database.db, { scale: 0.01, users: { seller: userId }, now: new Date() });
  const store = await database.db
    .selectFrom('stores')
    .select('id')
    .where('owner_user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const products = await database.db
    .selectFrom('products')
    .select(['rdc', 'type'])
    .where('type', '=', 'card')
    .orderBy('id')
    .execute();
  const conditions = ['NM', 'SP', 'MP', 'HP', 'D', 'M'];
  const languages = ['BR', 'EN', 'JP', 'ES', 'DE', 'FR', 'IT', 'KO', 'RU', 'TW', 'CN'];
  const lines = ['codigo;nome;edicao;condicao;idioma;extras;quantidade;preco'];
  const extras = ['foil', 'promo', 'signed', 'altered', 'misprint', 'prerelease', 'full_art'];
  // Every (condition, language, extras) combination of a product before the next round: 8,448 per
  // product, so the rows' keys never repeat and the rows are valid.
  const extrasOf = (mask: number) => extras.filter((_, bit) => mask & (1 << bit)).join('|');
  for (let i = 0; lines.length <= ROWS; i++) {
    const p = products[i % products.length];
    const k = Math.floor(i / products.length);
    const combo = [conditions[k % 6], languages[Math.floor(k / 6) % 11], extrasOf(Math.floor(k / 66) % 128)];
    lines.push([p.rdc, '', '', ...combo, 1 + (i % 9), '12,50'].join(';'));
  }
  const csv = lines.join('\r\n');
  for (let i = 0; i < 20; i++) await call('GET', '/v1/states'); // warm-up

  let previewing = true;
  /** GETs one after another while `going()`, their latencies in `into`. */
  const probe = async (going: () => boolean, into: number[]) => {
    while (going()) {
      const t0 = performance.now();
      await call('GET', '/v1/states');
      into.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  // The same GETs with no preview running first: what the machine's load alone gives.
  const idle: number[] = [];
  const idleUntil = performance.now() + BASELINE_MS;
  await probe(() => performance.now() < idleUntil, idle);
  const latencies: number[] = [];
  const prober = probe(() => previewing, latencies);
  const t0 = performance.now();
  const preview = JSON_BODY
    ? await call('POST', '/v1/stock-import/preview', { store_id: store.id, csv }, token)
    : await call('POST', `/v1/stock-import/preview?store_id=${store.id}&file_name=bench.csv`, csv, token);
  const previewMs = performance.now() - t0;
  previewing = false;
  await prober;

  const result = preview.json.result ?? {};
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `${database.dialect}, rows: ${ROWS}, file: ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MB as ${JSON_BODY ? 'JSON' : 'text/csv'}, load: ${loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `preview: HTTP ${preview.status}, ${(previewMs / 1000).toFixed(2)} s, total ${result.total}, valid ${result.valid}, errors ${result.errors_total}`,
  );
  console.log(
    `concurrent GET /v1/states: n=${sorted.length}, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  const idleSorted = [...idle].sort((a, b) => a - b);
  console.log(
    `same GETs with no preview (reference): n=${idleSorted.length}, p50 ${percentile(idleSorted, 50).toFixed(1)} ms, p95 ${percentile(idleSorted, 95).toFixed(1)} ms, max ${(idleSorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  const pass =
    preview.status === 200 && Number(result.total) === ROWS && sorted.length >= 20 && p95 <= GOAL_P95_MS;
  console.log(`${pass ? 'PASS' : 'FAIL'}: p95 ${p95.toFixed(1)} ms (target ≤ ${GOAL_P95_MS} ms)`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await app.close();
  await database.close();
  if (PG_URL) await adminQuery(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
}
