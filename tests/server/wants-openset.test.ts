import { describe, expect, it } from 'vitest';
import { bruteForce, randomInstance } from '../../bench/optimizer/exactness.ts';
import { lagrangeBound } from '../../server/domain/wants/lagrange.ts';
import { costOf, type Instance, needs, pairsOf } from '../../server/domain/wants/model.ts';
import { openSetSearch, searchOpenSets } from '../../server/domain/wants/openset.ts';
import { checkPlan } from './wants-plan.ts';

describe('the open-set search (openset.ts)', () => {
  it('keeps its incremental cost equal to the cart’s, covers every line and is never below brute force', () => {
    let optimal = 0;
    const count = 80;
    for (let seed = 1; seed <= count; seed++) {
      const instance = randomInstance(seed);
      const best = bruteForce(instance);
      const none = instance.stores.map(() => false);
      const all = instance.stores.map(() => true);
      for (const seed of [none, all]) {
        const search = openSetSearch(instance, 1_000_000);
        const found = search.improve(seed);
        const plan = search.plan();
        expect(plan).not.toBeNull();
        if (!plan) continue;
        checkPlan(instance, plan);
        // The bookkeeping after the moves equals costing the cart from scratch.
        expect(found).toBe(costOf(instance, plan).total);
        expect(found).toBeGreaterThanOrEqual(best);
      }
      const chosen = searchOpenSets(instance, [none, all]);
      expect(chosen).not.toBeNull();
      if (!chosen) continue;
      checkPlan(instance, chosen);
      const total = costOf(instance, chosen).total;
      expect(total).toBeGreaterThanOrEqual(best);
      if (total === best) optimal++;
    }
    // A heuristic, but on instances this small it finds the optimum nearly always (measured: 78/80).
    expect(optimal).toBeGreaterThanOrEqual(count - 4);
  });

  it('shares an offer’s stock between the lines it serves, and honours a store limit', () => {
    const band = { maxGrams: 300, price: 1000 };
    const instance: Instance = {
      lines: [{ quantity: 2 }, { quantity: 1 }],
      offers: [
        { store: 0, price: 100, stock: 2, grams: 10, lines: [0, 1] },
        { store: 1, price: 300, stock: 3, grams: 10, lines: [0, 1] },
      ],
      stores: [
        { bands: [band], baseGrams: 100, freeMin: null },
        { bands: [band], baseGrams: 100, freeMin: null },
      ],
    };
    // Store 0 has 2 units for the 3 wanted: store 1 must send one (2 × 1,00 + 3,00 + 2 × 10,00), or
    // all three (3 × 3,00 + 10,00), the cheaper.
    for (const seed of [
      [true, false],
      [true, true],
      [false, false],
    ]) {
      const plan = searchOpenSets(instance, [seed]);
      expect(plan).not.toBeNull();
      if (plan) {
        checkPlan(instance, plan);
        expect(costOf(instance, plan).total).toBe(3 * 300 + 1000);
      }
    }
    // With more stock at store 0 it alone is cheapest; with a limit of one store, store 1 is not
    // opened beside it.
    const more = { ...instance, offers: [{ ...instance.offers[0], stock: 3 }, instance.offers[1]] };
    const one = searchOpenSets(more, [[true, true]], { maxStores: 1 });
    expect(one && costOf(more, one).total).toBe(3 * 100 + 1000);
  });

  it('finds the same carts when told the stores’ Lagrangian bounds (the moves they skip cannot save)', () => {
    let same = 0;
    const count = 60;
    for (let seed = 1; seed <= count; seed++) {
      const instance = randomInstance(seed);
      const need = needs(instance, pairsOf(instance));
      const best = bruteForce(instance);
      const { storeBound } = lagrangeBound(instance, need, best + 1000);
      const seeds = [instance.stores.map(() => false), instance.stores.map(() => true)];
      const plain = searchOpenSets(instance, seeds);
      const floored = searchOpenSets(instance, seeds, { floor: storeBound });
      expect(floored).not.toBeNull();
      if (!plain || !floored) continue;
      checkPlan(instance, floored);
      const total = costOf(instance, floored).total;
      expect(total).toBeGreaterThanOrEqual(best);
      if (total === costOf(instance, plain).total) same++;
    }
    expect(same).toBe(count);
  });

  it('starts from the stores the Lagrangian bound opens', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const instance = randomInstance(seed);
      const need = needs(instance, pairsOf(instance));
      const { open } = lagrangeBound(instance, need, bruteForce(instance) + 1000);
      expect(open).toHaveLength(instance.stores.length);
      const plan = searchOpenSets(instance, [open]);
      expect(plan).not.toBeNull();
      if (plan) checkPlan(instance, plan);
    }
  });
});
