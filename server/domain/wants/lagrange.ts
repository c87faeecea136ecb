import type { Instance } from './model.ts';

/**
 * A proven lower bound on the cheapest cart, and the stores no cheaper cart can use (docs/optimizer.md,
 * "The bound"): the Lagrangian relaxation of the cover constraints (Σ_o x_ol = n_l), maximized by
 * subgradient steps.
 *
 * With a price λ_l per unit of line l, the relaxed problem splits by store. Store s may stay closed
 * (value 0) or open in one shipping state (a band b: pay c_sb, carry at most W_b − B grams; free
 * shipping today: pay 0, carry at most the last band's room) and take any units whose reduced price
 * p − λ_l is negative, at most min(k_o, q_l) of an offer for a line and at most n_l of a line in all
 * (no cart takes more). Its best value is a fractional knapsack over those units by reduced price
 * per gram, which is never above the integer one, so
 *
 *   L(λ) = Σ_l λ_l n_l + Σ_s min(0, v_s(λ))
 *
 * is below the cost of every cart, for every λ (relaxing constraints only lowers a minimum; a shared
 * offer's stock and the free-shipping minimum are dropped, which only lowers it further). Unlike the
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

interface Block {
  line: number;
  price: number;
  grams: number;
  units: number;
}

interface StoreData {
  /** The store's units per line, cheapest first, at most n_l of a line. */
  blocks: Block[];
  /** Shipping states: price and grams the parcel may carry beyond the box. */
  states: { price: number; room: number }[];
}

export interface LagrangeResult {
  /** The best L(λ) found (centavos, rounded down to a whole centavo). */
  bound: number;
  /** Per store, the best lower bound found on any cart that uses it (rounded down). */
  storeBound: number[];
  /** The stores open (v_s < 0) at the best λ: a seed for the local search (openset.ts). */
  open: boolean[];
}

function storesOf(instance: Instance, need: readonly number[]): StoreData[] {
  const perStoreLine = instance.stores.map(() => new Map<number, Block[]>());
  for (const offer of instance.offers) {
    for (const line of offer.lines) {
      const cap = Math.min(offer.stock, instance.lines[line].quantity, need[line]);
      if (cap <= 0) continue;
      const mine = perStoreLine[offer.store];
      const blocks = mine.get(line) ?? [];
      blocks.push({ line, price: offer.price, grams: offer.grams, units: cap });
      mine.set(line, blocks);
    }
  }
  return instance.stores.map((store, s) => {
    const blocks: Block[] = [];
    for (const [line, list] of perStoreLine[s]) {
      list.sort((a, b) => a.price - b.price);
      let left = need[line];
      for (const b of list) {
        if (left <= 0) break;
        const units = Math.min(b.units, left);
        left -= units;
        blocks.push({ ...b, units });
      }
    }
    const states = store.bands.map((b) => ({ price: b.price, room: b.maxGrams - store.baseGrams }));
    if (store.freeMin !== null) {
      const last = store.bands[store.bands.length - 1];
      states.push({ price: 0, room: last ? last.maxGrams - store.baseGrams : 0 });
    }
    // A dearer state with no more room than a cheaper one is never the best: only the useful ones.
    states.sort((a, b) => a.price - b.price || b.room - a.room);
    const useful: { price: number; room: number }[] = [];
    for (const st of states) {
      if (st.room < 0) continue;
      if (useful.length && st.room <= useful[useful.length - 1].room) continue;
      useful.push(st);
    }
    return { blocks, states: useful };
  });
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
  const stores = storesOf(instance, need);
  const lines = need.length;
  const blocksTotal = stores.reduce((n, s) => n + s.blocks.length, 0) + 1;
  let iterations = Math.max(20, Math.floor((options.work ?? BOUND_WORK) / blocksTotal));
  const target = options.target ?? upper;
  // λ starts at what the best cart known pays per unit of each line (its dearest unit and that
  // store's shipping shared over the store's units), else at the line's cheapest unit.
  const lambda = new Float64Array(lines);
  if (options.start) lambda.set(options.start);
  else {
    for (const store of stores) {
      for (const b of store.blocks) {
        if (lambda[b.line] === 0 || b.price < lambda[b.line]) lambda[b.line] = b.price;
      }
    }
  }
  const taken = new Float64Array(lines);
  const storeBound = stores.map(() => Number.NEGATIVE_INFINITY);
  const values = new Float64Array(stores.length);
  let best = Number.NEGATIVE_INFINITY;
  const open = stores.map(() => false);
  let theta = 2;
  let sinceBest = 0;
  // The blocks in flat arrays, by store (the loop below runs some 400 × 20 blocks per step at ×10:
  // no objects are made in it).
  const offsets = new Int32Array(stores.length + 1);
  stores.forEach((st, i) => {
    offsets[i + 1] = offsets[i] + st.blocks.length;
  });
  const bLine = new Int32Array(offsets[stores.length]);
  const bPrice = new Float64Array(bLine.length);
  const bGrams = new Float64Array(bLine.length);
  const bUnits = new Float64Array(bLine.length);
  stores.forEach((st, i) => {
    st.blocks.forEach((blk, j) => {
      const k = offsets[i] + j;
      bLine[k] = blk.line;
      bPrice[k] = blk.price;
      bGrams[k] = blk.grams;
      bUnits[k] = blk.units;
    });
  });
  // The store's blocks with a negative reduced price, and their reduced price per gram.
  const chosen = new Int32Array(bLine.length);
  const reduced = new Float64Array(bLine.length);
  const perGram = new Float64Array(bLine.length);
  const byPerGram = (x: number, y: number) => perGram[x] - perGram[y];
  for (; iterations > 0; iterations--) {
    taken.fill(0);
    let total = 0;
    for (let l = 0; l < lines; l++) total += lambda[l] * need[l];
    for (let s = 0; s < stores.length; s++) {
      const states = stores[s].states;
      if (!states.length) {
        values[s] = Number.POSITIVE_INFINITY;
        continue;
      }
      let n = 0;
      for (let k = offsets[s]; k < offsets[s + 1]; k++) {
        const r = bPrice[k] - lambda[bLine[k]];
        if (r < 0) {
          chosen[n++] = k;
          reduced[k] = r;
          perGram[k] = bGrams[k] > 0 ? r / bGrams[k] : Number.NEGATIVE_INFINITY;
        }
      }
      const list = chosen.subarray(0, n).sort(byPerGram);
      // Walk the units once, reading the knapsack's value at each state's room (rooms ascend).
      let bestValue = Number.POSITIVE_INFINITY;
      let bestState = -1;
      let grams = 0;
      let value = 0;
      let i = 0;
      let part = 0; // units of list[i] already taken
      for (let st = 0; st < states.length; st++) {
        const room = states[st].room;
        while (i < n) {
          const k = list[i];
          const fit = bGrams[k] > 0 ? (room - grams) / bGrams[k] : Number.POSITIVE_INFINITY;
          const units = Math.min(bUnits[k] - part, fit);
          if (units <= 0) break;
          value += units * reduced[k];
          grams += units * bGrams[k];
          part += units;
          if (part < bUnits[k]) break;
          i++;
          part = 0;
        }
        const v = states[st].price + value;
        if (v < bestValue) {
          bestValue = v;
          bestState = st;
        }
      }
      values[s] = bestValue;
      if (bestValue < 0) {
        total += bestValue;
        // The units the best state takes, for the subgradient.
        const room = states[bestState].room;
        let g = 0;
        for (let j = 0; j < n; j++) {
          const k = list[j];
          const fit = bGrams[k] > 0 ? (room - g) / bGrams[k] : Number.POSITIVE_INFINITY;
          const units = Math.min(bUnits[k], fit);
          if (units <= 0) break;
          taken[bLine[k]] += units;
          g += units * bGrams[k];
        }
      }
    }
    for (let s = 0; s < stores.length; s++) {
      const v = values[s];
      const withS = total - Math.min(0, v) + v;
      if (withS > storeBound[s]) storeBound[s] = withS;
    }
    if (total > best + 1e-9) {
      best = total;
      for (let s = 0; s < stores.length; s++) open[s] = values[s] < 0;
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
  // Floating point: a hair below, then down to the centavo.
  const down = (v: number) => (Number.isFinite(v) ? Math.floor(v - 1e-6 * (1 + Math.abs(v))) : v);
  return { bound: down(best), storeBound: storeBound.map(down), open };
}
