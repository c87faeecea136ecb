/**
 * Catalogue benchmark: the requests the list pages and the header search really send, through HTTP on
 * loopback, at the default catalogue size and at --scale 10, next to a bare Fastify route (a plain
 * `Fastify()` instance with one route, in the same process as the app, measured in the same run).
 *
 * Judged (docs/catalogue.md, "Performance"):
 * - products/paginate over the whole card list (`type: card`, as /product/list sends it) with two
 *   offer filters: condition + language, condition + state, language + state, condition + extras…,
 *   pages 1 and 2 (the first screen and "load more"): p95 ≤ 25 ms;
 * - search suggestions for short and long prefixes ("dr", "drag", "dragao", two words) and a typo
 *   ("dargao"): p95 ≤ 15 ms;
 * - p95 at scale 10 ≤ 1.5 × p95 at the default size, for both.
 * Latency is measured one request at a time (what a buyer waits for when the server is not
 * saturated); throughput with several connections, for the bare route and each endpoint. A few more
 * request kinds are printed for information, without a target. Not a test: figures depend on the
 * machine, so the load average is printed with them.
 *
 *   npx tsx bench/catalogue/run.ts              # scale 1 and 10 (seeds database/bench-catalogue-x*.sqlite once)
 *   npx tsx bench/catalogue/run.ts --scale 20   # scale 1 and 20
 *   npx tsx bench/catalogue/run.ts --scales 1   # one scale
 *
 * Env: BENCH_REQUESTS (1000 per judged endpoint), BENCH_CONCURRENCY (4 connections), BENCH_WARMUP (100),
 * BENCH_INFO_REQUESTS (60 per information row).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/catalogue/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const INFO_REQUESTS = Number(process.env.BENCH_INFO_REQUESTS ?? 60);
const XSRF = 'bench-xsrf-token';
const TARGETS = { paginate: 25, suggestions: 15, ratio: 1.5, pageThroughput: 0.3 };

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** The large scale compared with the default size (`--scale 10`). */
const BIG = Number(argument('--scale') ?? 10);
const SCALES = argument('--scales')?.split(',').map(Number) ?? [1, BIG];

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
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

interface Server {
  child: ChildProcess;
  app: string;
  bare: string;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

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

/** Seeds the benchmark database once; a complete one is reused (and migrated to the latest schema). */
async function ensureDatabase(scale: number): Promise<void> {
  const file = dbFile(scale);
  if (existsSync(file)) {
    const handle = openDatabase({ kind: 'sqlite', file });
    try {
      const row = await handle.db.selectFrom('businesses').select('id').executeTakeFirst();
      if (row) {
        const applied = await migrateToLatest(handle.db);
        if (applied.length) console.log(`  migrated: ${applied.join(', ')}`);
        return;
      }
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
    `  seed x${scale}: ${summary?.products} produtos, ${summary?.listings} ofertas em ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`,
  );
}

async function startServer(scale: number): Promise<Server> {
  const child = fork(resolve(import.meta.dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DB: dbFile(scale), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ports = await new Promise<{ port: number; barePort: number }>((done, fail) => {
    child.once('message', (m: { port: number; barePort: number }) => done(m));
    child.once('exit', (code) => fail(new Error(`benchmark server exited with ${code}`)));
  });
  return { child, app: `http://127.0.0.1:${ports.port}`, bare: `http://127.0.0.1:${ports.barePort}` };
}

/** Headers the browser sends (the app's XSRF check, JSON, compression). */
const HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'x-requested-with': 'XMLHttpRequest',
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
};

async function send(base: string, r: Request): Promise<boolean> {
  const res = await fetch(base + r.path, {
    method: r.method,
    headers: { ...HEADERS, ...r.headers },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });
  await res.arrayBuffer();
  return res.ok;
}

/** Drives `count` requests over `connections` keep-alive connections, cycling through `requests`. */
async function measure(
  server: Server,
  base: string,
  requests: Request[],
  count: number,
  connections: number,
  warmup = WARMUP,
): Promise<Figures> {
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

const paginate = (body: Record<string, unknown>): Request => ({
  method: 'POST',
  path: '/v1/1/products/paginate',
  body: { per_page: 24, ...body },
});

/** The card list (/product/list) with two offer filters, as the filter panel sends them. */
const TWO_FILTERS: Record<string, string[]>[] = [
  { condition: ['NM'], language: ['BR'] },
  { condition: ['NM'], uf: ['SP'] },
  { language: ['EN'], uf: ['RJ'] },
  { condition: ['SP'], language: ['EN'] },
  { language: ['BR'], uf: ['MG'] },
  { condition: ['M'], extras: ['foil'] },
  { language: ['JP'], uf: ['SP'] },
  { condition: ['HP'], uf: ['PR'] },
];
const paginateRequests = (): Request[] =>
  [1, 2].flatMap((page) => TWO_FILTERS.map((f) => paginate({ type: 'card', ...f, page })));

/** What the header search sends as a buyer types: short and long prefixes, two words, a typo. */
const TYPED = [
  'dr',
  'dra',
  'drag',
  'dragao',
  'dragao anc',
  'dargao',
  'fe',
  'fenix',
  'fenix cel',
  'gu',
  'guardiao',
  'guardiao da',
  'xama',
  'co',
  'coracao',
  'boo',
  'booster',
  'sleeve',
  'playmat',
  'cavaleiro anc',
  'fire drag',
  'guardaio',
];
const suggestionRequests = (): Request[] =>
  TYPED.map((q) => ({ method: 'GET', path: `/v1/1/search-suggestions?q=${encodeURIComponent(q)}` }));

/** Printed for information, without a target, with few requests. */
async function infoRows(scale: number): Promise<Record<string, Request[]>> {
  const handle = openDatabase({ kind: 'sqlite', file: dbFile(scale) });
  const codes = (
    await handle.db.selectFrom('collections').select('code').orderBy('id').limit(8).execute()
  ).map((r) => r.code);
  await handle.close();
  return {
    'paginate, 2 values in one filter': [
      paginate({ type: 'card', condition: ['NM', 'SP'], language: ['BR'] }),
      paginate({ type: 'card', language: ['EN', 'JP'], uf: ['SP'] }),
      paginate({ type: 'card', condition: ['M', 'NM'], uf: ['RJ'] }),
    ],
    'paginate, two filters + price sort': [
      paginate({ type: 'card', condition: ['NM'], language: ['BR'], sort: 'price_asc' }),
      paginate({ type: 'card', language: ['EN'], uf: ['RJ'], sort: 'price_desc' }),
    ],
    'paginate, two filters + price range': [
      paginate({ type: 'card', condition: ['NM'], language: ['BR'], price_min: 1, price_max: 20 }),
      paginate({ type: 'card', language: ['EN'], uf: ['SP'], price_min: 5 }),
    ],
    'paginate, one collection + filter': codes.flatMap((collection_code) => [
      paginate({ type: 'card', collection_code, condition: ['NM'] }),
      paginate({ type: 'card', collection_code, language: ['EN'], sort: 'price_asc' }),
    ]),
    'paginate, search + state': ['dragao', 'coracao', 'guardiao', 'booster'].map((search) =>
      paginate({ type: 'filter', search, uf: ['SP'] }),
    ),
  };
}

const fmt = (f: Figures) =>
  `p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  ${f.rps.toFixed(0).padStart(6)} req/s  server CPU ${f.cpu.toFixed(2).padStart(6)} ms/req${f.errors ? `  ${f.errors} erros` : ''}`;

interface ScaleResult {
  bare: Figures;
  paginate: Figures;
  suggestions: Figures;
  /** Throughput of the product-list page's Inertia visits against the bare route's. */
  pageRatio: number;
}

/**
 * The product-list page as the browser asks for it once loaded: an Inertia visit (JSON page object
 * with the list as props, the server-side resolver of server/http/pages/) for the same two-filter
 * lists, and the partial reload of `products` a filter change or "carregar mais" makes.
 */
async function pageRequests(base: string): Promise<Request[]> {
  const version = (
    (await (await fetch(`${base}/`, { headers: { 'x-inertia': 'true' } })).json()) as { version: string }
  ).version;
  const inertia = {
    'x-inertia': 'true',
    'x-inertia-version': version,
    accept: 'text/html, application/xhtml+xml',
  };
  return TWO_FILTERS.flatMap((filters) => {
    const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, v.join(',')])).toString();
    return [
      { method: 'GET' as const, path: `/product/list?${query}`, headers: inertia },
      {
        method: 'GET' as const,
        path: `/product/list?${query}&page=2`,
        headers: {
          ...inertia,
          'x-inertia-partial-component': 'Product/List',
          'x-inertia-partial-data': 'products',
        },
      },
    ];
  });
}

async function runScale(scale: number): Promise<ScaleResult> {
  console.log(`\n== scale ${scale} (load average ${load()})`);
  await ensureDatabase(scale);
  const server = await startServer(scale);
  try {
    const row = (name: string, f: Figures) => console.log(`  ${name.padEnd(40)} ${fmt(f)}`);
    const paginateSet = paginateRequests();
    const suggestSet = suggestionRequests();
    const bareSet: Request[] = [{ method: 'GET', path: '/bare' }];
    console.log('  latency, one connection:');
    const bare = await measure(server, server.bare, bareSet, REQUESTS, 1);
    row('bare Fastify route', bare);
    const paginateFigures = await measure(server, server.app, paginateSet, REQUESTS, 1);
    row('products/paginate, card list, two filters', paginateFigures);
    const suggestions = await measure(server, server.app, suggestSet, REQUESTS, 1);
    row('search suggestions', suggestions);
    console.log(`  throughput, ${CONCURRENCY} connections:`);
    const bareT = await measure(server, server.bare, bareSet, REQUESTS * 2, CONCURRENCY);
    row('bare Fastify route', bareT);
    const paginateT = await measure(server, server.app, paginateSet, REQUESTS, CONCURRENCY);
    row('products/paginate, card list, two filters', paginateT);
    const suggestionsT = await measure(server, server.app, suggestSet, REQUESTS, CONCURRENCY);
    row('search suggestions', suggestionsT);
    const pageT = await measure(server, server.app, await pageRequests(server.app), REQUESTS, CONCURRENCY);
    row('product-list page, Inertia visits', pageT);
    const pageRatio = pageT.rps / bareT.rps;
    console.log(
      `  req/s against the bare route: paginate ${(paginateT.rps / bareT.rps).toFixed(3)}, suggestions ${(suggestionsT.rps / bareT.rps).toFixed(3)}, product-list page ${pageRatio.toFixed(3)}`,
    );
    console.log('  for information (no target), one connection:');
    for (const [name, requests] of Object.entries(await infoRows(scale))) {
      row(name, await measure(server, server.app, requests, INFO_REQUESTS, 1, requests.length));
    }
    console.log(`  load average after scale ${scale}: ${load()}`);
    return { bare, paginate: paginateFigures, suggestions, pageRatio };
  } finally {
    server.child.disconnect();
    await new Promise((done) => server.child.once('exit', done));
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(
    `Catalogue benchmark: ${REQUESTS} requests per judged endpoint over loopback HTTP; load average ${load()}`,
  );
  const results = new Map<number, ScaleResult>();
  for (const scale of SCALES) results.set(scale, await runScale(scale));

  console.log('\n== targets');
  let pass = true;
  const check = (label: string, ok: boolean, detail: string) => {
    pass &&= ok;
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  };
  const base = results.get(1);
  if (base) {
    check(
      `products/paginate, two filters, p95 ≤ ${TARGETS.paginate} ms`,
      base.paginate.p95 <= TARGETS.paginate,
      `${base.paginate.p95.toFixed(1)} ms (bare route ${base.bare.p95.toFixed(1)} ms)`,
    );
    check(
      `search suggestions, p95 ≤ ${TARGETS.suggestions} ms`,
      base.suggestions.p95 <= TARGETS.suggestions,
      `${base.suggestions.p95.toFixed(1)} ms (bare route ${base.bare.p95.toFixed(1)} ms)`,
    );
  }
  for (const [scale, result] of results) {
    check(
      `product-list page (Inertia visit) throughput ≥ ${TARGETS.pageThroughput} × the bare route, scale ${scale}`,
      result.pageRatio >= TARGETS.pageThroughput,
      result.pageRatio.toFixed(3),
    );
  }
  const big = results.get(BIG);
  if (base && big && BIG !== 1) {
    for (const key of ['paginate', 'suggestions'] as const) {
      const ratio = big[key].p95 / base[key].p95;
      check(
        `${key} p95 at scale ${BIG} ≤ ${TARGETS.ratio} × default`,
        ratio <= TARGETS.ratio,
        `${ratio.toFixed(2)} (${big[key].p95.toFixed(1)} / ${base[key].p95.toFixed(1)} ms)`,
      );
    }
  }
  console.log(
    `\n${pass ? 'ALL PASS' : 'SOME TARGETS FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${load()}`,
  );
}

await main();
