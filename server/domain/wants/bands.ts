import { ConvexFlow, type FlowState } from './bandflow.ts';
import { type Allocation, costOf, type Instance } from './model.ts';
import { BoundQueue } from './queue.ts';

/**
 * The best cart of a fixed set of stores, bands included, by branch-and-bound over each store's units
 * (docs/optimizer.md, "The bands of a fixed set of stores"). storeset.ts searches the bands by moving
 * one or two stores a band at a time; it stops where no such move saves, which on the ×10 decks left a
 * cart of the right stores up to 2 % above their best (deck 6: a store in its 500 g band, where moving
 * its 21st–25th cards out through three other stores puts it in the 300 g one).
 *
 * A store's shipping, as a function of the units u it sends, is a step function c(u) (0 when closed,
 * then each band's price up to the units the band holds). Replacing each c by its lower convex envelope
 * makes the problem a min-cost flow with convex costs (source → line → offer → store → sink, the
 * store's arcs to the sink one per segment of the envelope, steeper ones dearer), whose optimum is
 * below every cart of the stores: a lower bound, solved exactly (bandflow.ts: the root by successive
 * shortest paths, every other node from its parent's flow, 0.2–0.5 ms a node at ×10). A node
 * restricts each store's units to a range [lo, hi] (the envelope is taken over that range, and lo units
 * are forced through an arc of cost −BIG); where the flow puts a store strictly above its envelope
 * (u in band b, between two of its hull's corners), the node branches: u ≤ the units of band b − 1, or
 * u ≥ one more than them. A node whose flow is on every store's step function is a cart at its bound.
 * Nodes are taken by least bound; a node whose bound is not below the best cart by a centavo is
 * dropped, so with time enough the answer is the best cart of those stores.
 *
 * No library does this here: HiGHS, given the same stores as a MIP, needed 0.6–1 s on deck 6 (548
 * columns), where this search ends in 7–37 ms on the ×10 decks' carts.
 *
 * Restrictions, so that every node's bound is true within what is searched (the answer is still a
 * true cart, costed as the cart costs it, and never dearer than the cart given):
 * - a store that ships free in the given cart (its subtotal reaches today's minimum) keeps its units,
 *   and may take more at no shipping within its last band's room: its subtotal only grows;
 * - a store whose units weigh differently (a sealed product among cards) counts each unit at its
 *   heaviest, as storeset.ts does.
 */

/** Cost of a unit forced through a store (its range's lower end): far below any real path. */
const BIG = 1e9;
/** Nodes a call evaluates at most (each keeps its flow for its children: a few kB). */
const MAX_NODES = 2000;
const EPS = 1e-6;

export interface BandSearchOptions {
  /** Stop at this time (performance.now()): the best cart so far is answered. */
  until?: number;
  maxNodes?: number;
}

export interface BandSearchResult {
  plan: Allocation[];
  /** Whether the search ended (the plan is the best cart of its stores, under the restrictions). */
  proven: boolean;
  nodes: number;
}

interface StoreSteps {
  /** Units each band holds (ascending, bands holding no more than the one before left out). */
  caps: number[];
  prices: number[];
}

interface BandNode {
  lo: Int32Array;
  hi: Int32Array;
  /** Its parent's bound (a node's own is at least that). */
  bound: number;
  /** The parent's flow, from which the node is solved; null at the root. */
  parent: FlowState | null;
  /** The store whose range differs from the parent's. */
  changed: number;
}

export function bestBandsCart(
  instance: Instance,
  plan: readonly Allocation[],
  options: BandSearchOptions = {},
): BandSearchResult {
  const given = plan.filter((a) => a.quantity > 0);
  const givenCost = costOf(instance, given);
  const lineCount = instance.lines.length;
  // Stores that ship free keep their units (removed from what the flow must send).
  const free = new Set<number>();
  for (const [s, c] of givenCost.perStore) {
    const min = instance.stores[s].freeMin;
    if (min !== null && c.subtotal >= min) free.add(s);
  }
  const kept = given.filter((a) => free.has(instance.offers[a.offer].store));
  // What the kept units cost (their stores ship free, and still will: a subtotal only grows).
  const keptItems = kept.reduce((sum, a) => sum + instance.offers[a.offer].price * a.quantity, 0);
  const need = new Int32Array(lineCount);
  const usedStock = new Map<number, number>();
  for (const a of given) {
    if (free.has(instance.offers[a.offer].store))
      usedStock.set(a.offer, (usedStock.get(a.offer) ?? 0) + a.quantity);
    else need[a.line] += a.quantity;
  }
  const stores = [...givenCost.perStore.keys()];
  const storeIndex = new Map(stores.map((s, i) => [s, i]));
  const S = stores.length;

  // Nodes: 0 source, 1 sink, then lines, offers, stores.
  const SRC = 0;
  const SNK = 1;
  let nodeCount = 2;
  const lineNode = new Int32Array(lineCount).fill(-1);
  for (let l = 0; l < lineCount; l++) if (need[l] > 0) lineNode[l] = nodeCount++;
  const storeNode = stores.map(() => nodeCount++);
  const arcs: [number, number, number, number][] = [];
  const pairArcs: { index: number; offer: number; line: number }[] = [];
  const heaviest = new Float64Array(S);
  const freeRoom = new Float64Array(S);
  instance.offers.forEach((offer, o) => {
    const si = storeIndex.get(offer.store);
    if (si === undefined) return;
    const stock = offer.stock - (usedStock.get(o) ?? 0);
    if (stock <= 0 || !offer.lines.some((l) => need[l] > 0)) return;
    const node = nodeCount++;
    for (const l of offer.lines) {
      if (need[l] <= 0) continue;
      pairArcs.push({ index: arcs.length, offer: o, line: l });
      arcs.push([lineNode[l], node, Math.min(stock, need[l]), offer.price]);
    }
    arcs.push([node, storeNode[si], stock, 0]);
    heaviest[si] = Math.max(heaviest[si], offer.grams);
  });
  let total = 0;
  for (let l = 0; l < lineCount; l++) {
    if (need[l] <= 0) continue;
    arcs.push([SRC, lineNode[l], need[l], 0]);
    total += need[l];
  }
  if (total === 0) return { plan: given, proven: true, nodes: 0 };

  // Each store's step function in units.
  const steps: StoreSteps[] = stores.map((s, si) => {
    const store = instance.stores[s];
    const per = heaviest[si] > 0 ? heaviest[si] : 1;
    if (free.has(s)) {
      const grams = givenCost.perStore.get(s)?.grams ?? store.baseGrams;
      const last = store.bands[store.bands.length - 1];
      freeRoom[si] = Math.max(0, Math.floor(((last?.maxGrams ?? grams) - grams) / per));
      return { caps: [], prices: [] };
    }
    const caps: number[] = [];
    const prices: number[] = [];
    for (const b of store.bands) {
      const units = Math.min(total, Math.floor((b.maxGrams - store.baseGrams) / per));
      if (units <= 0 || (caps.length > 0 && units <= caps[caps.length - 1])) continue;
      caps.push(units);
      prices.push(b.price);
      if (units >= total) break;
    }
    return { caps, prices };
  });
  const maxUnits = steps.map((st, si) =>
    free.has(stores[si]) ? freeRoom[si] : (st.caps[st.caps.length - 1] ?? 0),
  );
  /** Shipping of u units (0 when closed; a free store's extra units ship free). */
  const stepCost = (si: number, u: number): number => {
    if (u <= 0 || free.has(stores[si])) return 0;
    const { caps, prices } = steps[si];
    for (let b = 0; b < caps.length; b++) if (u <= caps[b]) return prices[b];
    return Number.POSITIVE_INFINITY;
  };
  // Each store's arcs to the sink: one for its forced units, then one per segment of its envelope.
  const slots = stores.map((_, si) =>
    Array.from({ length: 2 + steps[si].caps.length }, () => {
      arcs.push([storeNode[si], SNK, 0, 0]);
      return arcs.length - 1;
    }),
  );
  const flow = new ConvexFlow(nodeCount, SRC, SNK, arcs);

  /** Lower convex envelope of store si's shipping over [lo, hi]: its value at lo, then segments. */
  const envelope = (si: number, lo: number, hi: number): { base: number; segments: [number, number][] } => {
    if (free.has(stores[si])) return { base: 0, segments: hi > lo ? [[hi - lo, 0]] : [] };
    const points: [number, number][] = [[lo, stepCost(si, lo)]];
    const { caps, prices } = steps[si];
    for (let b = 0; b < caps.length; b++) {
      if (caps[b] <= lo) continue;
      const x = Math.min(caps[b], hi);
      if (x > lo) points.push([x, prices[b]]);
      if (caps[b] >= hi) break;
    }
    const hull: [number, number][] = [];
    for (const p of points) {
      while (hull.length >= 2) {
        const [ax, ay] = hull[hull.length - 2];
        const [bx, by] = hull[hull.length - 1];
        // Drop b when it lies on or above the segment a → p.
        if ((by - ay) * (p[0] - ax) >= (p[1] - ay) * (bx - ax)) hull.pop();
        else break;
      }
      hull.push(p);
    }
    const segments: [number, number][] = [];
    for (let i = 1; i < hull.length; i++) {
      const du = hull[i][0] - hull[i - 1][0];
      segments.push([du, (hull[i][1] - hull[i - 1][1]) / du]);
    }
    return { base: points[0][1], segments };
  };
  type Envelope = ReturnType<typeof envelope>;
  /** Store si's arcs to the sink for its envelope over [lo, …] (no flow on them). */
  const setStore = (si: number, lo: number, { segments }: Envelope) => {
    const own = slots[si];
    flow.setArc(own[0], lo, -BIG);
    for (let k = 1; k < own.length; k++) {
      const segment = segments[k - 1];
      flow.setArc(own[k], segment ? segment[0] : 0, segment ? segment[1] : 0);
    }
  };
  /** The envelope's value at u units (u ≥ lo). */
  const envelopeAt = ({ base, segments }: Envelope, lo: number, u: number): number => {
    let value = base;
    let left = u - lo;
    for (const [units, slope] of segments) {
      const take = Math.min(units, left);
      value += take * slope;
      left -= take;
    }
    return value;
  };
  const unitsOf = (si: number) => slots[si].reduce((sum, i) => sum + flow.flow(i), 0);

  interface Evaluated {
    bound: number;
    units: Int32Array;
    /** Per store, its shipping at its units less the envelope's (what the bound underestimates). */
    gap: Float64Array;
    state: FlowState;
  }
  /** A node's relaxation, from its parent's flow when it has one: null when no flow meets its ranges. */
  const evaluate = (node: BandNode): Evaluated | null => {
    const { lo, hi } = node;
    for (let si = 0; si < S; si++) if (hi[si] < lo[si]) return null;
    const envelopes = stores.map((_, si) => envelope(si, lo[si], hi[si]));
    if (node.parent) {
      flow.restore(node.parent);
      const si = node.changed;
      const u = unitsOf(si);
      setStore(si, lo[si], envelopes[si]);
      if (!flow.repair(storeNode[si], slots[si], u)) return null;
    } else {
      for (let si = 0; si < S; si++) setStore(si, lo[si], envelopes[si]);
      if (!flow.sendFromScratch(total)) return null;
    }
    let constant = keptItems;
    const units = new Int32Array(S);
    const gap = new Float64Array(S);
    for (let si = 0; si < S; si++) {
      if (flow.flow(slots[si][0]) < lo[si]) return null;
      units[si] = unitsOf(si);
      constant += BIG * lo[si] + envelopes[si].base;
      gap[si] = stepCost(si, units[si]) - envelopeAt(envelopes[si], lo[si], units[si]);
    }
    return { bound: flow.total() + constant, units, gap, state: flow.save() };
  };

  const planOf = (): Allocation[] => {
    const out = kept.slice();
    for (const p of pairArcs) {
      const units = flow.flow(p.index);
      if (units > 0) out.push({ offer: p.offer, line: p.line, quantity: units });
    }
    return out;
  };

  let best: Allocation[] = given;
  let bestTotal = givenCost.total;
  const queue = new BoundQueue<BandNode>();
  // A node can hold a cheaper cart only when its bound is below the best by a whole centavo.
  const promising = (bound: number) => Math.ceil(bound - EPS) < bestTotal;
  const maxNodes = options.maxNodes ?? MAX_NODES;
  let nodes = 0;
  const expand = (node: BandNode) => {
    nodes++;
    const r = evaluate(node);
    if (!r || !promising(r.bound)) return;
    const { lo, hi } = node;
    // The flow is a cart: costed as the cart costs it.
    const cart = planOf();
    const cartTotal = costOf(instance, cart).total;
    if (cartTotal < bestTotal) {
      best = cart;
      bestTotal = cartTotal;
    }
    // The store whose shipping the envelope underestimates most.
    let branch = -1;
    let worst = EPS;
    for (let si = 0; si < S; si++) {
      if (r.gap[si] > worst) {
        worst = r.gap[si];
        branch = si;
      }
    }
    if (branch < 0 || !promising(r.bound)) return;
    const u = r.units[branch];
    const { caps } = steps[branch];
    let b = 0;
    while (b < caps.length && caps[b] < u) b++;
    const below = b === 0 ? 0 : caps[b - 1];
    const leftHi = hi.slice();
    leftHi[branch] = Math.min(hi[branch], below);
    const rightLo = lo.slice();
    rightLo[branch] = Math.max(lo[branch], below + 1);
    queue.push({ lo, hi: leftHi, bound: r.bound, parent: r.state, changed: branch });
    queue.push({ lo: rightLo, hi, bound: r.bound, parent: r.state, changed: branch });
  };
  const late = () => nodes >= maxNodes || (options.until !== undefined && performance.now() > options.until);
  expand({ lo: new Int32Array(S), hi: Int32Array.from(maxUnits), bound: 0, parent: null, changed: -1 });
  while (queue.size > 0 && !late()) {
    const node = queue.pop() as BandNode;
    if (!promising(node.bound)) {
      queue.clear();
      break;
    }
    expand(node);
  }
  const proven = !promising(queue.least());
  return { plan: best, proven, nodes };
}

/**
 * Runs the search on made-up carts of 8 stores and 40 lines, so that a solver thread's first real
 * search runs compiled code: cold, the ×10 decks' searches took 1.1–1.2 ms a node instead of 0.2–0.5 ms
 * (solver.ts's warmSolver calls it when a thread starts; 20–40 ms).
 */
export function warmBands(): void {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed % n;
  };
  for (let round = 0; round < 12; round++) {
    const stores = Array.from({ length: 8 }, () => ({
      bands: [
        { maxGrams: 300, price: 1500 + next(800) },
        { maxGrams: 500, price: 2000 + next(800) },
        { maxGrams: 1000, price: 2800 + next(800) },
      ],
      baseGrams: 100,
      freeMin: null,
    }));
    const lines = Array.from({ length: 40 }, () => ({ quantity: 1 + next(4) }));
    const offers: Instance['offers'] = [];
    const plan: Allocation[] = [];
    lines.forEach((line, l) => {
      const first = next(stores.length);
      for (let s = 0; s < stores.length; s++) {
        if (s !== first && next(2) > 0) continue;
        if (s === first) plan.push({ offer: offers.length, line: l, quantity: line.quantity });
        offers.push({ store: s, price: 100 + next(900), stock: line.quantity, grams: 10, lines: [l] });
      }
    });
    bestBandsCart({ lines, offers, stores }, plan, { maxNodes: 200 });
  }
}
