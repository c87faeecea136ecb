import {
  type Allocation,
  type BuiltModel,
  costOf,
  type Instance,
  needs,
  type Pair,
  pairsOf,
  shippingCost,
} from './model.ts';

/**
 * A good first cart for the solver (a MIP start), from the classic local search of facility location:
 * from a small covering set of stores (and, when the work allows, from every store), give each line
 * its cheapest units among the open stores, then close the store whose closing saves most, open the one
 * whose opening saves most, or swap an open store for a closed one, until no move saves anything.
 * HiGHS starts from it, so a solve stopped by its time limit is never worse than this cart, and the gap
 * it proves is measured from a good one. It decides nothing on its own: the solver's answer is the
 * optimum or the proven gap.
 *
 * The search is bounded by work, not time (the same cart on a busy machine as on an idle one): each
 * evaluation of a set of stores visits the instance's pairs once, and the search visits at most
 * SEARCH_WORK pairs in all.
 */

/** Pair visits the local search may make (about 20 ms of a quiet core). */
const SEARCH_WORK = 4_000_000;

interface Prepared {
  pairs: Pair[];
  need: number[];
  /** Pair indices per line, cheapest offer first. */
  byLine: number[][];
}

function prepare(instance: Instance): Prepared {
  const pairs = pairsOf(instance);
  const need = needs(instance, pairs);
  const byLine = instance.lines.map(() => [] as number[]);
  pairs.forEach((p, k) => {
    byLine[p.line].push(k);
  });
  for (const ks of byLine)
    ks.sort((a, b) => instance.offers[pairs[a].offer].price - instance.offers[pairs[b].offer].price);
  return { pairs, need, byLine };
}

/** Each line's cheapest units among the open stores; null when a line cannot get its units. */
function assign(instance: Instance, prep: Prepared, open: readonly boolean[]): Allocation[] | null {
  const left = instance.offers.map((o) => o.stock);
  const plan: Allocation[] = [];
  for (let l = 0; l < prep.need.length; l++) {
    let want = prep.need[l];
    for (const k of prep.byLine[l]) {
      if (want === 0) break;
      const p = prep.pairs[k];
      if (!open[instance.offers[p.offer].store]) continue;
      const take = Math.min(want, left[p.offer]);
      if (take <= 0) continue;
      left[p.offer] -= take;
      want -= take;
      plan.push({ offer: p.offer, line: l, quantity: take });
    }
    if (want > 0) return null;
  }
  return plan;
}

/** The cost of `assign` without building the plan (the search evaluates thousands of store sets). */
function evaluator(instance: Instance, prep: Prepared) {
  const left = new Int32Array(instance.offers.length);
  const subtotal = new Float64Array(instance.stores.length);
  const grams = new Float64Array(instance.stores.length);
  const offerStore = instance.offers.map((o) => o.store);
  return (open: readonly boolean[]): number => {
    instance.offers.forEach((o, i) => {
      left[i] = o.stock;
    });
    subtotal.fill(0);
    grams.fill(0);
    let items = 0;
    for (let l = 0; l < prep.need.length; l++) {
      let want = prep.need[l];
      for (const k of prep.byLine[l]) {
        if (want === 0) break;
        const o = prep.pairs[k].offer;
        const s = offerStore[o];
        if (!open[s]) continue;
        const take = Math.min(want, left[o]);
        if (take <= 0) continue;
        left[o] -= take;
        want -= take;
        const offer = instance.offers[o];
        subtotal[s] += offer.price * take;
        grams[s] += offer.grams * take;
        items += offer.price * take;
      }
      if (want > 0) return Number.POSITIVE_INFINITY;
    }
    let shipping = 0;
    for (let s = 0; s < subtotal.length; s++) {
      if (grams[s] > 0) {
        const store = instance.stores[s];
        shipping += shippingCost(store, store.baseGrams + grams[s], subtotal[s]);
      }
    }
    return items + shipping;
  };
}

/** The stores a greedy cover of the lines opens (most missing units per real first). */
export function coveringStores(instance: Instance): boolean[] {
  const prep = prepare(instance);
  const stores = new Set(prep.pairs.map((p) => instance.offers[p.offer].store));
  return coverSet(instance, prep, stores);
}

/**
 * A few stores that cover every line: store by store, the one whose cheapest offers fill the most
 * still-missing units per real of items and shipping (the bench's greedy baseline, in short).
 */
function coverSet(instance: Instance, prep: Prepared, stores: ReadonlySet<number>): boolean[] {
  const open = instance.stores.map(() => false);
  const missing = [...prep.need];
  // Each store's pairs, line by line, cheapest first (as byLine orders them).
  const byStore = new Map<number, number[]>();
  for (const ks of prep.byLine) {
    for (const k of ks) {
      const s = instance.offers[prep.pairs[k].offer].store;
      const mine = byStore.get(s);
      if (mine) mine.push(k);
      else byStore.set(s, [k]);
    }
  }
  for (;;) {
    let best: { s: number; score: number; take: [number, number][] } | null = null;
    for (const s of stores) {
      if (open[s]) continue;
      const take: [number, number][] = [];
      const want = new Map<number, number>();
      let units = 0;
      let money = instance.stores[s].bands[0]?.price ?? 0;
      for (const k of byStore.get(s) ?? []) {
        const p = prep.pairs[k];
        const left = want.get(p.line) ?? missing[p.line];
        if (left <= 0) continue;
        const offer = instance.offers[p.offer];
        const q = Math.min(left, offer.stock);
        want.set(p.line, left - q);
        units += q;
        money += q * offer.price;
        take.push([p.line, q]);
      }
      if (units > 0 && units / money > (best?.score ?? 0)) best = { s, score: units / money, take };
    }
    if (!best) return open;
    open[best.s] = true;
    for (const [l, q] of best.take) missing[l] -= q;
    if (missing.every((m) => m <= 0)) return open;
  }
}

/** The local search's cart, with at most `maxStores` stores when given: the better of two starts. */
export function startingPlan(instance: Instance, maxStores?: number): Allocation[] | null {
  const prep = prepare(instance);
  const stores = new Set(prep.pairs.map((p) => instance.offers[p.offer].store));
  const evaluate = evaluator(instance, prep);
  const budget = { left: Math.max(50, Math.floor(SEARCH_WORK / Math.max(1, prep.pairs.length))) };
  const total = (open: readonly boolean[]) => {
    budget.left--;
    return evaluate(open);
  };
  const starts = [coverSet(instance, prep, stores), instance.stores.map((_, s) => stores.has(s))];
  let chosen: Allocation[] | null = null;
  let chosenCost = Number.POSITIVE_INFINITY;
  for (const [i, open] of starts.entries()) {
    // Every store open needs one evaluation per store to close each one: only with the work for it.
    if (i > 0 && chosen && budget.left < stores.size * stores.size) break;
    const found = improve(instance, prep, stores, total, open, budget, maxStores);
    const plan = found && shiftUnits(instance, prep, found);
    const cost = plan ? costOf(instance, plan).total : Number.POSITIVE_INFINITY;
    if (cost < chosenCost) {
      chosen = plan;
      chosenCost = cost;
    }
  }
  return chosen;
}

/**
 * Moves units of a line between the plan's stores while that saves anything: the store-by-store
 * assignment takes each line's cheapest units and does not see that a few grams more put a parcel in
 * a dearer band (or a few reais less lose a free-shipping minimum); moving those units elsewhere does.
 * A move takes 1 … all of an allocation's units to another offer of the same line in a store the plan
 * already uses. Bounded by SHIFT_ROUNDS passes.
 */
const SHIFT_ROUNDS = 30;

/** The plan with units moved between its stores while that saves anything (for openset.ts). */
export function shiftPlan(instance: Instance, plan: readonly Allocation[]): Allocation[] {
  return shiftUnits(instance, prepare(instance), plan);
}

function shiftUnits(instance: Instance, prep: Prepared, plan: readonly Allocation[]): Allocation[] {
  const allocs = plan.filter((a) => a.quantity > 0).map((a) => ({ ...a }));
  const left = instance.offers.map((o) => o.stock);
  const subtotal = new Float64Array(instance.stores.length);
  const grams = new Float64Array(instance.stores.length);
  const open = new Uint8Array(instance.stores.length);
  for (const a of allocs) {
    const offer = instance.offers[a.offer];
    left[a.offer] -= a.quantity;
    subtotal[offer.store] += offer.price * a.quantity;
    grams[offer.store] += offer.grams * a.quantity;
    open[offer.store] = 1;
  }
  const ship = (s: number) => {
    if (subtotal[s] <= 0 && grams[s] <= 0) return 0;
    const store = instance.stores[s];
    return shippingCost(store, store.baseGrams + grams[s], subtotal[s]);
  };
  /** Moves u units of allocation i to offer o2 (same line); returns the items' cost change. */
  const move = (i: number, o2: number, u: number): number => {
    const a = allocs[i];
    const from = instance.offers[a.offer];
    const to = instance.offers[o2];
    a.quantity -= u;
    left[a.offer] += u;
    left[o2] -= u;
    subtotal[from.store] -= u * from.price;
    grams[from.store] -= u * from.grams;
    subtotal[to.store] += u * to.price;
    grams[to.store] += u * to.grams;
    const target = allocs.find((b) => b.offer === o2 && b.line === a.line);
    if (target) target.quantity += u;
    else allocs.push({ offer: o2, line: a.line, quantity: u });
    return u * (to.price - from.price);
  };
  const undo = (i: number, o2: number, u: number) => {
    const j = allocs.findIndex((b) => b.offer === o2 && b.line === allocs[i].line);
    move(j, allocs[i].offer, u);
  };
  /** Candidate moves of allocation i: other offers of its line in open stores, with stock. */
  const targets = (i: number) => {
    const a = allocs[i];
    return prep.byLine[a.line]
      .map((k) => prep.pairs[k].offer)
      .filter((o2) => o2 !== a.offer && left[o2] > 0 && open[instance.offers[o2].store]);
  };
  for (let round = 0; round < SHIFT_ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < allocs.length; i++) {
      for (const o2 of targets(i)) {
        const a = allocs[i];
        if (a.quantity <= 0) break;
        const s = instance.offers[a.offer].store;
        const t = instance.offers[o2].store;
        const before = ship(s) + (s === t ? 0 : ship(t));
        for (let u = Math.min(a.quantity, left[o2]); u >= 1; u--) {
          const items = move(i, o2, u);
          const delta = items + ship(s) + (s === t ? 0 : ship(t)) - before;
          if (delta < -0.5) {
            moved = true;
            break;
          }
          undo(i, o2, u);
        }
      }
    }
    if (!moved) break;
  }
  return allocs.filter((a) => a.quantity > 0);
}

/** Drop, add and swap moves from `open` until none saves anything or the work runs out. */
function improve(
  instance: Instance,
  prep: Prepared,
  stores: ReadonlySet<number>,
  total: (open: readonly boolean[]) => number,
  open: boolean[],
  budget: { left: number },
  maxStores?: number,
): Allocation[] | null {
  let best = total(open);
  const count = () => open.filter(Boolean).length;
  for (let round = 0; round < 50 && budget.left > 0; round++) {
    let improved = false;
    // Drop: close the store whose closing saves most (or, over the store limit, costs least).
    for (;;) {
      let move: { s: number; cost: number } | null = null;
      if (budget.left <= 0 && (maxStores === undefined || count() <= maxStores)) break;
      for (const s of stores) {
        if (!open[s]) continue;
        open[s] = false;
        const cost = total(open);
        open[s] = true;
        if (cost < (move?.cost ?? Number.POSITIVE_INFINITY)) move = { s, cost };
      }
      const over = maxStores !== undefined && count() > maxStores;
      if (!move || (!over && move.cost >= best) || move.cost === Number.POSITIVE_INFINITY) break;
      open[move.s] = false;
      best = move.cost;
      improved = true;
    }
    // Add: open the closed store that saves most.
    let add: { s: number; cost: number } | null = null;
    if (maxStores === undefined || count() < maxStores) {
      for (const s of stores) {
        if (open[s] || budget.left <= 0) continue;
        open[s] = true;
        const cost = total(open);
        open[s] = false;
        if (cost < best && cost < (add?.cost ?? Number.POSITIVE_INFINITY)) add = { s, cost };
      }
    }
    if (add) {
      open[add.s] = true;
      best = add.cost;
      improved = true;
      continue;
    }
    // Swap: the first open store whose place a closed one takes for less.
    swap: for (const s of stores) {
      if (!open[s]) continue;
      for (const t of stores) {
        if (open[t]) continue;
        if (budget.left <= 0) break swap;
        open[s] = false;
        open[t] = true;
        const cost = total(open);
        if (cost < best) {
          best = cost;
          improved = true;
          break swap;
        }
        open[s] = true;
        open[t] = false;
      }
    }
    if (!improved) break;
  }
  if (maxStores !== undefined && count() > maxStores) return null;
  return assign(instance, prep, open);
}

/** The plan as values of the model's columns (x, y, z, f), for HiGHS's setSolution. */
export function startValues(
  instance: Instance,
  built: BuiltModel,
  plan: readonly Allocation[],
): Float64Array {
  const values = new Float64Array(built.numCols);
  const index = new Map(built.pairs.map((p, k) => [`${p.offer}:${p.line}`, k]));
  for (const a of plan) {
    const k = index.get(`${a.offer}:${a.line}`);
    if (k !== undefined) values[k] = a.quantity;
  }
  for (const [s, figures] of costOf(instance, [...plan]).perStore) {
    const cols = built.storeCols.get(s);
    if (!cols) continue;
    values[cols.y] = 1;
    const store = instance.stores[s];
    if (cols.f !== null && store.freeMin !== null && figures.subtotal >= store.freeMin) values[cols.f] = 1;
    else {
      const band = store.bands.findIndex((b) => figures.grams <= b.maxGrams);
      if (band >= 0 && band < cols.z.length) values[cols.z[band]] = 1;
    }
  }
  return values;
}

/**
 * What a plan pays per unit of each line: its dearest unit plus that store's shipping shared over the
 * store's units (the Lagrangian bound's first prices, lagrange.ts).
 */
export function unitPrices(instance: Instance, plan: readonly Allocation[]): Float64Array {
  const costed = costOf(instance, plan);
  const units = new Map<number, number>();
  for (const a of plan) {
    const s = instance.offers[a.offer].store;
    units.set(s, (units.get(s) ?? 0) + a.quantity);
  }
  const prices = new Float64Array(instance.lines.length);
  for (const a of plan) {
    if (a.quantity <= 0) continue;
    const offer = instance.offers[a.offer];
    const share = (costed.perStore.get(offer.store)?.shipping ?? 0) / (units.get(offer.store) ?? 1);
    prices[a.line] = Math.max(prices[a.line], offer.price + share);
  }
  return prices;
}
