import { expect } from 'vitest';
import { type Allocation, type Instance, needs, pairsOf } from '../../server/domain/wants/model.ts';

/** Checks that a plan gives every line its units, from offers that serve it, within each offer's stock. */
export function checkPlan(instance: Instance, plan: readonly Allocation[]): void {
  const need = needs(instance, pairsOf(instance));
  const perLine = instance.lines.map(() => 0);
  const perOffer = instance.offers.map(() => 0);
  for (const a of plan) {
    expect(instance.offers[a.offer].lines).toContain(a.line);
    perLine[a.line] += a.quantity;
    perOffer[a.offer] += a.quantity;
  }
  expect(perLine).toEqual(need);
  perOffer.forEach((u, o) => {
    expect(u).toBeLessThanOrEqual(instance.offers[o].stock);
  });
}
