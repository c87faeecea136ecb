import { branchAndBound } from './bnb.ts';
import type { LagrangeResult } from './lagrange.ts';
import { type Instance, needs, pairsOf } from './model.ts';
import { pruneDominated } from './prune.ts';

/**
 * Two solver threads on one large solve (docs/optimizer.md, "Two threads on one solve"). When a ×10
 * solve finds a second solver thread idle, that thread (the helper) runs the branch-and-bound over
 * the stores (bnb.ts) while the solve's own thread (the primary) searches for carts (openset.ts,
 * storeset.ts). They share one SharedArrayBuffer:
 *
 * - the primary publishes the root bound (λ, the stores' bounds, the deadline) and the helper starts
 *   from it; until then the helper prunes the instance as the primary did (prune.ts is deterministic,
 *   so both see the same instance);
 * - the best cart's total known (either thread lowers it): the helper's target T follows it;
 * - the bound the helper has proven so far: every value it writes is a lower bound on every cart
 *   (bnb.ts: min(T, the least open node's, the leaves'), whatever T is), so the primary answers the
 *   largest it reads;
 * - the open stores of the helper's latest node, a seed for the primary's search (a seqlock: the
 *   sequence is odd while the helper writes);
 * - the state: the primary releases the helper when it answers (or fails), and takes the
 *   branch-and-bound back when the helper has not started it by the time its search ends.
 *
 * Totals cross as whole centavos in an Int32Array (Atomics work on integers; totals are centavos).
 */

/** The header's slots (Int32). */
const STATE = 0;
const UPPER = 1;
const BOUND = 2;
const SEED_SEQ = 3;
const FINISHED = 4;
const NODES = 5;
const HEADER_SLOTS = 8;

/** The root bound is not published yet. */
const WAIT = 0;
/** Published: the helper may start. */
const GO = 1;
/** The helper runs the branch-and-bound. */
const RUNNING = 2;
/** Released: the helper stops (or never starts). */
const DONE = 3;

/** Floats before λ: the deadline (ms since the epoch) and the root bound. */
const FLOAT_HEAD = 2;

/** How long a helper waits for its primary's root bound before it gives up (ms). */
const ROOT_WAIT_MS = 10_000;

/** Nodes between two seeds the helper leaves for the primary (its cart costs the helper nothing). */
const HELPER_CART_EVERY = 8;

/** The shared buffer for an instance of `lines` lines and `stores` stores. */
export function partnerBuffer(lines: number, stores: number): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER_SLOTS * 4 + (FLOAT_HEAD + lines + stores) * 8 + stores);
}

export class Partner {
  private readonly header: Int32Array;
  private readonly floats: Float64Array;
  private readonly seed: Uint8Array;

  constructor(
    buffer: SharedArrayBuffer,
    private readonly lines: number,
    private readonly stores: number,
  ) {
    this.header = new Int32Array(buffer, 0, HEADER_SLOTS);
    this.floats = new Float64Array(buffer, HEADER_SLOTS * 4, FLOAT_HEAD + lines + stores);
    this.seed = new Uint8Array(buffer, HEADER_SLOTS * 4 + (FLOAT_HEAD + lines + stores) * 8, stores);
  }

  /** The primary: the root bound and the best cart's total so far, and the helper may start. */
  publishRoot(root: LagrangeResult, upper: number, until: number): void {
    const f = this.floats;
    f[0] = performance.timeOrigin + until;
    f[1] = root.bound;
    f.set(root.lambda, FLOAT_HEAD);
    f.set(root.storeBound, FLOAT_HEAD + this.lines);
    Atomics.store(this.header, UPPER, Math.ceil(upper));
    Atomics.store(this.header, BOUND, Math.max(0, Math.floor(root.bound)));
    if (Atomics.compareExchange(this.header, STATE, WAIT, GO) === WAIT) Atomics.notify(this.header, STATE);
  }

  /**
   * The primary, when its search is done: true when the helper runs the branch-and-bound; false when
   * it had not started (it will not now, and the primary runs it itself).
   */
  helping(): boolean {
    const was = Atomics.compareExchange(this.header, STATE, GO, DONE);
    return was === RUNNING;
  }

  /** Either thread: a cart of this total was found (the least is kept). */
  offerUpper(total: number): void {
    const value = Math.ceil(total);
    for (;;) {
      const now = Atomics.load(this.header, UPPER);
      if (now <= value) return;
      if (Atomics.compareExchange(this.header, UPPER, now, value) === now) return;
    }
  }

  upper(): number {
    return Atomics.load(this.header, UPPER);
  }

  /** The largest bound the helper has proven (the root bound until it proves more). */
  bound(): number {
    return Atomics.load(this.header, BOUND);
  }

  nodes(): number {
    return Atomics.load(this.header, NODES);
  }

  /** Whether the helper's branch-and-bound ended on its own (its bound is final). */
  finished(): boolean {
    return Atomics.load(this.header, FINISHED) === 1;
  }

  /** The primary: the helper's latest seed after sequence `after`, or null when there is none yet. */
  takeSeed(after: number): { seq: number; open: boolean[] } | null {
    const seq = Atomics.load(this.header, SEED_SEQ);
    if (seq === after || seq % 2 === 1) return null;
    const open = Array.from(this.seed, (x) => x === 1);
    return Atomics.load(this.header, SEED_SEQ) === seq ? { seq, open } : null;
  }

  /** The primary: waits up to `ms` for a seed after sequence `after` (or for the helper's end). */
  waitForSeed(after: number, ms: number): void {
    Atomics.wait(this.header, SEED_SEQ, after, ms);
  }

  /** Stops the helper (the primary answers, or failed): idempotent. */
  release(): void {
    Atomics.store(this.header, STATE, DONE);
    Atomics.notify(this.header, STATE);
  }

  // The helper's side.

  private prove(bound: number): void {
    if (bound > Atomics.load(this.header, BOUND)) Atomics.store(this.header, BOUND, Math.floor(bound));
  }

  private writeSeed(open: readonly boolean[]): void {
    Atomics.add(this.header, SEED_SEQ, 1);
    for (let s = 0; s < this.stores; s++) this.seed[s] = open[s] ? 1 : 0;
    Atomics.add(this.header, SEED_SEQ, 1);
    Atomics.notify(this.header, SEED_SEQ);
  }

  private stopped(): boolean {
    return Atomics.load(this.header, STATE) === DONE;
  }

  /**
   * The helper: waits for the root bound, then runs the branch-and-bound until its deadline, the
   * primary's release or its own end. Returns the nodes it evaluated (0 when it did not start).
   */
  help(instance: Instance, relGap: number): number {
    const reduced = pruneDominated(instance).instance;
    const need = needs(reduced, pairsOf(reduced));
    const waitUntil = performance.now() + ROOT_WAIT_MS;
    while (Atomics.load(this.header, STATE) === WAIT && performance.now() < waitUntil) {
      Atomics.wait(this.header, STATE, WAIT, 100);
    }
    if (Atomics.compareExchange(this.header, STATE, GO, RUNNING) !== GO) return 0;
    const f = this.floats;
    const until = f[0] - performance.timeOrigin;
    const rootBound = f[1];
    const lambda = f.slice(FLOAT_HEAD, FLOAT_HEAD + this.lines);
    const storeBound = f.slice(FLOAT_HEAD + this.lines, FLOAT_HEAD + this.lines + this.stores);
    const upper = this.upper();
    const target = relGap > 0 ? Math.ceil(upper * (1 - relGap)) : upper;
    const result = branchAndBound(reduced, need, upper, relGap, {
      keep: Array.from(storeBound, (b) => b < target),
      lambda,
      rootBound,
      until,
      cartEvery: HELPER_CART_EVERY,
      cart: (open) => {
        this.writeSeed(open);
        return Number.POSITIVE_INFINITY;
      },
      upperNow: () => this.upper(),
      proven: (bound, nodes) => {
        this.prove(bound);
        Atomics.store(this.header, NODES, nodes);
      },
      stop: () => this.stopped(),
      storeBound,
    });
    this.prove(result.bound);
    Atomics.store(this.header, NODES, result.nodes);
    if (!this.stopped()) Atomics.store(this.header, FINISHED, 1);
    // Wakes a primary waiting for a seed: the helper is done.
    Atomics.add(this.header, SEED_SEQ, 2);
    Atomics.notify(this.header, SEED_SEQ);
    return result.nodes;
  }
}
