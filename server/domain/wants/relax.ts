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
 *
 * Free shipping today with a minimum order M (on every weekday but Sunday, 7–13 % of the demo's stores
 * have one) is a state of its own: pay 0, carry the last band's room, and buy at least M of goods. Its
 * value is bounded below twice, each bound dropping one of its two constraints: the knapsack in the
 * room (the minimum dropped), and the cover of M (the room dropped: every unit with a negative
 * reduced price, then the units whose reduced price per real of subtotal is least, fractionally,
 * until M is reached; +∞ when the store cannot reach M). The state's value is the larger of the two.
 * Treating that state as plain free shipping, as before, let a store look free on a deck far below its
 * minimum, and the bound fell 6–48 % (median 21 %) under the best cart on the ×10 decks on such a
 * day.
 */

export interface Relaxation {
  lines: number;
  need: readonly number[];
  storeCount: number;
  /** Blocks (a store's units of one offer for one line) of store s: offsets[s] … offsets[s + 1]. */
  offsets: Int32Array;
  bLine: Int32Array;
  bPrice: Float64Array;
  /** 1 / bPrice (0 for a unit given away). */
  bInvPrice: Float64Array;
  bGrams: Float64Array;
  bUnits: Float64Array;
  /** Useful shipping states of store s (rooms ascending, prices ascending): stOffsets[s] … . */
  stOffsets: Int32Array;
  stPrice: Float64Array;
  stRoom: Float64Array;
  /** Today's free-shipping minimum of store s (0: none, or free whatever the order) and its room. */
  freeMin: Float64Array;
  freeRoom: Float64Array;
  // Scratch of the last storeValue call: the blocks with a negative reduced price, sorted; whether
  // the best state was the free one by its cover of the minimum, and then the units added to reach it.
  chosen: Int32Array;
  chosenCount: number;
  bestRoom: number;
  cover: boolean;
  extra: Int32Array;
  extraUnits: Float64Array;
  extraCount: number;
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
  const freeMin = new Float64Array(instance.stores.length);
  const freeRoom = new Float64Array(instance.stores.length);
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
      const room = last ? last.maxGrams - store.baseGrams : 0;
      // With no minimum it is a state like the bands (and makes them useless); with one, its own.
      if (store.freeMin <= 0) states.push({ price: 0, room });
      else if (room >= 0) {
        freeMin[s] = store.freeMin;
        freeRoom[s] = room;
      }
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
    bInvPrice: new Float64Array(count),
    bGrams: new Float64Array(count),
    bUnits: new Float64Array(count),
    stOffsets,
    stPrice: new Float64Array(stOffsets[storeCount]),
    stRoom: new Float64Array(stOffsets[storeCount]),
    freeMin,
    freeRoom,
    chosen: new Int32Array(count),
    chosenCount: 0,
    bestRoom: 0,
    cover: false,
    extra: new Int32Array(count),
    extraUnits: new Float64Array(count),
    extraCount: 0,
    reduced: new Float64Array(count),
    perGram: new Float64Array(count),
  };
  for (let s = 0; s < storeCount; s++) {
    blocksOf[s].forEach((b, j) => {
      const k = offsets[s] + j;
      r.bLine[k] = b.line;
      r.bPrice[k] = b.price;
      r.bInvPrice[k] = b.price > 0 ? 1 / b.price : 0;
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

/** Which of a store's shipping states storeValue may use (the branch-and-bound branches on them). */
export const ANY_STATE = 0;
/** Only the free state over the day's minimum. */
export const FREE_STATE = 1;
/** Only the bands (the free state's minimum not reached). */
export const BAND_STATES = 2;

/**
 * v_s(λ): store s's best value open (the least over its states, or those `states` allows, of the
 * knapsack of its units with a negative reduced price, plus the state's price; the free state with a
 * minimum as above), +∞ when it has no such state. `addTaken` then reads the same call's units.
 */
export function storeValue(r: Relaxation, s: number, lambda: Float64Array, states = ANY_STATE): number {
  const from = r.stOffsets[s];
  const to = r.stOffsets[s + 1];
  const min = states === BAND_STATES ? 0 : r.freeMin[s];
  r.cover = false;
  if ((from === to && min <= 0) || (states === FREE_STATE && min <= 0)) {
    r.chosenCount = 0;
    return Number.POSITIVE_INFINITY;
  }
  const { chosen, reduced, perGram, bPrice, bLine, bGrams, bUnits } = r;
  let n = 0;
  let allGrams = 0;
  let allValue = 0;
  let allSubtotal = 0;
  // For the free state's cover: the subtotal the other units can add, and their least reduced price
  // per centavo of price.
  let reach = 0;
  let least = Number.POSITIVE_INFINITY;
  for (let k = r.offsets[s]; k < r.offsets[s + 1]; k++) {
    const red = bPrice[k] - lambda[bLine[k]];
    if (red < 0) {
      chosen[n++] = k;
      reduced[k] = red;
      allGrams += bUnits[k] * bGrams[k];
      allValue += bUnits[k] * red;
      allSubtotal += bUnits[k] * bPrice[k];
    } else if (min > 0 && bPrice[k] > 0) {
      reach += bUnits[k] * bPrice[k];
      const ratio = red * r.bInvPrice[k];
      if (ratio < least) least = ratio;
    }
  }
  r.chosenCount = n;
  let bestValue = Number.POSITIVE_INFINITY;
  // The knapsack's value in the free state's room (its rooms are the largest).
  let freeValue = allValue;
  // Every unit fits the smallest room (the usual case: a parcel of at most 20 cards): no order needed.
  if (allGrams <= (from < to ? r.stRoom[from] : r.freeRoom[s])) {
    if (from < to) {
      r.bestRoom = r.stRoom[from];
      bestValue = r.stPrice[from] + allValue;
    }
  } else {
    for (let j = 0; j < n; j++) {
      const k = chosen[j];
      perGram[k] = bGrams[k] > 0 ? reduced[k] / bGrams[k] : Number.NEGATIVE_INFINITY;
    }
    if (n > 1) chosen.subarray(0, n).sort((x, y) => perGram[x] - perGram[y]);
    // Walk the units once, reading the knapsack's value at each state's room (rooms ascend), the free
    // state's last (st === to).
    let grams = 0;
    let value = 0;
    let i = 0;
    let part = 0; // units of chosen[i] already taken
    const last = min > 0 ? to : to - 1;
    for (let st = from; st <= last; st++) {
      const room = st < to ? r.stRoom[st] : r.freeRoom[s];
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
      if (st === to) freeValue = value;
      else if (r.stPrice[st] + value < bestValue) {
        bestValue = r.stPrice[st] + value;
        r.bestRoom = room;
      }
    }
  }
  if (states === FREE_STATE) bestValue = Number.POSITIVE_INFINITY;
  // The free state: never below allValue, so only worth its work when a band is dearer.
  if (min > 0 && bestValue > allValue) {
    const short = min - allSubtotal;
    r.extraCount = 0;
    // Out of reach, or the cheapest ratio alone already at the best band: the free state is not the
    // best (the cheap bound stands for the cover then).
    const cover =
      short <= 0
        ? allValue
        : reach < short - 1e-9
          ? Number.POSITIVE_INFINITY
          : short * least >= bestValue - allValue
            ? allValue + short * least
            : allValue + coverCost(r, s, lambda, short);
    const free = Math.max(cover, freeValue);
    if (free < bestValue) {
      bestValue = free;
      if (cover > freeValue) r.cover = true;
      else r.bestRoom = r.freeRoom[s];
    }
  }
  return bestValue;
}

/**
 * The least reduced price of `short` more centavos of store s's subtotal from its units whose reduced
 * price is not negative (fractional: by reduced price per centavo of price); storeValue has checked
 * that they reach it. The units go to r.extra for addTaken (this runs at every subgradient step).
 */
function coverCost(r: Relaxation, s: number, lambda: Float64Array, short: number): number {
  const { extra, extraUnits, reduced, perGram, bPrice, bLine, bUnits } = r;
  let m = 0;
  for (let k = r.offsets[s]; k < r.offsets[s + 1]; k++) {
    const red = bPrice[k] - lambda[bLine[k]];
    if (red >= 0 && bPrice[k] > 0) {
      extra[m++] = k;
      reduced[k] = red;
      // (perGram is free here: the blocks with a negative reduced price are not among these.)
      perGram[k] = red * r.bInvPrice[k];
    }
  }
  let left = short;
  let cost = 0;
  let j = 0;
  // Insertion sort by ratio: a store has a few dozen blocks, and a comparator's calls cost more.
  for (let i = 1; i < m; i++) {
    const k = extra[i];
    const key = perGram[k];
    let h = i - 1;
    while (h >= 0 && perGram[extra[h]] > key) {
      extra[h + 1] = extra[h];
      h--;
    }
    extra[h + 1] = k;
  }
  for (; j < m && left > 0; j++) {
    const k = extra[j];
    const units = Math.min(bUnits[k], left / bPrice[k]);
    extraUnits[j] = units;
    cost += units * reduced[k];
    left -= units * bPrice[k];
  }
  r.extraCount = j;
  return cost;
}

/** The least shipping store s can pay (0 with free shipping today), +∞ when it has no state. */
export function cheapestState(r: Relaxation, s: number, states = ANY_STATE): number {
  if (r.freeMin[s] > 0 && states !== BAND_STATES) return 0;
  return r.stOffsets[s] < r.stOffsets[s + 1] ? r.stPrice[r.stOffsets[s]] : Number.POSITIVE_INFINITY;
}

/** Adds to `taken` (per line) the units of the last storeValue call's best state: the subgradient. */
export function addTaken(r: Relaxation, taken: Float64Array): void {
  const { chosen, bGrams, bUnits, bLine } = r;
  if (r.cover) {
    // The free state by its cover: every unit with a negative reduced price, and the extra ones.
    for (let j = 0; j < r.chosenCount; j++) taken[bLine[chosen[j]]] += bUnits[chosen[j]];
    for (let j = 0; j < r.extraCount; j++) taken[bLine[r.extra[j]]] += r.extraUnits[j];
    return;
  }
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
