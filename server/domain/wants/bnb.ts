import type { Allocation, Instance } from './model.ts';
import { BoundQueue } from './queue.ts';
import {
  ANY_STATE,
  addTaken,
  BAND_STATES,
  cheapestState,
  FREE_STATE,
  type Relaxation,
  relaxationOf,
  roundDown,
  storeValue,
} from './relax.ts';

/**
 * Branch-and-bound over the stores with the Lagrangian bound at each node (docs/optimizer.md, "The
 * branch-and-bound"). A node fixes some stores open and some closed; its bound is
 *
 *   L(λ) = Σ_l λ_l n_l + Σ_{s open} v_s(λ) + Σ_{s free} min(0, v_s(λ))
 *
 * (relax.ts), below every cart with those stores open and closed, for every λ. λ starts at the
 * parent's and moves by a few subgradient steps towards the target T (a node at or above T holds no
 * cart the answer needs). At a node, a free store whose bound when open, L − min(0, v_s) + v_s, reaches
 * T is closed, and one whose closing alone lifts L to T (v_s < 0, L − v_s ≥ T) is opened. The node
 * then branches on a free store: the one open in some of its steps and closed in others (the
 * relaxation's "fractional" store, as in the LP) whose children's bounds are expected to rise most
 * (pseudocosts: how much branching on it raised its children's bounds before, once the tree has measured
 * enough; until then the one whose share times its cheapest band is largest), else the one nearest
 * to opening. Nodes are taken by least bound: the least bound in the queue is
 * what the search proves for the whole instance, so it rises as the search goes.
 *
 * A leaf (every store fixed) still below T takes more steps over its open stores only, and the
 * cheapest units among them plus their cheapest bands; what is then still below T is kept as the
 * leaf's bound (the relaxation mixes a store's bands, and the search does not branch on bands).
 *
 * The incumbent comes from outside (`cart`: a short open-set search seeded by the node's open
 * stores); a cheaper cart lowers T.
 */

const FREE = 0;
const OPEN = 1;
const CLOSED = 2;
/** Open in its free state over the day's minimum only (a branch on an open store's state). */
const OPEN_FREE = 3;
/** Open in its bands only. */
const OPEN_BANDS = 4;

const isOpen = (x: number) => x === OPEN || x === OPEN_FREE || x === OPEN_BANDS;
/** The states storeValue may use for a store of this status. */
const statesOf = (x: number) => (x === OPEN_FREE ? FREE_STATE : x === OPEN_BANDS ? BAND_STATES : ANY_STATE);

export interface Node {
  status: Uint8Array;
  lambda: Float64Array;
  /** A bound known before the node is evaluated (the parent's, or better). */
  bound: number;
  /**
   * The branch that made the node (pseudocosts): the store, whether it was opened, its share of open
   * steps at the parent and the parent's bound. Absent at the root and on a node from another thread.
   */
  branch?: { store: number; opened: boolean; share: number; parent: number };
}

/**
 * A leaf's open stores solved exactly until a time (solver.ts, `exactLeaves`): a lower bound on every
 * cart of those stores (+∞ when they cannot cover the lines), and its cart when it found one.
 */
export type ExactLeaf = (
  open: readonly boolean[],
  until: number,
) => { bound: number; plan: Allocation[] | null };

export interface BnbOptions {
  /** Stores the search may open (the others are closed from the start). */
  keep: readonly boolean[];
  /** λ to start from (the root bound's best). */
  lambda: ArrayLike<number>;
  /** The root bound (lagrange.ts): no node is below it. */
  rootBound: number;
  until: number;
  /** Subgradient steps per node. */
  steps?: number;
  /**
   * Costs a cart found from an open set (the local search's, openset.ts), infinite when none: a
   * cheaper cart lowers T. Called at the leaves and at every CART_EVERY-th node.
   */
  cart?: (open: readonly boolean[]) => number;
  /**
   * Costs a cart of exactly a leaf's open stores (each line's cheapest units among them, mended), infinite
   * when none: a cheaper cart lowers T. Called at every leaf left below T.
   */
  leafCart?: (open: readonly boolean[]) => number;
  /**
   * A lower bound on every cart of a leaf's open stores, proven exactly (HiGHS over those stores only,
   * solver.ts), for a leaf whose own bound stays below T: that leaf would otherwise cap the search's
   * bound for good. Also answers the best cart's total, which its own cart may have lowered.
   */
  leafExact?: (open: readonly boolean[]) => { bound: number; total: number };
  /** Nodes between two calls of `cart` (CART_EVERY). */
  cartEvery?: number;
  /**
   * The best cart's total known elsewhere (another thread's search, partner.ts), read at every node:
   * a cheaper one lowers T.
   */
  upperNow?: () => number;
  /**
   * Told at every node the bound proven so far, min(T, the least open node's, the leaves'): each is a
   * lower bound on every cart, whatever T is (a node is dropped only when its bound reaches T).
   */
  proven?: (bound: number, nodes: number) => void;
  /** Ends the search early (its bound so far is returned). */
  stop?: () => boolean;
  /**
   * Per store, a bound on every cart that uses it (lagrange.ts): when T falls, the stores whose bound
   * reaches it are closed for the rest of the search (a helper starts from a dear first cart, with
   * nearly every store kept).
   */
  storeBound?: ArrayLike<number>;
}

export interface BnbResult {
  /** Proven lower bound on every cart (rounded down): min(T, the least open node's). */
  bound: number;
  /** The best cart's total seen (the caller's `upper`, or a cheaper one `cart` found). */
  upper: number;
  nodes: number;
  /** Nodes left in the queue when the time ran out (0: the search ended). */
  left: number;
}

/** Whether the stores not closed can still give every line its units. */
function coverable(r: Relaxation, status: Uint8Array, active: Int32Array): boolean {
  const units = new Float64Array(r.lines);
  for (const s of active) {
    if (status[s] === CLOSED) continue;
    for (let k = r.offsets[s]; k < r.offsets[s + 1]; k++) units[r.bLine[k]] += r.bUnits[k];
  }
  for (let l = 0; l < r.lines; l++) if (units[l] < r.need[l]) return false;
  return true;
}

/**
 * A bound on every cart that opens exactly the stores `status` marks open: each line's cheapest units
 * among them (an offer's stock shared by lines is not counted, which only lowers it) plus each one's
 * cheapest shipping state.
 */
function leafBound(r: Relaxation, status: Uint8Array, active: Int32Array): number {
  const prices: number[][] = Array.from({ length: r.lines }, () => []);
  let total = 0;
  for (const s of active) {
    if (!isOpen(status[s])) continue;
    total += cheapestState(r, s, statesOf(status[s]));
    if (total === Number.POSITIVE_INFINITY) return total;
    for (let k = r.offsets[s]; k < r.offsets[s + 1]; k++) {
      for (let u = 0; u < r.bUnits[k]; u++) prices[r.bLine[k]].push(r.bPrice[k]);
    }
  }
  for (let l = 0; l < r.lines; l++) {
    if (prices[l].length < r.need[l]) return Number.POSITIVE_INFINITY;
    const sorted = prices[l].sort((a, b) => a - b);
    for (let u = 0; u < r.need[l]; u++) total += sorted[u];
  }
  return roundDown(total);
}

/** Subgradient steps at a leaf (every store fixed: only the open ones are evaluated). */
const LEAF_STEPS = 300;

/**
 * A node stops its steps when STALL_STEPS of them raised its bound by less than a centavo (on the 20
 * SQLite ×10 decks, 1.0 s each: median gap 2.40 % against 2.65 % with every node taking all 30).
 */
const STALL_STEPS = 10;

/**
 * A node's steps go along the subgradient plus this share of the previous step's direction (a
 * deflected subgradient), which zigzags less between lines whose stores open and close from one step
 * to the next. On the seven hardest SQLite ×10 decks (1.5 s, two runs each) 1–2 of 7 were proven
 * within 1 % without it, 4–5 with 0.3, 3–5 with 0.45, 4–5 with 0.6, 2–5 with 0.8; on all 20 decks,
 * 18–19 with 0.5 against 13–17 without.
 */
const DEFLECTION = 0.5;

/**
 * Branching by pseudocosts (each store's measured rise of its children's bounds per unit of change,
 * the mean over all stores for one not yet branched on) starts once each direction has been measured
 * this many times; before, the fractional store with the dearest band. On the 20 SQLite ×10 decks,
 * the same cart's total as T and 400 nodes each, the bound was higher on 13 decks and lower on none
 * (the nodes left in the queue fewer by 5–30 %); with 1,000 nodes on the 11 hardest, 5 closed within
 * 1 % against 1. Starting at the first measure instead of the tenth was worse on 2 of those 11.
 */
const PSEUDOCOST_AFTER = 10;

/**
 * Nodes between two calls of the cart heuristic. With the carts' bands searched (storeset.ts) a call
 * costs more and finds carts nearer their stores' best: on seven SQLite ×10 decks (1.4 s, two runs
 * each) 48 gave higher bounds than 16 on decks 4, 16 and 20 in both runs and proved deck 6, with
 * about the same carts (one run of deck 1 2 % dearer).
 */
const CART_EVERY = 48;

/**
 * T for the best cart's total `upper` and the relative gap asked for: upper less the gap, rounded up
 * (with no gap, upper itself: a node at or above it holds no cheaper cart).
 */
export function targetOf(upper: number, relGap: number): number {
  return relGap > 0 ? Math.ceil(upper * (1 - relGap)) : upper;
}

/**
 * The search's state, one node at a time (`step`), so that two threads can share its tree
 * (partner.ts: a node leaves one thread's queue by `take` and enters the other's by `give`). Its bound
 * is min(T, the least node in its queue, its leaves'): below every cart not in a node it gave away.
 */
export class StoreSearch {
  readonly r: Relaxation;
  nodes = 0;
  /** T: a node at or above it holds no cart the answer needs. */
  target: number;
  private active: Int32Array;
  private readonly queue = new BoundQueue<Node>();
  private stuck = Number.POSITIVE_INFINITY;
  private readonly steps: number;
  private readonly cartEvery: number;
  private readonly values: Float64Array;
  private readonly openCount: Int32Array;
  private readonly taken: Float64Array;
  /** The direction of the last step (deflection), per line. */
  private readonly direction: Float64Array;
  // Dormant stores: each store's units, its value at its last evaluation and the drift then (the sum
  // of each step's largest rise of a λ_l): between the steps of a node a store closed in the
  // relaxation is valued again only once its value may have fallen below 0.
  private readonly units: Float64Array;
  private readonly lastV: Float64Array;
  private readonly lastDrift: Float64Array;
  private drift = 0;
  private skipping = false;
  private stepsDone = 0;
  // Pseudocosts: per store, the bound's rise per unit of change when it was opened (index 2s + 1) or
  // closed (2s), summed over the children evaluated, and how many; with the totals over all stores.
  private readonly pcSum: Float64Array;
  private readonly pcCount: Int32Array;
  private readonly pcAll = [0, 0];
  private readonly pcAllCount = [0, 0];

  constructor(
    private readonly need: readonly number[],
    r: Relaxation,
    public upper: number,
    private readonly relGap: number,
    private readonly options: BnbOptions,
    root = true,
  ) {
    this.r = r;
    this.target = targetOf(upper, relGap);
    const activeList: number[] = [];
    for (let s = 0; s < r.storeCount; s++) if (options.keep[s]) activeList.push(s);
    this.active = Int32Array.from(activeList);
    this.steps = options.steps ?? 30;
    this.cartEvery = options.cartEvery ?? CART_EVERY;
    this.values = new Float64Array(r.storeCount);
    this.openCount = new Int32Array(r.storeCount);
    this.taken = new Float64Array(r.lines);
    this.direction = new Float64Array(r.lines);
    this.units = new Float64Array(r.storeCount);
    for (let st = 0; st < r.storeCount; st++) {
      for (let k = r.offsets[st]; k < r.offsets[st + 1]; k++) this.units[st] += r.bUnits[k];
    }
    this.lastV = new Float64Array(r.storeCount);
    this.lastDrift = new Float64Array(r.storeCount);
    this.pcSum = new Float64Array(2 * r.storeCount);
    this.pcCount = new Int32Array(2 * r.storeCount);
    if (root) {
      const status = new Uint8Array(r.storeCount).fill(CLOSED);
      for (const s of this.active) status[s] = FREE;
      this.queue.push({ status, lambda: Float64Array.from(options.lambda), bound: options.rootBound });
    }
  }

  /** A cart of this total is known: T falls, and the stores whose own bound reaches it are closed. */
  lower(total: number): void {
    if (total >= this.upper) return;
    this.upper = total;
    this.target = targetOf(total, this.relGap);
    const { storeBound } = this.options;
    const target = this.target;
    if (storeBound && this.active.some((s) => storeBound[s] >= target)) {
      this.active = this.active.filter((s) => storeBound[s] < target);
    }
  }

  /** Whether the search's time (`until`) is up. */
  expired(): boolean {
    return performance.now() > this.options.until;
  }

  /** The least bound of a node still to evaluate (+∞ when none). */
  least(): number {
    return this.queue.least();
  }

  /** What the search proves for every cart in its queue and leaves: min(T, least, leaves). */
  bound(): number {
    return Math.min(this.target, this.queue.least(), this.stuck);
  }

  /** Whether a node below T is left. */
  open(): boolean {
    return this.queue.size > 0 && this.queue.least() < this.target;
  }

  size(): number {
    return this.queue.size;
  }

  /** The least node, out of this search (to another thread's). */
  take(): Node | undefined {
    return this.queue.pop();
  }

  /** A node from another search. */
  give(node: Node): void {
    this.queue.push(node);
  }

  private tryCart(status: Uint8Array): void {
    if (!this.options.cart) return;
    const values = this.values;
    const open = Array.from(status, (x, s) => isOpen(x) || (x === FREE && values[s] < 0));
    this.lower(this.options.cart(open));
  }

  // L(λ) at a node, filling values and taken.
  private evaluate(status: Uint8Array, lambda: Float64Array): number {
    const { r, need, taken, values } = this;
    taken.fill(0);
    let total = 0;
    for (let l = 0; l < r.lines; l++) total += lambda[l] * need[l];
    const skipping = this.skipping;
    for (const s of this.active) {
      if (status[s] === CLOSED) continue;
      if (skipping && status[s] === FREE) {
        // v_s falls by at most the store's units times the largest rise of a λ_l since it was
        // valued: while that keeps it ≥ 0 the store stays closed in the relaxation.
        const floor = this.lastV[s] - this.units[s] * (this.drift - this.lastDrift[s]);
        if (floor >= 0) {
          values[s] = floor;
          continue;
        }
      }
      const v = storeValue(r, s, lambda, statesOf(status[s]));
      this.lastV[s] = v;
      this.lastDrift[s] = this.drift;
      values[s] = v;
      if (v < 0 || isOpen(status[s])) {
        total += v;
        addTaken(r, taken);
      }
    }
    return total;
  }

  // Subgradient steps from λ towards the target (Polyak's step along the deflected direction); the
  // best λ goes to `best`, and openCount counts the steps each free store was open in.
  private ascend(status: Uint8Array, lambda: Float64Array, best: Float64Array, count: number): number {
    const { need, taken, values, openCount } = this;
    const lines = this.r.lines;
    let bestL = Number.NEGATIVE_INFINITY;
    openCount.fill(0);
    let theta = 1;
    const dir = this.direction;
    let sinceBest = 0;
    let checkpoint = Number.NEGATIVE_INFINITY;
    this.stepsDone = 0;
    for (let it = 0; it < count; it++) {
      if (it > 0 && it % STALL_STEPS === 0) {
        if (bestL - checkpoint < 1) break;
        checkpoint = bestL;
      }
      this.stepsDone++;
      this.skipping = it > 0;
      const total = this.evaluate(status, lambda);
      for (const s of this.active) if (status[s] === FREE && values[s] < 0) openCount[s]++;
      if (total > bestL + 1e-9) {
        bestL = total;
        best.set(lambda);
        sinceBest = 0;
      } else if (++sinceBest >= 5) {
        theta /= 2;
        sinceBest = 0;
      }
      if (bestL >= this.target) break;
      let norm = 0;
      for (let l = 0; l < lines; l++) {
        dir[l] = need[l] - taken[l] + (it > 0 ? DEFLECTION * dir[l] : 0);
        norm += dir[l] ** 2;
      }
      if (norm < 1e-12) break;
      const step = (theta * Math.max(1, this.target - total)) / norm;
      let rise = 0;
      for (let l = 0; l < lines; l++) {
        const next = Math.max(0, lambda[l] + step * dir[l]);
        if (next - lambda[l] > rise) rise = next - lambda[l];
        lambda[l] = next;
      }
      this.drift += rise;
    }
    this.skipping = false;
    return bestL;
  }

  /** Evaluates the least node: drops it, fixes what T decides and branches, or bounds a leaf. */
  step(): void {
    const { r, values, queue } = this;
    const node = queue.pop();
    if (!node) return;
    this.nodes++;
    if (!coverable(r, node.status, this.active)) return;
    const { status, lambda } = node;
    const best = Float64Array.from(lambda);
    const bestL = this.ascend(status, lambda, best, this.steps);
    if (node.branch) this.learn(node.branch, bestL);
    const bound = Math.max(node.bound, roundDown(bestL));
    if (bound >= this.target) return;
    // At the best λ: fix what the target decides, then branch.
    const L = this.evaluate(status, best);
    if (this.nodes % this.cartEvery === 1) {
      this.tryCart(status);
      if (bound >= this.target) return;
    }
    // (A cart found just now may have lowered T and closed stores.)
    const { target, active } = this;
    const child = Uint8Array.from(status);
    let pick = -1;
    let pickScore = -1;
    let pickShare = 0;
    // Pseudocost scores, once each direction has been measured PSEUDOCOST_AFTER times in the tree.
    const learned = this.pcAllCount[0] >= PSEUDOCOST_AFTER && this.pcAllCount[1] >= PSEUDOCOST_AFTER;
    let pickCost = -1;
    for (const s of active) {
      if (status[s] !== FREE) continue;
      const v = values[s];
      if (L - Math.min(0, v) + v >= target) child[s] = CLOSED;
      else if (v < 0 && L - v >= target) child[s] = OPEN;
      else {
        // The store open in some steps and closed in others; else the one nearest to opening.
        const share = this.openCount[s] / this.stepsDone;
        const fractional = share > 0 && share < 1 ? Math.min(share, 1 - share) : 0;
        // A store with free shipping over a minimum counts its bands' price: a relaxation that opens
        // it in part buys part of the minimum and pays no shipping, the gap the branch closes (with
        // 0 there, as before, on the busiest day's SQLite ×10 decks 7–8 of 20 were proven within
        // 1 % at 1.5 s, with the bands 12–14).
        const band = cheapestState(r, s, BAND_STATES);
        const score = fractional * (Number.isFinite(band) ? band : 0) + 1 / (1 + Math.abs(v));
        // Among the fractional stores, once learned: the product of the two children's expected
        // rises (each direction's pseudocost times the change of the store's share).
        const cost = learned && fractional > 0 ? this.expected(s, share) : -1;
        if (cost > pickCost || (cost === pickCost && score > pickScore)) {
          pickCost = cost;
          pickScore = score;
          pick = s;
          pickShare = share;
        }
      }
    }
    if (pick < 0) {
      if (child.every((x, s) => x === status[s])) {
        // Every store fixed and the bound still below T: an open store with free shipping over a
        // minimum, its state not yet fixed, is branched on (free, or its bands), as the relaxation
        // mixes the two; then what it proves for the node is final (the search does not go below the
        // stores' states).
        if (this.branchOnState(status, best, L, bound)) return;
        this.tryCart(status);
        if (this.options.leafCart) this.lower(this.options.leafCart(Array.from(status, isOpen)));
        if (bound >= this.target) return;
        // Only the open stores are evaluated now: more steps are cheap, and they see the bands.
        const more = roundDown(this.ascend(status, Float64Array.from(best), best, LEAF_STEPS));
        let leaf = Math.max(bound, more, leafBound(r, status, active));
        if (leaf < this.target && this.options.leafExact) {
          const exact = this.options.leafExact(Array.from(status, isOpen));
          this.lower(exact.total);
          leaf = Math.max(leaf, exact.bound);
        }
        if (leaf < this.target) this.stuck = Math.min(this.stuck, leaf);
      } else queue.push({ status: child, lambda: best, bound });
      return;
    }
    const v = values[pick];
    const opened = Uint8Array.from(child);
    opened[pick] = OPEN;
    const closed = child;
    closed[pick] = CLOSED;
    queue.push({
      status: opened,
      lambda: Float64Array.from(best),
      bound: Math.max(bound, roundDown(L - Math.min(0, v) + v)),
      branch: { store: pick, opened: true, share: pickShare, parent: bestL },
    });
    queue.push({
      status: closed,
      lambda: best,
      bound: Math.max(bound, roundDown(L - Math.min(0, v))),
      branch: { store: pick, opened: false, share: pickShare, parent: bestL },
    });
  }

  /** Records how much a child's bound rose over its parent's, per unit of its store's change. */
  private learn(branch: NonNullable<Node['branch']>, bestL: number): void {
    const change = branch.opened ? 1 - branch.share : branch.share;
    if (!(change > 0) || !Number.isFinite(bestL)) return;
    const perUnit = Math.max(0, bestL - branch.parent) / change;
    const dir = branch.opened ? 1 : 0;
    this.pcSum[2 * branch.store + dir] += perUnit;
    this.pcCount[2 * branch.store + dir]++;
    this.pcAll[dir] += perUnit;
    this.pcAllCount[dir]++;
  }

  /** The product score of branching on store s at this share: max(1, rise closed) · max(1, rise open), in centavos. */
  private expected(s: number, share: number): number {
    const per = (dir: number) => {
      const n = this.pcCount[2 * s + dir];
      return n > 0 ? this.pcSum[2 * s + dir] / n : this.pcAll[dir] / this.pcAllCount[dir];
    };
    return Math.max(1, per(0) * share) * Math.max(1, per(1) * (1 - share));
  }

  /**
   * Branches a node whose stores are all fixed on the state of an open store with free shipping over a
   * minimum (the one whose two children's bounds rise most), at the node's best λ where its bound is
   * L; false when there is none.
   */
  private branchOnState(status: Uint8Array, best: Float64Array, L: number, bound: number): boolean {
    const { r, values } = this;
    let pick = -1;
    let pickRise = -1;
    let pickFree = 0;
    let pickBands = 0;
    for (const s of this.active) {
      if (status[s] !== OPEN || r.freeMin[s] <= 0) continue;
      const free = storeValue(r, s, best, FREE_STATE);
      const bands = storeValue(r, s, best, BAND_STATES);
      const rise = Math.min(free, bands) - values[s];
      if (rise > pickRise) {
        pickRise = rise;
        pick = s;
        pickFree = free;
        pickBands = bands;
      }
    }
    if (pick < 0) return false;
    const v = values[pick];
    for (const [state, value] of [
      [OPEN_FREE, pickFree],
      [OPEN_BANDS, pickBands],
    ] as const) {
      const childBound = Math.max(bound, roundDown(L - v + value));
      if (childBound >= this.target) continue;
      const child = Uint8Array.from(status);
      child[pick] = state;
      this.queue.push({ status: child, lambda: Float64Array.from(best), bound: childBound });
    }
    return true;
  }
}

/**
 * Proves a bound for `instance` against the best cart's total `upper` and the relative gap asked
 * for: T = upper less the gap, rounded up (with no gap, upper itself: a node at or above it holds no
 * cheaper cart). Stops at `until` with the least bound left.
 */
export function branchAndBound(
  instance: Instance,
  need: readonly number[],
  upper: number,
  relGap: number,
  options: BnbOptions,
): BnbResult {
  const search = new StoreSearch(need, relaxationOf(instance, need), upper, relGap, options);
  for (;;) {
    if (options.upperNow) search.lower(options.upperNow());
    options.proven?.(search.bound(), search.nodes);
    if (!search.open()) break;
    if (performance.now() > options.until || options.stop?.()) break;
    search.step();
  }
  return {
    bound: search.bound(),
    upper: search.upper,
    nodes: search.nodes,
    left: search.open() ? search.size() : 0,
  };
}
