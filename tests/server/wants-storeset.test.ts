import { describe, expect, it } from 'vitest';
import { bruteForce, randomInstance } from '../../bench/optimizer/exactness.ts';
import { chainShift } from '../../server/domain/wants/chain.ts';
import { costOf, type Instance, naivePlan } from '../../server/domain/wants/model.ts';
import { pruneDominated } from '../../server/domain/wants/prune.ts';
import {
  LARGE_SOLVE_MAX_SECONDS,
  LARGE_SOLVE_MIN_SECONDS,
  LARGE_SOLVE_SECONDS,
  largeTimeLimit,
} from '../../server/domain/wants/solver.ts';
import { shiftPlan } from '../../server/domain/wants/start.ts';
import { storeSetCart } from '../../server/domain/wants/storeset.ts';
import { bandCases, onlyStoresOf } from './wants-instances.ts';
import { checkPlan } from './wants-plan.ts';

describe('the cart of a fixed set of stores (storeset.ts)', () => {
  it('covers every line within stock, is never dearer than the cart given nor below brute force', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const instance = pruneDominated(randomInstance(seed)).instance;
      for (const first of [naivePlan(instance), chainShift(instance, naivePlan(instance))]) {
        const cart = storeSetCart(instance, first);
        checkPlan(instance, cart);
        const total = costOf(instance, cart).total;
        expect(total).toBeLessThanOrEqual(costOf(instance, first).total);
        expect(total).toBeGreaterThanOrEqual(bruteForce(instance));
        expect(total).toBeGreaterThanOrEqual(bruteForce(onlyStoresOf(instance, first)));
      }
    }
  });

  it('finds the best cart of the stores where the bands decide, as HiGHS does, far more often than the unit moves', async () => {
    let equal = 0;
    let shiftedEqual = 0;
    const cases = await bandCases(60);
    const count = cases.length;
    for (const { instance, first, optimum } of cases) {
      const cart = storeSetCart(instance, first);
      checkPlan(instance, cart);
      const total = costOf(instance, cart).total;
      expect(total).toBeGreaterThanOrEqual(optimum);
      expect(total).toBeLessThanOrEqual(costOf(instance, first).total);
      if (total === optimum) equal++;
      const moved = chainShift(instance, shiftPlan(instance, first));
      if (costOf(instance, moved).total === optimum) shiftedEqual++;
      expect(total).toBeLessThanOrEqual(costOf(instance, moved).total + 0);
    }
    console.log(`storeset: ${equal}/${count} optimal; shiftPlan + chainShift: ${shiftedEqual}/${count}`);
    expect(equal).toBeGreaterThan(shiftedEqual);
  });

  it('moves the 21st card to a store with room, through a store that is full', () => {
    const band = (first: number) => [
      { maxGrams: 300, price: first },
      { maxGrams: 500, price: first + 1500 },
    ];
    // Store 0 sends 21 cards (500 g); store 1 is full at 20 but could send one of line 1's cards to
    // store 2, which has room: then store 1 takes one of line 0's, and every parcel pays 300 g.
    const instance: Instance = {
      lines: [{ quantity: 21 }, { quantity: 20 }, { quantity: 5 }],
      offers: [
        { store: 0, price: 100, stock: 21, grams: 10, lines: [0] },
        { store: 1, price: 150, stock: 5, grams: 10, lines: [0] },
        { store: 1, price: 100, stock: 20, grams: 10, lines: [1] },
        { store: 2, price: 160, stock: 5, grams: 10, lines: [1] },
        { store: 2, price: 100, stock: 5, grams: 10, lines: [2] },
      ],
      stores: [
        { bands: band(1000), baseGrams: 100, freeMin: null },
        { bands: band(1000), baseGrams: 100, freeMin: null },
        { bands: band(1000), baseGrams: 100, freeMin: null },
      ],
    };
    const first = naivePlan(instance);
    expect(costOf(instance, first).total).toBe(2100 + 2500 + 2000 + 1000 + 500 + 1000);
    const cart = storeSetCart(instance, first);
    checkPlan(instance, cart);
    // 20 × 100 + 1 × 150 + 19 × 100 + 1 × 160 + 5 × 100 and three 300 g parcels.
    expect(costOf(instance, cart).total).toBe(2000 + 150 + 1900 + 160 + 500 + 3000);
  });
});

describe("a large solve against the request's deadline (solver.ts)", () => {
  it('takes the time left until the deadline, within its bounds, and 1.0 s without one', () => {
    expect(largeTimeLimit(undefined, 5000)).toBe(LARGE_SOLVE_SECONDS);
    expect(largeTimeLimit(5000 + 1200, 5000)).toBeCloseTo(1.2, 9);
    // A slow load: the search still gets its least time; a fast one: no more than the most.
    expect(largeTimeLimit(5000 - 300, 5000)).toBe(LARGE_SOLVE_MIN_SECONDS);
    expect(largeTimeLimit(5000 + 9000, 5000)).toBe(LARGE_SOLVE_MAX_SECONDS);
  });
});
