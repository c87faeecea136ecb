import type { Allocation, Instance } from './model.ts';

/**
 * Each line's cheapest units among the stores `open` marks (within each offer's stock), or null when
 * they cannot give every line its `need`. The start of a leaf's cart in the branch-and-bound
 * (large.ts): a leaf fixes every store, and its bound is close to the best cart of exactly its open
 * stores, which the local search, free to close any of them, does not always reach.
 */

/** Per line, its offers by price (ties by index), once per instance. */
const sortedOffers = new WeakMap<Instance, Int32Array[]>();

function offersByPrice(instance: Instance): Int32Array[] {
  const known = sortedOffers.get(instance);
  if (known) return known;
  const perLine: number[][] = instance.lines.map(() => []);
  instance.offers.forEach((o, i) => {
    for (const l of o.lines) perLine[l].push(i);
  });
  const sorted = perLine.map((list) =>
    Int32Array.from(list.sort((a, b) => instance.offers[a].price - instance.offers[b].price || a - b)),
  );
  sortedOffers.set(instance, sorted);
  return sorted;
}

export function cheapestUnitsAmong(
  instance: Instance,
  need: readonly number[],
  open: readonly boolean[],
): Allocation[] | null {
  const byPrice = offersByPrice(instance);
  const used = new Map<number, number>();
  const plan: Allocation[] = [];
  for (let l = 0; l < need.length; l++) {
    let wanted = need[l];
    for (const o of byPrice[l]) {
      if (wanted === 0) break;
      const offer = instance.offers[o];
      if (!open[offer.store]) continue;
      const units = Math.min(wanted, offer.stock - (used.get(o) ?? 0));
      if (units <= 0) continue;
      used.set(o, (used.get(o) ?? 0) + units);
      wanted -= units;
      plan.push({ offer: o, line: l, quantity: units });
    }
    if (wanted > 0) return null;
  }
  return plan;
}
