/**
 * The host's event loop while the cart optimizer solves (docs/optimizer.md, "Where the solve runs"):
 * 60-line decks optimized through HTTP, one after another, while the event loop's delay is sampled
 * (monitorEventLoopDelay, 1 ms resolution; and the longest gap between the ticks of a 5 ms interval
 * timer, which also catches a block before the monitor's first tick, which the monitor does not
 * count) and a light request (GET /v1/users/current-user) is sent every 25 ms. Prints the optimize
 * p95, the loop's delay (p99 and max, over the solves), the timer's longest gap and the light
 * requests' p50, p95 and max.
 *
 *   flock /tmp/bench.lock env BENCH_TARGETS=sqlite:10 npx tsx bench/optimizer/loop.ts
 *
 * Env: BENCH_TARGETS (the first is measured; sqlite:10 unless given), BENCH_DECKS (10).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentileOf as percentile } from '../shared/stats.ts';
import { buyerWithLists, type Kind, openTarget, startHost } from './databases.ts';
import { buildDecks } from './decks.ts';

const [kind, scale] = (process.env.BENCH_TARGETS ?? 'sqlite:10').split(',')[0].split(':');
const DECKS = Number(process.env.BENCH_DECKS ?? 10);

const database = await openTarget({ kind: kind as Kind, scale: Number(scale) }, (l) => console.log(l));
const host = await startHost(database, false);
try {
  const decks = await buildDecks(database.db, DECKS);
  const { buyer, lists } = await buyerWithLists(host, database.db, decks, 'laço');
  // One optimization first, outside the figures (the first solve's code is not yet compiled).
  await host.call('POST', `/v1/wants/${lists[0]}/optimize`, { mode: 'cheapest' }, buyer.token);

  const times: number[] = [];
  const light: number[] = [];
  const delays: { p99: number; max: number }[] = [];
  const gaps: number[] = [];
  for (const id of lists) {
    const monitor = monitorEventLoopDelay({ resolution: 1 });
    monitor.enable();
    let gap = 0;
    let tick = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      gap = Math.max(gap, now - tick);
      tick = now;
    }, 5);
    let solving = true;
    const pings = (async () => {
      while (solving) {
        const started = performance.now();
        const res = await host.call('GET', '/v1/users/current-user', undefined, buyer.token);
        if (res.status !== 200) throw new Error(`current-user: ${res.status}`);
        light.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const res = await host.call('POST', `/v1/wants/${id}/optimize`, { mode: 'cheapest' }, buyer.token);
    solving = false;
    monitor.disable();
    clearInterval(timer);
    gaps.push(gap);
    await pings;
    if (res.status !== 200) throw new Error(`optimize: ${res.status} ${JSON.stringify(res.json)}`);
    times.push(res.ms);
    delays.push({ p99: monitor.percentile(99) / 1e6, max: monitor.max / 1e6 });
  }
  console.log(
    `optimize (${times.length}): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
  );
  console.log(
    `event-loop delay during a solve: p99 median ${percentile(
      delays.map((d) => d.p99),
      50,
    ).toFixed(1)} ms, max median ${percentile(
      delays.map((d) => d.max),
      50,
    ).toFixed(1)} ms, max of all ${Math.max(...delays.map((d) => d.max)).toFixed(1)} ms`,
  );
  console.log(
    `5 ms timer's longest gap per solve: median ${percentile(gaps, 50).toFixed(1)} ms, max ${Math.max(...gaps).toFixed(1)} ms`,
  );
  console.log(
    `light request during the solves (${light.length}): p50 ${percentile(light, 50).toFixed(1)} ms, p95 ${percentile(light, 95).toFixed(1)} ms, max ${Math.max(...light).toFixed(1)} ms`,
  );
} finally {
  await host.close();
  await database.close();
}
process.exit(0);
