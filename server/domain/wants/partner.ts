/**
 * Two solver threads on one large solve (docs/optimizer.md, "Two threads on one solve"). When a ×10
 * solve finds a second solver thread idle, that thread (the helper) runs the branch-and-bound over
 * the stores (bnb.ts) from the root while the solve's own thread (the primary) searches for carts
 * (openset.ts, storeset.ts); when its search is done, the primary takes nodes from the helper's queue
 * and works on them too. They share one SharedArrayBuffer:
 *
 * - the primary publishes the root bound (λ, the stores' bounds, the deadline) once its search has a
 *   cart, and the helper starts from it; until then the helper prunes the instance as the primary did
 *   (prune.ts is deterministic, so both see the same instance);
 * - the best cart's total known: the primary lowers it, and the helper's T follows it;
 * - the helper's own bound, min(T, its least node, its leaves): below every cart in a node it has not
 *   given away (whatever T is: bnb.ts drops a node only when its bound reaches T);
 * - one node in transit (its stores' status, λ and bound): the primary asks, the helper gives its
 *   least node, the primary takes it into its own search. The proof is the least of the helper's
 *   bound (read first), the node in transit and the primary's own search's bound: every node is in
 *   one of the three at any moment (the helper publishes its bound only after it has filled the slot);
 * - the open stores of the helper's last leaves, of which the primary builds carts (bnb.ts's
 *   `leafCart`);
 * - the state: the primary releases the helper when it answers (or fails), and runs the
 *   branch-and-bound alone when the helper has not started by the time its search ends.
 *
 * Totals and bounds cross as whole centavos in an Int32Array (Atomics work on integers).
 */

import { type ExactLeaf, type Node, StoreSearch, targetOf } from './bnb.ts';
import type { LagrangeResult } from './lagrange.ts';
import { type Instance, needs, pairsOf } from './model.ts';
import { pruneDominated } from './prune.ts';
import { relaxationOf } from './relax.ts';

/** The header's slots (Int32). */
const STATE = 0;
const UPPER = 1;
/** The helper's own bound (below every cart in a node it still holds). */
const HELPER_BOUND = 2;
const FINISHED = 3;
const NODES = 4;
/** The node in transit: EMPTY, ASKED (by the primary) or FILLED (by the helper). */
const SLOT = 5;
/** Leaves the helper has posted (the last LEAF_SLOTS are kept). */
const LEAVES = 6;
const HEADER_SLOTS = 8;

/**
 * A leaf's open stores, posted by the helper for the primary to build a cart of (bnb.ts's `leafCart`:
 * the helper's nodes seed no cart of their own). A leaf overwritten or read half-written only costs a
 * cart: any set of stores gives a true cart or none.
 */
const LEAF_SLOTS = 4;

/** The root bound is not published yet. */
const WAIT = 0;
/** Published: the helper may start. */
const GO = 1;
/** The helper runs the branch-and-bound. */
const RUNNING = 2;
/** Released: the helper stops (or never starts). */
const DONE = 3;

const EMPTY = 0;
const ASKED = 1;
const FILLED = 2;

/** Exact leaves over the helper's own pruned instance (solver.ts, `exactLeaves`, with its HiGHS). */
export type ExactLeaves = (instance: Instance, need: readonly number[]) => ExactLeaf | undefined;

/** Floats before λ: the deadline (ms since the epoch), the root bound, the node in transit's bound. */
const FLOAT_HEAD = 3;

/** How long a helper waits for its primary's root bound before it gives up (ms). */
const ROOT_WAIT_MS = 10_000;

const floatCount = (lines: number, stores: number) => FLOAT_HEAD + 2 * lines + stores;

/** The shared buffer for an instance of `lines` lines and `stores` stores. */
export function partnerBuffer(lines: number, stores: number): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER_SLOTS * 4 + floatCount(lines, stores) * 8 + (1 + LEAF_SLOTS) * stores);
}

export class Partner {
  private readonly header: Int32Array;
  private readonly floats: Float64Array;
  /** λ of the node in transit. */
  private readonly slotLambda: Float64Array;
  /** Its stores' status. */
  private readonly slotStatus: Uint8Array;
  /** The leaves posted, LEAF_SLOTS × stores (1: open). */
  private readonly leafOpen: Uint8Array;
  /** The primary: leaves posted before this one were read. */
  private leavesRead = 0;

  constructor(
    buffer: SharedArrayBuffer,
    private readonly lines: number,
    private readonly stores: number,
  ) {
    const floatsAt = HEADER_SLOTS * 4;
    const count = floatCount(lines, stores);
    this.header = new Int32Array(buffer, 0, HEADER_SLOTS);
    this.floats = new Float64Array(buffer, floatsAt, count);
    this.slotLambda = this.floats.subarray(FLOAT_HEAD + lines + stores, count);
    this.slotStatus = new Uint8Array(buffer, floatsAt + count * 8, stores);
    this.leafOpen = new Uint8Array(buffer, floatsAt + count * 8 + stores, LEAF_SLOTS * stores);
  }

  /** The primary: the root bound and the best cart's total so far, and the helper may start. */
  publishRoot(root: LagrangeResult, upper: number, until: number): void {
    const f = this.floats;
    f[0] = performance.timeOrigin + until;
    f[1] = root.bound;
    f.set(root.lambda, FLOAT_HEAD);
    f.set(root.storeBound, FLOAT_HEAD + this.lines);
    Atomics.store(this.header, UPPER, Math.ceil(upper));
    Atomics.store(this.header, HELPER_BOUND, Math.floor(root.bound));
    if (Atomics.compareExchange(this.header, STATE, WAIT, GO) === WAIT) Atomics.notify(this.header, STATE);
  }

  /**
   * The primary, when its search is done: true when the helper runs the branch-and-bound; false when
   * it had not started (it will not now, and the primary runs it alone).
   */
  helping(): boolean {
    return Atomics.compareExchange(this.header, STATE, GO, DONE) === RUNNING;
  }

  /** Whether the helper has started its branch-and-bound. */
  running(): boolean {
    return Atomics.load(this.header, STATE) === RUNNING;
  }

  /** A cart of this total was found (the least is kept). */
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

  nodes(): number {
    return Atomics.load(this.header, NODES);
  }

  /** Whether the helper's search has ended (its bound is final for the nodes it kept). */
  finished(): boolean {
    return Atomics.load(this.header, FINISHED) === 1;
  }

  /**
   * The primary: the bound proven over both threads, given its own search's bound: the helper's
   * (read first), the node in transit's, its own, whichever is least.
   */
  proven(own: number): number {
    const helper = Atomics.load(this.header, HELPER_BOUND);
    const transit = Atomics.load(this.header, SLOT) === FILLED ? this.floats[2] : Number.POSITIVE_INFINITY;
    return Math.min(helper, transit, own);
  }

  /** The helper's own bound, as last published (for the primary's choice of when to ask). */
  helperBound(): number {
    return Atomics.load(this.header, HELPER_BOUND);
  }

  /** The primary asks the helper for its least node (once at a time). */
  ask(): void {
    Atomics.compareExchange(this.header, SLOT, EMPTY, ASKED);
  }

  /** The primary: the node in transit, taken out of the slot, or undefined when none has come. */
  takeNode(): Node | undefined {
    if (Atomics.load(this.header, SLOT) !== FILLED) return undefined;
    const node: Node = {
      status: Uint8Array.from(this.slotStatus),
      lambda: Float64Array.from(this.slotLambda),
      bound: this.floats[2],
    };
    Atomics.store(this.header, SLOT, EMPTY);
    return node;
  }

  /** The primary: the open stores of the leaves the helper posted since the last call (the newest). */
  takeLeaves(): boolean[][] {
    const posted = Atomics.load(this.header, LEAVES);
    const from = Math.max(this.leavesRead, posted - LEAF_SLOTS);
    this.leavesRead = posted;
    const leaves: boolean[][] = [];
    for (let n = from; n < posted; n++) {
      const at = (n % LEAF_SLOTS) * this.stores;
      leaves.push(Array.from(this.leafOpen.subarray(at, at + this.stores), (x) => x === 1));
    }
    return leaves;
  }

  /** The primary: waits up to `ms` for the node it asked for. */
  waitForNode(ms: number): void {
    Atomics.wait(this.header, SLOT, ASKED, ms);
  }

  /**
   * The helper's search has ended, or its thread failed (the host calls it then): the primary waits
   * for its nodes no more, and its last bound stands.
   */
  finish(): void {
    Atomics.store(this.header, FINISHED, 1);
    Atomics.notify(this.header, SLOT);
  }

  /** Stops the helper (the primary answers, or failed): idempotent. */
  release(): void {
    Atomics.store(this.header, STATE, DONE);
    Atomics.notify(this.header, STATE);
  }

  // The helper's side.

  private stopped(): boolean {
    return Atomics.load(this.header, STATE) === DONE;
  }

  /** Posts a leaf's open stores for the primary. */
  private postLeaf(open: readonly boolean[]): number {
    const n = Atomics.load(this.header, LEAVES);
    const at = (n % LEAF_SLOTS) * this.stores;
    for (let s = 0; s < this.stores; s++) this.leafOpen[at + s] = open[s] ? 1 : 0;
    Atomics.store(this.header, LEAVES, n + 1);
    return Number.POSITIVE_INFINITY;
  }

  /** Gives the search's least node to the primary when it asked and the search keeps one. */
  private give(search: StoreSearch): void {
    if (Atomics.load(this.header, SLOT) !== ASKED || search.size() < 2) return;
    const node = search.take();
    if (!node) return;
    this.slotStatus.set(node.status);
    this.slotLambda.set(node.lambda);
    this.floats[2] = node.bound;
    Atomics.store(this.header, SLOT, FILLED);
    Atomics.notify(this.header, SLOT);
  }

  /**
   * The helper: waits for the root bound, then runs the branch-and-bound until its deadline, the
   * primary's release or its own end, giving its least node whenever the primary asks. Returns the
   * nodes it evaluated (0 when it did not start).
   */
  help(instance: Instance, relGap: number, exactLeaves?: ExactLeaves): number {
    const reduced = pruneDominated(instance).instance;
    const need = needs(reduced, pairsOf(reduced));
    const r = relaxationOf(reduced, need);
    const exact = exactLeaves?.(reduced, need);
    const waitUntil = performance.now() + ROOT_WAIT_MS;
    while (Atomics.load(this.header, STATE) === WAIT && performance.now() < waitUntil) {
      Atomics.wait(this.header, STATE, WAIT, 100);
    }
    if (Atomics.compareExchange(this.header, STATE, GO, RUNNING) !== GO) return 0;
    const f = this.floats;
    const until = f[0] - performance.timeOrigin;
    const storeBound = f.slice(FLOAT_HEAD + this.lines, FLOAT_HEAD + this.lines + this.stores);
    const upper = this.upper();
    const target = targetOf(upper, relGap);
    const search = new StoreSearch(need, r, upper, relGap, {
      keep: Array.from(storeBound, (b) => b < target),
      lambda: f.slice(FLOAT_HEAD, FLOAT_HEAD + this.lines),
      rootBound: f[1],
      until,
      storeBound,
      leafCart: (open) => this.postLeaf(open),
      // A leaf stuck below T: its stores solved exactly for its bound. Its cart is not taken here (the
      // primary answers the cart, and T must stay a total of a cart it has).
      leafExact: exact
        ? (open) => ({ bound: exact(open, until).bound, total: Number.POSITIVE_INFINITY })
        : undefined,
    });
    for (;;) {
      search.lower(this.upper());
      this.give(search);
      // Published after the slot is filled: a node is always in the slot or under this bound.
      Atomics.store(this.header, HELPER_BOUND, Math.floor(search.bound()));
      Atomics.store(this.header, NODES, search.nodes);
      if (!search.open() || search.expired() || this.stopped()) break;
      search.step();
    }
    this.finish();
    return search.nodes;
  }
}
