import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bruteForce, randomInstance } from '../../bench/optimizer/exactness.ts';
import { threadBoot } from '../../server/domain/threads.ts';
import { branchAndBound, StoreSearch } from '../../server/domain/wants/bnb.ts';
import { lagrangeBound } from '../../server/domain/wants/lagrange.ts';
import { shareTree } from '../../server/domain/wants/large.ts';
import { costOf, type Instance, naivePlan, needs, pairsOf } from '../../server/domain/wants/model.ts';
import { Partner, partnerBuffer } from '../../server/domain/wants/partner.ts';
import { pruneDominated } from '../../server/domain/wants/prune.ts';
import { relaxationOf } from '../../server/domain/wants/relax.ts';
import { SolverThreads } from '../../server/domain/wants/solve-thread.ts';
import type { HelpJob, SolverMessage } from '../../server/domain/wants/solve-worker.ts';
import { solve } from '../../server/domain/wants/solver.ts';
import { instanceOf } from './wants-instances.ts';
import { checkPlan } from './wants-plan.ts';

/**
 * Two solver threads on one large solve (partner.ts, docs/optimizer.md, "Two threads on one solve"):
 * the branch-and-bound's hooks never prove a bound above the cheapest cart, whatever total the other
 * thread reports and wherever it is stopped; a helper in a real thread proves only true bounds and
 * stops when released; the host's threads pair a ×10 solve with the idle thread, and a solve that
 * arrives meanwhile takes the helper's thread at once.
 */

const ENTRY = new URL('../../server/domain/wants/solve-worker.ts', import.meta.url).href;
const FAILING = new URL('./fixtures/failing-solver.ts', import.meta.url).href;

/** The instance pruned as the solver prunes it, with its lines' units, the optimum and the root bound. */
function prepared(seed: number) {
  const instance = randomInstance(seed);
  const reduced = pruneDominated(instance).instance;
  const need = needs(reduced, pairsOf(reduced));
  const best = bruteForce(reduced);
  const root = lagrangeBound(reduced, need, costOf(reduced, naivePlan(reduced)).total);
  return { instance, reduced, need, best, root };
}

describe("the branch-and-bound's hooks for a helper thread (bnb.ts)", () => {
  it('proves no bound above the cheapest cart, told of falling totals and stopped anywhere', () => {
    let seen = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { reduced, need, best, root } = prepared(seed);
      if (need.every((n) => n === 0)) continue;
      for (const stopAfter of [1, 3, Number.POSITIVE_INFINITY]) {
        // The other thread's total starts dear and falls to the optimum (or a centavo above it).
        const totals = [best + 5000, best + 1000, best + 1, best];
        const proven: number[] = [];
        const result = branchAndBound(reduced, need, best + 20_000, 0, {
          keep: reduced.stores.map(() => true),
          lambda: root.lambda,
          rootBound: root.bound,
          until: performance.now() + 5000,
          upperNow: () => totals[Math.min(proven.length, totals.length - 1)],
          proven: (bound) => proven.push(bound),
          stop: () => proven.length > stopAfter,
          storeBound: root.storeBound,
        });
        seen += proven.length;
        for (const bound of proven) expect(bound).toBeLessThanOrEqual(best);
        expect(result.bound).toBeLessThanOrEqual(best);
        if (stopAfter === Number.POSITIVE_INFINITY) expect(result.left).toBe(0);
      }
    }
    expect(seen).toBeGreaterThan(100);
  });
});

describe('a helper in its own thread (partner.ts)', () => {
  let worker: Worker;
  const messages: ((message: SolverMessage) => void)[] = [];
  const nextMessage = () => new Promise<SolverMessage>((resolve) => messages.push(resolve));
  beforeAll(async () => {
    worker = new Worker(threadBoot(ENTRY), { eval: true });
    worker.on('message', (message: SolverMessage) => messages.shift()?.(message));
    expect((await nextMessage()).type).toBe('ready');
  }, 30_000);
  afterAll(() => worker.terminate());

  const help = (instance: Instance, buffer: SharedArrayBuffer) => {
    const answered = nextMessage();
    worker.postMessage({ help: true, instance, relGap: 0, partner: buffer } satisfies HelpJob);
    return answered;
  };

  it('proves only true bounds over both threads, told a total above the cheapest cart', async () => {
    let shared = 0;
    const leaves: (readonly boolean[])[] = [];
    for (let seed = 1; seed <= 80; seed++) {
      const { instance, reduced, need, best, root } = prepared(seed);
      if (need.every((n) => n === 0)) continue;
      const buffer = partnerBuffer(instance.lines.length, instance.stores.length);
      const partner = new Partner(buffer, instance.lines.length, instance.stores.length);
      const answered = help(instance, buffer);
      // A total 30 reais above the optimum: a thread that dropped a node holding the optimum would
      // prove more than it.
      const upper = best + 3000;
      const until = performance.now() + 5000;
      partner.publishRoot(root, upper, until);
      // This thread takes the helper's nodes as a solve's own thread does once its search is done.
      while (!partner.running()) await new Promise((resolve) => setTimeout(resolve, 1));
      expect(partner.helping()).toBe(true);
      const mine = new StoreSearch(
        need,
        relaxationOf(reduced, need),
        upper,
        0,
        {
          keep: root.storeBound.map((b) => b < upper),
          lambda: root.lambda,
          rootBound: root.bound,
          until,
          storeBound: root.storeBound,
        },
        false,
      );
      const result = shareTree(partner, mine, (open) => {
        leaves.push(open);
        return Number.POSITIVE_INFINITY;
      });
      const message = await answered;
      expect(message.type).toBe('helped');
      expect(result.bound).toBeLessThanOrEqual(best);
      expect(partner.proven(mine.bound())).toBeLessThanOrEqual(best);
      if (mine.nodes > 0) shared++;
    }
    // Some trees were big enough for this thread to take nodes from the helper's.
    expect(shared).toBeGreaterThan(0);
    // The helper's leaves came over for this thread to build their carts, each with stores open.
    expect(leaves.length).toBeGreaterThan(0);
    for (const open of leaves) expect(open.some(Boolean)).toBe(true);
  });

  it('stops at once when released before the root bound comes', async () => {
    const instance = randomInstance(3);
    const buffer = partnerBuffer(instance.lines.length, instance.stores.length);
    const partner = new Partner(buffer, instance.lines.length, instance.stores.length);
    const started = performance.now();
    const answered = help(instance, buffer);
    partner.release();
    expect(await answered).toEqual({ type: 'helped', nodes: 0 });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("the host's threads on a ×10 solve", () => {
  const threads = new SolverThreads({ size: 2 });
  beforeAll(() => threads.warm(), 30_000);
  afterAll(() => threads.close());
  // About 8,400 offer/line pairs over 400 stores (the ×10 bench's size).
  const large = instanceOf(7, 60, 400, 140);

  it('pairs a ×10 solve with the idle thread, and answers a true bound', async () => {
    const before = threads.helpedSolves;
    const solved = await threads.solve(large, { kind: 'cheapest' }, { relGap: 0.01, timeLimit: 1 });
    expect(threads.helpedSolves).toBe(before + 1);
    expect(solved.status).toMatch(/^(optimal|time_limit)$/);
    checkPlan(large, solved.plan);
    expect(solved.bound).toBeLessThanOrEqual(solved.cost.total);
    // A longer solve on this thread finds a cart at least as cheap as the optimum: the bound proven
    // with a helper is never above it.
    const longer = await solve(large, { kind: 'cheapest' }, { relGap: 0, timeLimit: 3 });
    expect(solved.bound).toBeLessThanOrEqual(longer.cost.total);
  });

  it('answers alone when its helper’s thread fails', async () => {
    const failing = new SolverThreads({ entry: FAILING, size: 2 });
    try {
      await failing.warm();
      const started = performance.now();
      const solved = await failing.solve(large, { kind: 'cheapest' }, { relGap: 0.01, timeLimit: 1 });
      expect(failing.helpedSolves).toBe(1);
      expect(solved.status).toMatch(/^(optimal|time_limit)$/);
      checkPlan(large, solved.plan);
      expect(solved.bound).toBeLessThanOrEqual(solved.cost.total);
      // The solve's own time limit, not a wait for a helper that will never come.
      expect(performance.now() - started).toBeLessThan(2500);
    } finally {
      await failing.close();
    }
  });

  it('gives a solve that arrives meanwhile the helper’s thread at once', async () => {
    const before = threads.helpedSolves;
    let largeDone = 0;
    const first = threads.solve(large, { kind: 'cheapest' }, { relGap: 0, timeLimit: 1.5 }).then((solved) => {
      largeDone = performance.now();
      return solved;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const small = instanceOf(3, 8, 5, 3);
    const second = await threads.solve(small, { kind: 'cheapest' }, { relGap: 0, timeLimit: 5 });
    const answeredAt = performance.now();
    expect(threads.helpedSolves).toBe(before + 1);
    checkPlan(small, second.plan);
    // Without the release it would wait for the ×10 solve's 1.5 s.
    expect(answeredAt - started).toBeLessThan(900);
    const solved = await first;
    expect(largeDone).toBeGreaterThan(answeredAt);
    checkPlan(large, solved.plan);
  });
});
