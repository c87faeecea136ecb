import { describe, expect, it } from 'vitest';
import { bruteForce, randomInstance } from '../../bench/optimizer/exactness.ts';
import { lagrangeBound } from '../../server/domain/wants/lagrange.ts';
import { type Instance, needs, pairsOf } from '../../server/domain/wants/model.ts';
import { pruneDominated } from '../../server/domain/wants/prune.ts';
import { relaxationOf, storeValue } from '../../server/domain/wants/relax.ts';

const band = (price: number) => ({ maxGrams: 1000, price });

/** One line of `quantity` units; store 0 has free shipping today over `freeMin`, store 1 does not. */
function twoStores(quantity: number, freeMin: number): Instance {
  return {
    lines: [{ quantity }],
    offers: [
      { store: 0, price: 1000, stock: 20, grams: 10, lines: [0] },
      { store: 1, price: 1200, stock: 20, grams: 10, lines: [0] },
    ],
    stores: [
      { bands: [band(2000)], baseGrams: 100, freeMin },
      { bands: [band(1500)], baseGrams: 100, freeMin: null },
    ],
  };
}

describe('the relaxation with free shipping over a minimum (relax.ts)', () => {
  it('does not take a store below its minimum for free', () => {
    // One unit: store 0 costs 10 + 20 of shipping (its minimum of 100 is out of reach of one unit
    // of 10), store 1 costs 12 + 15: the cheapest cart is 27.
    const instance = twoStores(1, 10_000);
    const need = needs(instance, pairsOf(instance));
    expect(bruteForce(instance)).toBe(2700);
    const { bound } = lagrangeBound(instance, need, 2700);
    expect(bound).toBeLessThanOrEqual(2700);
    // Free shipping taken at face value would prove 10 at most.
    expect(bound).toBeGreaterThanOrEqual(2600);
  });

  it('takes it for free once the deck reaches the minimum', () => {
    // Ten units of 10 reach store 0's minimum of 100: 100 with no shipping, against 135 at store 1.
    const instance = twoStores(10, 10_000);
    const need = needs(instance, pairsOf(instance));
    expect(bruteForce(instance)).toBe(10_000);
    expect(lagrangeBound(instance, need, 10_000).bound).toBeLessThanOrEqual(10_000);
  });

  it('prices the free state by the cheapest way to reach the minimum', () => {
    // λ = 11 per unit: store 0's ten units are 1 below it each, and their 100 of subtotal reach a
    // minimum of 10: the free state is −10, the band −10 + 20.
    const instance = twoStores(10, 1000);
    const r = relaxationOf(instance, [10]);
    expect(storeValue(r, 0, Float64Array.of(1100))).toBeCloseTo(-1000);
    // λ = 9: no unit is worth taking, but the minimum of 10 reais needs one at a reduced price of 1.
    expect(storeValue(r, 0, Float64Array.of(900))).toBeCloseTo(100);
    // A minimum no unit of the deck can reach: only the band is left.
    const far = relaxationOf(twoStores(10, 1_000_000), [10]);
    expect(storeValue(far, 0, Float64Array.of(900))).toBeCloseTo(2000);
  });

  it('never bounds above the cheapest cart, on random instances with minimums', () => {
    let withMinimum = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const instance = pruneDominated(randomInstance(seed)).instance;
      const need = needs(instance, pairsOf(instance));
      if (need.every((n) => n === 0)) continue;
      if (instance.stores.some((s) => s.freeMin !== null)) withMinimum++;
      const best = bruteForce(instance);
      expect(lagrangeBound(instance, need, best, { work: 200_000 }).bound).toBeLessThanOrEqual(best);
    }
    expect(withMinimum).toBeGreaterThan(50);
  });
});

describe('a store left dormant between steps (bnb.ts)', () => {
  it('never values a store below its last value less its units times the largest rise of λ', () => {
    // The branch-and-bound skips a store while this floor stays ≥ 0: it must be a floor of v_s.
    let checked = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const instance = pruneDominated(randomInstance(seed)).instance;
      const need = needs(instance, pairsOf(instance));
      const r = relaxationOf(instance, need);
      let x = seed;
      const random = () => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return x / 2147483648;
      };
      for (let trial = 0; trial < 20; trial++) {
        const before = Float64Array.from({ length: r.lines }, () => 4000 * random());
        const after = before.map((l) => Math.max(0, l + 1500 * (random() - 0.4)));
        const rise = Math.max(0, ...after.map((l, i) => l - before[i]));
        for (let s = 0; s < r.storeCount; s++) {
          const units = Array.from(
            { length: r.offsets[s + 1] - r.offsets[s] },
            (_, j) => r.bUnits[r.offsets[s] + j],
          );
          const then = storeValue(r, s, before);
          const now = storeValue(r, s, after);
          if (!Number.isFinite(then)) continue;
          expect(now).toBeGreaterThanOrEqual(then - units.reduce((a, b) => a + b, 0) * rise - 1e-6);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
