/**
 * Lighthouse benchmark: the performance score and Web Vitals of five pages of the real host, beside the
 * bare stack (bench/bundle/bare: React 19 + Inertia 3 + laravel-react-i18n, one page) built and served
 * in the same run.
 *
 *   npx tsx bench/lighthouse/run.ts              # build, then 3 runs of each page
 *   npx tsx bench/lighthouse/run.ts --runs 1 --no-build
 *
 * - builds the front end (client and SSR bundles, as `npm run build` does: the host renders pages with
 *   bootstrap/ssr/ssr.js when it is there, so a stale one would be measured with a fresh client);
 * - starts the host (`npx tsx server/main.ts`) on a fresh SQLite database in a temp dir, which it migrates
 *   and seeds, and logs the demo buyer in for /cart (the session cookie /login sets goes to Lighthouse
 *   as an extra Cookie header);
 * - builds the bare stack and serves it from node:http with the host's compression (br quality 4 or gzip,
 *   over 1 KB, as @fastify/compress does), so both are measured over the same kind of wire;
 * - runs Lighthouse 12's default config (mobile: emulated Moto G Power, simulated throttling),
 *   performance only, in Debian's Chromium (CHROME_PATH or /usr/bin/chromium), a fresh browser per run,
 *   the pages taken in turn in each round so drift on the machine falls on all of them alike;
 * - prints the median of each metric, PASS/FAIL lines against the targets, and writes the medians and
 *   every run's figures to bench/lighthouse/last-run.json.
 * Targets, per page: score ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms, LCP ≤ 1.1 × the bare page's.
 * It exits 0 whatever it finds (FAIL lines are figures); non-zero only when it cannot run.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { demoEnv } from '../../server/production-check.ts';

const root = resolve(import.meta.dirname, '../..');
const OUTPUT = resolve(import.meta.dirname, 'last-run.json');

const TARGETS = { score: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150, lcpRatio: 1.1 };
const HOST_READY_TIMEOUT_MS = 180_000;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const DEMO_BUYER = { email: 'comprador@demo.test', password: 'senha1234' };

const PAGES: { name: string; path: string; login?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/1' },
  { name: 'search', path: '/filter-products/dragao' },
  { name: 'store', path: '/loja-do-sergio' },
  { name: 'cart', path: '/cart', login: true },
];

// The bare stack's entry and where its build expects to be served from (buildDirectory in its vite config).
const BARE_ENTRY = 'bench/bundle/bare/app.tsx';
const BARE_BASE = '/bench-bare/';

interface Metrics {
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  speedIndex: number | null;
  serverResponse: number | null;
  benchmarkIndex: number | null;
}
interface Target {
  name: string;
  url: string;
  cookie?: string;
}
interface PageRuns {
  target: Target;
  runs: Metrics[];
  finalUrls: Set<string>;
  notes: Set<string>;
}

// ---------- arguments ----------

const argv = process.argv.slice(2);
const build = !argv.includes('--no-build');
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number ≥ 1');
  process.exit(2);
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath} (set CHROME_PATH, or: apt-get install -y chromium)`);
  process.exit(1);
}

// ---------- clean-up, on every way out ----------

const tmp = mkdtempSync(join(tmpdir(), 'lighthouse-bench-'));
let host: ChildProcess | null = null;
let bareServer: Server | null = null;
let chrome: LaunchedChrome | null = null;

async function stopHost(): Promise<void> {
  const child = host;
  host = null;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // npx → tsx → node: the whole process group (it was started detached, as its own group leader).
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function cleanUp(): Promise<void> {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  chrome = null;
  bareServer?.closeAllConnections();
  bareServer?.close();
  bareServer = null;
  await stopHost();
  rmSync(tmp, { recursive: true, force: true });
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------- helpers ----------

/** The preferred port if nothing listens on it, else one the system picks. */
function freePort(preferred: number): Promise<number> {
  const attempt = (port: number) =>
    new Promise<number>((done, fail) => {
      const probe = createNetServer();
      probe.once('error', fail);
      probe.listen(port, () => {
        const address = probe.address();
        const got = typeof address === 'object' && address ? address.port : port;
        probe.close(() => done(got));
      });
    });
  return attempt(preferred).catch(() => attempt(0));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`\`${[command, ...args].join(' ')}\` failed:\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`  ${[command, ...args].join(' ')}  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
};

const numeric = (lhr: Result, audit: string): number | null => lhr.audits[audit]?.numericValue ?? null;

// ---------- the host ----------

async function startHost(port: number, wsPort: number): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...demoEnv(),
      PORT: String(port),
      WS_PORT: String(wsPort),
      HOST: '127.0.0.1',
      DB_DATABASE: join(tmp, 'marketplace.sqlite'),
      APP_URL: origin,
    },
  });
  host = child;
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    log.splice(0, Math.max(0, log.length - 60));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const started = Date.now();
  while (Date.now() - started < HOST_READY_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the host exited (${child.exitCode ?? child.signalCode}):\n${log.join('\n')}`);
    }
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) {
        console.log(`  host ready at ${origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return origin;
      }
    } catch {
      // not listening yet (migrating and seeding)
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the host did not answer GET / with 200 within 180 s:\n${log.join('\n')}`);
}

/** The cookies POST /login sets for the demo buyer, as a Cookie header ('' when it sets none). */
async function loginCookie(origin: string): Promise<string> {
  // Double-submit XSRF (server/http/support/xsrf.ts): any token works if cookie and header agree.
  const xsrf = randomUUID();
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify(DEMO_BUYER),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`POST /login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

// ---------- the bare stack ----------

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Builds bench/bundle/bare as bench/bundle/report.ts does and writes the page @vite would print for it. */
function buildBare(out: string): string {
  run('npx', ['vite', 'build', '-c', 'bench/bundle/bare/vite.config.ts'], { BARE_OUT_DIR: out });
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // The tags server/inertia/assets.ts prints: stylesheets, modulepreload of static imports, the entry.
  const css = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const c of manifest[key].css ?? []) css.add(BARE_BASE + c);
    for (const imp of manifest[key].imports ?? []) {
      walk(imp);
      preloads.add(BARE_BASE + manifest[imp].file);
    }
  };
  walk(BARE_ENTRY);
  const page = { component: 'Home', props: {}, url: '/', version: '' };
  return [
    '<!DOCTYPE html>',
    '<html lang="pt-BR">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Bare stack</title>',
    ...[...css].map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}" />`),
    `<script type="module" src="${BARE_BASE}${manifest[BARE_ENTRY].file}"></script>`,
    '</head>',
    '<body>',
    `<script data-page="app" type="application/json">${JSON.stringify(page)}</script><div id="app"></div>`,
    '</body>',
    '</html>',
  ].join('\n');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves the bare page and its build, compressed the way the host's @fastify/compress does it. */
function serveBare(out: string, html: string, port: number): Promise<string> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    let body: Buffer;
    let type: string;
    if (path === '/') {
      body = Buffer.from(html);
      type = TYPES['.html'];
    } else if (path.startsWith(BARE_BASE)) {
      const file = normalize(join(out, path.slice(BARE_BASE.length)));
      if (relative(out, file).startsWith('..') || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      body = readFileSync(file);
      type = TYPES[extname(file)] ?? 'application/octet-stream';
      response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    } else {
      response.writeHead(404).end();
      return;
    }
    // @fastify/compress with encodings ['br', 'gzip'] and threshold 1024: brotli at quality 4, gzip at
    // zlib's default level.
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (body.length >= 1024 && !type.startsWith('image/')) {
      if (/\bbr\b/.test(accepts)) {
        body = brotliCompressSync(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_GENERIC,
            [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          },
        });
        response.setHeader('content-encoding', 'br');
      } else if (/\bgzip\b/.test(accepts)) {
        body = gzipSync(body);
        response.setHeader('content-encoding', 'gzip');
      }
      response.setHeader('vary', 'accept-encoding');
    }
    response.writeHead(200, { 'content-type': type, 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  bareServer = server;
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(`http://127.0.0.1:${port}/`));
  });
}

// ---------- Lighthouse ----------

async function measure(target: Target): Promise<{ metrics: Metrics; lhr: Result }> {
  // A fresh browser per run: nothing (cache, compiled code, sockets) carries over from the last page.
  chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
    };
    const result = await lighthouse(target.url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    const lhr = result.lhr;
    const score = lhr.categories.performance?.score;
    return {
      lhr,
      metrics: {
        score: typeof score === 'number' ? score * 100 : null,
        fcp: numeric(lhr, 'first-contentful-paint'),
        lcp: numeric(lhr, 'largest-contentful-paint'),
        tbt: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        speedIndex: numeric(lhr, 'speed-index'),
        serverResponse: numeric(lhr, 'server-response-time'),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      },
    };
  } finally {
    chrome?.kill();
    chrome = null;
  }
}

// ---------- report ----------

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms)} ms`);
const fixed = (v: number | null, digits: number) => (v === null ? '—' : v.toFixed(digits));
const check = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main(): Promise<void> {
  const lighthouseVersion = (
    JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const chromeVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`Lighthouse ${lighthouseVersion}, ${chromeVersion}, ${RUNS} run(s) per page, mobile preset`);

  console.log(build ? '\nBuilding the front end and the bare stack:' : '\nBuilding the bare stack:');
  if (build) {
    run('npx', ['vite', 'build']);
    run('npx', ['vite', 'build', '--ssr']);
  }
  const bareOut = join(tmp, 'bare');
  const bareHtml = buildBare(bareOut);
  const ssr = existsSync(resolve(root, 'bootstrap/ssr/ssr.js'));

  console.log('\nStarting the host on a fresh database (it migrates and seeds it):');
  const origin = await startHost(await freePort(8791), await freePort(6791));
  const bareUrl = await serveBare(bareOut, bareHtml, await freePort(8792));
  console.log(`  bare stack at ${bareUrl}; SSR ${ssr ? 'on (bootstrap/ssr/ssr.js)' : 'off (no SSR bundle)'}`);

  const cookie = await loginCookie(origin);
  const notes: string[] = [];
  if (cookie) {
    const names = cookie.split('; ').map((pair) => pair.split('=')[0]);
    console.log(`  demo buyer logged in; cookie(s) for /cart: ${names.join(', ')}`);
  } else {
    notes.push(
      'POST /login set no cookie: the cart row measured the redirect of a visitor without a session.',
    );
  }

  const targets: Target[] = [
    ...PAGES.map((p) => ({
      name: p.name,
      url: origin + p.path,
      cookie: p.login && cookie ? cookie : undefined,
    })),
    { name: 'bare', url: bareUrl },
  ];

  // One plain request to each page first: the host's first render of a page (SSR bundle import,
  // cold queries, JIT) is not what a visitor meets, and Lighthouse's simulation keeps the observed
  // server response time.
  for (const target of targets) {
    const response = await fetch(target.url, {
      redirect: 'manual',
      headers: target.cookie ? { cookie: target.cookie } : {},
    });
    await response.arrayBuffer();
    if (response.status !== 200) {
      const where = response.headers.get('location');
      notes.push(`${target.name}: GET answered ${response.status}${where ? ` → ${where}` : ''}`);
    }
  }

  const results: PageRuns[] = targets.map((target) => ({
    target,
    runs: [],
    finalUrls: new Set(),
    notes: new Set(),
  }));
  console.log('');
  for (let round = 1; round <= RUNS; round++) {
    for (const page of results) {
      const { metrics, lhr } = await measure(page.target);
      page.runs.push(metrics);
      page.finalUrls.add(lhr.finalDisplayedUrl);
      if (lhr.runtimeError)
        page.notes.add(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const warning of lhr.runWarnings) page.notes.add(String(warning));
      console.log(
        `  run ${round}/${RUNS}  ${page.target.name.padEnd(8)} score ${fixed(metrics.score, 0).padStart(3)}` +
          `  LCP ${seconds(metrics.lcp)}  TBT ${millis(metrics.tbt)}`,
      );
    }
  }

  const medians = results.map((page) => {
    const of = (key: keyof Metrics) => median(page.runs.map((r) => r[key]));
    return {
      name: page.target.name,
      url: page.target.url,
      finalUrls: [...page.finalUrls],
      score: of('score'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      speedIndex: of('speedIndex'),
      serverResponse: of('serverResponse'),
      benchmarkIndex: of('benchmarkIndex'),
      notes: [...page.notes],
      runs: page.runs,
    };
  });
  const bare = medians[medians.length - 1];
  const ratioOf = (lcp: number | null) => (lcp !== null && bare.lcp ? lcp / bare.lcp : null);

  for (const m of medians) {
    for (const url of m.finalUrls) {
      if (url !== m.url) notes.push(`${m.name}: Lighthouse ended on ${url} (asked for ${m.url})`);
    }
    for (const note of m.notes) notes.push(`${m.name}: ${note}`);
  }

  const width = Math.max(...medians.map((m) => m.name.length), 4);
  console.log(`\nMedians of ${RUNS} run(s):`);
  console.log(`${'page'.padEnd(width)}  score      FCP      LCP      TBT    CLS  LCP/bare  path`);
  for (const m of medians) {
    console.log(
      `${m.name.padEnd(width)}  ${fixed(m.score, 0).padStart(5)}  ${seconds(m.fcp).padStart(7)}  ${seconds(m.lcp).padStart(7)}` +
        `  ${millis(m.tbt).padStart(7)}  ${fixed(m.cls, 3).padStart(5)}  ${`${fixed(ratioOf(m.lcp), 2)}×`.padStart(8)}` +
        `  ${new URL(m.url).pathname}`,
    );
  }

  console.log(
    `\nTargets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, LCP ≤ ${TARGETS.lcpRatio} × bare (${seconds(bare.lcp)})`,
  );
  const verdicts = medians.slice(0, -1).map((m) => {
    const ratio = ratioOf(m.lcp);
    const checks = {
      score: m.score !== null && m.score >= TARGETS.score,
      lcp: m.lcp !== null && m.lcp <= TARGETS.lcpMs,
      cls: m.cls !== null && m.cls <= TARGETS.cls,
      tbt: m.tbt !== null && m.tbt <= TARGETS.tbtMs,
      lcpRatio: ratio !== null && ratio <= TARGETS.lcpRatio,
    };
    const pass = Object.values(checks).every(Boolean);
    console.log(
      `${m.name.padEnd(width)}  score ${fixed(m.score, 0)} ${check(checks.score)} · LCP ${seconds(m.lcp)} ${check(checks.lcp)}` +
        ` · CLS ${fixed(m.cls, 3)} ${check(checks.cls)} · TBT ${millis(m.tbt)} ${check(checks.tbt)}` +
        ` · LCP ${fixed(ratio, 2)}× bare ${check(checks.lcpRatio)}  →  ${check(pass)}`,
    );
    return { name: m.name, checks, pass };
  });

  // Lighthouse's own CPU yardstick, taken each run: a busy machine lowers it and inflates TBT.
  const indexes = medians.flatMap((m) => m.runs.map((r) => r.benchmarkIndex)).filter((v) => v !== null);
  if (indexes.length > 0) {
    console.log(
      `\nbenchmarkIndex over all runs: median ${fixed(median(indexes), 0)}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`,
    );
  }

  if (notes.length > 0) {
    console.log('\nNotes:');
    for (const note of notes) console.log(`  - ${note}`);
  }

  writeFileSync(
    OUTPUT,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: lighthouseVersion,
        chrome: chromeVersion,
        runs: RUNS,
        ssr,
        targets: TARGETS,
        pages: medians.map((m) => ({
          ...m,
          lcpRatioToBare: ratioOf(m.lcp),
          verdict: verdicts.find((v) => v.name === m.name) ?? null,
        })),
        notes,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nMedians and every run's figures: ${relative(process.cwd(), OUTPUT)}`);

  const passing = verdicts.filter((v) => v.pass).length;
  console.log(
    `Overall: ${check(passing === verdicts.length)} (${passing}/${verdicts.length} pages meet every target)`,
  );
}

try {
  await main();
  await cleanUp();
  process.exit(0);
} catch (error) {
  console.error(`\nCannot run the benchmark: ${error instanceof Error ? error.message : String(error)}`);
  await cleanUp();
  process.exit(1);
}
