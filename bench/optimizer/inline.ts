/**
 * Where a small solve should run (server/domain/wants/solve-thread.ts, INLINE_PAIRS): random
 * instances of growing size (30 of each, after 50 warm-up solves) solved on this thread and in a
 * solver thread; prints the inline solve's time and the thread's round trip beyond the solve's own
 * time (median and max).
 *
 *   flock /tmp/bench.lock npx tsx bench/optimizer/inline.ts
 */
import type { Instance } from '../../server/domain/wants/model.ts';
import { SolverThreads } from '../../server/domain/wants/solve-thread.ts';
import { solve, warmSolver } from '../../server/domain/wants/solver.ts';

let state = 7;
const next = () => {
  state = (state * 1664525 + 1013904223) >>> 0;
  return state / 2 ** 32;
};
const int = (a: number, b: number) => a + Math.floor(next() * (b - a + 1));

/** `lines` lines, each sold by `sellers` of `stores` stores. */
function instanceOf(lines: number, stores: number, sellers: number): Instance {
  const offers: Instance['offers'] = [];
  for (let l = 0; l < lines; l++) {
    const order = Array.from({ length: stores }, (_, i) => i).sort(() => next() - 0.5);
    for (const store of order.slice(0, sellers)) {
      offers.push({ store, price: int(50, 6000), stock: int(1, 4), grams: 10, lines: [l] });
    }
  }
  return {
    lines: Array.from({ length: lines }, () => ({ quantity: int(1, 4) })),
    offers,
    stores: Array.from({ length: stores }, () => ({
      bands: [
        { maxGrams: 300, price: int(1000, 2500) },
        { maxGrams: 1000, price: int(2500, 4000) },
      ],
      baseGrams: 100,
      freeMin: next() < 0.3 ? int(5000, 20000) : null,
    })),
  };
}

const threads = new SolverThreads({ size: 1 });
await Promise.all([threads.warm(), warmSolver()]);
const mode = { kind: 'cheapest' } as const;
const limits = { relGap: 0.01 };
for (let i = 0; i < 50; i++) {
  const instance = instanceOf(20, 10, 5);
  await solve(instance, mode, limits);
  await threads.solve(instance, mode, limits);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [lines, stores, sellers] of [
  [5, 5, 3],
  [10, 8, 4],
  [20, 10, 5],
  [30, 15, 6],
  [40, 20, 8],
  [60, 40, 10],
]) {
  const inline: number[] = [];
  const hop: number[] = [];
  for (let i = 0; i < 30; i++) {
    const instance = instanceOf(lines, stores, sellers);
    let started = performance.now();
    await solve(instance, mode, limits);
    inline.push(performance.now() - started);
    started = performance.now();
    const solved = await threads.solve(instance, mode, limits);
    hop.push(performance.now() - started - solved.millis);
  }
  console.log(
    `${lines * sellers} pairs: inline median ${median(inline).toFixed(1)} ms, max ${Math.max(...inline).toFixed(1)} ms; round trip median ${median(hop).toFixed(1)} ms, max ${Math.max(...hop).toFixed(1)} ms`,
  );
}
await threads.close();
