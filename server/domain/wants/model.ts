/**
 * The cart optimizer's mixed-integer program (docs/optimizer.md, "The model"), with no database: an
 * instance of lines, offers and stores becomes HiGHS's arrays (columns, CSR rows), and a plan (units per offer and
 * line) is costed exactly as the cart costs it. The bench builds instances of its own with the same types.
 *
 * Variables: x_k (integer, 0..min(stock, quantity)) units of pair k = (offer, line); y_s (binary) store
 * s is used; z_sb (binary) store s ships in weight band b at the band's price; f_s (binary, only for a
 * store with a free-shipping rule today) store s ships free.
 *
 * Constraints: every line gets its units (Σ_k∈line x_k = need_l); an offer shared by lines sells at
 * most its stock; x_k ≤ cap_k · y_s (nothing from an unused store); a used store picks exactly one
 * shipping state (Σ_b z_sb + f_s = y_s); the parcel fits the band it pays for (base + Σ grams·x ≤
 * Σ_b max_b·z_sb + maxWeight·f_s); free shipping needs the minimum order (Σ price·x ≥ min·f_s).
 *
 * Objective: Σ price·x + Σ band price·z (items plus each used store's shipping).
 */

export interface OptLine {
  quantity: number;
}

export interface OptOffer {
  store: number;
  /** Centavos per unit. */
  price: number;
  stock: number;
  /** Grams per unit (shipping weight). */
  grams: number;
  /** Indices of the lines this offer may serve. */
  lines: number[];
}

export interface OptStore {
  /** PAC price (centavos) by weight band, ascending; a parcel pays the first band it fits. */
  bands: { maxGrams: number; price: number }[];
  /** The box's own weight. */
  baseGrams: number;
  /** Today's free-shipping minimum order (centavos), or null when there is no free shipping today. */
  freeMin: number | null;
}

export interface Instance {
  lines: OptLine[];
  offers: OptOffer[];
  stores: OptStore[];
}

export type Mode = { kind: 'cheapest' } | { kind: 'fewest' } | { kind: 'max_stores'; stores: number };

/** Units of one offer for one line. */
export interface Allocation {
  offer: number;
  line: number;
  quantity: number;
}

export interface Pair {
  offer: number;
  line: number;
  cap: number;
}

/** A store's shipping for a parcel: free at or over today's minimum, else its band's price. */
export function shippingCost(store: OptStore, grams: number, subtotal: number): number {
  if (store.freeMin !== null && subtotal >= store.freeMin) return 0;
  const band = store.bands.find((b) => grams <= b.maxGrams);
  return band ? band.price : Number.POSITIVE_INFINITY;
}

export interface Costed {
  items: number;
  shipping: number;
  total: number;
  perStore: Map<number, { subtotal: number; grams: number; shipping: number }>;
}

/** Items plus each used store's shipping, as the cart would charge the plan. */
export function costOf(instance: Instance, plan: readonly Allocation[]): Costed {
  const perStore = new Map<number, { subtotal: number; grams: number; shipping: number }>();
  let items = 0;
  for (const a of plan) {
    if (a.quantity <= 0) continue;
    const offer = instance.offers[a.offer];
    const s = perStore.get(offer.store) ?? {
      subtotal: 0,
      grams: instance.stores[offer.store].baseGrams,
      shipping: 0,
    };
    s.subtotal += offer.price * a.quantity;
    s.grams += offer.grams * a.quantity;
    items += offer.price * a.quantity;
    perStore.set(offer.store, s);
  }
  let shipping = 0;
  for (const [store, s] of perStore) {
    s.shipping = shippingCost(instance.stores[store], s.grams, s.subtotal);
    shipping += s.shipping;
  }
  return { items, shipping, total: items + shipping, perStore };
}

/** The (offer, line) pairs, each capped by the offer's stock and the line's quantity. */
export function pairsOf(instance: Instance): Pair[] {
  const pairs: Pair[] = [];
  instance.offers.forEach((offer, o) => {
    for (const line of offer.lines) {
      const cap = Math.min(offer.stock, instance.lines[line].quantity);
      if (cap > 0) pairs.push({ offer: o, line, cap });
    }
  });
  return pairs;
}

/** Units each line can get at most (its quantity, or less when the offers do not have enough). */
export function needs(instance: Instance, pairs: readonly Pair[]): number[] {
  const available = instance.lines.map(() => 0);
  for (const p of pairs) available[p.line] += p.cap;
  return instance.lines.map((l, i) => Math.min(l.quantity, available[i]));
}

/** A row of the model: Σ values·columns within [lower, upper]. */
interface Row {
  lower: number;
  upper: number;
  indices: number[];
  values: number[];
}

/**
 * The model as HiGHS takes it (`passModel`): columns x_k (one per pair, k = 0 … pairs − 1), then per
 * store y_s, its bands' z_sb and, with a free minimum today, f_s; rows in CSR form. Every column is
 * integer.
 */
export interface BuiltModel {
  pairs: Pair[];
  need: number[];
  /** Stores that some pair can use. */
  stores: number[];
  numCols: number;
  colCost: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
  /** Column of y_s, of each written band's z_sb (cheapest first) and of f_s, by store. */
  storeCols: Map<number, { y: number; z: number[]; f: number | null }>;
}

/**
 * The model of the instance. `objective`: 'cost' (items + shipping) or 'stores' (number of stores
 * used); `maxStores` caps the stores used.
 */
export function buildModel(
  instance: Instance,
  options: { objective: 'cost' | 'stores'; maxStores?: number },
): BuiltModel {
  const pairs = pairsOf(instance);
  const need = needs(instance, pairs);
  const byStore = new Map<number, number[]>();
  const byLine: number[][] = instance.lines.map(() => []);
  const perOffer = new Map<number, number[]>();
  pairs.forEach((p, k) => {
    const s = instance.offers[p.offer].store;
    const mine = byStore.get(s);
    if (mine) mine.push(k);
    else byStore.set(s, [k]);
    byLine[p.line].push(k);
    const shared = perOffer.get(p.offer);
    if (shared) shared.push(k);
    else perOffer.set(p.offer, [k]);
  });
  const stores = [...byStore.keys()];
  const cost: number[] = [];
  const upper: number[] = [];
  const rows: Row[] = [];
  pairs.forEach((p) => {
    cost.push(options.objective === 'cost' ? instance.offers[p.offer].price : 0);
    upper.push(p.cap);
  });
  const column = (c: number, u: number) => {
    cost.push(c);
    upper.push(u);
    return cost.length - 1;
  };
  // Lines: every line gets the units it can get.
  need.forEach((n, l) => {
    if (byLine[l].length)
      rows.push({ lower: n, upper: n, indices: byLine[l], values: byLine[l].map(() => 1) });
  });
  // Offers serving several lines: their stock is shared.
  for (const [o, ks] of perOffer) {
    if (ks.length > 1)
      rows.push({ lower: -Infinity, upper: instance.offers[o].stock, indices: ks, values: ks.map(() => 1) });
  }
  const storeCols = new Map<number, { y: number; z: number[]; f: number | null }>();
  for (const s of stores) {
    const store = instance.stores[s];
    const ks = byStore.get(s) ?? [];
    const y = column(options.objective === 'stores' ? 1 : 0, 1);
    for (const k of ks)
      rows.push({ lower: -Infinity, upper: 0, indices: [k, y], values: [1, -pairs[k].cap] });
    // Only the bands the heaviest possible parcel can reach.
    const heaviest =
      store.baseGrams + ks.reduce((g, k) => g + instance.offers[pairs[k].offer].grams * pairs[k].cap, 0);
    const last = store.bands.findIndex((b) => heaviest <= b.maxGrams);
    const bands = store.bands.slice(0, last < 0 ? store.bands.length : last + 1);
    const z = bands.map((b) => column(options.objective === 'cost' ? b.price : 0, 1));
    const f = store.freeMin !== null ? column(0, 1) : null;
    storeCols.set(s, { y, z, f });
    const states = f === null ? z : [...z, f];
    rows.push({ lower: 0, upper: 0, indices: [...states, y], values: [...states.map(() => 1), -1] });
    const maxRoom = bands.length ? bands[bands.length - 1].maxGrams - store.baseGrams : 0;
    rows.push({
      lower: -Infinity,
      upper: 0,
      indices: [...ks, ...z, ...(f === null ? [] : [f])],
      values: [
        ...ks.map((k) => instance.offers[pairs[k].offer].grams),
        ...bands.map((b) => -(b.maxGrams - store.baseGrams)),
        ...(f === null ? [] : [-maxRoom]),
      ],
    });
    if (f !== null) {
      rows.push({
        lower: 0,
        upper: Infinity,
        indices: [...ks, f],
        values: [...ks.map((k) => instance.offers[pairs[k].offer].price), -(store.freeMin ?? 0)],
      });
    }
  }
  if (options.maxStores !== undefined && stores.length) {
    const ys = stores.map((s) => storeCols.get(s)?.y ?? 0);
    rows.push({ lower: -Infinity, upper: options.maxStores, indices: ys, values: ys.map(() => 1) });
  }
  const starts = new Int32Array(rows.length + 1);
  let nonzeros = 0;
  rows.forEach((r, i) => {
    nonzeros += r.indices.length;
    starts[i + 1] = nonzeros;
  });
  const indices = new Int32Array(nonzeros);
  const values = new Float64Array(nonzeros);
  rows.forEach((r, i) => {
    indices.set(r.indices, starts[i]);
    values.set(r.values, starts[i]);
  });
  return {
    pairs,
    need,
    stores,
    numCols: cost.length,
    colCost: Float64Array.from(cost),
    colUpper: Float64Array.from(upper),
    rowLower: Float64Array.from(rows, (r) => r.lower),
    rowUpper: Float64Array.from(rows, (r) => r.upper),
    starts,
    indices,
    values,
    storeCols,
  };
}

/**
 * The naive cart: each line takes the cheapest units on offer (any store), one line after the other,
 * and each store used ships its parcel. What a buyer gets adding the cheapest offer of every card.
 */
export function naivePlan(instance: Instance): Allocation[] {
  const left = instance.offers.map((o) => o.stock);
  const plan: Allocation[] = [];
  instance.lines.forEach((line, l) => {
    const offers = instance.offers
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => o.lines.includes(l))
      .sort((a, b) => a.o.price - b.o.price || a.i - b.i);
    let wanted = line.quantity;
    for (const { i } of offers) {
      if (wanted === 0) break;
      const take = Math.min(wanted, left[i]);
      if (take <= 0) continue;
      left[i] -= take;
      wanted -= take;
      plan.push({ offer: i, line: l, quantity: take });
    }
  });
  return plan;
}
