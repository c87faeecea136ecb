/**
 * The cart optimizer's mixed-integer program (docs/optimizer.md, "The model"), with no database: an
 * instance of lines, offers and stores becomes CPLEX LP text for HiGHS, and a plan (units per offer and
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

/** Terms joined for LP text, a few per line (the format allows continuation lines). */
function terms(parts: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 12) out.push(parts.slice(i, i + 12).join(' '));
  return out.join('\n   ') || '0 y0';
}

const coef = (c: number, v: string) => `${c >= 0 ? '+' : '-'} ${Math.abs(c)} ${v}`;

export interface BuiltModel {
  lp: string;
  pairs: Pair[];
  need: number[];
  /** Stores that some pair can use. */
  stores: number[];
}

/**
 * The LP text of the instance. `objective`: 'cost' (items + shipping) or 'stores' (number of stores
 * used); `maxStores` caps the stores used.
 */
export function buildModel(
  instance: Instance,
  options: { objective: 'cost' | 'stores'; maxStores?: number },
): BuiltModel {
  const pairs = pairsOf(instance);
  const need = needs(instance, pairs);
  const byStore = new Map<number, number[]>();
  pairs.forEach((p, k) => {
    const s = instance.offers[p.offer].store;
    byStore.set(s, [...(byStore.get(s) ?? []), k]);
  });
  const stores = [...byStore.keys()];
  const objective: string[] = [];
  const rows: string[] = [];
  const bounds: string[] = [];
  const generals: string[] = [];
  const binaries: string[] = [];

  pairs.forEach((p, k) => {
    if (options.objective === 'cost') objective.push(coef(instance.offers[p.offer].price, `x${k}`));
    bounds.push(` 0 <= x${k} <= ${p.cap}`);
    generals.push(`x${k}`);
  });
  // Lines: every line gets the units it can get.
  need.forEach((n, l) => {
    const mine = pairs.flatMap((p, k) => (p.line === l ? [`+ x${k}`] : []));
    if (mine.length) rows.push(` line${l}: ${terms(mine)} = ${n}`);
  });
  // Offers serving several lines: their stock is shared.
  const perOffer = new Map<number, number[]>();
  pairs.forEach((p, k) => {
    perOffer.set(p.offer, [...(perOffer.get(p.offer) ?? []), k]);
  });
  for (const [o, ks] of perOffer) {
    if (ks.length > 1)
      rows.push(` stock${o}: ${terms(ks.map((k) => `+ x${k}`))} <= ${instance.offers[o].stock}`);
  }
  for (const s of stores) {
    const store = instance.stores[s];
    const ks = byStore.get(s) ?? [];
    binaries.push(`y${s}`);
    if (options.objective === 'stores') objective.push(`+ 1 y${s}`);
    for (const k of ks) rows.push(` link${k}: + x${k} - ${pairs[k].cap} y${s} <= 0`);
    // Only the bands the heaviest possible parcel can reach.
    const heaviest =
      store.baseGrams + ks.reduce((g, k) => g + instance.offers[pairs[k].offer].grams * pairs[k].cap, 0);
    const last = store.bands.findIndex((b) => heaviest <= b.maxGrams);
    const bands = store.bands.slice(0, last < 0 ? store.bands.length : last + 1);
    const states = bands.map((_, b) => `z${s}_${b}`);
    binaries.push(...states);
    if (options.objective === 'cost') {
      bands.forEach((b, i) => {
        objective.push(coef(b.price, states[i]));
      });
    }
    const free = store.freeMin !== null ? `f${s}` : null;
    if (free) binaries.push(free);
    rows.push(
      ` ship${s}: ${terms([...states.map((z) => `+ ${z}`), ...(free ? [`+ ${free}`] : [])])} - y${s} = 0`,
    );
    const weight = ks.map((k) => coef(instance.offers[pairs[k].offer].grams, `x${k}`));
    const room = bands.map((b, i) => coef(-(b.maxGrams - store.baseGrams), states[i]));
    const maxRoom = bands.length ? bands[bands.length - 1].maxGrams - store.baseGrams : 0;
    if (free) room.push(coef(-maxRoom, free));
    rows.push(` weight${s}: ${terms([...weight, ...room])} <= 0`);
    if (free) {
      const subtotal = ks.map((k) => coef(instance.offers[pairs[k].offer].price, `x${k}`));
      rows.push(` free${s}: ${terms([...subtotal, coef(-(store.freeMin ?? 0), free)])} >= 0`);
    }
  }
  if (options.maxStores !== undefined && stores.length) {
    rows.push(` stores: ${terms(stores.map((s) => `+ y${s}`))} <= ${options.maxStores}`);
  }
  const lp = [
    'Minimize',
    ` obj: ${terms(objective)}`,
    'Subject To',
    ...(rows.length ? rows : [' none: + y0 >= 0']),
    'Bounds',
    ...bounds,
    ...(generals.length ? ['Generals', ` ${terms(generals)}`] : []),
    ...(binaries.length ? ['Binaries', ` ${terms(binaries)}`] : []),
    'End',
  ].join('\n');
  return { lp, pairs, need, stores };
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
