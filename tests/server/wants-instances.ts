import { rng as benchRng } from '../../bench/optimizer/exactness.ts';
import { type Allocation, type Instance, naivePlan } from '../../server/domain/wants/model.ts';
import { solve } from '../../server/domain/wants/solver.ts';

/**
 * Spread-out random instances of the cart optimizer for the solver-thread tests (wants-thread,
 * wants-partner): `lines` lines, each sold by `sellers` of `stores` stores. instanceOf(7, 60, 400, 140)
 * is the ×10 bench's size (about 8,400 offer/line pairs over 400 stores).
 */

function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return { next, int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)) };
}

/** `lines` lines, each sold by `sellers` of `stores` stores (PAC-like bands, some free shipping). */
export function instanceOf(seed: number, lines: number, stores: number, sellers: number): Instance {
  const r = rng(seed);
  const offers: Instance['offers'] = [];
  for (let l = 0; l < lines; l++) {
    const order = Array.from({ length: stores }, (_, i) => i).sort(() => r.next() - 0.5);
    for (const store of order.slice(0, sellers)) {
      offers.push({ store, price: r.int(50, 8000), stock: r.int(1, 4), grams: 10, lines: [l] });
    }
  }
  return {
    lines: Array.from({ length: lines }, () => ({ quantity: r.int(1, 4) })),
    offers,
    stores: Array.from({ length: stores }, () => ({
      bands: [
        { maxGrams: 300, price: r.int(1200, 2500) },
        { maxGrams: 1000, price: r.int(2500, 4500) },
      ],
      baseGrams: 100,
      freeMin: r.next() < 0.3 ? r.int(5000, 30000) : null,
    })),
  };
}

/** The instance with only the stores a plan uses (the others' offers serve no line). */
export function onlyStoresOf(instance: Instance, plan: readonly Allocation[]): Instance {
  const used = new Set(plan.filter((a) => a.quantity > 0).map((a) => instance.offers[a.offer].store));
  return { ...instance, offers: instance.offers.map((o) => (used.has(o.store) ? o : { ...o, lines: [] })) };
}

/**
 * Cards only (10 g), 2–4 stores, 3–5 lines of 4–14 copies each: parcels of 20–60 cards, where which
 * store ships in which band (300 g: 20 cards, 500 g: 40, 1 kg: 90) decides the total.
 */
export function bandInstance(seed: number): Instance {
  const r = benchRng(seed);
  const storeCount = r.int(2, 4);
  const stores = Array.from({ length: storeCount }, () => {
    const first = r.int(1500, 2500);
    return {
      bands: [
        { maxGrams: 300, price: first },
        { maxGrams: 500, price: first + r.int(300, 1500) },
        { maxGrams: 1000, price: first + r.int(1600, 3000) },
      ],
      baseGrams: 100,
      freeMin: null,
    };
  });
  const lines = Array.from({ length: r.int(3, 5) }, () => ({ quantity: r.int(4, 14) }));
  const offers: Instance['offers'] = [];
  lines.forEach((line, l) => {
    for (let s = 0; s < storeCount; s++) {
      if (s > 0 && r.next() < 0.3) continue;
      offers.push({ store: s, price: r.int(50, 800), stock: r.int(2, line.quantity), grams: 10, lines: [l] });
    }
    // Someone has them all, so every line can be covered.
    offers.push({ store: 0, price: r.int(400, 900), stock: line.quantity, grams: 10, lines: [l] });
  });
  return { lines, offers, stores };
}

/**
 * The first `count` band instances, each with its naive cart and HiGHS's optimum over that cart's
 * stores (the best cart storeset.ts and bands.ts can reach from it).
 */
export async function bandCases(
  count: number,
): Promise<{ instance: Instance; first: Allocation[]; optimum: number }[]> {
  const cases = [];
  for (let seed = 1; seed <= count; seed++) {
    const instance = bandInstance(seed);
    const first = naivePlan(instance);
    const best = await solve(
      onlyStoresOf(instance, first),
      { kind: 'cheapest' },
      { timeLimit: 20, relGap: 0 },
    );
    if (best.status !== 'optimal') throw new Error(`band instance ${seed}: HiGHS did not prove its optimum`);
    cases.push({ instance, first, optimum: best.cost.total });
  }
  return cases;
}
