import { type Allocation, type Instance, shippingCost } from './model.ts';

/**
 * Moves units between the stores a cart already uses, one unit at a time and in chains of two
 * (docs/optimizer.md, "The branch-and-bound, measured"): a unit of line l goes from store s to store
 * t and, when that puts t's parcel in a dearer band, a unit of another line leaves t for a third
 * store (or for s). shiftPlan (start.ts) moves one allocation at a time, so a store one card over its
 * band stays there when the store that could take the card is itself full to its band; on one ×10
 * deck that left the cart of the right stores 2 % above their best.
 *
 * Only moves that lower the cart's total are kept; the stores used never change (a store may lose
 * its last unit). Bounded by ROUNDS passes over the units.
 */

const ROUNDS = 20;

export function chainShift(instance: Instance, plan: readonly Allocation[]): Allocation[] {
  const stores = instance.stores.length;
  const left = instance.offers.map((o) => o.stock);
  const subtotal = new Float64Array(stores);
  const grams = new Float64Array(stores);
  const units = new Int32Array(stores);
  const open = new Uint8Array(stores);
  // Units per (offer, line), keyed offer * lines + line.
  const lines = instance.lines.length;
  const qty = new Map<number, number>();
  for (const a of plan) {
    if (a.quantity <= 0) continue;
    const o = instance.offers[a.offer];
    const key = a.offer * lines + a.line;
    qty.set(key, (qty.get(key) ?? 0) + a.quantity);
    left[a.offer] -= a.quantity;
    subtotal[o.store] += o.price * a.quantity;
    grams[o.store] += o.grams * a.quantity;
    units[o.store] += a.quantity;
    open[o.store] = 1;
  }
  // The offers of each line in the cart's stores.
  const byLine: number[][] = instance.lines.map(() => []);
  instance.offers.forEach((o, i) => {
    if (open[o.store]) for (const l of o.lines) byLine[l].push(i);
  });
  const ship = (s: number) => {
    if (units[s] === 0) return 0;
    const store = instance.stores[s];
    return shippingCost(store, store.baseGrams + grams[s], subtotal[s]);
  };
  /** Moves one unit of line l from offer a to offer b; returns the change in the cart's total. */
  const move = (a: number, b: number, l: number): number => {
    const from = instance.offers[a];
    const to = instance.offers[b];
    const s = from.store;
    const t = to.store;
    const before = ship(s) + (s === t ? 0 : ship(t));
    const ka = a * lines + l;
    const kb = b * lines + l;
    if (!qty.has(kb)) keysOf[t].push(kb);
    qty.set(ka, (qty.get(ka) ?? 0) - 1);
    qty.set(kb, (qty.get(kb) ?? 0) + 1);
    left[a]++;
    left[b]--;
    subtotal[s] -= from.price;
    grams[s] -= from.grams;
    units[s]--;
    subtotal[t] += to.price;
    grams[t] += to.grams;
    units[t]++;
    return to.price - from.price + ship(s) + (s === t ? 0 : ship(t)) - before;
  };
  // Each store's (offer, line) keys, for the chain's second unit.
  const keysOf: number[][] = instance.stores.map(() => []);
  for (const k of qty.keys()) keysOf[instance.offers[Math.floor(k / lines)].store].push(k);
  const held = () => [...qty].filter(([, q]) => q > 0).map(([k]) => k);
  for (let round = 0; round < ROUNDS; round++) {
    let improved = false;
    for (const k of held()) {
      if ((qty.get(k) ?? 0) <= 0) continue;
      const a = Math.floor(k / lines);
      const l = k % lines;
      for (const b of byLine[l]) {
        if (b === a || left[b] <= 0 || instance.offers[b].store === instance.offers[a].store) continue;
        const t = instance.offers[b].store;
        const shipT = ship(t);
        const first = move(a, b, l);
        if (first < -0.5) {
          improved = true;
          break;
        }
        // t's parcel went up a band: a unit of another allocation of t may leave for a third store.
        let done = false;
        if (ship(t) > shipT) {
          for (const k2 of keysOf[t]) {
            const a2 = Math.floor(k2 / lines);
            if ((qty.get(k2) ?? 0) <= 0) continue;
            const l2 = k2 % lines;
            for (const b2 of byLine[l2]) {
              if (b2 === a2 || left[b2] <= 0 || instance.offers[b2].store === t) continue;
              const second = move(a2, b2, l2);
              if (first + second < -0.5) {
                done = true;
                break;
              }
              move(b2, a2, l2);
            }
            if (done) break;
          }
        }
        if (done) {
          improved = true;
          break;
        }
        move(b, a, l);
      }
    }
    if (!improved) break;
  }
  return [...qty]
    .filter(([, q]) => q > 0)
    .map(([k, q]) => ({ offer: Math.floor(k / lines), line: k % lines, quantity: q }));
}
