import type { Instance } from '../../server/domain/wants/model.ts';

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
