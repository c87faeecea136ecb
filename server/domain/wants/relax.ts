import type { Instance } from './model.ts';

/**
 * The Lagrangian relaxation's per-store problem (docs/optimizer.md, "The bound"), in flat arrays, shared
 * by the bound at the root (lagrange.ts) and at every node of the branch-and-bound (bnb.ts).
 *
 * With a price λ_l per unit of line l, store s stays closed (0) or opens in one shipping state (a band:
 * pay its price, carry at most its room; free shipping today: pay 0, carry the last band's room) and
 * takes the units whose reduced price p − λ_l is negative, at most min(k_o, q_l) of an offer for a line
 * and n_l of a line in all. Its best value v_s(λ) is a fractional knapsack by reduced price per gram,
 * never above the integer one. The loops run some 400 × 20 blocks per step at ×10: no objects are
 * made in them.
 */

export interface Relaxation {
  lines: number;
  need: readonly number[];
  storeCount: number;
  /** Blocks (a store's units of one offer for one line) of store s: offsets[s] … offsets[s + 1]. */
  offsets: Int32Array;
  bLine: Int32Array;
  bPrice: Float64Array;
  bGrams: Float64Array;
  bUnits: Float64Array;
  /** Useful shipping states of store s (rooms ascending, prices ascending): stOffsets[s] … . */
  stOffsets: Int32Array;
  stPrice: Float64Array;
  stRoom: Float64Array;
  // Scratch of the last storeValue call: the blocks with a negative reduced price, sorted.
  chosen: Int32Array;
  chosenCount: number;
  bestRoom: number;
  reduced: Float64Array;
  perGram: Float64Array;
}

interface Block {
  line: number;
  price: number;
  grams: number;
  units: number;
}

export function relaxationOf(instance: Instance, need: readonly number[]): Relaxation {
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
  const blocksOf: Block[][] = [];
  const statesOf: { price: number; room: number }[][] = [];
  instance.stores.forEach((store, s) => {
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
    blocksOf.push(blocks);
    statesOf.push(useful);
  });
  const storeCount = instance.stores.length;
  const offsets = new Int32Array(storeCount + 1);
  const stOffsets = new Int32Array(storeCount + 1);
  for (let s = 0; s < storeCount; s++) {
    offsets[s + 1] = offsets[s] + blocksOf[s].length;
    stOffsets[s + 1] = stOffsets[s] + statesOf[s].length;
  }
  const count = offsets[storeCount];
  const r: Relaxation = {
    lines: need.length,
    need,
    storeCount,
    offsets,
    bLine: new Int32Array(count),
    bPrice: new Float64Array(count),
    bGrams: new Float64Array(count),
    bUnits: new Float64Array(count),
    stOffsets,
    stPrice: new Float64Array(stOffsets[storeCount]),
    stRoom: new Float64Array(stOffsets[storeCount]),
    chosen: new Int32Array(count),
    chosenCount: 0,
    bestRoom: 0,
    reduced: new Float64Array(count),
    perGram: new Float64Array(count),
  };
  for (let s = 0; s < storeCount; s++) {
    blocksOf[s].forEach((b, j) => {
      const k = offsets[s] + j;
      r.bLine[k] = b.line;
      r.bPrice[k] = b.price;
      r.bGrams[k] = b.grams;
      r.bUnits[k] = b.units;
    });
    statesOf[s].forEach((st, j) => {
      r.stPrice[stOffsets[s] + j] = st.price;
      r.stRoom[stOffsets[s] + j] = st.room;
    });
  }
  return r;
}

/**
 * v_s(λ): store s's best value open (its cheapest state plus the knapsack of its units with a
 * negative reduced price), +∞ when it has no shipping state. `addTaken` then reads the same call's
 * units.
 */
export function storeValue(r: Relaxation, s: number, lambda: Float64Array): number {
  const from = r.stOffsets[s];
  const to = r.stOffsets[s + 1];
  if (from === to) {
    r.chosenCount = 0;
    return Number.POSITIVE_INFINITY;
  }
  const { chosen, reduced, perGram, bPrice, bLine, bGrams, bUnits } = r;
  let n = 0;
  let allGrams = 0;
  let allValue = 0;
  for (let k = r.offsets[s]; k < r.offsets[s + 1]; k++) {
    const red = bPrice[k] - lambda[bLine[k]];
    if (red < 0) {
      chosen[n++] = k;
      reduced[k] = red;
      perGram[k] = bGrams[k] > 0 ? red / bGrams[k] : Number.NEGATIVE_INFINITY;
      allGrams += bUnits[k] * bGrams[k];
      allValue += bUnits[k] * red;
    }
  }
  r.chosenCount = n;
  // Every unit fits the cheapest state (the usual case: a parcel of at most 20 cards): no order needed.
  if (allGrams <= r.stRoom[from]) {
    r.bestRoom = r.stRoom[from];
    return r.stPrice[from] + allValue;
  }
  if (n > 1) chosen.subarray(0, n).sort((x, y) => perGram[x] - perGram[y]);
  // Walk the units once, reading the knapsack's value at each state's room (rooms ascend).
  let bestValue = Number.POSITIVE_INFINITY;
  let grams = 0;
  let value = 0;
  let i = 0;
  let part = 0; // units of chosen[i] already taken
  for (let st = from; st < to; st++) {
    const room = r.stRoom[st];
    while (i < n) {
      const k = chosen[i];
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
    const v = r.stPrice[st] + value;
    if (v < bestValue) {
      bestValue = v;
      r.bestRoom = room;
    }
  }
  return bestValue;
}

/** Adds to `taken` (per line) the units of the last storeValue call's best state: the subgradient. */
export function addTaken(r: Relaxation, taken: Float64Array): void {
  const { chosen, bGrams, bUnits, bLine } = r;
  const room = r.bestRoom;
  let g = 0;
  for (let j = 0; j < r.chosenCount; j++) {
    const k = chosen[j];
    const fit = bGrams[k] > 0 ? (room - g) / bGrams[k] : Number.POSITIVE_INFINITY;
    const units = Math.min(bUnits[k], fit);
    if (units <= 0) break;
    taken[bLine[k]] += units;
    g += units * bGrams[k];
  }
}

/** Floating point: a hair below, then down to the centavo (every bound answered goes through it). */
export function roundDown(v: number): number {
  return Number.isFinite(v) ? Math.floor(v - 1e-6 * (1 + Math.abs(v))) : v;
}
