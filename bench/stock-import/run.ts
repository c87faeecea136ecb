/**
 * Stock CSV import benchmark (docs/stock-csv.md): a 10,000-row file built from the demo catalogue
 * (real product codes: card numbers with their edition, code_pro with the name, rdc), sent through
 * HTTP to a host on a freshly seeded database as the demo seller: preview (upload + validation of
 * every row), then confirm (every row in one transaction, the catalogue's figures refreshed).
 * Target: preview + confirm ≤ 10 s. The file mixes new listings and updates of the store's own.
 *
 *   npx tsx bench/stock-import/run.ts
 *
 * SQLite: the demo data is seeded once into database/bench-stock-import-seed.sqlite and copied to a
 * fresh work file for every run. PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * names a server: a throw-away database is created, seeded, measured and dropped.
 * Env: BENCH_ROWS (10000), BENCH_UPDATES (share of rows updating listings, 0.2).
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { type AppConfig, loadConfig } from '../../server/config.ts';
import { type DB, openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/users.ts';
import { extrasCodes } from '../../server/domain/catalogue/references.ts';
import { sessionTokenFromSetCookie } from '../../server/http/support/sessionCookie.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const UPDATES = Number(process.env.BENCH_UPDATES ?? 0.2);
const GOAL_MS = 10_000;
const ROOT = resolve(import.meta.dirname, '../..');
const SEED_FILE = resolve(ROOT, 'database/bench-stock-import-seed.sqlite');
const WORK_FILE = resolve(ROOT, 'database/bench-stock-import.sqlite');

const watchdog = setTimeout(() => {
  console.error('Benchmark excedeu o tempo limite.');
  process.exit(2);
}, 20 * 60_000);
watchdog.unref();

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The file: updates of the store's listings (new price and quantity), then new listings: products the
 * store does not list, and new condition/language/extras keys of products it does (the demo store
 * already lists most of the catalogue), skipping every key it has.
 */
async function buildCsv(db: DB, storeId: number): Promise<{ csv: string; updates: number; creates: number }> {
  const own = await db
    .selectFrom('store_listings as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['p.rdc', 'l.product_id', 'l.condition', 'l.language', 'l.extras', 'l.quantity', 'l.price'])
    .where('l.store_id', '=', storeId)
    .orderBy('l.id')
    .execute();
  const taken = new Set(
    own.map((l) => `${l.product_id}|${l.condition}|${l.language}|${extrasCodes(l.extras).join('|')}`),
  );
  const products = await db
    .selectFrom('products as p')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .select([
      'p.id',
      'p.type',
      'p.name',
      'p.number',
      'p.code_pro',
      'p.rdc',
      'c.code as collection_code',
      'c.name as collection_name',
    ])
    .orderBy('p.id')
    .execute();
  const lines = ['codigo;nome;edicao;condicao;idioma;extras;quantidade;preco'];
  const updates = own.slice(0, Math.round(ROWS * UPDATES));
  updates.forEach((l, i) => {
    const price = ((l.price * (i % 2 ? 1.1 : 0.9)) / 100).toFixed(2).replace('.', ',');
    lines.push(
      [
        l.rdc,
        '',
        '',
        l.condition,
        l.language,
        extrasCodes(l.extras).join('|'),
        l.quantity + (i % 3),
        price,
      ].join(';'),
    );
  });
  const cardKeys = [
    ['NM', 'BR', ''],
    ['SP', 'EN', ''],
    ['MP', 'JP', 'foil'],
    ['HP', 'KO', 'misprint'],
    ['D', 'RU', 'altered'],
  ];
  const otherKeys = [
    ['sealed', 'BR'],
    ['opened', 'EN'],
    ['used', 'IT'],
  ];
  let creates = 0;
  let i = 0;
  for (const round of [0, 1, 2, 3, 4]) {
    for (const p of products) {
      if (creates >= ROWS - updates.length) break;
      const isCard = p.type === 'card';
      const key = isCard ? cardKeys[round] : otherKeys[round % otherKeys.length];
      const [condition, language, extras = ''] =
        isCard || p.type === 'tcg'
          ? key
          : [key[0] === 'sealed' ? 'new' : key[0] === 'opened' ? 'used' : 'new', key[1]];
      const id = `${p.id}|${condition}|${language}|${extras}`;
      if (taken.has(id)) continue;
      taken.add(id);
      i++;
      creates++;
      const price = `${(1 + (i % 1500)).toLocaleString('pt-BR')},${String(i % 100).padStart(2, '0')}`;
      if (isCard && p.number && p.collection_code) {
        // Card number with its edition, the way sellers type them; every third edition by its name.
        const edition = i % 3 === 0 ? p.collection_name : p.collection_code;
        lines.push([p.number, '', edition, condition, language, extras, 1 + (i % 9), price].join(';'));
      } else {
        const name = `"${p.name.replace(/"/g, '""')}"`;
        lines.push(
          [
            p.code_pro ?? p.rdc,
            name,
            p.collection_code ?? '',
            condition,
            language,
            extras,
            1 + (i % 5),
            price,
          ].join(';'),
        );
      }
    }
  }
  return { csv: lines.join('\r\n'), updates: updates.length, creates };
}

async function measure(config: AppConfig, label: string): Promise<boolean> {
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const xsrf = randomUUID();
  let token = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(origin + path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-requested-with': 'XMLHttpRequest',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      session: sessionTokenFromSetCookie(response.headers.getSetCookie()),
      // biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few known fields of the answers.
      json: (await response.json()) as Record<string, any>,
    };
  };
  try {
    const login = await call('POST', '/login', {
      email: DEMO_ACCOUNTS.seller.email,
      password: DEMO_PASSWORD,
    });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    token = login.session ?? '';
    const store = await database.db
      .selectFrom('stores')
      .select(['id', 'slug'])
      .where('owner_user_id', '=', login.json.result.user.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await database.db
      .selectFrom('store_listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', store.id)
      .executeTakeFirstOrThrow();
    const file = await buildCsv(database.db, store.id);
    const bytes = Buffer.byteLength(file.csv);

    const t0 = performance.now();
    const preview = await call('POST', '/v1/stock-import/preview', {
      store_id: store.id,
      file_name: 'bench.csv',
      csv: file.csv,
    });
    const t1 = performance.now();
    if (preview.status !== 200 || preview.json.result.errors.length) {
      throw new Error(`preview: ${preview.status} ${JSON.stringify(preview.json).slice(0, 600)}`);
    }
    const id = preview.json.result.import_id;
    let polls = 0;
    let lastProgress = 0;
    const seen: number[] = [];
    const polling = (async () => {
      // What the panel does while the import applies: read the progress.
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        const s = await call('GET', `/v1/stock-import/${id}`);
        polls++;
        if (s.status !== 200) return;
        lastProgress = Math.max(lastProgress, s.json.result.processed);
        if (s.json.result.status === 'running') seen.push(s.json.result.processed);
        if (s.json.result.status !== 'running' && s.json.result.status !== 'previewed') return;
      }
    })();
    const t2 = performance.now();
    const confirmed = await call('POST', `/v1/stock-import/${id}/confirm`);
    const t3 = performance.now();
    await polling;
    if (confirmed.status !== 200)
      throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.json).slice(0, 600)}`);
    const after = await database.db
      .selectFrom('store_listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', store.id)
      .executeTakeFirstOrThrow();
    const { created, updated, unchanged } = confirmed.json.result;
    const total = t1 - t0 + (t3 - t2);
    console.log(
      `\n${label}: ${ROWS} linhas (${(bytes / 1024).toFixed(0)} KB), ${file.creates} novas e ${file.updates} do estoque da loja`,
    );
    console.log(`  pré-visualização (envio + validação): ${seconds(t1 - t0)}`);
    console.log(`  confirmação (uma transação + números do catálogo): ${seconds(t3 - t2)}`);
    console.log(`  total: ${seconds(total)}   (load ${load()})`);
    console.log(
      `  resultado: ${created} criados, ${updated} atualizados, ${unchanged} sem mudança; anúncios da loja ${before.n} → ${after.n}`,
    );
    console.log(
      `  progresso lido ${polls}× durante a confirmação (maior valor visto: ${lastProgress}; em andamento: ${seen.join(', ') || '—'})`,
    );
    const ok =
      created === file.creates &&
      created + updated + unchanged === ROWS &&
      Number(after.n) === Number(before.n) + created;
    if (!ok) console.log('  FAIL: as contagens não batem com o arquivo');
    console.log(
      `  ${total <= GOAL_MS && ok ? 'PASS' : 'FAIL'}: pré-visualização + confirmação ≤ ${GOAL_MS / 1000} s`,
    );
    return total <= GOAL_MS && ok;
  } finally {
    await app.close();
    await database.close();
  }
}

async function sqliteRun(base: AppConfig): Promise<boolean> {
  if (!existsSync(SEED_FILE)) {
    const started = performance.now();
    const handle = openDatabase({ kind: 'sqlite', file: SEED_FILE });
    try {
      await migrateToLatest(handle.db);
      await seedDemo(handle.db, { log: (line) => console.log(`  ${line}`) });
    } catch (error) {
      await handle.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(SEED_FILE + suffix, { force: true });
      throw error;
    }
    await handle.close();
    console.log(`  semeado em ${seconds(performance.now() - started)}`);
  } else {
    const handle = openDatabase({ kind: 'sqlite', file: SEED_FILE });
    await migrateToLatest(handle.db);
    await handle.close();
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(WORK_FILE + suffix, { force: true });
  copyFileSync(SEED_FILE, WORK_FILE);
  return measure({ ...base, database: { kind: 'sqlite', file: WORK_FILE } }, 'SQLite');
}

async function postgresRun(base: AppConfig, url: string): Promise<boolean> {
  const name = `bench_stock_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = { kind: 'postgres' as const, url: target.toString() };
  try {
    const started = performance.now();
    const handle = openDatabase(database);
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { log: () => {} });
    await handle.close();
    console.log(`\n  PostgreSQL semeado em ${seconds(performance.now() - started)}`);
    return await measure({ ...base, database }, 'PostgreSQL');
  } finally {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

async function main() {
  const base: AppConfig = { ...loadConfig({}), host: '127.0.0.1', port: 0, realtime: false };
  let ok = await sqliteRun(base);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) ok = (await postgresRun(base, pgUrl)) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
