/**
 * The cart of a fixed set of stores (storeset.ts) against the carts the searches build for the same
 * stores and against HiGHS over those stores alone, on the instances written by dump.ts:
 *
 *   npx tsx bench/optimizer/storeset.ts /tmp/x10.json [deck numbers] [HiGHS seconds, 0 to skip]
 *
 * Per deck: the open-set search's cart (its units shifted, start.ts), the same after chain.ts, after
 * storeset.ts (and its time), and HiGHS's best over the same stores with the gap 0.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chainShift } from '../../server/domain/wants/chain.ts';
import { lagrangeBound } from '../../server/domain/wants/lagrange.ts';
import { costOf, type Instance, naivePlan, needs, pairsOf } from '../../server/domain/wants/model.ts';
import { searchOpenSets } from '../../server/domain/wants/openset.ts';
import { pruneDominated } from '../../server/domain/wants/prune.ts';
import { solve } from '../../server/domain/wants/solver.ts';
import { storeSetCart } from '../../server/domain/wants/storeset.ts';

async function main() {
  const instances = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/instances.json', 'utf8')) as Instance[];
  const only = process.argv[3] ? process.argv[3].split(',').map(Number) : null;
  const highsSeconds = Number(process.argv[4] ?? 0);
  console.log(`load ${loadavg()[0].toFixed(1)}`);
  for (const [i, raw] of instances.entries()) {
    if (only && !only.includes(i + 1)) continue;
    const instance = pruneDominated(raw).instance;
    const need = needs(instance, pairsOf(instance));
    const naive = naivePlan(instance);
    const root = lagrangeBound(instance, need, costOf(instance, naive).total);
    const mine = new Set(naive.map((a) => instance.offers[a.offer].store));
    const found = searchOpenSets(instance, [root.open, instance.stores.map((_, s) => mine.has(s))]);
    if (!found) continue;
    const chained = chainShift(instance, found);
    const t0 = performance.now();
    const fixed = storeSetCart(instance, chained);
    const ms = performance.now() - t0;
    const t1 = performance.now();
    const direct = storeSetCart(instance, found);
    const ms1 = performance.now() - t1;
    const stores = new Set(found.map((a) => instance.offers[a.offer].store));
    let highs = '';
    if (highsSeconds > 0) {
      const restricted: Instance = {
        ...instance,
        offers: instance.offers.map((o) => (stores.has(o.store) ? o : { ...o, lines: [] })),
      };
      const h = await solve(restricted, { kind: 'cheapest' }, { timeLimit: highsSeconds, relGap: 0 });
      highs = ` | HiGHS ${h.cost.total} (gap ${(100 * h.gap).toFixed(2)} %)`;
    }
    const c = (p: typeof found) => costOf(instance, p).total;
    console.log(
      `deck ${i + 1}: ${stores.size} stores; search ${c(found)}, chain ${c(chained)}, ` +
        `storeset ${c(fixed)} (${ms.toFixed(1)} ms), storeset alone ${c(direct)} (${ms1.toFixed(1)} ms)${highs}`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
