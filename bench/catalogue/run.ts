/**
 * Catalogue benchmark: products/paginate with two filters and the header search suggestions, through
 * HTTP on loopback, at the default catalogue size and at --scale 10, next to a bare Fastify route
 * measured in the same run. Prints p50/p95/p99 and req/s, the scale-10 / default p95 ratio and
 * PASS/FAIL against the targets. The latency targets are judged one request at a time (what a buyer
 * waits for when the server is not saturated); the same endpoints are then driven over several
 * connections for throughput, where the single-threaded server queues requests and p95 grows with the
 * queue. Not a test: figures depend on the machine.
 *
 *   npx tsx bench/catalogue/run.ts            # both scales (seeds database/bench-catalogue-x*.sqlite once)
 *   npx tsx bench/catalogue/run.ts --scales 1 # one scale
 *
 * Env: BENCH_REQUESTS (1000 per endpoint), BENCH_CONCURRENCY (4 connections), BENCH_WARMUP (150),
 * BENCH_EXTRA_REQUESTS (100, the search + state row).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/catalogue/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 150);
const XSRF = 'bench-xsrf-token';
const TARGETS = { paginate: 25, suggestions: 15, ratio: 1.5 };

const scalesArg = process.argv.indexOf('--scales');
const SCALES = scalesArg >= 0 ? process.argv[scalesArg + 1].split(',').map(Number) : [1, 10];

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** Server CPU time per request (user + system), in ms. */
  cpu: number;
}

/** The server child's CPU time so far, in ms. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    const onMessage = (m: { cpu?: number }) => {
      if (m.cpu === undefined) return;
      child.off('message', onMessage);
      done(m.cpu);
    };
    child.on('message', onMessage);
    child.send({ cmd: 'cpu' });
  });
}

const dbFile = (scale: number) => resolve(ROOT, `database/bench-catalogue-x${scale}.sqlite`);

/** Seeds the benchmark database once; a complete one is reused. */
async function ensureDatabase(scale: number): Promise<void> {
  const file = dbFile(scale);
  if (existsSync(file)) {
    const handle = openDatabase({ kind: 'sqlite', file });
    try {
      const row = await handle.db.selectFrom('businesses').select('id').executeTakeFirst();
      if (row) return;
    } catch {
      // An unfinished file: seed again below.
    } finally {
      await handle.close();
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  const started = performance.now();
  const handle = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(handle.db);
  const summary = await seedCatalogue(handle.db, { scale, log: (line) => console.log(`  ${line}`) });
  await handle.close();
  console.log(
    `  seed x${scale}: ${summary?.products} produtos, ${summary?.listings} ofertas, ${summary?.snapshots} pontos de preço em ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function startServer(scale: number): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(resolve(import.meta.dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DB: dbFile(scale), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((done, fail) => {
    child.once('message', (m: { port: number }) => done(m.port));
    child.once('exit', (code) => fail(new Error(`benchmark server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function send(base: string, r: Request): Promise<boolean> {
  const res = await fetch(base + r.path, {
    method: r.method,
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });
  await res.arrayBuffer();
  return res.ok;
}

/** Drives `count` requests over `connections` keep-alive connections, cycling through `requests`. */
async function measure(
  server: { child: ChildProcess; base: string },
  requests: Request[],
  count: number,
  warmup = WARMUP,
  connections = CONCURRENCY,
): Promise<Figures> {
  const { base } = server;
  for (let i = 0; i < warmup; i++) await send(base, requests[i % requests.length]);
  const cpuBefore = await serverCpu(server.child);
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const r = requests[next++ % requests.length];
      const t0 = performance.now();
      if (!(await send(base, r))) errors++;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = ((await serverCpu(server.child)) - cpuBefore) / latencies.length;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: latencies.length / seconds, errors, cpu };
}

/** Collection-scoped two-filter lists: what a buyer does on an edition's page (the targets' case). */
async function paginateRequests(scale: number): Promise<Request[]> {
  const handle = openDatabase({ kind: 'sqlite', file: dbFile(scale) });
  const codes = (
    await handle.db.selectFrom('collections').select('code').orderBy('id').limit(40).execute()
  ).map((r) => r.code);
  await handle.close();
  const filters: Record<string, unknown>[] = [
    { condition: 'NM' },
    { language: 'EN', sort: 'price_asc' },
    { rarity: 'R' },
    { uf: 'SP' },
    { in_stock: true, sort: 'price_desc' },
    { price_min: 1, price_max: 20 },
    { extras: 'foil' },
  ];
  return codes.flatMap((collection_code, i) =>
    filters.map((f, j) => ({
      method: 'POST' as const,
      path: '/v1/1/products/paginate',
      body: { collection_code, ...f, per_page: 24, page: (i + j) % 3 === 0 ? 2 : 1 },
    })),
  );
}

const TYPED = [
  'dr',
  'dra',
  'drag',
  'dragao',
  'gu',
  'guar',
  'guardiao',
  'co',
  'cora',
  'coracao',
  'esp',
  'espirito',
  'rel',
  'relampago',
  'fen',
  'fenix',
  'boo',
  'booster',
  'sleeve',
  'saci',
  'dargao',
  'cavaleiro anc',
  'fire drag',
  'heart of',
  'tit',
  'xama',
  'onca',
  'bencao',
  'serpente sombria',
  'playmat',
];
const suggestionRequests = (): Request[] =>
  TYPED.map((q) => ({ method: 'GET', path: `/v1/1/search-suggestions?q=${encodeURIComponent(q)}` }));

/**
 * Shown for information, outside the targets, with few requests: a search plus a state, and two offer
 * filters over the whole catalogue (every product's offers are probed: slow, and slower with size).
 */
const extraRequests = {
  'search + UF': {
    count: Number(process.env.BENCH_EXTRA_REQUESTS ?? 100),
    requests: ['dragao', 'coracao', 'guardiao', 'booster', 'espirito'].map((search) => ({
      method: 'POST' as const,
      path: '/v1/1/products/paginate',
      body: { type: 'filter', search, uf: 'SP', per_page: 24 },
    })),
  },
  'whole catalogue, language + UF': {
    count: 8,
    requests: ['JP', 'EN', 'ES'].map((language) => ({
      method: 'POST' as const,
      path: '/v1/1/products/paginate',
      body: { language, uf: 'RJ', per_page: 24 },
    })),
  },
};

const fmt = (f: Figures) =>
  `p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  ${f.rps.toFixed(0).padStart(6)} req/s  server CPU ${f.cpu.toFixed(2).padStart(7)} ms/req${f.errors ? `  ${f.errors} erros` : ''}`;

async function main(): Promise<void> {
  console.log(
    `Catalogue benchmark: ${REQUESTS} requests per endpoint, one connection for latency, ${CONCURRENCY} for throughput, loopback HTTP`,
  );
  const results = new Map<number, Record<string, Figures>>();
  for (const scale of SCALES) {
    console.log(`\n== scale ${scale}`);
    await ensureDatabase(scale);
    const server = await startServer(scale);
    const { child } = server;
    try {
      const figures: Record<string, Figures> = {};
      figures.bare = await measure(server, [{ method: 'GET', path: '/_bench/bare' }], REQUESTS * 2);
      const paginate = await paginateRequests(scale);
      // Latency as one buyer sees it: one request at a time (the targets are judged on these rows).
      figures.paginate = await measure(server, paginate, REQUESTS, WARMUP, 1);
      figures.suggestions = await measure(server, suggestionRequests(), REQUESTS, WARMUP, 1);
      // Throughput, and latency while requests queue on the single-threaded server.
      figures[`paginate × ${CONCURRENCY} conns`] = await measure(server, paginate, REQUESTS);
      figures[`suggestions × ${CONCURRENCY} conns`] = await measure(server, suggestionRequests(), REQUESTS);
      for (const [name, { requests, count }] of Object.entries(extraRequests)) {
        figures[name] = await measure(server, requests, count, 2);
      }
      for (const [name, f] of Object.entries(figures)) console.log(`  ${name.padEnd(32)} ${fmt(f)}`);
      console.log(
        `  throughput at ${CONCURRENCY} connections, against the bare route: paginate ${(figures[`paginate × ${CONCURRENCY} conns`].rps / figures.bare.rps).toFixed(2)}, suggestions ${(figures[`suggestions × ${CONCURRENCY} conns`].rps / figures.bare.rps).toFixed(2)}`,
      );
      results.set(scale, figures);
    } finally {
      child.disconnect();
      await new Promise((done) => child.once('exit', done));
    }
  }

  console.log('\n== targets');
  let pass = true;
  const check = (label: string, ok: boolean, detail: string) => {
    pass &&= ok;
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  };
  const base = results.get(1);
  if (base) {
    check(
      'products/paginate, two filters, p95 ≤ 25 ms (one connection)',
      base.paginate.p95 <= TARGETS.paginate,
      `${base.paginate.p95.toFixed(1)} ms`,
    );
    check(
      'search suggestions p95 ≤ 15 ms (one connection)',
      base.suggestions.p95 <= TARGETS.suggestions,
      `${base.suggestions.p95.toFixed(1)} ms`,
    );
  }
  const big = results.get(10);
  if (base && big) {
    for (const key of ['paginate', 'suggestions'] as const) {
      const ratio = big[key].p95 / base[key].p95;
      check(
        `${key} p95 at scale 10 / default ≤ 1.5`,
        ratio <= TARGETS.ratio,
        `${ratio.toFixed(2)} (${big[key].p95.toFixed(1)} / ${base[key].p95.toFixed(1)} ms)`,
      );
    }
  }
  console.log(pass ? '\nALL PASS' : '\nSOME TARGETS FAILED');
}

await main();
