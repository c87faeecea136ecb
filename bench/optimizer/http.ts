/**
 * The speed part of run.ts alone, with where the time goes: per call, the HTTP time, the solve's own
 * time (the answer's `millis`) and the rest (loading the offers before, the answer after).
 *
 *   BENCH_TARGET=sqlite:10 npx tsx bench/optimizer/http.ts
 *
 * Env: BENCH_TARGET (sqlite:10), BENCH_REPEAT (1), BENCH_PG_URL and BENCH_FREE_DAY as run.ts.
 */
import { loadavg } from 'node:os';
import { solverThreads } from '../../server/domain/wants/solve-thread.ts';
import { percentileOf as percentile } from '../shared/stats.ts';
import { buyerWithLists, type Kind, openTarget, startHost } from './databases.ts';
import { buildDecks } from './decks.ts';

async function main() {
  const [kind, scale] = (process.env.BENCH_TARGET ?? 'sqlite:10').split(':');
  const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
  const database = await openTarget({ kind: kind as Kind, scale: Number(scale) }, (l) => console.log(l));
  const host = await startHost(database, false);
  try {
    const decks = await buildDecks(database.db, 20);
    const { buyer, lists } = await buyerWithLists(host, database.db, decks, 'http');
    console.log(`load ${loadavg()[0].toFixed(1)}`);
    const times: number[] = [];
    const rest: number[] = [];
    const gaps: number[] = [];
    for (let r = 0; r < repeat; r++) {
      for (const [d, id] of lists.entries()) {
        const res = await host.call('POST', `/v1/wants/${id}/optimize`, { mode: 'cheapest' }, buyer.token);
        const { millis, gap, total } = res.json.result;
        times.push(res.ms);
        rest.push(res.ms - millis);
        gaps.push(gap);
        console.log(
          `deck ${d + 1}: http ${res.ms.toFixed(0)} ms, solve ${millis} ms, rest ${(res.ms - millis).toFixed(0)} ms, total ${total}, gap ${(100 * gap).toFixed(2)} %`,
        );
      }
    }
    console.log(
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
        `rest p50 ${percentile(rest, 50).toFixed(0)}, p95 ${percentile(rest, 95).toFixed(0)} ms; ` +
        `within 1 % ${gaps.filter((g) => g <= 0.01).length}/${gaps.length}, worst ${(100 * Math.max(...gaps)).toFixed(2)} %; load ${loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await host.close();
    await database.close();
    // The host's warm solver thread would keep this process alive (the host's stop ends it too).
    await solverThreads.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
