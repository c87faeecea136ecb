import { type Allocation, costOf, type Instance, needs, pairsOf, shippingCost } from './model.ts';
import { shiftPlan } from './start.ts';

/**
 * Local search over the set of open stores, evaluated incrementally (docs/optimizer.md, "The solver",
 * step 3). Given the open stores, each line takes its cheapest units among them; the cart's cost is
 * those items plus each store's real shipping for what it then sends. A move opens a store, closes
 * one, swaps an open one for a closed one, or opens one and then closes those whose closing saves.
 * Only the lines a move can change are assigned again (a closed store's lines that took units from
 * it, an opened store's lines whose dearest unit costs more than its cheapest), so a move costs a few
 * hundred pair visits, not the whole instance's 8,000 at ×10: every store of a 400-store instance can
 * be tried many times over.
 *
 * The search is bounded by work (pair visits) and, when the caller gives one, by a deadline. It is a
 * heuristic: the solver's bound says how far its cart may be from the best.
 */

/** A line's units from one pair: index into the line's sorted pairs, and units. */
interface Take {
  j: number;
  units: number;
}

interface LinePair {
  offer: number;
  stock: number;
  store: number;
  price: number;
  grams: number;
  cap: number;
}

export interface ImproveOptions {
  maxStores?: number;
  swapsPerStore?: number;
  floor?: readonly number[];
  /**
   * Told the cost of the open set after each round that leaves it a cart within the store limit
   * (partner.ts: the other thread's target follows it; the final cart costs no more).
   */
  onBetter?: (total: number) => void;
}

export interface OpenSetSearch {
  /** The cart of the open stores (each line's cheapest units among them), or null if one is short. */
  plan(): Allocation[] | null;
  /** The cost of the current open set (items + shipping), infinite when a line cannot be covered. */
  cost(): number;
  /** Runs drop, add and swap moves from `open` until none saves anything or the work runs out. */
  /**
   * Runs drop, add, swap and open-and-close moves from `open` until none saves or the work runs out.
   * `floor`, a lower bound per store on any cart that uses it (lagrange.ts), skips the stores whose
   * opening cannot lead below the current cost: every such move ends in a cart that uses the store.
   */
  improve(open: readonly boolean[], options?: ImproveOptions): number;
  /** Pair visits left. */
  workLeft(): number;
  open(): boolean[];
}

export function openSetSearch(instance: Instance, work: number, until?: number): OpenSetSearch {
  const pairs = pairsOf(instance);
  const need = needs(instance, pairs);
  const storeCount = instance.stores.length;
  const byLine: LinePair[][] = instance.lines.map(() => []);
  for (const p of pairs) {
    const o = instance.offers[p.offer];
    byLine[p.line].push({
      offer: p.offer,
      stock: o.stock,
      store: o.store,
      price: o.price,
      grams: o.grams,
      cap: p.cap,
    });
  }
  for (const list of byLine) list.sort((a, b) => a.price - b.price || a.offer - b.offer);
  // Per store, its lines and its cheapest price on each (the list is sorted, so the first seen).
  const linesOfStore: { line: number; price: number }[][] = instance.stores.map(() => []);
  byLine.forEach((list, l) => {
    const seen = new Set<number>();
    for (const p of list) {
      if (seen.has(p.store)) continue;
      seen.add(p.store);
      linesOfStore[p.store].push({ line: l, price: p.price });
    }
  });
  const candidates = linesOfStore.flatMap((ls, s) => (ls.length ? [s] : []));

  const isOpen = new Uint8Array(storeCount);
  const used = new Int32Array(instance.offers.length);
  const subtotal = new Float64Array(storeCount);
  const grams = new Float64Array(storeCount);
  const units = new Int32Array(storeCount);
  const ship = new Float64Array(storeCount);
  const takes: Take[][] = instance.lines.map(() => []);
  let items = 0;
  let shipping = 0;
  let short = 0; // units the open stores cannot give their lines
  const lineShort = new Int32Array(instance.lines.length);
  let budget = work;

  const reship = (s: number) => {
    shipping -= ship[s];
    const store = instance.stores[s];
    ship[s] = units[s] > 0 ? shippingCost(store, store.baseGrams + grams[s], subtotal[s]) : 0;
    shipping += ship[s];
  };
  // Stores whose parcel a move changed, gathered without allocating (a stamp per move).
  const storeStamp = new Int32Array(storeCount);
  let stamp = 1;
  const touched: number[] = [];
  const touch = (s: number) => {
    if (storeStamp[s] !== stamp) {
      storeStamp[s] = stamp;
      touched.push(s);
    }
  };
  const reshipTouched = () => {
    for (const s of touched) reship(s);
    touched.length = 0;
    stamp++;
  };
  const apply = (l: number, list: readonly Take[], sign: 1 | -1) => {
    const ps = byLine[l];
    for (const t of list) {
      const p = ps[t.j];
      const u = sign * t.units;
      used[p.offer] += u;
      subtotal[p.store] += u * p.price;
      grams[p.store] += u * p.grams;
      units[p.store] += u;
      items += u * p.price;
      touch(p.store);
    }
  };
  /** Line l's cheapest units among the open stores (its own units released first). */
  const cheapest = (l: number): Take[] => {
    const list: Take[] = [];
    let want = need[l];
    const ps = byLine[l];
    for (let j = 0; j < ps.length && want > 0; j++) {
      budget--;
      const p = ps[j];
      if (!isOpen[p.store]) continue;
      // A pair is one (offer, line): the offer's other lines hold `used`, this line does not yet.
      const take = Math.min(want, p.cap, p.stock - used[p.offer]);
      if (take <= 0) continue;
      list.push({ j, units: take });
      want -= take;
    }
    short += want - lineShort[l];
    lineShort[l] = want;
    return list;
  };
  /** Assigns the lines again (after the open set changed); returns their old takes for undo. */
  const reassign = (lines: readonly number[]): Take[][] => {
    const old: Take[][] = [];
    for (const l of lines) {
      old.push(takes[l]);
      apply(l, takes[l], -1);
    }
    for (const l of lines) {
      takes[l] = cheapest(l);
      apply(l, takes[l], 1);
    }
    reshipTouched();
    return old;
  };
  const restore = (lines: readonly number[], old: readonly Take[][]) => {
    for (const l of lines) apply(l, takes[l], -1);
    lines.forEach((l, i) => {
      const list = old[i];
      takes[l] = list;
      apply(l, list, 1);
      const wasShort = need[l] - list.reduce((n, t) => n + t.units, 0);
      short += wasShort - lineShort[l];
      lineShort[l] = wasShort;
    });
    reshipTouched();
  };
  const cost = () => (short > 0 ? Number.POSITIVE_INFINITY : items + shipping);
  const openCount = () => {
    let n = 0;
    for (const s of candidates) if (isOpen[s] && units[s] > 0) n++;
    return n;
  };
  /** The cost with the stores toggled; the toggle is kept when `keep` says so, else undone. */
  let moves = 0;
  const lineMark = new Int32Array(instance.lines.length);
  let lineEpoch = 0;
  const tryToggle = (toggle: readonly number[], keep: (cost: number) => boolean): number => {
    // The caller's deadline, looked at every 16 moves: past it the work is spent (the cart so far
    // stays a cart).
    if (until !== undefined && ++moves % 16 === 0 && performance.now() > until) budget = 0;
    // `keep` may read the state after the move (short, items, shipping) before it is undone.
    // Only the lines the move can change: a closed store's lines that took units from it, an opened
    // store's lines whose dearest unit (or a missing one) costs more than the store's cheapest.
    lineEpoch++;
    const lines: number[] = [];
    const add = (l: number) => {
      if (lineMark[l] !== lineEpoch) {
        lineMark[l] = lineEpoch;
        lines.push(l);
      }
    };
    for (const s of toggle) {
      isOpen[s] ^= 1;
      for (const { line, price } of linesOfStore[s]) {
        const list = takes[line];
        if (isOpen[s]) {
          if (lineShort[line] > 0 || !list.length || byLine[line][list[list.length - 1].j].price > price)
            add(line);
        } else if (list.some((t) => byLine[line][t.j].store === s)) add(line);
      }
    }
    const old = reassign(lines);
    const c = cost();
    if (!keep(c)) {
      for (const s of toggle) isOpen[s] ^= 1;
      restore(lines, old);
    }
    return c;
  };

  const setOpen = (open: readonly boolean[]) => {
    for (let s = 0; s < storeCount; s++) isOpen[s] = open[s] ? 1 : 0;
    used.fill(0);
    subtotal.fill(0);
    grams.fill(0);
    units.fill(0);
    ship.fill(0);
    items = 0;
    shipping = 0;
    short = 0;
    lineShort.fill(0);
    for (let l = 0; l < takes.length; l++) takes[l] = [];
    reassign([...instance.lines.keys()]);
  };

  const improve = (open: readonly boolean[], options: ImproveOptions = {}): number => {
    const { floor } = options;
    setOpen(open);
    const limit = options.maxStores ?? Number.POSITIVE_INFINITY;
    // A seed that leaves lines short (the bound's open stores may): open the store that leaves the
    // fewest units missing, the cheapest of those, until every line is covered.
    while (short > 0 && budget > 0) {
      let move = -1;
      let moveShort = short;
      let moveCost = Number.POSITIVE_INFINITY;
      for (const s of candidates) {
        if (isOpen[s]) continue;
        let after = 0;
        let c = 0;
        tryToggle([s], () => {
          after = short;
          c = items + shipping;
          return false;
        });
        if (after < moveShort || (after === moveShort && move >= 0 && c < moveCost)) {
          move = s;
          moveShort = after;
          moveCost = c;
        }
      }
      if (move < 0) break;
      tryToggle([move], () => true);
    }
    let best = cost();
    const tell = () => {
      if (options.onBetter && short === 0 && best < Number.POSITIVE_INFINITY && openCount() <= limit) {
        options.onBetter(best);
      }
    };
    for (let round = 0; round < 200 && budget > 0; round++) {
      tell();
      let improved = false;
      // Drop: the open store whose closing saves most (or, over the limit, costs least).
      for (;;) {
        if (budget <= 0) break;
        const over = openCount() > limit;
        let move = -1;
        let moveCost = Number.POSITIVE_INFINITY;
        for (const s of candidates) {
          if (!isOpen[s]) continue;
          const c = tryToggle([s], () => false);
          if (c < moveCost) {
            move = s;
            moveCost = c;
          }
        }
        if (move < 0 || moveCost === Number.POSITIVE_INFINITY || (!over && moveCost >= best - 0.5)) break;
        tryToggle([move], () => true);
        best = cost();
        improved = true;
      }
      // Add: the closed store whose opening saves most.
      if (openCount() < limit) {
        let move = -1;
        let moveCost = best - 0.5;
        for (const s of candidates) {
          if (isOpen[s] || budget <= 0 || (floor && floor[s] >= best - 0.5)) continue;
          const c = tryToggle([s], () => false);
          if (c < moveCost) {
            move = s;
            moveCost = c;
          }
        }
        if (move >= 0) {
          tryToggle([move], () => true);
          best = cost();
          improved = true;
          continue;
        }
      }
      // Swap: an open store's place taken by a closed one, the first that saves anything. The
      // closed stores are tried in the order of their own opening's cost (the most promising first).
      const closed = candidates.filter((s) => !isOpen[s] && !(floor && floor[s] >= best - 0.5));
      const opening = new Map<number, number>();
      for (const t of closed)
        if (budget > 0)
          opening.set(
            t,
            tryToggle([t], () => false),
          );
      closed.sort((a, b) => (opening.get(a) ?? 0) - (opening.get(b) ?? 0));
      const tries = closed.slice(0, options.swapsPerStore ?? closed.length);
      swap: for (const s of candidates) {
        if (!isOpen[s] || units[s] === 0) continue;
        for (const t of tries) {
          if (budget <= 0) break swap;
          const c = tryToggle([s, t], (c) => c < best - 0.5);
          if (c < best - 0.5) {
            best = c;
            improved = true;
            break swap;
          }
        }
      }
      if (improved) continue;
      // Open and close: open a closed store, then close every store whose closing then saves most,
      // while that saves anything (merging two or three stores' lines into one new store is no
      // single swap). Kept when the whole saves something, undone otherwise.
      for (const t of tries) {
        if (budget <= 0) break;
        const toggled = [t];
        tryToggle([t], () => true);
        let current = cost();
        for (;;) {
          if (budget <= 0) break;
          let move = -1;
          let moveCost = current - 0.5;
          for (const s of candidates) {
            if (!isOpen[s] || s === t || units[s] === 0) continue;
            const c = tryToggle([s], () => false);
            if (c < moveCost) {
              move = s;
              moveCost = c;
            }
          }
          if (move < 0) break;
          tryToggle([move], () => true);
          toggled.push(move);
          current = cost();
        }
        if (current < best - 0.5) {
          best = current;
          improved = true;
          break;
        }
        for (const s of toggled.reverse()) tryToggle([s], () => true);
      }
      if (!improved) break;
    }
    tell();
    return best;
  };

  return {
    plan: () => {
      if (short > 0) return null;
      return takes.flatMap((list, l) =>
        list.map((t) => ({ offer: byLine[l][t.j].offer, line: l, quantity: t.units })),
      );
    },
    cost,
    improve,
    workLeft: () => budget,
    open: () => Array.from(isOpen, (v, s) => v === 1 && units[s] > 0),
  };
}

/** Pair visits the open-set search may make over all its seeds (about 0.2 s of a quiet core at ×10). */
const OPEN_SET_WORK = 20_000_000;

/**
 * The best cart the open-set search finds from each seed (the open stores, a boolean per store), its
 * units then moved between its stores where a band is cheaper (start.ts); null when no seed leads to
 * a cart.
 */
export function searchOpenSets(
  instance: Instance,
  seeds: readonly (readonly boolean[])[],
  options: {
    maxStores?: number;
    work?: number;
    until?: number;
    floor?: readonly number[];
    onBetter?: (total: number) => void;
  } = {},
): Allocation[] | null {
  const { maxStores, floor, onBetter } = options;
  let best: Allocation[] | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  const search = openSetSearch(instance, options.work ?? OPEN_SET_WORK, options.until);
  for (const seed of seeds) {
    if (search.workLeft() <= 0) break;
    const cart = shiftedCartFrom(instance, search, seed, { maxStores, floor, onBetter });
    if (cart && cart.total < bestCost) {
      best = cart.plan;
      bestCost = cart.total;
    }
  }
  return best;
}

/**
 * The search's cart improved from `seed`, its units then moved between its stores where a band is
 * cheaper (start.ts), with its total; null when the seed leads to no cart within the store limit.
 */
export function shiftedCartFrom(
  instance: Instance,
  search: OpenSetSearch,
  seed: readonly boolean[],
  options: ImproveOptions,
): { plan: Allocation[]; total: number } | null {
  const found = search.improve(seed, options);
  const plan = search.plan();
  if (!plan || found === Number.POSITIVE_INFINITY) return null;
  const { maxStores } = options;
  if (maxStores !== undefined && search.open().filter(Boolean).length > maxStores) return null;
  const shifted = shiftPlan(instance, plan);
  return { plan: shifted, total: costOf(instance, shifted).total };
}
