/**
 * Exactness: random small instances (≤ 6 lines, ≤ 5 stores) solved by the optimizer and by brute force
 * (every way to split every line's units over its offers), the totals compared.
 */
import { type Allocation, costOf, type Instance, type OptStore } from '../../server/domain/wants/model.ts';
import { solve } from '../../server/domain/wants/solver.ts';

/** A small deterministic generator (mulberry32), so a failing instance can be replayed by its seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int };
}

const BAND_LIMITS = [300, 500, 1000, 2000, 5000];

/** A store with PAC-like band prices and, one time in three, a free-shipping minimum today. */
function randomStore(r: ReturnType<typeof rng>): OptStore {
  let price = r.int(1200, 2500);
  const bands = BAND_LIMITS.map((maxGrams) => {
    const band = { maxGrams, price };
    price += r.int(200, 1500);
    return band;
  });
  return { bands, baseGrams: 100, freeMin: r.next() < 0.35 ? r.int(1000, 12000) : null };
}

export function randomInstance(seed: number): Instance {
  const r = rng(seed);
  const storeCount = r.int(1, 5);
  const lineCount = r.int(1, 6);
  const stores = Array.from({ length: storeCount }, () => randomStore(r));
  const lines = Array.from({ length: lineCount }, () => ({ quantity: r.int(1, 3) }));
  const offers: Instance['offers'] = [];
  lines.forEach((line, l) => {
    const grams = r.next() < 0.25 ? 250 : 10;
    const sellers = Math.min(storeCount, r.int(1, line.quantity === 3 ? 3 : 4));
    const order = Array.from({ length: storeCount }, (_, i) => i).sort(() => r.next() - 0.5);
    for (const store of order.slice(0, sellers)) {
      offers.push({ store, price: r.int(50, 6000), stock: r.int(1, 3), grams, lines: [l] });
    }
  });
  return { lines, offers, stores };
}

/** Every split of `units` over the offers (each within its stock). */
function splits(units: number, stocks: number[]): number[][] {
  if (stocks.length === 0) return units === 0 ? [[]] : [];
  const out: number[][] = [];
  for (let take = 0; take <= Math.min(units, stocks[0]); take++) {
    for (const rest of splits(units - take, stocks.slice(1))) out.push([take, ...rest]);
  }
  return out;
}

/** The cheapest total by enumeration; lines the offers cannot fill take all they can. */
export function bruteForce(instance: Instance): number {
  const perLine = instance.lines.map((line, l) => {
    const offers = instance.offers.flatMap((o, i) => (o.lines.includes(l) ? [i] : []));
    const stocks = offers.map((i) => instance.offers[i].stock);
    const units = Math.min(
      line.quantity,
      stocks.reduce((a, b) => a + b, 0),
    );
    return splits(units, stocks).map((split) =>
      split.flatMap((q, j) => (q > 0 ? [{ offer: offers[j], line: l, quantity: q }] : [])),
    );
  });
  let best = Number.POSITIVE_INFINITY;
  const walk = (l: number, plan: Allocation[]) => {
    if (l === perLine.length) {
      best = Math.min(best, costOf(instance, plan).total);
      return;
    }
    for (const choice of perLine[l]) walk(l + 1, plan.concat(choice));
  };
  walk(0, []);
  return best;
}

export async function exactness(count: number) {
  let equal = 0;
  const failures: string[] = [];
  let solverMs = 0;
  for (let seed = 1; seed <= count; seed++) {
    const instance = randomInstance(seed);
    const solved = await solve(instance, { kind: 'cheapest' }, 30);
    solverMs += solved.millis;
    const brute = bruteForce(instance);
    if (solved.status === 'optimal' && solved.cost.total === brute) equal++;
    else
      failures.push(
        `semente ${seed}: otimizador ${solved.cost.total} (${solved.status}), força bruta ${brute}`,
      );
  }
  return { equal, count, failures, meanMs: solverMs / count };
}
