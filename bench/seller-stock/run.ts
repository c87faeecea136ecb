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
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/index.ts';
import {
  type Figures,
  load,
  login,
  measureList,
  scalesFromArguments,
  slowest,
  startServer,
} from '../shared/list-bench.ts';
import { dbFile, ensureDatabase } from './database.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 60);
const TARGETS = { p95: 25, ratio: 1.5 };
const STORE_ID = 1;
const { big: BIG, scales: SCALES } = scalesFromArguments();
const LIST = '/v1/product-store-list';

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
  const server = await startServer(dbFile(scale));
  try {
    const token = await login(server.base);
    const bodies = await listBodies(scale);
    const figures = await measureList(server.base, token, LIST, bodies, {
      warmup: WARMUP,
      requests: REQUESTS,
    });
    console.log(`  product-store-list, ${bodies.length} combinations  ${fmt(figures)}`);
    console.log('  slowest combinations (best of two):');
    for (const [ms, body] of await slowest(server.base, token, LIST, bodies))
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
