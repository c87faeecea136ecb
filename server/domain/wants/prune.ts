import type { Instance, OptStore } from './model.ts';

/**
 * Pairs (offer, line) no optimal cart uses, removed before the model is built (docs/optimizer.md,
 * "Pruning"). The offers keep their indices (a pruned pair only leaves its offer's `lines`), so a plan
 * of the reduced instance is a plan of the instance as given.
 *
 * The rule: line l may take offer o' (store t) with stock for all of its quantity, and o' serves no
 * other line. Any cart that takes u ≥ 1 units of l from an offer o of another store s can take them
 * from o' instead: the items change by u·(p' − p), t's shipping rises by at most S_t (the band price
 * of the heaviest parcel t could ever send, what opening t costs at worst) and s's shipping does not
 * rise (a lighter parcel never pays a dearer band; s must have no free-shipping minimum today, since a
 * smaller subtotal could lose it). So when p > p' + S_t the move is strictly cheaper and no optimal
 * cart takes o for l. The cheapest p' + S_t of a line is never pruned itself, so every line keeps an
 * offer with all its units.
 */

/** Whether a dearer band is never cheaper than a lighter one (what the rule needs of store s). */
function monotone(store: OptStore): boolean {
  return store.bands.every((b, i) => i === 0 || b.price >= store.bands[i - 1].price);
}

/** The band price of the heaviest parcel the store could send with every unit the instance offers it. */
function worstShipping(instance: Instance): number[] {
  const grams = instance.stores.map((s) => s.baseGrams);
  for (const offer of instance.offers) {
    for (const l of offer.lines)
      grams[offer.store] += offer.grams * Math.min(offer.stock, instance.lines[l].quantity);
  }
  return instance.stores.map((store, s) => {
    const band = store.bands.find((b) => grams[s] <= b.maxGrams) ?? store.bands[store.bands.length - 1];
    return band ? band.price : Number.POSITIVE_INFINITY;
  });
}

export function pruneDominated(instance: Instance): { instance: Instance; pruned: number } {
  const worst = worstShipping(instance);
  const steady = instance.stores.map((s) => s.freeMin === null && monotone(s));
  // Per line, the cheapest p' + S_t over offers that serve only it with all its units, and its store.
  const ceiling = instance.lines.map(() => ({ price: Number.POSITIVE_INFINITY, store: -1 }));
  for (const offer of instance.offers) {
    if (offer.lines.length !== 1) continue;
    const l = offer.lines[0];
    const bound = offer.price + worst[offer.store];
    if (offer.stock >= instance.lines[l].quantity && bound < ceiling[l].price) {
      ceiling[l] = { price: bound, store: offer.store };
    }
  }
  let pruned = 0;
  const offers = instance.offers.map((offer) => {
    if (!steady[offer.store]) return offer;
    const lines = offer.lines.filter(
      (l) => !(offer.price > ceiling[l].price && offer.store !== ceiling[l].store),
    );
    pruned += offer.lines.length - lines.length;
    return lines.length === offer.lines.length ? offer : { ...offer, lines };
  });
  return { instance: { ...instance, offers }, pruned };
}
