/**
 * Seller stock benchmark: POST /v1/product-store-list (the stock screens' list: the same function as
 * their props) for the demo seller's store 1, through HTTP on loopback, at the demo size and at
 * --scale 10, one request at a time. Combinations: every kind, filters (condition, language, extras,
 * collection, status), search by name and by code, every sort, pages 1 and 2.
 *
 * Judged (docs/stock.md, "Performance"): p95 ≤ 25 ms at the demo size; p95 at scale 10 ≤ 1.5 × p95 at
 * the demo size. Not a test: figures depend on the machine, so the load average is printed with them.
 *
 *   npx tsx bench/seller-stock/run.ts              # scales 1 and 10 (seeds database/bench-seller-stock-x*.sqlite once)
 *   npx tsx bench/seller-stock/run.ts --scales 1
 *
 * Env: BENCH_REQUESTS (600 per scale), BENCH_WARMUP (60).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/index.ts';
import { dbFile, ensureDatabase } from './database.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 60);
const XSRF = 'bench-xsrf-token';
const TARGETS = { p95: 25, ratio: 1.5 };
const STORE_ID = 1;

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const BIG = Number(argument('--scale') ?? 10);
const SCALES = argument('--scales')?.split(',').map(Number) ?? [1, BIG];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'x-requested-with': 'XMLHttpRequest',
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
};

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function startServer(scale: number): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(resolve(import.meta.dirname, '../catalogue/server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DB: dbFile(scale), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((done, fail) => {
    child.once('message', (m: { port: number }) => done(m));
    child.once('exit', (code) => fail(new Error(`benchmark server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ email: 'lojista@demo.test', password: 'senha1234' }),
  });
  const body = (await res.json()) as { result?: { token?: string } };
  if (!body.result?.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.result.token;
}

/** The list requests of the stock screens: kinds × filters × search × sorts, pages 1 and 2. */
async function listBodies(scale: number): Promise<Record<string, unknown>[]> {
  const handle = openDatabase({ kind: 'sqlite', file: dbFile(scale) });
  const collections = (
    await handle.db
      .selectFrom('collections as c')
      .select('c.code')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('products as p')
            .innerJoin('store_listings as l', 'l.product_id', 'p.id')
            .select('l.id')
            .whereRef('p.collection_id', '=', 'c.id')
            .where('l.store_id', '=', STORE_ID),
        ),
      )
      .orderBy('c.id')
      .limit(3)
      .execute()
  ).map((r) => r.code);
  const number = (
    await handle.db
      .selectFrom('store_listings as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select('p.number')
      .where('l.store_id', '=', STORE_ID)
      .where('p.number', 'is not', null)
      .limit(1)
      .executeTakeFirst()
  )?.number;
  await handle.close();
  const combos: Record<string, unknown>[] = [
    {},
    { type: 'card' },
    { type: 'card', condition: ['NM'] },
    { type: 'card', condition: ['NM'], language: ['BR'] },
    { type: 'card', language: ['EN'], sort: 'price_asc' },
    { type: 'card', extras: ['foil'], sort: 'price_desc' },
    { type: 'card', status: 'paused' },
    { type: 'card', status: 'available', sort: 'newest' },
    { type: 'card', sort: 'quantity_desc' },
    { type: 'card', search: 'dragao' },
    { type: 'card', search: 'guardiao da', condition: ['NM'] },
    ...(number ? [{ type: 'card', search: number }] : []),
    ...collections.map((collection) => ({ type: 'card', collection })),
    ...collections.slice(0, 1).map((collection) => ({ type: 'card', collection, language: ['BR'] })),
    { type: 'tcg' },
    { type: 'tcg', condition: ['sealed'], sort: 'price_asc' },
    { type: 'accessory', search: 'sleeve' },
    { type: 'bra', status: 'available' },
    { search: 'booster' },
  ];
  return [1, 2].flatMap((page) => combos.map((c) => ({ store_id: STORE_ID, per_page: 24, ...c, page })));
}

async function measure(base: string, token: string, bodies: Record<string, unknown>[]): Promise<Figures> {
  const send = async (body: unknown) => {
    const res = await fetch(`${base}/v1/product-store-list`, {
      method: 'POST',
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.ok;
  };
  for (let i = 0; i < WARMUP; i++) await send(bodies[i % bodies.length]);
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    if (!(await send(bodies[i % bodies.length]))) errors++;
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

/** The slowest combinations, one request each after a warm one, for the reader. */
async function slowest(base: string, token: string, bodies: Record<string, unknown>[]) {
  const rows: [number, string][] = [];
  for (const body of bodies) {
    const time = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/v1/product-store-list`, {
        method: 'POST',
        headers: { ...HEADERS, authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return performance.now() - t0;
    };
    await time();
    rows.push([
      Math.min(await time(), await time()),
      JSON.stringify({ ...body, store_id: undefined, per_page: undefined }),
    ]);
  }
  return rows.sort((a, b) => b[0] - a[0]).slice(0, 5);
}

const fmt = (f: Figures) =>
  `p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `  ${f.errors} erros` : ''}`;

async function runScale(scale: number): Promise<Figures> {
  console.log(`\n== scale ${scale} (load average ${load()})`);
  await ensureDatabase(scale);
  const handle = openDatabase({ kind: 'sqlite', file: dbFile(scale) });
  const size = await handle.db
    .selectFrom('store_listings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', STORE_ID)
    .executeTakeFirstOrThrow();
  await handle.close();
  console.log(`  store ${STORE_ID}: ${Number(size.n)} listings`);
  const server = await startServer(scale);
  try {
    const token = await login(server.base);
    const bodies = await listBodies(scale);
    const figures = await measure(server.base, token, bodies);
    console.log(`  product-store-list, ${bodies.length} combinations  ${fmt(figures)}`);
    console.log('  slowest combinations (best of two):');
    for (const [ms, body] of await slowest(server.base, token, bodies))
      console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${body}`);
    return figures;
  } finally {
    server.child.disconnect();
    await new Promise((done) => server.child.once('exit', done));
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(
    `Seller stock benchmark: ${REQUESTS} requests per scale over loopback HTTP; load average ${load()}`,
  );
  const results = new Map<number, Figures>();
  for (const scale of SCALES) results.set(scale, await runScale(scale));
  console.log('\n== targets');
  let pass = true;
  const check = (label: string, ok: boolean, detail: string) => {
    pass &&= ok;
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  };
  const base = results.get(1);
  if (base)
    check(`product-store-list p95 ≤ ${TARGETS.p95} ms`, base.p95 <= TARGETS.p95, `${base.p95.toFixed(1)} ms`);
  const big = results.get(BIG);
  if (base && big && BIG !== 1) {
    check(
      `product-store-list p95 at scale ${BIG} ≤ ${TARGETS.p95} ms`,
      big.p95 <= TARGETS.p95,
      `${big.p95.toFixed(1)} ms`,
    );
    const ratio = big.p95 / base.p95;
    check(
      `product-store-list p95 at scale ${BIG} ≤ ${TARGETS.ratio} × default`,
      ratio <= TARGETS.ratio,
      `${ratio.toFixed(2)} (${big.p95.toFixed(1)} / ${base.p95.toFixed(1)} ms)`,
    );
  }
  console.log(
    `\n${pass ? 'ALL PASS' : 'SOME TARGETS FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${load()}`,
  );
}

await main();
