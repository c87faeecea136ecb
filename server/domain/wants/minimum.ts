import { type Allocation, type Costed, costOf, type Instance, shippingCost } from './model.ts';

/**
 * Free shipping over a minimum, reached on purpose (docs/optimizer.md, "Reaching a free-shipping
 * minimum"). The searches move units to where they are cheapest with the shipping each store pays at
 * the moment, and the band search (storeset.ts) only changes a store's band: a store that ships free
 * today over R$ 50 and sells the cart R$ 8 of it pays its band, and no single move shows that buying
 * R$ 42 more there, from lines bought elsewhere, saves the whole shipping. On the ×10 decks on a day
 * with such stores, the best carts found that way were 2–3 % dearer than the best cart of their own
 * stores.
 *
 * For each store with free shipping today whose subtotal in the cart is short of its minimum, the
 * units the cart buys elsewhere that the store also offers are moved to it, the cheapest extra per
 * centavo of subtotal first, until the minimum is reached; a store those moves left with a few units
 * is emptied too when what it still sells costs less there than its shipping; the result is kept when
 * the whole cart, costed as the cart charges it, comes out cheaper. Stores the cart does not use are
 * tried too, within `maxStores`.
 */

interface Move {
  /** Index in the plan of the allocation the units leave. */
  from: number;
  offer: number;
  /** Extra cost per centavo of the store's subtotal (negative: the move saves). */
  ratio: number;
}

/** Per store with free shipping over a minimum today: its offers in stock by line. */
const indexes = new WeakMap<Instance, Map<number, Map<number, number[]>>>();

function indexOf(instance: Instance): Map<number, Map<number, number[]>> {
  const known = indexes.get(instance);
  if (known) return known;
  const index = new Map<number, Map<number, number[]>>();
  instance.offers.forEach((o, i) => {
    if ((instance.stores[o.store].freeMin ?? 0) <= 0 || o.stock <= 0) return;
    const byLine = index.get(o.store) ?? new Map<number, number[]>();
    for (const line of o.lines) byLine.set(line, [...(byLine.get(line) ?? []), i]);
    index.set(o.store, byLine);
  });
  indexes.set(instance, index);
  return index;
}

export function reachMinimums(
  instance: Instance,
  plan: readonly Allocation[],
  options: { maxStores?: number } = {},
): Allocation[] {
  let best = plan.filter((a) => a.quantity > 0);
  let cost = costOf(instance, best);
  for (const [s, byLine] of indexOf(instance)) {
    const store = instance.stores[s];
    const min = store.freeMin ?? 0;
    const mine = cost.perStore.get(s);
    if (mine && (mine.subtotal >= min || mine.shipping === 0)) continue;
    if (!mine && options.maxStores !== undefined && cost.perStore.size >= options.maxStores) continue;
    const moved = topUp(instance, best, cost, s, byLine, min - (mine?.subtotal ?? 0));
    if (!moved) continue;
    const next = costOf(instance, moved);
    if (next.total < cost.total) {
      best = moved;
      cost = next;
    }
  }
  return best;
}

/**
 * The plan with at least `short` centavos more of store s's units, moved from other stores, when that
 * costs less than the plan (`cost`: its costOf); null otherwise or when out of reach.
 */
function topUp(
  instance: Instance,
  plan: readonly Allocation[],
  cost: Costed,
  s: number,
  byLine: Map<number, number[]>,
  short: number,
): Allocation[] | null {
  const { offers, stores } = instance;
  const moves: Move[] = [];
  plan.forEach((a, from) => {
    if (offers[a.offer].store === s) return;
    for (const o of byLine.get(a.line) ?? []) {
      moves.push({ from, offer: o, ratio: (offers[o].price - offers[a.offer].price) / offers[o].price });
    }
  });
  if (moves.length === 0) return null;
  moves.sort((x, y) => x.ratio - y.ratio);
  const used = new Map<number, number>();
  for (const a of plan) used.set(a.offer, (used.get(a.offer) ?? 0) + a.quantity);
  const left = plan.map((a) => a.quantity);
  const taken: { from: number; offer: number; units: number }[] = [];
  // What leaves each other store (subtotal, grams), and the items' extra cost.
  const out = new Map<number, { subtotal: number; grams: number }>();
  let extra = 0;
  let missing = short;
  const move = (from: number, offer: number, units: number) => {
    const to = offers[offer];
    const fromOffer = offers[plan[from].offer];
    left[from] -= units;
    used.set(offer, (used.get(offer) ?? 0) + units);
    missing -= units * to.price;
    extra += units * (to.price - fromOffer.price);
    const gone = out.get(fromOffer.store) ?? { subtotal: 0, grams: 0 };
    gone.subtotal += units * fromOffer.price;
    gone.grams += units * fromOffer.grams;
    out.set(fromOffer.store, gone);
    taken.push({ from, offer, units });
  };
  const room = (offer: number) => offers[offer].stock - (used.get(offer) ?? 0);
  for (const m of moves) {
    if (missing <= 0) break;
    const units = Math.min(left[m.from], room(m.offer), Math.ceil(missing / offers[m.offer].price));
    if (units > 0) move(m.from, m.offer, units);
  }
  if (missing > 0) return null;
  // A store the moves left with a few units is emptied too when what it still sells costs less at s
  // than its shipping (which it then no longer pays).
  for (const [d, gone] of out) {
    const before = cost.perStore.get(d);
    if (!before) continue;
    const rest = plan.flatMap((a, i) => (left[i] > 0 && offers[a.offer].store === d ? [i] : []));
    const shipping = shippingCost(stores[d], before.grams - gone.grams, before.subtotal - gone.subtotal);
    const planned: { from: number; offer: number; units: number }[] = [];
    const spare = new Map<number, number>();
    let cost2 = 0;
    for (const i of rest) {
      let units = left[i];
      for (const m of moves) {
        if (m.from !== i || units === 0) continue;
        const free = room(m.offer) - (spare.get(m.offer) ?? 0);
        const n = Math.min(units, free);
        if (n <= 0) continue;
        spare.set(m.offer, (spare.get(m.offer) ?? 0) + n);
        planned.push({ from: i, offer: m.offer, units: n });
        cost2 += n * (offers[m.offer].price - offers[plan[i].offer].price);
        units -= n;
      }
      if (units > 0) cost2 = Number.POSITIVE_INFINITY;
    }
    if (rest.length && cost2 < shipping) for (const p of planned) move(p.from, p.offer, p.units);
  }
  // The new total, without building the plan: s ships free, each donor pays its new parcel's band (or
  // nothing once emptied).
  let total = cost.total + extra - (cost.perStore.get(s)?.shipping ?? 0);
  for (const [d, gone] of out) {
    const before = cost.perStore.get(d);
    if (!before) continue;
    const subtotal = before.subtotal - gone.subtotal;
    const after = subtotal <= 0 ? 0 : shippingCost(stores[d], before.grams - gone.grams, subtotal);
    total += after - before.shipping;
  }
  if (total >= cost.total) return null;
  const next: Allocation[] = [];
  plan.forEach((a, i) => {
    if (left[i] > 0) next.push({ ...a, quantity: left[i] });
  });
  const added = new Map<string, Allocation>();
  for (const t of taken) {
    const line = plan[t.from].line;
    const key = `${t.offer}:${line}`;
    const a = added.get(key) ?? { offer: t.offer, line, quantity: 0 };
    a.quantity += t.units;
    added.set(key, a);
  }
  for (const a of added.values()) {
    const same = next.find((b) => b.offer === a.offer && b.line === a.line);
    if (same) same.quantity += a.quantity;
    else next.push(a);
  }
  return next;
}
