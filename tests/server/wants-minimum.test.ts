import { describe, expect, it } from 'vitest';
import { randomInstance } from '../../bench/optimizer/exactness.ts';
import { cheapestUnitsAmong } from '../../server/domain/wants/leaf.ts';
import { reachMinimums } from '../../server/domain/wants/minimum.ts';
import { costOf, type Instance, naivePlan, needs, pairsOf } from '../../server/domain/wants/model.ts';
import { checkPlan } from './wants-plan.ts';

const bands = (price: number) => [{ maxGrams: 1000, price }];

/**
 * Three lines of 2 units. Store 0 ships free today over R$ 30 and sells line 0 at 5; store 1 sells
 * every line at 6 (R$ 15 of shipping); store 2 sells lines 1 and 2 at 7 (shipping R$ 15), with one
 * unit of stock each.
 */
function instance(): Instance {
  return {
    lines: [{ quantity: 2 }, { quantity: 2 }, { quantity: 2 }],
    offers: [
      { store: 0, price: 500, stock: 5, grams: 10, lines: [0] },
      { store: 0, price: 900, stock: 5, grams: 10, lines: [1, 2] },
      { store: 1, price: 600, stock: 9, grams: 10, lines: [0, 1, 2] },
      { store: 2, price: 700, stock: 1, grams: 10, lines: [1] },
    ],
    stores: [
      { bands: bands(2000), baseGrams: 100, freeMin: 3000 },
      { bands: bands(1500), baseGrams: 100, freeMin: null },
      { bands: bands(1500), baseGrams: 100, freeMin: null },
    ],
  };
}

describe('reaching a free-shipping minimum on purpose (minimum.ts)', () => {
  it('moves units to a store short of its minimum when the shipping saved pays for them', () => {
    const inst = instance();
    // Line 0 at store 0 (R$ 10 + R$ 20 of shipping), lines 1 and 2 at store 1 (R$ 24 + R$ 15).
    const plan = [
      { offer: 0, line: 0, quantity: 2 },
      { offer: 2, line: 1, quantity: 2 },
      { offer: 2, line: 2, quantity: 2 },
    ];
    expect(costOf(inst, plan).total).toBe(6900);
    const moved = reachMinimums(inst, plan);
    checkPlan(inst, moved);
    const cost = costOf(inst, moved);
    // Store 0 now sells at least R$ 30 and ships free; store 1 is closed or cheaper.
    expect(cost.perStore.get(0)?.subtotal).toBeGreaterThanOrEqual(3000);
    expect(cost.perStore.get(0)?.shipping).toBe(0);
    expect(cost.total).toBeLessThan(6900);
  });

  it('leaves a cart alone when reaching the minimum costs more than the shipping', () => {
    const inst = instance();
    inst.offers[1].price = 5000;
    const plan = [
      { offer: 0, line: 0, quantity: 2 },
      { offer: 2, line: 1, quantity: 2 },
      { offer: 2, line: 2, quantity: 2 },
    ];
    expect(reachMinimums(inst, plan)).toEqual(plan);
  });

  it('does not open a store beyond the most stores allowed', () => {
    const inst = instance();
    const plan = [
      { offer: 2, line: 0, quantity: 2 },
      { offer: 2, line: 1, quantity: 2 },
      { offer: 2, line: 2, quantity: 2 },
    ];
    expect(reachMinimums(inst, plan, { maxStores: 1 })).toEqual(plan);
    expect(costOf(inst, reachMinimums(inst, plan)).total).toBeLessThan(costOf(inst, plan).total);
  });

  it('never answers a dearer cart or one that breaks a line or a stock, on random instances', () => {
    let cheaper = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const inst = randomInstance(seed);
      const plan = naivePlan(inst);
      const need = needs(inst, pairsOf(inst));
      if (plan.reduce((n, a) => n + a.quantity, 0) !== need.reduce((n, u) => n + u, 0)) continue;
      const moved = reachMinimums(inst, plan);
      checkPlan(inst, moved);
      const before = costOf(inst, plan).total;
      const after = costOf(inst, moved).total;
      expect(after).toBeLessThanOrEqual(before);
      if (after < before) cheaper++;
    }
    expect(cheaper).toBeGreaterThan(0);
  });
});

describe("a leaf's first cart (leaf.ts)", () => {
  it("takes each line's cheapest units among the open stores, within stock", () => {
    const inst = instance();
    const plan = cheapestUnitsAmong(inst, [2, 2, 2], [false, true, true]);
    expect(plan).not.toBeNull();
    checkPlan(inst, plan ?? []);
    // Line 1: store 1 at 6 beats store 2 at 7; no unit comes from the closed store 0.
    expect(plan?.every((a) => inst.offers[a.offer].store !== 0)).toBe(true);
    expect(plan?.find((a) => a.line === 1)).toEqual({ offer: 2, line: 1, quantity: 2 });
  });

  it('answers null when the open stores cannot give a line its units', () => {
    expect(cheapestUnitsAmong(instance(), [2, 2, 2], [false, false, true])).toBeNull();
  });
});
