import { describe, expect, it } from 'vitest';
import { rng } from '../../bench/optimizer/exactness.ts';
import { ConvexFlow } from '../../server/domain/wants/bandflow.ts';

type Arc = [number, number, number, number];

/**
 * A cart's network as bands.ts builds it: source 0, sink 1, lines, offers, stores, and per store a
 * forced arc (capacity lo, cost −10⁹) then convex segments (slopes ascending) to the sink.
 */
function network(seed: number) {
  const r = rng(seed);
  const lines = r.int(2, 6);
  const stores = r.int(2, 4);
  const lineNode = (l: number) => 2 + l;
  const storeNode = (s: number) => 2 + lines + s;
  let next = 2 + lines + stores;
  const arcs: Arc[] = [];
  let units = 0;
  for (let l = 0; l < lines; l++) {
    const need = r.int(1, 5);
    units += need;
    arcs.push([0, lineNode(l), need, 0]);
    for (let s = 0; s < stores; s++) {
      if (s > 0 && r.next() < 0.4) continue;
      const offer = next++;
      arcs.push([lineNode(l), offer, r.int(1, need), r.int(50, 900)]);
      arcs.push([offer, storeNode(s), need, 0]);
    }
    // Store 0 can send every unit of every line.
    arcs.push([lineNode(l), next, need, r.int(600, 1200)]);
    arcs.push([next++, storeNode(0), need, 0]);
  }
  const segmentsOf = (lo: number): [number, number][] => {
    const out: [number, number][] = [[lo, -1e9]];
    let slope = r.int(0, 200);
    for (let k = 0; k < 3; k++) {
      out.push([r.int(2, 12), slope]);
      slope += r.int(1, 300) + r.next();
    }
    return out;
  };
  // Each store's arcs to the sink come after the others, in store order.
  const slots: number[][] = [];
  for (let s = 0; s < stores; s++) {
    slots.push(
      segmentsOf(0).map(([cap, cost]) => {
        arcs.push([storeNode(s), 1, cap, cost]);
        return arcs.length - 1;
      }),
    );
  }
  // Every store's last segment is wide enough for all units, so a flow always exists when lo fits.
  for (let s = 0; s < stores; s++) arcs[slots[s][slots[s].length - 1]][2] = units;
  return { arcs, slots, units, nodes: next, storeNode, segmentsOf, stores, r };
}

describe('the bands flow, a node from its parent (bandflow.ts)', () => {
  it('reaches the cost of a flow solved from scratch after a store’s arcs change, 300 times', () => {
    let changed = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const { arcs, slots, units, nodes, storeNode, segmentsOf, stores, r } = network(seed);
      const flow = new ConvexFlow(nodes, 0, 1, arcs);
      if (!flow.sendFromScratch(units)) continue;
      // Store s's arcs change: a forced lower end and new segments (as a branch does).
      const s = r.int(0, stores - 1);
      const lo = r.int(0, 3);
      const fresh = segmentsOf(lo);
      fresh[fresh.length - 1][0] = units;
      const before = slots[s].reduce((sum, i) => sum + flow.flow(i), 0);
      slots[s].forEach((i, k) => {
        flow.setArc(i, fresh[k][0], fresh[k][1]);
      });
      const repaired = flow.repair(storeNode(s), slots[s], before);
      const again = arcs.map((a) => [...a] as Arc);
      slots[s].forEach((i, k) => {
        again[i][2] = fresh[k][0];
        again[i][3] = fresh[k][1];
      });
      const scratch = new ConvexFlow(nodes, 0, 1, again);
      const solved = scratch.sendFromScratch(units);
      expect(repaired).toBe(solved);
      if (!solved) continue;
      expect(flow.total()).toBeCloseTo(scratch.total(), 6);
      // Every line still gets its units.
      const sent = slots.flat().reduce((sum, i) => sum + flow.flow(i), 0);
      expect(sent).toBe(units);
      changed++;
    }
    expect(changed).toBeGreaterThan(200);
  });
});
