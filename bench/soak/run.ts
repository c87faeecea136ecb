/**
 * Soak benchmark: several virtual users browse, search, fill a cart, check out and listen on their
 * websocket for SOAK_MINUTES, against the host running as a process of its own, and the host's memory
 * is watched the whole time. Run with `npx tsx bench/soak/run.ts` (or `npm run bench -- soak`).
 *
 * The host is `node --import tsx server/main.ts` on free ports (HTTP and websocket), realtime on, SSR
 * on when the build exists (public/build/manifest.json and bootstrap/ssr/ssr.js), the sandbox payment
 * driver, and its own database: the SQLite file SOAK_DB (database/bench-soak.sqlite), or PostgreSQL
 * with DATABASE_URL=postgres://…. A database without data is first seeded by the host itself (a
 * start of its own, stopped once it answers), so the measured process has not seeded anything.
 * The database is reused by later runs (SOAK_FRESH=true deletes the SQLite file first).
 *
 * What a virtual user does is in ./user.ts. Judged:
 * - errors: every call that did not answer as it should, every websocket drop or failed reconnection,
 *   every expected `order.status-changed` not received within 30 s: goal 0. Refusals for a real
 *   reason (stock taken by another buyer, 422 with the host's message) are counted apart.
 * - the host's RSS (VmRSS of /proc/<pid>/status, sampled every 10 s): the sample at the end of the
 *   warm-up against the one at the end of the load: flat within 10 % (end ≤ 1.1 × start).
 * Printed: per step count, errors, p50/p95/p99/max (calls after the warm-up), the RSS samples, the
 * host's CPU time, the load average (the machine may be shared: figures move with it).
 *
 * Env: SOAK_MINUTES (10), SOAK_USERS (6), SOAK_WARMUP_SECONDS (30), SOAK_THINK_MS (250: each user
 * waits 0.5–1.5 × this between steps), SOAK_POOL (3000 listings with the most units), SOAK_DB,
 * SOAK_FRESH, DATABASE_URL.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { AppConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import { HttpClient, pageObject } from './client.ts';
import { type Host, type Memory, readCpuSeconds, readMemory, startHost, stopHost } from './host.ts';
import { ListingPool, loadListings } from './pool.ts';
import { STEP_CONNECT, STEP_DROP, STEP_PING } from './realtime.ts';
import { Recorder } from './stats.ts';
import { COUNTERS, EventTracker, type SoakContext, STEPS, VirtualUser } from './user.ts';

const REALTIME_STEPS = [STEP_CONNECT, STEP_PING, STEP_DROP];

const ROOT = resolve(import.meta.dirname, '../..');
const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const MINUTES = positive(process.env.SOAK_MINUTES, 10);
const USERS = Math.round(positive(process.env.SOAK_USERS, 6));
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const THINK_MS = Math.max(0, Number(process.env.SOAK_THINK_MS ?? 250));
const POOL_SIZE = Math.round(positive(process.env.SOAK_POOL, 3000));
const SAMPLE_SECONDS = 10;
const RSS_TOLERANCE = 0.1;
const EVENT_WAIT_MS = 30_000;
const DATABASE_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;
const SQLITE_FILE = resolve(ROOT, process.env.SOAK_DB ?? 'database/bench-soak.sqlite');
const SSR =
  existsSync(resolve(ROOT, 'public/build/manifest.json')) &&
  existsSync(resolve(ROOT, 'bootstrap/ssr/ssr.js'));
/** The build the host serves and renders with (a rebuild under the running host changes both). */
const BUILD_FILES = ['public/build/manifest.json', 'bootstrap/ssr/ssr.js'].map((f) => resolve(ROOT, f));
const buildStamp = () =>
  BUILD_FILES.map((f) => (existsSync(f) ? statSync(f).mtime.toISOString() : 'missing')).join(' ');
const DATABASE: AppConfig['database'] = DATABASE_URL
  ? { kind: 'postgres', url: DATABASE_URL }
  : { kind: 'sqlite', file: SQLITE_FILE };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

let running: Host | null = null;
const watchdog = setTimeout(
  () => {
    console.error('The soak went past its time limit.');
    running?.child.kill('SIGKILL');
    process.exit(2);
  },
  (MINUTES * 60 + 15 * 60) * 1000,
);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running?.child.kill('SIGKILL');
    process.exit(130);
  });
}

/** Whether the database holds the demo data already (the host seeds an empty one when it starts). */
async function seeded(): Promise<boolean> {
  if (DATABASE.kind === 'sqlite' && !existsSync(DATABASE.file)) return false;
  const handle = openDatabase(DATABASE);
  try {
    return (
      (await handle.db.selectFrom('store_listings').select('id').limit(1).executeTakeFirst()) !== undefined
    );
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

interface Sample {
  /** Seconds since the load started. */
  t: number;
  rssKiB: number;
  memory: Memory;
  cpuSeconds: number;
}

/** Log lines grouped into messages: indented lines and closing brackets continue the one before. */
function logEntries(lines: string[]): string[] {
  const entries: string[] = [];
  for (const line of lines) {
    if (entries.length > 0 && /^(\s|[}\])])/.test(line)) entries[entries.length - 1] += ` ${line.trim()}`;
    else entries.push(line);
  }
  return entries;
}

/** Least-squares slope of RSS over time, in KiB per minute; null with fewer than 3 samples. */
function slope(points: Sample[]): number | null {
  if (points.length < 3) return null;
  const mt = points.reduce((a, p) => a + p.t, 0) / points.length;
  const mr = points.reduce((a, p) => a + p.rssKiB, 0) / points.length;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.t - mt) * (p.rssKiB - mr);
    den += (p.t - mt) ** 2;
  }
  return den === 0 ? null : (num / den) * 60;
}

async function main(): Promise<void> {
  const where = DATABASE.kind === 'sqlite' ? `SQLite ${DATABASE.file}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Soak: ${USERS} virtual users for ${MINUTES} min (first ${WARMUP_SECONDS} s warm-up), think time ${THINK_MS} ms; ${where}; SSR ${SSR ? 'on' : 'off (no build)'}; realtime on`,
  );
  console.log(`Machine: ${availableParallelism()} cores, load average (1/5/15 min) ${load()}`);

  if (DATABASE.kind === 'sqlite' && process.env.SOAK_FRESH === 'true') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(DATABASE.file + suffix, { force: true });
  }
  const hostOptions = {
    root: ROOT,
    sqliteFile: DATABASE.kind === 'sqlite' ? DATABASE.file : null,
    databaseUrl: DATABASE_URL,
    ssr: SSR,
    startTimeoutMs: 15 * 60_000,
  };
  if (!(await seeded())) {
    const started = performance.now();
    console.log('Seeding the demo data (a start of the host of its own)…');
    running = await startHost(hostOptions);
    await stopHost(running);
    running = null;
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const host = await startHost({ ...hostOptions, startTimeoutMs: 120_000 });
  running = host;
  const recorder = new Recorder();
  let hostExited = false;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    hostExited = true;
    recorder.error('host      process', `exited during the soak (${code ?? signal})`);
  };
  host.child.once('exit', onExit);
  const rssAtStartUp = readMemory(host.pid).rss;
  console.log(
    `Host: pid ${host.pid}, ${host.origin}, websocket port ${host.wsPort}, RSS after start-up ${mib(rssAtStartUp)}`,
  );

  // What a browser learns from its first page: the asset version and where the socket server is.
  const first = await new HttpClient(host.origin).call('GET', '/', { api: false });
  const page = first.status === 200 ? pageObject(first.text) : null;
  const realtime = page?.props?.realtime;
  if (!page || !realtime?.enabled) {
    throw new Error(
      `the first page has no page object or realtime is off: ${first.status} ${first.text.slice(0, 300)}`,
    );
  }
  const wsUrl = `ws://127.0.0.1:${realtime.wsPort}/app/${realtime.key}?protocol=7`;

  const pool = new ListingPool(await loadListings(DATABASE, POOL_SIZE));
  console.log(`Stock pool: ${pool.size} listings, ${pool.unitsLeft} units`);

  const ctx: SoakContext = {
    origin: host.origin,
    wsUrl,
    recorder,
    pool,
    events: new EventTracker(recorder),
    ssr: SSR,
    assets: { version: String(page.version ?? '') },
    thinkMs: THINK_MS,
    deadline: Number.POSITIVE_INFINITY,
    runId: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  };
  const users = Array.from({ length: USERS }, (_, n) => new VirtualUser(ctx, n + 1));
  await Promise.all(users.map((u) => u.setup()));
  const stderrBefore = host.stderr.length;

  const t0 = performance.now();
  const loadAtStart = load();
  const buildAtStart = buildStamp();
  recorder.measureFrom = t0 + WARMUP_SECONDS * 1000;
  ctx.deadline = t0 + MINUTES * 60_000;
  const samples: Sample[] = [];
  /** The start of the judgement: the first sample at the end of the warm-up or after it. */
  const marks: { warm: Sample | null } = { warm: null };
  const sample = (): Sample => {
    const memory = readMemory(host.pid);
    const s = {
      t: (performance.now() - t0) / 1000,
      rssKiB: memory.rss,
      memory,
      cpuSeconds: readCpuSeconds(host.pid),
    };
    samples.push(s);
    if (!marks.warm && s.t >= WARMUP_SECONDS - 0.5) marks.warm = s;
    return s;
  };
  sample();
  const timers = [
    setInterval(sample, SAMPLE_SECONDS * 1000),
    setInterval(() => ctx.events.sweep(performance.now(), EVENT_WAIT_MS), 5000),
    setInterval(() => {
      const s = samples.at(-1);
      console.log(
        `  [${clock((performance.now() - t0) / 1000)}] loops ${recorder.counter(COUNTERS.loops)}, errors ${recorder.totalErrors}, host RSS ${s ? mib(s.rssKiB) : '?'}, load ${load()}`,
      );
    }, 60_000),
  ];

  await Promise.all(users.map((u) => u.run()));
  const loadEnd = performance.now();
  // Events of the last orders may still be on their way.
  for (let waited = 0; ctx.events.outstanding > 0 && waited < 10_000; waited += 250) await pause(250);
  ctx.events.sweep(performance.now(), 0);
  const end = sample();
  const startSample: Sample = marks.warm ?? samples[0];
  for (const timer of timers) clearInterval(timer);
  const loadAtEnd = load();
  // The host writes to stderr only what went wrong (an error answered 500, a failed render, a
  // warning of the socket server): each message, its stack lines joined to it, is an error.
  for (const entry of logEntries(host.stderr.slice(stderrBefore))) recorder.error('host      stderr', entry);

  await Promise.all(users.map((u) => u.stop()));
  host.child.off('exit', onExit);
  if (!hostExited) await stopHost(host);
  running = null;

  // ---------------------------------------------------------------- report
  const seconds = (loadEnd - t0) / 1000;
  console.log(
    `\nLoad ran ${clock(seconds)} (min:s); latencies from ${WARMUP_SECONDS} s on, errors over the whole run.`,
  );
  console.log(`Load average (1/5/15 min): at the start ${loadAtStart}, at the end ${loadAtEnd}`);
  const fmt = (n: number) => (Number.isNaN(n) ? '      –' : n.toFixed(1).padStart(7));
  console.log(`\n${'step'.padEnd(62)} count errors     p50     p95     p99     max (ms)`);
  for (const { step, figures: f } of recorder.steps([...Object.values(STEPS), ...REALTIME_STEPS])) {
    console.log(
      `${step.padEnd(62)}${String(f.count).padStart(6)}${String(f.errors).padStart(7)} ${fmt(f.p50)} ${fmt(f.p95)} ${fmt(f.p99)} ${fmt(f.max)}`,
    );
  }
  console.log('');
  for (const [name, n] of recorder.counterEntries(Object.values(COUNTERS))) console.log(`${name}: ${n}`);
  console.log(`loops per user: ${users.map((u) => u.loops).join(', ')}`);
  const received = new Map<string, number>();
  for (const u of users)
    for (const [event, n] of u.realtime?.received ?? []) received.set(event, (received.get(event) ?? 0) + n);
  console.log(
    `websocket events received: ${[...received].map(([e, n]) => `${e} ${n}`).join(', ') || 'none'}; order.status-changed (paid) expected ${ctx.events.expected}, delivered ${ctx.events.delivered}; reconnections ${users.reduce((s, u) => s + (u.realtime?.reconnects ?? 0), 0)}`,
  );
  console.log(`stock pool at the end: ${pool.unitsLeft} units believed left`);

  const buildAtEnd = buildStamp();
  if (buildAtEnd !== buildAtStart) {
    console.log(
      `note: the front-end build changed during the run (${BUILD_FILES.map((f) => f.slice(ROOT.length + 1)).join(', ')}: ${buildAtStart} → ${buildAtEnd}); while a build replaces the files, a render that needs a chunk of the previous build fails and the page falls back to the client shell (the host imports the new renderer once it is written), and Inertia visits with the previous version get 409.`,
    );
  }
  const errors = recorder.totalErrors;
  if (errors > 0) {
    console.log('\nErrors (first examples per step):');
    for (const { step, examples } of recorder.errorExamples())
      for (const example of examples) console.log(`  ${step.trim()}: ${example}`);
  }

  console.log(`\nHost RSS / of which anonymous, every ${SAMPLE_SECONDS} s (MiB):`);
  for (let i = 0; i < samples.length; i += 6) {
    console.log(
      `  ${samples
        .slice(i, i + 6)
        .map((s) => `${clock(s.t)} ${(s.rssKiB / 1024).toFixed(0)}/${(s.memory.anon / 1024).toFixed(0)}`)
        .join('  ')}`,
    );
  }
  const judged = samples.filter((x) => x.t >= startSample.t && !Number.isNaN(x.rssKiB));
  const rssValues = judged.map((x) => x.rssKiB);
  const change = (from: number, to: number) =>
    `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;
  const parts = (m: Memory) => `anon ${mib(m.anon)}, file ${mib(m.file)}, shmem ${mib(m.shmem)}`;
  console.log(`Host RSS after start-up (before the users): ${mib(rssAtStartUp)}`);
  console.log(
    `Host RSS at the start (${clock(startSample.t)}, end of the warm-up): ${mib(startSample.rssKiB)} (${parts(startSample.memory)})`,
  );
  console.log(
    `Host RSS at the end (${clock(end.t)}): ${mib(end.rssKiB)} (${parts(end.memory)}), ${change(startSample.rssKiB, end.rssKiB)}`,
  );
  // For reading the curve, not judged: where RSS settled after the warm-up's peak, and its slope over
  // the second half of the load (a leak keeps climbing there; a heap finding its size does not).
  const lowest = judged.reduce((a, b) => (b.rssKiB < a.rssKiB ? b : a), startSample);
  console.log(
    `Host RSS after the warm-up: min ${mib(Math.min(...rssValues))} (${clock(lowest.t)}), max ${mib(Math.max(...rssValues))}; end against the min ${change(lowest.rssKiB, end.rssKiB)}`,
  );
  const trend = slope(judged.filter((x) => x.t >= seconds / 2));
  if (trend !== null)
    console.log(
      `Host RSS slope over the second half (least squares): ${(trend / 1024).toFixed(2)} MiB per minute`,
    );
  const cpu = end.cpuSeconds - samples[0].cpuSeconds;
  console.log(
    `Host CPU: ${cpu.toFixed(1)} s in ${seconds.toFixed(0)} s (${((cpu / seconds) * 100).toFixed(0)} % of one core); ${recorder.counter(COUNTERS.loops)} loops, ${(recorder.counter(COUNTERS.loops) / seconds).toFixed(2)} loops/s`,
  );

  const flat = end.rssKiB <= (1 + RSS_TOLERANCE) * startSample.rssKiB;
  console.log(
    `\n${flat ? 'PASS' : 'FAIL'}: host RSS flat within ${RSS_TOLERANCE * 100} % (end ${mib(end.rssKiB)} ≤ 1.1 × start ${mib(startSample.rssKiB)} = ${mib(1.1 * startSample.rssKiB)})`,
  );
  console.log(`${errors === 0 ? 'PASS' : 'FAIL'}: errors ${errors} (goal 0)`);
  process.exitCode = flat && errors === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  running?.child.kill('SIGKILL');
  process.exit(1);
});
