/**
 * The heuristic the optimizer is compared with: greedy store by store, the way a buyer (or a site's
 * "fewest packages" wizard) fills a cart — take the store whose parcel covers the most still-missing
 * units at the lowest cost per unit (its cheapest fitting offers plus its shipping), put those in the
 * cart, and repeat with the other stores until every line is covered.
 */
import {
  type Allocation,
  type Instance,
  needs,
  pairsOf,
  shippingCost,
} from '../../server/domain/wants/model.ts';

export function greedyStoreByStore(instance: Instance): Allocation[] {
  const pairs = pairsOf(instance);
  const missing = needs(instance, pairs);
  const left = instance.offers.map((o) => o.stock);
  const used = new Set<number>();
  const plan: Allocation[] = [];
  for (;;) {
    let best: { store: number; ratio: number; take: Allocation[] } | null = null;
    for (let s = 0; s < instance.stores.length; s++) {
      if (used.has(s)) continue;
      const want = [...missing];
      const stock = [...left];
      const take: Allocation[] = [];
      let subtotal = 0;
      let grams = instance.stores[s].baseGrams;
      let units = 0;
      const mine = pairs
        .filter((p) => instance.offers[p.offer].store === s)
        .sort((a, b) => instance.offers[a.offer].price - instance.offers[b.offer].price);
      for (const p of mine) {
        const q = Math.min(want[p.line], stock[p.offer]);
        if (q <= 0) continue;
        want[p.line] -= q;
        stock[p.offer] -= q;
        const offer = instance.offers[p.offer];
        subtotal += offer.price * q;
        grams += offer.grams * q;
        units += q;
        take.push({ offer: p.offer, line: p.line, quantity: q });
      }
      if (units === 0) continue;
      const ratio = (subtotal + shippingCost(instance.stores[s], grams, subtotal)) / units;
      if (!best || ratio < best.ratio) best = { store: s, ratio, take };
    }
    if (!best) break;
    used.add(best.store);
    for (const a of best.take) {
      missing[a.line] -= a.quantity;
      left[a.offer] -= a.quantity;
      plan.push(a);
    }
  }
  return plan;
}
