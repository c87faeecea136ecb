/**
 * The main thread's tasks up to the first contentful paint, load after load, each load in a fresh
 * Chromium capped as the benchmark caps it (`--cpu`, cpuCap.ts) with a phone's viewport: when each task
 * ran (from the navigation's start), how long it took (observed, not Lighthouse's simulation, which
 * multiplies it by about 4), and the trace events it is made of. The long tasks Lighthouse charges to
 * a page's address before its first paint (the navigation's commit, the first style and layout) are
 * found with it; trace.ts is its counterpart after the first paint.
 *
 *   npm run serve                                            # or any running host
 *   npx tsx bench/lighthouse/firsttasks.ts / /loja-do-sergio --loads 8 --cpu 0.6
 *   npx tsx bench/lighthouse/firsttasks.ts /checkout --as buyer --cpu 0.6    # signed in, as run.ts
 *
 * ORIGIN: the host (http://127.0.0.1:8000); MIN: the shortest task listed, ms (8); AFTER: how long after
 * the first paint tasks are still listed, ms (0); CHROME_PATH as in run.ts. Needs root for `--cpu` (cgroup v1), as run.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { percentileOf } from '../shared/stats.ts';
import { capCpu, cpuFractionOf } from './cpuCap.ts';
import { signedInCookies } from './session.ts';
import { CHROMIUM, PHONE_CONTEXT, type TraceEvent } from './tracing.ts';

const origin = process.env.ORIGIN ?? 'http://127.0.0.1:8000';
const MIN_MS = Number(process.env.MIN ?? 8);
const AFTER_MS = Number(process.env.AFTER ?? 0);
const argv = process.argv.slice(2);
const loadsAt = argv.indexOf('--loads');
const LOADS = loadsAt >= 0 ? Number(argv[loadsAt + 1]) : 6;
const asAt = argv.indexOf('--as');
/** Whose session the pages load in (--as buyer|seller), as run.ts signs in for /cart, /checkout and the stock list. */
const AS = asAt >= 0 ? argv[asAt + 1] : null;
const fraction = cpuFractionOf(argv);
const paths = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--loads' && argv[i - 1] !== '--as');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'toplevel',
  'blink',
  'blink.user_timing',
];
/** The events a task is summarised by (the rest are their parts, or too small to name). */
const NAMED = new Set([
  'DocumentLoader::CommitNavigation',
  'LocalWindowProxy::Initialize',
  'ParseHTML',
  'HTMLDocumentParser::PumpTokenizer',
  'ScanAndPreload',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'EvaluateScript',
  'v8.compile',
  'v8.evaluateModule',
  'FunctionCall',
  'ResourceSendRequest',
  'Document::UpdateStyleAndLayout',
  'FontCache::GetFontPlatformData',
]);

interface Task {
  start: number;
  ms: number;
  parts: Map<string, number>;
}

/** The renderer main thread's tasks of one load up to its first contentful paint (ms from navigation start). */
function tasksOf(events: TraceEvent[], path: string): { tasks: Task[]; fcp: number } | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const { pid, tid } = fcp;
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === pid &&
        String(e.args?.data?.documentLoaderURL ?? '').endsWith(path),
    )
    .at(-1);
  if (!nav) return null;
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  // A task is traced as ThreadControllerImpl::RunTask, and by older builds as RunTask: one of the two.
  const taskName = mine.some((e) => e.name === 'ThreadControllerImpl::RunTask')
    ? 'ThreadControllerImpl::RunTask'
    : 'RunTask';
  const runs = mine
    .filter((e) => e.name === taskName && e.ts >= nav.ts - 50_000 && e.ts <= fcp.ts + AFTER_MS * 1000)
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  for (const run of runs) {
    const end = run.ts + (run.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of mine) {
      if (e.ts < run.ts || e.ts >= end || !NAMED.has(e.name)) continue;
      parts.set(e.name, (parts.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    tasks.push({ start: (run.ts - nav.ts) / 1000, ms: (run.dur ?? 0) / 1000, parts });
  }
  return { tasks, fcp: (fcp.ts - nav.ts) / 1000 };
}

/** The session's cookies, as Playwright takes them (none without --as). */
async function sessionCookies(): Promise<{ name: string; value: string; url: string }[]> {
  if (AS === null) return [];
  if (AS !== 'buyer' && AS !== 'seller') throw new Error(`--as takes buyer or seller, not ${AS}`);
  return signedInCookies(origin, AS, (message) => console.log(`  ${message}`));
}

async function loadOnce(
  executablePath: string,
  args: string[],
  path: string,
  cookies: Awaited<ReturnType<typeof sessionCookies>>,
) {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext(PHONE_CONTEXT);
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return tasksOf(traceEvents, path);
  } finally {
    await browser.close();
  }
}

const describeTask = (t: Task) =>
  [...t.parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'firsttasks-'));
  const cap = fraction === null ? null : capCpu(fraction, CHROMIUM, tmp);
  const executablePath = cap?.chromePath ?? CHROMIUM;
  const args = cap?.chromeFlags ?? [];
  console.log(cap ? `Chromium capped: ${cap.describe}` : 'Chromium uncapped');
  const cookies = await sessionCookies();
  try {
    for (const path of paths.length ? paths : ['/']) {
      const commits: number[] = [];
      const longest: number[] = [];
      const fcps: number[] = [];
      // Blocking time after the first paint, as Lighthouse counts it once its 4× is applied (a task's
      // time over 50 ms / 4), up to AFTER ms after it.
      const blocking: number[] = [];
      console.log(`\n${path}`);
      for (let n = 1; n <= LOADS; n++) {
        // Capped, a trace now and then lacks the navigation's start (as Lighthouse's NO_NAVSTART):
        // such a load is taken again, twice at most.
        let found = await loadOnce(executablePath, args, path, cookies);
        for (let retry = 0; !found && retry < 2; retry++)
          found = await loadOnce(executablePath, args, path, cookies);
        if (!found) {
          console.log(`  load ${n}: no first paint or navigation found in the trace (three tries)`);
          continue;
        }
        fcps.push(found.fcp);
        const commit = found.tasks.find((t) => t.parts.has('DocumentLoader::CommitNavigation'));
        if (commit) commits.push(commit.ms);
        longest.push(Math.max(0, ...found.tasks.filter((t) => t.start <= found.fcp).map((t) => t.ms)));
        const after = found.tasks.filter((t) => t.start > found.fcp).map((t) => t.ms);
        blocking.push(after.reduce((sum, ms) => sum + Math.max(0, ms - 50 / 4), 0));
        console.log(`  load ${n}: first contentful paint at ${found.fcp.toFixed(0)} ms`);
        for (const t of found.tasks.filter((t) => t.ms >= MIN_MS)) {
          const when = t.start > found.fcp ? 'after' : 'before';
          console.log(
            `    ${when} at ${t.start.toFixed(0).padStart(5)} ms: ${t.ms.toFixed(0).padStart(4)} ms  ${describeTask(t)}`,
          );
        }
      }
      const median = (v: number[]) => (v.length ? percentileOf(v, 50).toFixed(0) : '—');
      console.log(
        `  medians of ${fcps.length} loads: first paint ${median(fcps)} ms, the commit's task ${median(commits)} ms, ` +
          `the longest task before the first paint ${median(longest)} ms` +
          (AFTER_MS > 0
            ? `, blocking time in the ${AFTER_MS} ms after it ${median(blocking)} ms (×4: Lighthouse's)`
            : ''),
      );
    }
  } finally {
    cap?.remove();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
