import type { Instance } from './model.ts';
import { addTaken, relaxationOf, roundDown, storeValue } from './relax.ts';

/**
 * A proven lower bound on the cheapest cart, and the stores no cheaper cart can use (docs/optimizer.md,
 * "The bound"): the Lagrangian relaxation of the cover constraints (Σ_o x_ol = n_l), maximized by
 * subgradient steps.
 *
 * With a price λ_l per unit of line l, the relaxed problem splits by store. Store s may stay closed
 * (value 0) or open in one shipping state (a band b: pay c_sb, carry at most W_b − B grams; free
 * shipping today: pay 0, carry at most the last band's room, buy at least the day's minimum) and take
 * any units whose reduced price p − λ_l is negative, at most min(k_o, q_l) of an offer for a line and
 * at most n_l of a line in all (no cart takes more). Its best value is a fractional knapsack over those
 * units by reduced price per gram, which is never above the integer one (the free state's is bounded
 * with one of its two constraints dropped at a time, relax.ts), so
 *
 *   L(λ) = Σ_l λ_l n_l + Σ_s min(0, v_s(λ))
 *
 * is below the cost of every cart, for every λ (relaxing constraints only lowers a minimum; a shared
 * offer's stock is dropped, which only lowers it further). Unlike the
 * model's LP relaxation, a store here pays its whole shipping as soon as it sells one unit, which is
 * what makes the bound close.
 *
 * The same numbers bound every cart that uses store s: L(λ) − min(0, v_s) + v_s. When that is at
 * least the best cart known, no cheaper cart uses s, and the model leaves s out.
 *
 * The work is bounded by pair visits, and by the caller's deadline (`until`) when given: on a loaded
 * machine the solve's time limit comes first, and the bound is then weaker but still a bound.
 */

/** Pair visits the subgradient steps may make (about 25 ms of a quiet core). */
const BOUND_WORK = 3_000_000;

export interface LagrangeResult {
  /** The best L(λ) found (centavos, rounded down to a whole centavo). */
  bound: number;
  /** Per store, the best lower bound found on any cart that uses it (rounded down). */
  storeBound: number[];
  /** The stores open (v_s < 0) at the best λ: a seed for the local search (openset.ts). */
  open: boolean[];
  /** The best λ found: where the branch-and-bound (bnb.ts) starts. */
  lambda: Float64Array;
}

/**
 * Maximizes L(λ) by subgradient steps (Polyak's step towards `upper`, the best cart known), from
 * the prices per unit of each line in `start` when given; stops early once it reaches `target`.
 */
export function lagrangeBound(
  instance: Instance,
  need: readonly number[],
  upper: number,
  options: { target?: number; work?: number; start?: ArrayLike<number>; until?: number } = {},
): LagrangeResult {
  const r = relaxationOf(instance, need);
  const lines = need.length;
  const storeCount = r.storeCount;
  const blocksTotal = r.offsets[storeCount] + 1;
  let iterations = Math.max(20, Math.floor((options.work ?? BOUND_WORK) / blocksTotal));
  const target = options.target ?? upper;
  // λ starts at what the best cart known pays per unit of each line (its dearest unit and that
  // store's shipping shared over the store's units), else at the line's cheapest unit.
  const lambda = new Float64Array(lines);
  if (options.start) lambda.set(options.start);
  else {
    for (let k = 0; k < r.bLine.length; k++) {
      const l = r.bLine[k];
      if (lambda[l] === 0 || r.bPrice[k] < lambda[l]) lambda[l] = r.bPrice[k];
    }
  }
  const bestLambda = Float64Array.from(lambda);
  const taken = new Float64Array(lines);
  const storeBound = Array.from({ length: storeCount }, () => Number.NEGATIVE_INFINITY);
  const values = new Float64Array(storeCount);
  let best = Number.NEGATIVE_INFINITY;
  const open = storeBound.map(() => false);
  let theta = 2;
  let sinceBest = 0;
  for (; iterations > 0; iterations--) {
    taken.fill(0);
    let total = 0;
    for (let l = 0; l < lines; l++) total += lambda[l] * need[l];
    for (let s = 0; s < storeCount; s++) {
      const v = storeValue(r, s, lambda);
      values[s] = v;
      if (v < 0) {
        total += v;
        addTaken(r, taken);
      }
    }
    for (let s = 0; s < storeCount; s++) {
      const v = values[s];
      const withS = total - Math.min(0, v) + v;
      if (withS > storeBound[s]) storeBound[s] = withS;
    }
    if (total > best + 1e-9) {
      best = total;
      bestLambda.set(lambda);
      for (let s = 0; s < storeCount; s++) open[s] = values[s] < 0;
      sinceBest = 0;
    } else if (++sinceBest >= 20) {
      theta /= 2;
      sinceBest = 0;
    }
    // Every λ gives a valid bound: stopping at the caller's deadline only makes it weaker.
    if (best >= target - 1e-9 || theta < 1e-4) break;
    if (options.until !== undefined && performance.now() > options.until) break;
    let norm = 0;
    for (let l = 0; l < lines; l++) {
      const g = need[l] - taken[l];
      norm += g * g;
    }
    if (norm < 1e-12) break; // λ covers every line exactly: L(λ) is the optimum of the relaxation
    const step = (theta * Math.max(1, upper - total)) / norm;
    for (let l = 0; l < lines; l++) lambda[l] = Math.max(0, lambda[l] + step * (need[l] - taken[l]));
  }
  return { bound: roundDown(best), storeBound: storeBound.map(roundDown), open, lambda: bestLambda };
}
