/**
 * One page load traced in Chromium the way a mid-range phone would run it (4× CPU throttling, a 412 px
 * mobile viewport): the main thread's tasks after the first paint, what ran in each (trace events),
 * the hottest functions of each (a CPU profile), React's commits (through its devtools hook), and
 * the requests. What docs/architecture.md's "Page load, measured" was found with; the benchmark
 * (run.ts) says how much, this says where.
 *
 *   npm run serve                                        # or any running host
 *   npx tsx bench/lighthouse/trace.ts /product/1
 *   npx tsx bench/lighthouse/trace.ts /checkout buyer    # logged in as the demo buyer (cart filled)
 *   ORIGIN=http://127.0.0.1:8791 MIN=50 npx tsx bench/lighthouse/trace.ts /my-store/1/products/Cards seller
 *
 * ORIGIN: the host (http://127.0.0.1:8000); MIN: the shortest task listed, ms (30); WAIT: how long to
 * keep tracing after the load event, ms (6000); BLOCK: a part of an address to answer with 404 (what the
 * pictures cost: BLOCK=/media/). CHROME_PATH as in run.ts. The figures are observed
 * under throttling, not Lighthouse's simulation: compare them with each other, in the same conditions.
 */
import { chromium } from '@playwright/test';
import { signedInCookies } from './session.ts';
import { CHROMIUM, PHONE_CONTEXT, type TraceEvent } from './tracing.ts';

const origin = process.env.ORIGIN ?? 'http://127.0.0.1:8000';
const path = process.argv[2] ?? '/';
const who = process.argv[3] as 'buyer' | 'seller' | undefined;
const MIN_MS = Number(process.env.MIN ?? 30);
const WAIT_MS = Number(process.env.WAIT ?? 6000);
const BLOCK = process.env.BLOCK;

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Counts each React commit and the components that rendered in it (production builds call the hook too). */
const REACT_COMMITS = `
  window.__commits = [];
  var renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject: function () { return ++renderers; },
    onScheduleFiberRoot: function () {}, onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {}, checkDCE: function () {},
    onCommitFiberRoot: function (id, root) {
      // As React's devtools tell a rendered component: mounted now, or given new props or state; a
      // subtree whose children are the previous tree's was not visited (its flags are stale).
      var count = 0, first = [];
      function walk(fiber) {
        while (fiber) {
          var before = fiber.alternate;
          var rendered = typeof fiber.type === 'function' && (fiber.flags & 1) &&
            (!before || before.memoizedProps !== fiber.memoizedProps || before.memoizedState !== fiber.memoizedState);
          if (rendered) {
            count++;
            if (first.length < 6) first.push(fiber.type.displayName || fiber.type.name || '?');
          }
          if (!before || fiber.child !== before.child) walk(fiber.child);
          fiber = fiber.sibling;
        }
      }
      walk(root.current);
      window.__commits.push(performance.now().toFixed(0) + ' ms: ' + count + ' components rendered (first: ' + first.join(', ') + ')');
    },
  };
`;

const ms = (us: number) => (us / 1000).toFixed(0);

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = String(data.url ?? '')
    .replace(origin, '')
    .replace(/^.*\/assets\//, '');
  const what = [data.type, data.functionName, url].filter(Boolean).join(' ');
  return `${event.name}${what ? `(${what})` : ''} ${ms(event.dur ?? 0)}`;
}

function report(events: TraceEvent[], profile: Profile): void {
  // The page's main thread: the renderer thread with the most task time.
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const taskTime = (t: TraceEvent) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const thread = threads.sort((a, b) => taskTime(b) - taskTime(a))[0];
  if (!thread) throw new Error('no renderer main thread in the trace');
  const main = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const start = (events.find((e) => e.name === 'navigationStart') ?? main[0]).ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  const tasks = main.filter((e) => e.name === 'RunTask');
  const after = tasks.filter((e) => e.ts > fcp);
  const blocking = after.reduce((sum, e) => sum + Math.max(0, (e.dur ?? 0) - 50_000), 0);
  console.log(
    `first contentful paint ${ms(fcp - start)} ms; main thread ${ms(tasks.reduce((s, e) => s + (e.dur ?? 0), 0))} ms, ` +
      `${ms(after.reduce((s, e) => s + (e.dur ?? 0), 0))} ms of it after the first paint; blocking time after it ` +
      `${ms(blocking)} ms; longest task after it ${ms(Math.max(0, ...after.map((e) => e.dur ?? 0)))} ms`,
  );

  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const times: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    times.push(at);
  }
  for (const task of tasks.filter((e) => (e.dur ?? 0) >= MIN_MS * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const direct: TraceEvent[] = [];
    let until = 0;
    for (const e of inside) {
      if (e.ts < until) continue;
      direct.push(e);
      until = e.ts + (e.dur ?? 0);
    }
    const self = new Map<string, number>();
    times.forEach((time, i) => {
      if (time < task.ts || time > end) return;
      const frame = frames.get(profile.samples[i]);
      if (!frame) return;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + ((times[i + 1] ?? time) - time));
    });
    const hot = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, us]) => `${key} ${ms(us)}`);
    console.log(
      `\n${task.ts > fcp ? 'after' : 'before'} the first paint, at ${ms(task.ts - start)} ms, ${ms(task.dur ?? 0)} ms: ` +
        direct
          .filter((e) => (e.dur ?? 0) > 2000)
          .map(describe)
          .join(' | '),
    );
    console.log(`  hottest (self ms): ${hot.join('; ')}`);
  }
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
try {
  const context = await browser.newContext(PHONE_CONTEXT);
  if (who) await context.addCookies(await signedInCookies(origin, who, console.warn));
  await context.addInitScript(REACT_COMMITS);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => {
    if (!/\.(css|png|jpe?g|webp|svg|woff2?)(\?|$)/.test(r.url()))
      requests.push(`${r.method()} ${r.url().replace(origin, '')}`);
  });
  // BLOCK: a pattern of addresses answered with 404 (say, what the pictures cost: BLOCK='/media/').
  if (BLOCK)
    await page.route(
      (url) => url.pathname.includes(BLOCK),
      (route) => route.fulfill({ status: 404 }),
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await cdp.send('Profiler.start');
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForTimeout(WAIT_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const commits = await page.evaluate(() => (window as unknown as { __commits: string[] }).__commits);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  console.log(`${origin}${path}${who ? ` as the demo ${who}` : ''}, 4× CPU throttling`);
  report(trace.traceEvents, profile);
  console.log(`\nReact commits (${commits.length}):\n  ${commits.join('\n  ')}`);
  console.log(`\nrequests (${requests.length}):\n  ${requests.join('\n  ')}`);
} finally {
  await browser.close();
}
