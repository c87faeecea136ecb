import highsLoader, { type Highs } from 'highs';
import { warmBands } from './bands.ts';
import type { ExactLeaf } from './bnb.ts';
import { lagrangeBound } from './lagrange.ts';
import { solveLarge } from './large.ts';
import { cheapestUnitsAmong } from './leaf.ts';
import {
  type Allocation,
  type BuiltModel,
  buildModel,
  type Costed,
  costOf,
  type Instance,
  type Mode,
  naivePlan,
  needs,
  pairsOf,
} from './model.ts';
import { Partner } from './partner.ts';
import { pruneDominated } from './prune.ts';
import { coveringStores, startingPlan, startValues, unitPrices } from './start.ts';

/**
 * Solves the optimizer's model with HiGHS (WebAssembly, loaded once per process). A solve blocks the
 * thread until it is optimal or the time limit stops it; then the best plan found is returned with
 * the gap HiGHS proved between it and the best possible.
 */

let loaded: Promise<Highs> | null = null;

/** The HiGHS runtime, loaded on first use and kept for the life of the process. */
export function highs(): Promise<Highs> {
  loaded ??= highsLoader();
  return loaded;
}

/**
 * Loads HiGHS and solves a two-store instance once, so the first buyer's solve does not pay for
 * compiling the WebAssembly (the host calls it when it starts), and warms the bands' search (bands.ts).
 */
export async function warmSolver(): Promise<void> {
  const band = { maxGrams: 300, price: 1000 };
  await solve(
    {
      lines: [{ quantity: 1 }, { quantity: 2 }],
      offers: [
        { store: 0, price: 100, stock: 2, grams: 10, lines: [0, 1] },
        { store: 1, price: 90, stock: 1, grams: 10, lines: [1] },
      ],
      stores: [
        { bands: [band], baseGrams: 100, freeMin: null },
        { bands: [band], baseGrams: 100, freeMin: 50 },
      ],
    },
    { kind: 'cheapest' },
  );
  warmBands();
}

/**
 * `infeasible`: no cart exists (proved); `unsolved`: the time limit ran out before a cart was found (one
 * may exist: with `max_stores`, a smaller limit HiGHS did not finish with).
 */
export type SolveStatus = 'optimal' | 'time_limit' | 'infeasible' | 'unsolved';

/** Whether a solve came back without a cart (none exists, or none was found in time). */
export const noCart = (status: SolveStatus): status is 'infeasible' | 'unsolved' =>
  status === 'infeasible' || status === 'unsolved';

export interface Solved {
  status: SolveStatus;
  plan: Allocation[];
  cost: Costed;
  /** Relative gap proved between the plan and the best possible (0 when optimal). */
  gap: number;
  /** The best possible total HiGHS proved (centavos). */
  bound: number;
  /** Lines' units the offers cannot cover, per line index. */
  short: number[];
  storesUsed: number;
  millis: number;
  /** Nodes of the branch-and-bound over the stores (bnb.ts), in this thread or its helper's; 0 when none ran. */
  nodes: number;
  /**
   * `fewest` only: whether the number of stores is proven the fewest (false: the fewest HiGHS found in
   * its share of the time; a cart with fewer stores may exist).
   */
  storesProven?: boolean;
  /** The most stores the cart could use (`max_stores`' N, or the fewest found); undefined in `cheapest`. */
  storeLimit?: number;
}

/** The API's time limit per solve (seconds): with loading and answering, a 60-line deck stays near 1 s. */
export const SOLVE_SECONDS = 0.8;

/**
 * The time limit when the caller gives none and the instance is large (×10: about 8,000 pairs over
 * 400 stores, against a 2 s target through HTTP): the open-set search there buys a cheaper cart
 * (median 1.7 % on the bench's SQLite decks). With 1.2 s the PostgreSQL ×10 p95 through HTTP came to
 * 1.93 s at load 5–7, too near the target.
 */
export const LARGE_SOLVE_SECONDS = 1.0;

/**
 * With a deadline (the request's own, optimize.ts), a large instance's solve takes the time up to it
 * instead of LARGE_SOLVE_SECONDS, within these bounds (seconds): a slow load leaves the search less,
 * a fast one more.
 */
export const LARGE_SOLVE_MIN_SECONDS = 0.4;
export const LARGE_SOLVE_MAX_SECONDS = 1.6;

/** A large instance's time limit (seconds) for a solve that began at `started` (performance.now(), ms). */
export function largeTimeLimit(deadline: number | undefined, started: number): number {
  if (deadline === undefined) return LARGE_SOLVE_SECONDS;
  return Math.min(LARGE_SOLVE_MAX_SECONDS, Math.max(LARGE_SOLVE_MIN_SECONDS, (deadline - started) / 1000));
}

/**
 * The API's relative gap: a solve stops once its cart is proven within 1 % of the best possible (the
 * answer carries the gap proved). The benchmark's exactness and savings solve with 0.
 */
export const API_REL_GAP = 0.01;

const OPTIMAL = 7;
const INFEASIBLE = 8;

interface RunResult {
  status: SolveStatus;
  values: Float64Array;
  objective: number;
  gap: number;
  bound: number;
}

export interface SolveLimits {
  /** Seconds each solve may take before it returns its best plan and proven gap. */
  timeLimit: number;
  /** Relative gap at which a solve stops (0: the proven optimum, to the centavo). */
  relGap: number;
  /**
   * When (performance.now(), ms) a large instance's solve should be done, if no timeLimit is given:
   * its time limit is then what is left until it (LARGE_SOLVE_MIN_SECONDS … LARGE_SOLVE_MAX_SECONDS).
   */
  deadline?: number;
  /**
   * When (performance.now(), ms) a large instance's branch-and-bound must stop even though its gap is
   * still above `relGap`: past the time limit it goes on only while the cart is not yet proven within
   * the gap (large.ts, `graceUntil`). Without it, the time limit ends the search.
   */
  graceDeadline?: number;
  /**
   * A buffer shared with a helper thread (partner.ts) that runs a large instance's branch-and-bound
   * while this thread searches; released when the solve returns, whatever path it took.
   */
  partner?: SharedArrayBuffer;
  /**
   * Whether the store search runs (default: `storeSearchFor`);
   * false leaves the cart to the first search and HiGHS, as on a small instance (the tests compare
   * the two).
   */
  storeSearch?: boolean;
}

function run(h: Highs, built: BuiltModel, limits: SolveLimits, start?: Float64Array): RunResult {
  return h.withModel((model) => {
    const numRows = built.rowLower.length;
    model.passModel({
      numCols: built.numCols,
      numRows,
      sense: h.constants.objectiveSense.minimize,
      colCost: built.colCost,
      colLower: new Float64Array(built.numCols),
      colUpper: built.colUpper,
      rowLower: built.rowLower,
      rowUpper: built.rowUpper,
      matrix: {
        format: 'csr',
        numRows,
        numCols: built.numCols,
        starts: built.starts,
        indices: built.indices,
        values: built.values,
      },
      integrality: new Int32Array(built.numCols).fill(h.constants.variableType.integer),
    });
    if (start) model.setSolution({ colValue: start });
    model.options.set({
      output_flag: false,
      time_limit: limits.timeLimit,
      // Totals are whole centavos: a gap under one centavo is proof of the optimum.
      mip_rel_gap: limits.relGap,
      mip_abs_gap: 0.99,
      // Measured on the 20 demo decks (a 3 s limit, the same starting cart): with presolve on and
      // HiGHS's primal heuristics off, 18 decks were proven within 1 % and the median solve took 267 ms
      // of CPU; with presolve off and the heuristics on, 16 and 679 ms. The local search's start
      // (start.ts) already gives the incumbent the heuristics look for.
      presolve: 'on',
      mip_heuristic_effort: 0,
      mip_heuristic_run_feasibility_jump: false,
    });
    // HiGHS looks at its time limit between steps (presolve, a cut round, an LP): the clock is also
    // checked at every simplex iteration and MIP checkpoint, so a loaded machine does not run over.
    const deadline = performance.now() + limits.timeLimit * 1000;
    const stop = (event: { interrupt(): void }): undefined => {
      if (performance.now() > deadline) event.interrupt();
    };
    model.run({
      [h.constants.callbackType.simplexInterrupt]: stop,
      [h.constants.callbackType.mipInterrupt]: stop,
    });
    const code = model.getModelStatus();
    if (code === INFEASIBLE) {
      return { status: 'infeasible' as const, values: new Float64Array(), objective: 0, gap: 0, bound: 0 };
    }
    const solution = model.getSolution();
    const values = Float64Array.from(solution.colValue, (v) => Math.round(v));
    const gap = Number(model.info.get('mip_gap'));
    const bound = Number(model.info.get('mip_dual_bound'));
    const found = solution.colValue.length > 0 && Number.isFinite(model.getObjectiveValue());
    const proven = code === OPTIMAL;
    return {
      status: proven ? ('optimal' as const) : found ? ('time_limit' as const) : ('unsolved' as const),
      values,
      objective: model.getObjectiveValue(),
      // Optimal within the gap asked for: the gap proved is reported as it is, 0 only when under one
      // centavo (the optimum itself); the page says "at most x % above" otherwise.
      gap:
        proven && (limits.relGap === 0 || model.getObjectiveValue() - bound < 1)
          ? 0
          : Number.isFinite(gap)
            ? Math.max(0, gap)
            : 1,
      bound: Number.isFinite(bound) ? bound : 0,
    };
  });
}

/**
 * Most time HiGHS has for one leaf of the store search whose bound stays below T (bnb.ts,
 * `leafExact`), within what the search has left.
 */
const LEAF_EXACT_SECONDS = 0.25;

/**
 * HiGHS over a leaf's open stores only (bnb.ts, `leafExact`): a lower bound on every cart of those
 * stores (+∞ when they cannot cover the lines), and its cart when it found one. The leaf's shipping
 * states (a free-shipping store's branch) are not imposed, so the bound holds for the leaf's carts.
 */
export function exactLeaves(
  h: Highs,
  instance: Instance,
  need: readonly number[],
  maxStores: number | undefined,
): ExactLeaf {
  return (open, until) => {
    const seconds = Math.min(LEAF_EXACT_SECONDS, (until - performance.now()) / 1000);
    if (seconds <= 0.01) return { bound: 0, plan: null };
    const kept = restrict(instance, open);
    if (!sameNeed(needs(kept, pairsOf(kept)), need)) return { bound: Number.POSITIVE_INFINITY, plan: null };
    const built = buildModel(kept, { objective: 'cost', maxStores });
    const result = run(h, built, { timeLimit: seconds, relGap: 0 });
    if (result.status === 'infeasible') return { bound: Number.POSITIVE_INFINITY, plan: null };
    const plan = noCart(result.status) ? [] : planOf(built, result.values);
    return {
      bound: Math.ceil(result.bound - 1e-6),
      plan: plan.length && unitsCover(plan, need) ? plan : null,
    };
  };
}

/**
 * Exact leaves for a store search over `instance` (pruned, with its need), or none: only on a large
 * instance (at ×1 HiGHS proves the rest after the search, and the leaves' solves took the search's
 * time: deck 4 of the bench's 20 answered 1.0–1.7 % instead of 1 %). The primary and its helper
 * thread (solve-worker.ts) both ask here.
 */
export function exactLeavesFor(
  h: Highs,
  instance: Instance,
  need: readonly number[],
  maxStores: number | undefined,
): ExactLeaf | undefined {
  return pairsOf(instance).length > LARGE_PAIRS ? exactLeaves(h, instance, need, maxStores) : undefined;
}

/** The instance with only the stores `keep` marks: the others' offers serve no line (indices kept). */
function restrict(instance: Instance, keep: readonly boolean[]): Instance {
  return {
    ...instance,
    offers: instance.offers.map((o) => (keep[o.store] || o.lines.length === 0 ? o : { ...o, lines: [] })),
  };
}

function sameNeed(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

/** The stores a plan uses. */
function storesOfPlan(instance: Instance, plan: readonly Allocation[]): Set<number> {
  return new Set(plan.filter((a) => a.quantity > 0).map((a) => instance.offers[a.offer].store));
}

/** The least time the root bound has (ms): about 30 subgradient steps at ×1. */
const MIN_BOUND_MS = 25;

/** Share of the time limit the fewest-stores count may take in the `fewest` mode (the cost solve has the rest). */
const FEWEST_SHARE = 0.5;

/** Instances with at most this many pairs always go to HiGHS (it proves their optimum at once). */
const SMALL_PAIRS = 300;

/** Share of the time limit by which the bound stops (on an instance of at most LARGE_PAIRS pairs). */
const BOUND_SHARE = 0.9;
/**
 * At ×10 the bound stops by LARGE_BOUND_SHARE of the time limit and the open-set search by
 * LARGE_SEARCH_SHARE; the branch-and-bound then takes the rest (large.ts: with the search until 35 %
 * or 50 % the proven gaps came out the same, the nodes' own searches finding the carts); HiGHS runs
 * only with LARGE_HIGHS_SECONDS left (docs/optimizer.md).
 */
const LARGE_BOUND_SHARE = 0.6;
const LARGE_SEARCH_SHARE = 0.5;
const LARGE_HIGHS_SECONDS = 0.4;

/**
 * Instances with more pairs than this (×10: about 8,000) are large: their time limit runs to the
 * request's deadline, and HiGHS runs after the store search only with LARGE_HIGHS_SECONDS left.
 */
export const LARGE_PAIRS = 3000;

/**
 * Instances with more pairs than this (a 60-line deck at the demo size: about 1,100) start from the
 * naive cart and get the store search in the cheapest mode (`storeSearchFor`): the open-set search, the branch-and-bound over the stores,
 * and a helper thread (large.ts, partner.ts). On the 20 SQLite ×1 decks with the busiest day's
 * free-shipping rules (0.8 s, two threads) it proved 19–20 within 1 % where HiGHS alone proved 14, and
 * 20 of 20 on Sunday's rules, where HiGHS alone proved 18 (docs/optimizer.md).
 */
export const STORE_SEARCH_PAIRS = SMALL_PAIRS;

/**
 * Whether a solve of `pairs` pairs in `mode` gets the store search: every large one, and from
 * STORE_SEARCH_PAIRS on one in the cheapest mode. The relaxation does not see a limit on the stores
 * (`fewest`, `max_stores`), so its bound there is the unlimited cart's, up to 20 % below a limited one
 * at ×1, where HiGHS, which models the limit, proves the same decks in under a second.
 */
export function storeSearchFor(pairs: number, mode: Mode): boolean {
  return pairs > LARGE_PAIRS || (pairs > STORE_SEARCH_PAIRS && mode.kind === 'cheapest');
}

/**
 * On an instance of STORE_SEARCH_PAIRS … LARGE_PAIRS pairs the store search stops at this share of
 * the time limit, and HiGHS takes the rest from its cart over the stores left (there it proves or
 * finds what the search missed in a few hundred milliseconds).
 */
const MEDIUM_SEARCH_SHARE = 0.7;

/**
 * The cheapest plan under the mode: `cheapest` minimizes items + shipping; `max_stores` does so with at
 * most N stores; `fewest` first finds the fewest stores that cover the lines, then the cheapest plan with
 * that many. `timeLimit` is in seconds, for each solve.
 *
 * The cost solve (docs/optimizer.md, "The solver"): the local search's cart (start.ts; the naive cart
 * on a large instance); the Lagrangian bound (lagrange.ts), which may already prove the cart within
 * the gap asked for and which leaves out the stores no cart within that gap can use; on a large
 * instance (×10), the open-set search (openset.ts) from the bound's open stores and the
 * branch-and-bound over the stores (bnb.ts) until the time limit (large.ts); then HiGHS over the
 * stores left, from the best cart (on a large instance only when enough time is left). The bound
 * answered is the larger of the Lagrangian one (or the branch-and-bound's) and min(HiGHS's over the
 * stores left, the least bound of a store left out).
 */
export async function solve(
  instance: Instance,
  mode: Mode,
  limits: number | Partial<SolveLimits> = {},
): Promise<Solved> {
  const asked = typeof limits === 'number' ? { timeLimit: limits } : limits;
  const partner = asked.partner
    ? new Partner(asked.partner, instance.lines.length, instance.stores.length)
    : undefined;
  try {
    return await solveWith(instance, mode, asked, partner);
  } finally {
    partner?.release();
  }
}

async function solveWith(
  instance: Instance,
  mode: Mode,
  asked: Partial<SolveLimits>,
  partner: Partner | undefined,
): Promise<Solved> {
  const started = performance.now();
  const h = await highs();
  // Pairs no optimal cart uses (prune.ts): the model and the start only see the rest.
  const reduced = pruneDominated(instance).instance;
  const reducedPairs = pairsOf(reduced);
  const pairCount = reducedPairs.length;
  const full: SolveLimits = {
    timeLimit:
      asked.timeLimit ?? (pairCount > LARGE_PAIRS ? largeTimeLimit(asked.deadline, started) : SOLVE_SECONDS),
    relGap: asked.relGap ?? 0,
  };
  const left = () => Math.max(0.05, full.timeLimit - (performance.now() - started) / 1000);
  let maxStores = mode.kind === 'max_stores' ? mode.stores : undefined;
  let storesProven = mode.kind === 'fewest' ? true : undefined;
  if (mode.kind === 'fewest') {
    const first = buildModel(reduced, { objective: 'stores' });
    if (first.pairs.length) {
      // The fewest stores are sought with no relative gap (a count, not a total), in a share of the
      // time (the cheapest cart with that many stores needs the rest), from a greedy cover (each
      // line's cheapest units among its stores). Unproven, the count is the stores of the best cover
      // HiGHS found, or of the greedy one. (Before, HiGHS took the whole time limit, and a run
      // interrupted before its first cover answered a count below the fewest: "no cart" for a list
      // that had one.)
      const greedy = cheapestUnitsAmong(reduced, first.need, coveringStores(reduced));
      const start = greedy ? startValues(reduced, first, greedy) : undefined;
      const fewest = run(h, first, { ...full, timeLimit: full.timeLimit * FEWEST_SHARE, relGap: 0 }, start);
      const cover = noCart(fewest.status) ? [] : planOf(first, fewest.values);
      const covered = unitsCover(cover, first.need);
      if (covered) maxStores = storesOfPlan(reduced, cover).size;
      else if (greedy) maxStores = storesOfPlan(reduced, greedy).size;
      storesProven = covered && fewest.status === 'optimal';
    }
  }
  // The cost solve's steps stop at shares of the time the fewest-stores count (if any) left.
  const costStarted = performance.now();
  const costMs = Math.max(50, full.timeLimit * 1000 - (costStarted - started));
  const at = (share: number) => costStarted + costMs * share;
  const need = needs(reduced, reducedPairs);
  const short = instance.lines.map((l, i) => l.quantity - need[i]);
  let nodes = 0;
  const answer = (status: SolveStatus, plan: Allocation[], bound: number): Solved => {
    const cost = costOf(instance, plan);
    const proved = Math.min(cost.total, Math.max(0, bound));
    const gap = plan.length === 0 || cost.total - proved < 1 ? 0 : (cost.total - proved) / cost.total;
    return {
      status: noCart(status) ? status : gap === 0 || gap <= full.relGap ? 'optimal' : status,
      plan,
      cost,
      gap,
      bound: proved,
      short,
      storesUsed: cost.perStore.size,
      millis: performance.now() - started,
      nodes,
      storesProven,
      storeLimit: maxStores,
    };
  };
  if (need.every((n) => n === 0)) return answer('optimal', [], 0);
  const large = pairCount > LARGE_PAIRS;
  const searched = asked.storeSearch ?? storeSearchFor(pairCount, mode);
  // With the store search the first cart is the naive one (the bound only steers by it, and the
  // open-set search below finds a far better one): at ×10 the first search evaluates the whole
  // instance per move and took 0.1–0.9 s, which the bound needs more; at ×1 its cart was no better
  // a start (18–19 of 20 decks within 1 % against 19–20).
  let plan = searched && maxStores === undefined ? naivePlan(reduced) : startingPlan(reduced, maxStores);
  let model = reduced;
  let bound = 0;
  let leftOut = Number.POSITIVE_INFINITY;
  if (plan) {
    let upper = costOf(instance, plan).total;
    // The bound stops at a share of the time limit: on a loaded machine the time limit still holds.
    // (At least MIN_BOUND_MS of it: a bound cut after one step is far below the cart, and the first
    // search, bounded by work, may have used the time given to it.)
    const until = Math.max(at(searched ? LARGE_BOUND_SHARE : BOUND_SHARE), performance.now() + MIN_BOUND_MS);
    const lagrange = lagrangeBound(reduced, need, upper, {
      target: upper - 0.99,
      // The naive cart's prices per unit are no guide (each line at its cheapest unit plus a whole
      // store's shipping): λ then starts at each line's cheapest unit.
      start: searched ? undefined : unitPrices(reduced, plan),
      until,
    });
    bound = lagrange.bound;
    // Proven within the gap asked for. A small instance goes on to HiGHS all the same: it proves the
    // optimum to the centavo there in a few milliseconds.
    const enough = (total: number) =>
      bound >= total - 0.99 || (pairCount > SMALL_PAIRS && bound >= total * (1 - full.relGap));
    if (enough(upper)) return answer('optimal', plan, bound);
    // The incremental search over open stores (openset.ts) goes on from the bound's open stores and
    // from the cart's, then the branch-and-bound over the stores (bnb.ts) raises the bound until the
    // time limit (a large instance) or a share of it (HiGHS then takes the rest).
    if (searched) {
      const found = solveLarge(reduced, need, plan, lagrange, {
        maxStores,
        relGap: full.relGap,
        searchUntil: at(LARGE_SEARCH_SHARE),
        until: at(large ? 1 : MEDIUM_SEARCH_SHARE),
        // Only a solve paced by the request's deadline (no time limit of its own) runs on past it, and
        // only with no limit on the stores: the relaxation does not see one, so its bound would not
        // reach a limited cart's in any grace (`storeSearchFor`).
        graceUntil:
          large && asked.timeLimit === undefined && maxStores === undefined ? asked.graceDeadline : undefined,
        leafExact: exactLeavesFor(h, reduced, need, maxStores),
        partner,
      });
      if (found.upper < upper) {
        plan = found.plan;
        upper = found.upper;
      }
      bound = Math.max(bound, found.bound);
      nodes = found.nodes;
    }
    if (enough(upper)) return answer('optimal', plan, bound);
    // Leave out the stores every cart using them costs at least `enoughBelow` (never the cart's own):
    // `upper` when the optimum is asked for, `upper` less the gap allowed otherwise. A cart using one
    // of them costs at least `leftOut`, which caps what HiGHS's bound proves for the whole instance.
    const mine = storesOfPlan(reduced, plan);
    const enoughBelow = full.relGap > 0 ? upper * (1 - full.relGap) : upper;
    const keep = instance.stores.map((_, s) => mine.has(s) || lagrange.storeBound[s] < enoughBelow);
    const kept = restrict(reduced, keep);
    if (sameNeed(needs(kept, pairsOf(kept)), need)) {
      model = kept;
      for (const [s, k] of keep.entries()) if (!k) leftOut = Math.min(leftOut, lagrange.storeBound[s]);
    }
  }
  // At ×10 HiGHS's presolve alone takes longer than what is left, and it does not stop inside it:
  // it runs only with LARGE_HIGHS_SECONDS left (its bound is not needed: the Lagrangian one is there).
  if (large && plan && left() < LARGE_HIGHS_SECONDS) return answer('time_limit', plan, bound);
  const built = buildModel(model, { objective: 'cost', maxStores });
  const start = plan ? startValues(model, built, plan) : undefined;
  // The time limit covers the whole solve: HiGHS gets what the steps above left.
  const result = run(h, built, { ...full, timeLimit: left() }, start);
  if (noCart(result.status)) {
    return plan ? answer('time_limit', plan, bound) : answer(result.status, [], 0);
  }
  // HiGHS's values count only when they are a cart (an interrupted run may hand back none).
  const found = planOf(built, result.values);
  const covers = unitsCover(found, need);
  if (!covers && !plan) return answer('unsolved', [], 0);
  const better =
    covers && (!plan || costOf(instance, found).total <= costOf(instance, plan).total)
      ? found
      : (plan ?? found);
  return answer(result.status, better, Math.max(bound, Math.min(leftOut, Math.ceil(result.bound - 1e-6))));
}

/** Whether a plan gives every line exactly its units. */
function unitsCover(plan: readonly Allocation[], need: readonly number[]): boolean {
  const units = need.map(() => 0);
  for (const a of plan) units[a.line] += a.quantity;
  return units.every((u, l) => u === need[l]);
}

/** The plan in HiGHS's values of the model's pair columns. */
function planOf(built: BuiltModel, values: Float64Array): Allocation[] {
  return built.pairs.flatMap((p, k) => {
    const quantity = values[k] ?? 0;
    return quantity > 0 ? [{ offer: p.offer, line: p.line, quantity }] : [];
  });
}
