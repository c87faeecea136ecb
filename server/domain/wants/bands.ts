import { type Allocation, costOf, type Instance } from './model.ts';

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
 * below every cart of the stores: a lower bound, solved exactly by successive shortest paths. A node
 * restricts each store's units to a range [lo, hi] (the envelope is taken over that range, and lo units
 * are forced through an arc of cost −BIG); where the flow puts a store strictly above its envelope
 * (u in band b, between two of its hull's corners), the node branches: u ≤ the units of band b − 1, or
 * u ≥ one more than them. A node whose flow is on every store's step function is a cart at its bound.
 * Nodes are taken by least bound; a node whose bound is not below the best cart by a centavo is
 * dropped, so with time enough the answer is the best cart of those stores.
 *
 * No library does this here: HiGHS, given the same stores as a MIP, needed 0.6–1 s on deck 6 (548
 * columns), where these flows, a few hundred nodes and arcs each, take about a millisecond.
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
/** Nodes a call evaluates at most. */
const MAX_NODES = 3000;
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
  bound: number;
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
    if (free.has(instance.offers[a.offer].store)) usedStock.set(a.offer, (usedStock.get(a.offer) ?? 0) + a.quantity);
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
  const to: number[] = [];
  const cap0: number[] = [];
  const cost: number[] = [];
  const next: number[] = [];
  let head: Int32Array = new Int32Array(0);
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
  const V = nodeCount;
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
  const maxUnits = steps.map((st, si) => (free.has(stores[si]) ? freeRoom[si] : (st.caps[st.caps.length - 1] ?? 0)));
  /** Shipping of u units (0 when closed; a free store's extra units ship free). */
  const stepCost = (si: number, u: number): number => {
    if (u <= 0 || free.has(stores[si])) return 0;
    const { caps, prices } = steps[si];
    for (let b = 0; b < caps.length; b++) if (u <= caps[b]) return prices[b];
    return Number.POSITIVE_INFINITY;
  };

  // The static arcs, then per node each store's segments to the sink.
  const staticCount = arcs.length;
  const resid: number[] = [];
  const addArc = (u: number, v: number, c: number, w: number) => {
    to.push(v, u);
    cap0.push(c, 0);
    cost.push(w, -w);
    next.push(head[u], head[v]);
    head[u] = to.length - 2;
    head[v] = to.length - 1;
  };
  head = new Int32Array(V).fill(-1);
  for (const [u, v, c, w] of arcs) addArc(u, v, c, w);
  const staticHead = head.slice();
  const staticArcs = to.length;

  const dist = new Float64Array(V);
  const prev = new Int32Array(V);
  const inQueue = new Uint8Array(V);
  const queue = new Int32Array(V + 1);
  /** Bellman-Ford with a queue from the source over the residual arcs (no negative cycle: SSP). */
  const shortest = () => {
    dist.fill(Number.POSITIVE_INFINITY);
    prev.fill(-1);
    dist[SRC] = 0;
    let qh = 0;
    let qt = 0;
    queue[qt++] = SRC;
    inQueue[SRC] = 1;
    let size = 1;
    while (size > 0) {
      const u = queue[qh];
      qh = qh === V ? 0 : qh + 1;
      size--;
      inQueue[u] = 0;
      const du = dist[u];
      for (let e = head[u]; e >= 0; e = next[e]) {
        if (resid[e] <= 0) continue;
        const v = to[e];
        const dv = du + cost[e];
        if (dv < dist[v] - 1e-9) {
          dist[v] = dv;
          prev[v] = e;
          if (!inQueue[v]) {
            inQueue[v] = 1;
            queue[qt] = v;
            qt = qt === V ? 0 : qt + 1;
            size++;
          }
        }
      }
    }
  };

  /** Lower convex envelope of store si's shipping over [lo, hi]: segments (units, cost per unit). */
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

  interface Evaluated {
    bound: number;
    units: Int32Array;
    /** The flow's cart (units per pair arc). */
    flows: Int32Array;
  }
  /** The node's relaxation: null when no flow meets its ranges. */
  const evaluate = (lo: Int32Array, hi: Int32Array): Evaluated | null => {
    to.length = staticArcs;
    cap0.length = staticArcs;
    cost.length = staticArcs;
    next.length = staticArcs;
    head.set(staticHead);
    let constant = 0;
    const sinkArcs: number[][] = stores.map(() => []);
    for (let si = 0; si < S; si++) {
      if (hi[si] < lo[si]) return null;
      const { base, segments } = envelope(si, lo[si], hi[si]);
      constant += base;
      if (lo[si] > 0) {
        sinkArcs[si].push(to.length);
        addArc(storeNode[si], SNK, lo[si], -BIG);
        constant += BIG * lo[si];
      }
      for (const [units, slope] of segments) {
        sinkArcs[si].push(to.length);
        addArc(storeNode[si], SNK, units, slope);
      }
    }
    resid.length = 0;
    for (let e = 0; e < cap0.length; e++) resid.push(cap0[e]);
    let sent = 0;
    let flowCost = 0;
    while (sent < total) {
      shortest();
      if (dist[SNK] === Number.POSITIVE_INFINITY) return null;
      let d = total - sent;
      for (let v = SNK; v !== SRC; v = to[prev[v] ^ 1]) d = Math.min(d, resid[prev[v]]);
      for (let v = SNK; v !== SRC; v = to[prev[v] ^ 1]) {
        resid[prev[v]] -= d;
        resid[prev[v] ^ 1] += d;
      }
      sent += d;
      flowCost += d * dist[SNK];
    }
    const units = new Int32Array(S);
    for (let si = 0; si < S; si++) {
      for (const e of sinkArcs[si]) units[si] += resid[e ^ 1];
      if (units[si] < lo[si]) return null;
    }
    const flows = new Int32Array(pairArcs.length);
    pairArcs.forEach((p, i) => {
      flows[i] = resid[2 * p.index + 1];
    });
    return { bound: flowCost + constant + keptItems, units, flows };
  };

  const planOf = (flows: Int32Array): Allocation[] => {
    const out = kept.slice();
    pairArcs.forEach((p, i) => {
      if (flows[i] > 0) out.push({ offer: p.offer, line: p.line, quantity: flows[i] });
    });
    return out;
  };

  let best: Allocation[] = given;
  let bestTotal = givenCost.total;
  const heap: BandNode[] = [];
  const pushNode = (n: BandNode) => {
    heap.push(n);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p].bound <= heap[i].bound) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const popNode = (): BandNode | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l].bound < heap[m].bound) m = l;
        if (r < heap.length && heap[r].bound < heap[m].bound) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  // A node can hold a cheaper cart only when its bound is below the best by a whole centavo.
  const promising = (bound: number) => Math.ceil(bound - EPS) < bestTotal;
  const maxNodes = options.maxNodes ?? MAX_NODES;
  let nodes = 0;
  const expand = (lo: Int32Array, hi: Int32Array) => {
    nodes++;
    const r = evaluate(lo, hi);
    if (!r || !promising(r.bound)) return;
    // The flow is a cart: costed as the cart costs it.
    const cart = planOf(r.flows);
    const cartTotal = costOf(instance, cart).total;
    if (cartTotal < bestTotal) {
      best = cart;
      bestTotal = cartTotal;
    }
    // The store whose shipping the envelope underestimates most.
    let branch = -1;
    let worst = EPS;
    for (let si = 0; si < S; si++) {
      const u = r.units[si];
      const { base, segments } = envelope(si, lo[si], hi[si]);
      let below = base;
      let left = u - lo[si];
      for (const [units, slope] of segments) {
        const take = Math.min(units, left);
        below += take * slope;
        left -= take;
      }
      const gap = stepCost(si, u) - below;
      if (gap > worst) {
        worst = gap;
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
    pushNode({ lo, hi: leftHi, bound: r.bound });
    pushNode({ lo: rightLo, hi, bound: r.bound });
  };
  const late = () => nodes >= maxNodes || (options.until !== undefined && performance.now() > options.until);
  expand(new Int32Array(S), Int32Array.from(maxUnits));
  while (heap.length > 0 && !late()) {
    const node = popNode() as BandNode;
    if (!promising(node.bound)) {
      heap.length = 0;
      break;
    }
    expand(node.lo, node.hi);
  }
  const proven = heap.length === 0 || !promising(heap[0].bound);
  return { plan: best, proven, nodes };
}
