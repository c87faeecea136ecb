/**
 * Lighthouse benchmark: the performance score and Web Vitals of seven pages of the real host, beside the
 * bare stack (bench/bundle/bare: React 19 + Inertia 3 + laravel-react-i18n, one page) built and served
 * in the same run.
 *
 *   npx tsx bench/lighthouse/run.ts              # build, then 3 runs of each page
 *   npx tsx bench/lighthouse/run.ts --runs 1 --no-build
 *   npx tsx bench/lighthouse/run.ts --runs 1 --no-build --pages product,store --detail
 *   nice -n -20 npx tsx bench/lighthouse/run.ts --runs 2 --no-build --cpu 0.5   # Chromium on half a core
 *
 * Ports: LIGHTHOUSE_PORT (host, 8791), LIGHTHOUSE_WS_PORT (its realtime socket, 6791), LIGHTHOUSE_BARE_PORT
 * (the bare stack, 8792); a port in use is replaced by one the system picks.
 *
 * - builds the front end (client and SSR bundles, as `npm run build` does: the host renders pages with
 *   bootstrap/ssr/ssr.js when it is there, so a stale one would be measured with a fresh client);
 * - starts the host (`npx tsx server/main.ts`) on a fresh SQLite database in a temp dir, which it migrates
 *   and seeds; logs the demo buyer in for /cart and /checkout (one offer of product 1 put in the cart)
 *   and the demo seller for the stock list (the cookies /login sets are put in the browser's jar before
 *   Lighthouse navigates);
 * - builds the bare stack and serves it from node:http with the host's compression (br quality 4 or gzip,
 *   over 1 KB, as @fastify/compress does), so both are measured over the same kind of wire;
 * - runs Lighthouse 12's default config (mobile: emulated Moto G Power, simulated throttling),
 *   performance only, in Debian's Chromium (CHROME_PATH or /usr/bin/chromium), a fresh browser per run,
 *   the pages taken in turn in each round so drift on the machine falls on all of them alike;
 * - prints the median of each metric with Lighthouse's benchmark index (its CPU yardstick, taken each
 *   run) and the machine's load, PASS/FAIL lines against the targets, where the main thread's time
 *   went (`--detail`: per script, per category, the longest tasks), and writes the medians and every
 *   run's figures to bench/lighthouse/last-run.json.
 * Targets, per page, judged against the bare page of the same run so that they mean the same on a fast
 * or slow, idle or busy machine: what a visitor on a mid-range phone feels.
 * - TBT ≤ 3 × the bare page's TBT + 100 ms (Lighthouse multiplies observed CPU time by 4 whatever the
 *   machine, so an absolute bound judges the machine as much as the page);
 * - LCP ≤ 0.9 × the bare page's (the server's HTML paints before any client-rendered page can);
 * - CLS ≤ 0.05;
 * - score ≥ 95 when the benchmark index is ≥ 1,500 (below it the score is printed, not judged);
 * - no task over 200 ms on a public page (Lighthouse's long-tasks, simulated) when the index is ≥ 1,500.
 * `--cpu <fraction>` runs each Chromium process (each renderer; the browser with its GPU and network
 * processes) on that share of one core, the host uncapped (cpuCap.ts; root, cgroup v1): a slower
 * machine, reproducibly, for the targets bound to the benchmark index.
 * LHR_DIR=<folder> keeps each run's whole Lighthouse report there (<page>-<run>.json), and the trace it
 * took (<page>-<run>.trace.json).
 * It exits 0 whatever it finds (FAIL lines are figures); non-zero only when it cannot run.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { loadavg, getPriority as osPriority, tmpdir } from 'node:os';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import WebSocket from 'ws';
import { demoEnv } from '../../server/production-check.ts';
import { type CpuCap, capCpu, cpuFractionOf } from './cpuCap.ts';
import { cookiesOf, DEMO_BUYER, DEMO_SELLER, fillCart, loginCookie } from './session.ts';

const root = resolve(import.meta.dirname, '../..');
const OUTPUT = resolve(import.meta.dirname, 'last-run.json');

const TARGETS = {
  score: 95,
  scoreFromIndex: 1500,
  cls: 0.05,
  tbtTimesBare: 3,
  tbtOverBareMs: 100,
  lcpRatio: 0.9,
  longTaskMs: 200,
};
const HOST_READY_TIMEOUT_MS = 180_000;
const MAX_RETRIES = 2;
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

type Who = 'buyer' | 'seller';
/** The pages; `public` ones are what a visitor without a session reads (the long-task bound is theirs). */
const PAGES: { name: string; path: string; as?: Who }[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/1' },
  { name: 'search', path: '/filter-products/dragao' },
  { name: 'store', path: '/loja-do-sergio' },
  { name: 'cart', path: '/cart', as: 'buyer' },
  { name: 'checkout', path: '/checkout', as: 'buyer' },
  { name: 'stock', path: '/my-store/1/products/Cards', as: 'seller' },
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
  /** The longest task (Lighthouse's long-tasks audit, simulated), ms. */
  longestTask: number | null;
}
/** Where the main thread's time went in one run (Lighthouse's diagnostics). */
interface Breakdown {
  categories: { group: string; ms: number }[];
  scripts: { url: string; total: number; scripting: number; parse: number }[];
  longTasks: { url: string; start: number; duration: number }[];
  /** What moved (Lighthouse's layout-shifts: the element that moved most, per shift). */
  shifts: { node: string; score: number }[];
  /** The largest contentful paint's element and its phases (time to first byte, load delay, …), ms. */
  lcp: { node: string; phases: { phase: string; ms: number }[] };
  scriptCount: number;
  scriptBytes: number;
}
interface Target {
  name: string;
  url: string;
  cookie?: string;
  public: boolean;
}
interface PageRuns {
  target: Target;
  runs: Metrics[];
  breakdowns: Breakdown[];
  finalUrls: Set<string>;
  notes: Set<string>;
}

// ---------- arguments ----------

const argv = process.argv.slice(2);
const build = !argv.includes('--no-build');
const detail = argv.includes('--detail');
const pagesAt = argv.indexOf('--pages');
const ONLY = pagesAt >= 0 ? new Set(argv[pagesAt + 1]?.split(',') ?? []) : null;
const portOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number`);
    process.exit(2);
  }
  return value;
};
const PORTS = {
  host: portOf('LIGHTHOUSE_PORT', 8791),
  ws: portOf('LIGHTHOUSE_WS_PORT', 6791),
  bare: portOf('LIGHTHOUSE_BARE_PORT', 8792),
};
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number ≥ 1');
  process.exit(2);
}
const CPU_FRACTION = cpuFractionOf(argv);
const realChromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(realChromePath)) {
  console.error(`No Chromium at ${realChromePath} (set CHROME_PATH, or: apt-get install -y chromium)`);
  process.exit(1);
}

// ---------- clean-up, on every way out ----------

const tmp = mkdtempSync(join(tmpdir(), 'lighthouse-bench-'));
let host: ChildProcess | null = null;
let bareServer: Server | null = null;
let chrome: LaunchedChrome | null = null;
let cpuCap: CpuCap | null = null;
// What chrome-launcher starts: Chromium itself, or the wrapper that puts it in the capped cgroup.
let chromePath = realChromePath;

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
  cpuCap?.remove();
  cpuCap = null;
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

type Items = Record<string, unknown>[];
const itemsOf = (lhr: Result, audit: string): Items => {
  const details = lhr.audits[audit]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
};
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Lighthouse 12's largest-contentful-paint-element: a list of two tables, the element, then its phases. */
function lcpOf(lhr: Result): Breakdown['lcp'] {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: Items }[] }
    | undefined;
  const [element, phases] = details?.items ?? [];
  const node = (element?.items?.[0]?.node ?? {}) as { snippet?: unknown; selector?: unknown };
  return {
    node: str(node.snippet) || str(node.selector),
    phases: (phases?.items ?? []).map((i) => ({ phase: str(i.phase), ms: num(i.timing) })),
  };
}

/** Where the main thread's time went: per category, per script, the longest tasks, the scripts loaded. */
function breakdownOf(lhr: Result): Breakdown {
  const scripts = itemsOf(lhr, 'network-requests').filter((r) => r.resourceType === 'Script');
  return {
    categories: itemsOf(lhr, 'mainthread-work-breakdown').map((i) => ({
      group: str(i.groupLabel) || str(i.group),
      ms: num(i.duration),
    })),
    scripts: itemsOf(lhr, 'bootup-time').map((i) => ({
      url: str(i.url),
      total: num(i.total),
      scripting: num(i.scripting),
      parse: num(i.scriptParseCompile),
    })),
    longTasks: itemsOf(lhr, 'long-tasks').map((i) => ({
      url: str(i.url),
      start: num(i.startTime),
      duration: num(i.duration),
    })),
    shifts: itemsOf(lhr, 'layout-shifts').map((i) => {
      const node = (i.node ?? {}) as { snippet?: unknown; selector?: unknown };
      return { node: str(node.snippet) || str(node.selector) || '(no element)', score: num(i.score) };
    }),
    lcp: lcpOf(lhr),
    scriptCount: scripts.length,
    scriptBytes: scripts.reduce((sum, r) => sum + num(r.transferSize), 0),
  };
}

/**
 * Puts the session's cookies in the browser's jar (DevTools protocol, Storage.setCookies), as a signed-in
 * visitor's browser holds them; Lighthouse keeps cookies across its storage reset. Sent as an extra
 * Cookie header instead, the requests carry them but the page's scripts do not see them
 * (`document.cookie`), so the page hydrated as a visitor's and its header moved (CLS 0.26 on /cart).
 */
async function setCookies(port: number, url: string, cookie: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const cookies = cookiesOf(cookie, url);
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((done, fail) => {
    socket.once('error', fail);
    socket.once('open', () =>
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } })),
    );
    socket.on('message', (data) => {
      const answer = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
      if (answer.id !== 1) return;
      socket.close();
      if (answer.error) fail(new Error(`Storage.setCookies: ${answer.error.message}`));
      else done();
    });
  });
}

async function measure(
  target: Target,
): Promise<{ metrics: Metrics; lhr: Result; breakdown: Breakdown; trace: unknown }> {
  // A fresh browser per run: nothing (cache, compiled code, sockets) carries over from the last page.
  const chromeFlags = [...CHROME_FLAGS, ...(cpuCap?.chromeFlags ?? [])];
  chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  try {
    if (target.cookie) await setCookies(chrome.port, target.url, target.cookie);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    };
    const result = await lighthouse(target.url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    const lhr = result.lhr;
    const score = lhr.categories.performance?.score;
    const breakdown = breakdownOf(lhr);
    return {
      lhr,
      breakdown,
      trace: result.artifacts.Trace,
      metrics: {
        score: typeof score === 'number' ? score * 100 : null,
        fcp: numeric(lhr, 'first-contentful-paint'),
        lcp: numeric(lhr, 'largest-contentful-paint'),
        tbt: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        speedIndex: numeric(lhr, 'speed-index'),
        serverResponse: numeric(lhr, 'server-response-time'),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
        longestTask: breakdown.longTasks.reduce((max, t) => Math.max(max, t.duration), 0),
      },
    };
  } finally {
    chrome?.kill();
    chrome = null;
  }
}

/** A run without figures (Lighthouse's runtime error): nothing but the index it took. */
function noFigures(benchmarkIndex: number | null): Metrics {
  return {
    score: null,
    fcp: null,
    lcp: null,
    tbt: null,
    cls: null,
    speedIndex: null,
    serverResponse: null,
    benchmarkIndex,
    longestTask: null,
  };
}

// ---------- report ----------

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms)} ms`);
const fixed = (v: number | null, digits: number) => (v === null ? '—' : v.toFixed(digits));
const check = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const shortUrl = (url: string) => {
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/^\/build\/assets\//, '');
  } catch {
    return url || '(no script)';
  }
};

/** The median run's breakdown, printed: categories, the costliest scripts, the longest tasks. */
function printBreakdown(name: string, b: Breakdown, index: number | null): void {
  console.log(
    `\n${name} (index ${fixed(index, 0)}): ${b.scriptCount} scripts, ${(b.scriptBytes / 1024).toFixed(0)} KB over the wire`,
  );
  console.log(
    `  main thread: ${b.categories
      .filter((c) => c.ms >= 10)
      .map((c) => `${c.group} ${Math.round(c.ms)}`)
      .join(', ')} ms`,
  );
  for (const s of b.scripts.slice(0, 6)) {
    console.log(
      `  script ${shortUrl(s.url).padEnd(40)} total ${millis(s.total).padStart(7)}  evaluation ${millis(s.scripting).padStart(7)}  parse ${millis(s.parse).padStart(6)}`,
    );
  }
  if (b.lcp.node) {
    const phases = b.lcp.phases.map((p) => `${p.phase} ${Math.round(p.ms)}`).join(', ');
    console.log(`  largest paint: ${b.lcp.node.slice(0, 110)}${phases ? ` (${phases} ms)` : ''}`);
  }
  for (const shift of b.shifts.filter((x) => x.score >= 0.001).slice(0, 3)) {
    console.log(`  layout shift ${shift.score.toFixed(3)}: ${shift.node.slice(0, 120)}`);
  }
  const tasks = [...b.longTasks].sort((x, y) => y.duration - x.duration).slice(0, 5);
  console.log(
    `  longest tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)} (${shortUrl(t.url)})`).join('; ') || 'none'}`,
  );
}

async function main(): Promise<void> {
  const lighthouseVersion = (
    JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const chromeVersion = spawnSync(realChromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`Lighthouse ${lighthouseVersion}, ${chromeVersion}, ${RUNS} run(s) per page, mobile preset`);
  if (CPU_FRACTION !== null) {
    cpuCap = capCpu(CPU_FRACTION, realChromePath, tmp);
    chromePath = cpuCap.chromePath;
    console.log(`Chromium capped at ${cpuCap.describe}; the host uncapped`);
  }
  console.log(`Niceness of this process: ${osPriority()}`);
  const loadBefore = load();
  console.log(`Load average (1, 5, 15 min) at the start: ${loadBefore}`);

  console.log(build ? '\nBuilding the front end and the bare stack:' : '\nBuilding the bare stack:');
  if (build) {
    run('npx', ['vite', 'build']);
    run('npx', ['vite', 'build', '--ssr']);
  }
  const bareOut = join(tmp, 'bare');
  const bareHtml = buildBare(bareOut);
  const ssr = existsSync(resolve(root, 'bootstrap/ssr/ssr.js'));

  console.log('\nStarting the host on a fresh database (it migrates and seeds it):');
  const origin = await startHost(await freePort(PORTS.host), await freePort(PORTS.ws));
  const bareUrl = await serveBare(bareOut, bareHtml, await freePort(PORTS.bare));
  console.log(`  bare stack at ${bareUrl}; SSR ${ssr ? 'on (bootstrap/ssr/ssr.js)' : 'off (no SSR bundle)'}`);

  const notes: string[] = [];
  const cookies: Record<Who, string> = {
    buyer: await loginCookie(origin, DEMO_BUYER),
    seller: await loginCookie(origin, DEMO_SELLER),
  };
  for (const who of ['buyer', 'seller'] as const) {
    if (cookies[who]) console.log(`  demo ${who} logged in`);
    else notes.push(`POST /login set no cookie for the demo ${who}: its pages measured a redirect.`);
  }
  if (cookies.buyer) {
    const failed = await fillCart(origin, cookies.buyer);
    if (failed) notes.push(failed);
    else console.log("  one offer of product 1 in the demo buyer's cart");
  }

  const targets: Target[] = [
    ...PAGES.filter((p) => !ONLY || ONLY.has(p.name)).map((p) => ({
      name: p.name,
      url: origin + p.path,
      cookie: p.as && cookies[p.as] ? cookies[p.as] : undefined,
      public: !p.as,
    })),
    { name: 'bare', url: bareUrl, public: true },
  ];

  // One plain request to each page first, and to the pictures its HTML names: the host's first render
  // of a page (SSR bundle import, cold queries, JIT) and of a drawn picture (raster.ts) is not what a
  // visitor meets, and Lighthouse's simulation keeps the observed server response time.
  for (const target of targets) {
    const response = await fetch(target.url, {
      redirect: 'manual',
      headers: target.cookie ? { cookie: target.cookie } : {},
    });
    const html = await response.text();
    if (response.status !== 200) {
      const where = response.headers.get('location');
      notes.push(`${target.name}: GET answered ${response.status}${where ? ` → ${where}` : ''}`);
    }
    const pictures = new Set([...html.matchAll(/<img[^>]* src="(\/[^"]+)"/g)].map((m) => m[1]));
    for (const src of pictures) {
      const picture = await fetch(new URL(src, target.url), { headers: { accept: 'image/webp,*/*' } });
      await picture.arrayBuffer();
    }
  }

  const results: PageRuns[] = targets.map((target) => ({
    target,
    runs: [],
    breakdowns: [],
    finalUrls: new Set(),
    notes: new Set(),
  }));
  console.log('');
  for (let round = 1; round <= RUNS; round++) {
    for (const page of results) {
      // A run Lighthouse could not read (its trace lost the navigation: NO_NAVSTART, now and then on a
      // capped or busy machine) is taken again, up to twice; a run that still fails counts as no figures
      // rather than as zeros.
      let measured = await measure(page.target);
      for (let retry = 0; measured.lhr.runtimeError && retry < MAX_RETRIES; retry++) {
        page.notes.add(`runtime error, run taken again: ${measured.lhr.runtimeError.code}`);
        measured = await measure(page.target);
      }
      const { lhr, breakdown } = measured;
      // LHR_DIR: every run's whole report, for what the summary leaves out (each task's own figures).
      if (process.env.LHR_DIR) {
        mkdirSync(process.env.LHR_DIR, { recursive: true });
        writeFileSync(join(process.env.LHR_DIR, `${page.target.name}-${round}.json`), JSON.stringify(lhr));
        // And the trace Lighthouse took (the events each long task is made of, as trace.ts reads them).
        const trace = join(process.env.LHR_DIR, `${page.target.name}-${round}.trace.json`);
        writeFileSync(trace, JSON.stringify(measured.trace));
      }
      const metrics = lhr.runtimeError ? noFigures(measured.metrics.benchmarkIndex) : measured.metrics;
      page.runs.push(metrics);
      page.breakdowns.push(breakdown);
      page.finalUrls.add(lhr.finalDisplayedUrl);
      if (lhr.runtimeError)
        page.notes.add(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const warning of lhr.runWarnings) page.notes.add(String(warning));
      console.log(
        `  run ${round}/${RUNS}  ${page.target.name.padEnd(8)} score ${fixed(metrics.score, 0).padStart(3)}` +
          `  LCP ${seconds(metrics.lcp)}  TBT ${millis(metrics.tbt)}  longest task ${millis(metrics.longestTask)}` +
          `  index ${fixed(metrics.benchmarkIndex, 0)}  load ${load()}`,
      );
    }
  }

  const medians = results.map((page) => {
    const of = (key: keyof Metrics) => median(page.runs.map((r) => r[key]));
    // The run whose TBT is the median's (or nearest it): its breakdown is the one printed.
    const tbt = of('tbt');
    const distance = (r: Metrics) => (r.tbt === null ? Infinity : Math.abs(r.tbt - (tbt ?? 0)));
    const at = page.runs.reduce((best, r, i) => (distance(r) < distance(page.runs[best]) ? i : best), 0);
    return {
      name: page.target.name,
      url: page.target.url,
      public: page.target.public,
      finalUrls: [...page.finalUrls],
      score: of('score'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt,
      cls: of('cls'),
      speedIndex: of('speedIndex'),
      serverResponse: of('serverResponse'),
      benchmarkIndex: of('benchmarkIndex'),
      longestTask: of('longestTask'),
      notes: [...page.notes],
      runs: page.runs,
      breakdown: page.breakdowns[at],
    };
  });
  const bare = medians[medians.length - 1];
  const ratioOf = (lcp: number | null) => (lcp !== null && bare.lcp ? lcp / bare.lcp : null);
  const tbtBound = bare.tbt === null ? null : TARGETS.tbtTimesBare * bare.tbt + TARGETS.tbtOverBareMs;

  for (const m of medians) {
    for (const url of m.finalUrls) {
      if (url !== m.url) notes.push(`${m.name}: Lighthouse ended on ${url} (asked for ${m.url})`);
    }
    for (const note of m.notes) notes.push(`${m.name}: ${note}`);
  }

  const loadAfter = load();
  const width = Math.max(...medians.map((m) => m.name.length), 4);
  console.log(
    `\nMedians of ${RUNS} run(s); load average ${loadBefore} at the start, ${loadAfter} at the end:`,
  );
  console.log(
    `${'page'.padEnd(width)}  score      FCP      LCP      TBT    CLS  LCP/bare  longest task  index  path`,
  );
  for (const m of medians) {
    console.log(
      `${m.name.padEnd(width)}  ${fixed(m.score, 0).padStart(5)}  ${seconds(m.fcp).padStart(7)}  ${seconds(m.lcp).padStart(7)}` +
        `  ${millis(m.tbt).padStart(7)}  ${fixed(m.cls, 3).padStart(5)}  ${`${fixed(ratioOf(m.lcp), 2)}×`.padStart(8)}` +
        `  ${millis(m.longestTask).padStart(12)}  ${fixed(m.benchmarkIndex, 0).padStart(5)}  ${new URL(m.url).pathname}`,
    );
  }

  console.log(
    `\nTargets (bare page of this run: TBT ${millis(bare.tbt)}, LCP ${seconds(bare.lcp)}): TBT ≤ ${TARGETS.tbtTimesBare} × bare + ${TARGETS.tbtOverBareMs} ms (${millis(tbtBound)}),` +
      ` LCP ≤ ${TARGETS.lcpRatio} × bare, CLS ≤ ${TARGETS.cls}, score ≥ ${TARGETS.score} and no task over ${TARGETS.longTaskMs} ms on a public page` +
      ` when the benchmark index is ≥ ${TARGETS.scoreFromIndex}`,
  );
  const verdicts = medians.slice(0, -1).map((m) => {
    const ratio = ratioOf(m.lcp);
    // Below the index bound the score and the longest task are printed, not judged (null: not judged).
    const judged = m.benchmarkIndex !== null && m.benchmarkIndex >= TARGETS.scoreFromIndex;
    const checks = {
      tbt: m.tbt !== null && tbtBound !== null && m.tbt <= tbtBound,
      lcpRatio: ratio !== null && ratio <= TARGETS.lcpRatio,
      cls: m.cls !== null && m.cls <= TARGETS.cls,
      score: judged ? m.score !== null && m.score >= TARGETS.score : null,
      longTask: judged && m.public ? m.longestTask !== null && m.longestTask <= TARGETS.longTaskMs : null,
    };
    const pass = Object.values(checks).every((ok) => ok !== false);
    const mark = (ok: boolean | null) => (ok === null ? 'not judged' : check(ok));
    console.log(
      `${m.name.padEnd(width)}  index ${fixed(m.benchmarkIndex, 0)} · TBT ${millis(m.tbt)} ${mark(checks.tbt)}` +
        ` · LCP ${fixed(ratio, 2)}× bare ${mark(checks.lcpRatio)} · CLS ${fixed(m.cls, 3)} ${mark(checks.cls)}` +
        ` · score ${fixed(m.score, 0)} ${mark(checks.score)}` +
        (m.public ? ` · longest task ${millis(m.longestTask)} ${mark(checks.longTask)}` : '') +
        `  →  ${check(pass)}`,
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

  if (detail) {
    console.log('\nWhere the main thread went (the run nearest the median TBT; simulated ms):');
    for (const m of medians) printBreakdown(m.name, m.breakdown, m.benchmarkIndex);
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
        cpu: cpuCap?.describe ?? 'uncapped',
        ssr,
        load: { start: loadBefore, end: loadAfter },
        targets: TARGETS,
        tbtBoundMs: tbtBound,
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
