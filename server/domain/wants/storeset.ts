import { type Allocation, costOf, type Instance, shippingCost } from './model.ts';

/**
 * The cart of a fixed set of stores, bands included (docs/optimizer.md, "The cart of a fixed set of
 * stores"). The searches decide which stores a cart uses; which units each store then sends was decided
 * line by line (each line's cheapest units) and mended by single moves (start.ts's shiftPlan, chain.ts),
 * which leaves a cart of the right stores up to 2 % above their best: whether a store ships 20 cards
 * (300 g) or 21 (500 g) depends on what every other store can take.
 *
 * With each store's band fixed, the cheapest cart is a min-cost flow: source → line (its units) → offer
 * (price per unit, at most its stock) → store (at most the units its band carries) → sink. That is exact
 * and takes a few shortest paths. Which band each store ships in is then searched: from the bands the
 * given cart pays, a store is moved one band down (closed below the first) or up, then two stores at
 * once (one down, one up), the flow re-optimized from where it was (units pushed out of a store that
 * lost room along shortest paths, negative cycles through a store that gained room cancelled), while
 * that lowers the cart's total. Each candidate is costed as the cart costs it (shippingCost of the
 * flow's own grams and subtotal), and the answer is never dearer than the cart given.
 *
 * A store whose offers weigh differently per unit (a sealed product among cards) gets the units its
 * band holds at its heaviest unit: never more than the band holds.
 */

/** Band moves tried at most (single and paired), so a call's work is bounded. */
const MAX_PEEKS = 4000;
/** A pair of moves is tried only when the store going down sends at most this many units away. */
const PAIR_UNITS = 5;

export interface StoreSetOptions {
  /** Stop searching bands at this time (performance.now()); the best cart so far is answered. */
  until?: number;
  /** Try two stores' bands at once when no single move saves (the costlier part). Default true. */
  pairs?: boolean;
}

export function storeSetCart(
  instance: Instance,
  plan: readonly Allocation[],
  options: StoreSetOptions = {},
): Allocation[] {
  const given = plan.filter((a) => a.quantity > 0);
  if (given.length === 0) return [...plan];
  const givenCost = costOf(instance, given).total;
  const lineCount = instance.lines.length;
  const need = new Int32Array(lineCount);
  const storeIndex = new Map<number, number>();
  const storeIds: number[] = [];
  const storeUnits: number[] = [];
  for (const a of given) {
    need[a.line] += a.quantity;
    const s = instance.offers[a.offer].store;
    let i = storeIndex.get(s);
    if (i === undefined) {
      i = storeIds.length;
      storeIndex.set(s, i);
      storeIds.push(s);
      storeUnits.push(0);
    }
    storeUnits[i] += a.quantity;
  }
  const S = storeIds.length;
  // Nodes: 0 source, 1 sink, then lines, offers, stores.
  const SRC = 0;
  const SNK = 1;
  const lineNode = new Int32Array(lineCount).fill(-1);
  let nodeCount = 2;
  for (let l = 0; l < lineCount; l++) if (need[l] > 0) lineNode[l] = nodeCount++;
  const offerIds: number[] = [];
  const offerNode = new Map<number, number>();
  instance.offers.forEach((o, i) => {
    if (!storeIndex.has(o.store) || o.stock <= 0) return;
    if (!o.lines.some((l) => need[l] > 0)) return;
    offerNode.set(i, nodeCount++);
    offerIds.push(i);
  });
  const storeNode = storeIds.map(() => nodeCount++);
  const V = nodeCount;

  // Arcs in pairs (e, e ^ 1): residual capacity and cost.
  const to: number[] = [];
  const resid: number[] = [];
  const cost: number[] = [];
  const head = new Int32Array(V).fill(-1);
  const next: number[] = [];
  const arc = (u: number, v: number, c: number, w: number): number => {
    const e = to.length;
    to.push(v, u);
    resid.push(c, 0);
    cost.push(w, -w);
    next.push(head[u], head[v]);
    head[u] = e;
    head[v] = e + 1;
    return e;
  };
  for (let l = 0; l < lineCount; l++) if (lineNode[l] >= 0) arc(SRC, lineNode[l], need[l], 0);
  // Pair arcs (line → offer) with their (offer, line), to read the plan back.
  const pairArcs: { e: number; offer: number; line: number }[] = [];
  const storeArcsOf: { e: number; offer: number }[][] = storeIds.map(() => []);
  const heaviest = new Float64Array(S);
  for (const o of offerIds) {
    const offer = instance.offers[o];
    const node = offerNode.get(o) as number;
    for (const l of offer.lines) {
      if (need[l] <= 0) continue;
      const e = arc(lineNode[l], node, Math.min(offer.stock, need[l]), offer.price);
      pairArcs.push({ e, offer: o, line: l });
    }
    const si = storeIndex.get(offer.store) as number;
    storeArcsOf[si].push({ e: arc(node, storeNode[si], offer.stock, 0), offer: o });
    heaviest[si] = Math.max(heaviest[si], offer.grams);
  }
  const total = Array.from(need).reduce((a, b) => a + b, 0);
  const UNLIMITED = total;
  // Units each band holds, per store (bands ascending); the index bands.length means no limit.
  const capOf = (si: number, band: number): number => {
    if (band < 0) return 0;
    const store = instance.stores[storeIds[si]];
    if (band >= store.bands.length) return UNLIMITED;
    const room = store.bands[band].maxGrams - store.baseGrams;
    if (room < 0) return 0;
    return heaviest[si] > 0 ? Math.min(UNLIMITED, Math.floor(room / heaviest[si])) : UNLIMITED;
  };
  const bandCount = storeIds.map((s) => instance.stores[s].bands.length);
  // Start: the band each store's units fit (at its heaviest unit), else no limit.
  const band = storeIds.map((_, si) => {
    for (let b = 0; b < bandCount[si]; b++) if (capOf(si, b) >= storeUnits[si]) return b;
    return bandCount[si];
  });
  const sinkArc = storeNode.map((node, si) => arc(node, SNK, capOf(si, band[si]), 0));
  const E = to.length;

  // Shortest paths (Bellman-Ford with a queue) from `from`; null when a negative cycle shows up
  // (a move is then refused and undone; never expected from an optimal flow).
  const dist = new Float64Array(V);
  const prev = new Int32Array(V);
  const inQueue = new Uint8Array(V);
  const visits = new Int32Array(V);
  const queue = new Int32Array(V + 1);
  const shortest = (from: number): boolean => {
    dist.fill(Number.POSITIVE_INFINITY);
    prev.fill(-1);
    inQueue.fill(0);
    visits.fill(0);
    dist[from] = 0;
    let qh = 0;
    let qt = 0;
    queue[qt++] = from;
    inQueue[from] = 1;
    let size = 1;
    while (size > 0) {
      const u = queue[qh];
      qh = qh === V ? 0 : qh + 1;
      size--;
      inQueue[u] = 0;
      if (++visits[u] > V) return false;
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
    return true;
  };
  /** Pushes up to `amount` units along the path found to `target`; returns the units pushed. */
  const push = (target: number, amount: number, origin: number): number => {
    let d = amount;
    for (let v = target; v !== origin; v = to[prev[v] ^ 1]) d = Math.min(d, resid[prev[v]]);
    for (let v = target; v !== origin; v = to[prev[v] ^ 1]) {
      resid[prev[v]] -= d;
      resid[prev[v] ^ 1] += d;
    }
    return d;
  };

  // The first flow: the cheapest units of every line within the bands' room.
  let sent = 0;
  while (sent < total) {
    if (!shortest(SRC) || dist[SNK] === Number.POSITIVE_INFINITY) return [...plan];
    sent += push(SNK, total - sent, SRC);
  }

  /** The flow's cart costed as the cart costs it (items plus each store's shipping). */
  const score = (): number => {
    let sum = 0;
    for (let si = 0; si < S; si++) {
      let subtotal = 0;
      let grams = 0;
      for (const { e, offer } of storeArcsOf[si]) {
        const f = resid[e ^ 1];
        if (f <= 0) continue;
        const o = instance.offers[offer];
        subtotal += f * o.price;
        grams += f * o.grams;
      }
      sum += subtotal;
      if (subtotal > 0 || grams > 0) {
        const store = instance.stores[storeIds[si]];
        sum += shippingCost(store, store.baseGrams + grams, subtotal);
      }
    }
    return sum;
  };

  /** Sets store si's room to the units `b` holds, the flow re-optimized; false when no cart fits. */
  const setBand = (si: number, b: number): boolean => {
    const e = sinkArc[si];
    const flow = resid[e ^ 1];
    const oldCap = flow + resid[e];
    const cap = capOf(si, b);
    band[si] = b;
    if (cap >= flow) {
      resid[e] = cap - flow;
      if (cap <= oldCap) return true;
      // More room: cancel the negative cycles through the store's arc to the sink.
      const s = storeNode[si];
      for (;;) {
        const room = resid[e];
        if (room <= 0) return true;
        resid[e] = 0;
        const ok = shortest(SNK);
        resid[e] = room;
        if (!ok) return false;
        if (!(dist[s] < -1e-9)) return true;
        const d = push(s, room, SNK);
        resid[e] -= d;
        resid[e ^ 1] += d;
      }
    }
    // Less room than its units: the excess leaves the store along shortest paths to the sink.
    resid[e] = 0;
    resid[e ^ 1] = cap;
    let excess = flow - cap;
    const s = storeNode[si];
    while (excess > 0) {
      if (!shortest(s) || dist[SNK] === Number.POSITIVE_INFINITY) return false;
      excess -= push(SNK, excess, s);
    }
    return true;
  };

  let best = score();
  const saved = new Int32Array(E);
  const savedBand = band.slice();
  const snapshot = () => {
    for (let e = 0; e < E; e++) saved[e] = resid[e];
    for (let si = 0; si < S; si++) savedBand[si] = band[si];
  };
  const rollback = () => {
    for (let e = 0; e < E; e++) resid[e] = saved[e];
    for (let si = 0; si < S; si++) band[si] = savedBand[si];
  };
  let peeks = 0;
  const late = () => peeks >= MAX_PEEKS || (options.until !== undefined && performance.now() > options.until);
  /** Cost of the moves (store, band) applied in order, undone after; infinite when no cart fits. */
  const peek = (moves: readonly [number, number][]): number => {
    peeks++;
    snapshot();
    let ok = true;
    for (const [si, b] of moves) if (ok) ok = setBand(si, b);
    const c = ok ? score() : Number.POSITIVE_INFINITY;
    rollback();
    return c;
  };
  const flowOf = (si: number) => resid[sinkArc[si] ^ 1];
  const saturated = (si: number) => resid[sinkArc[si]] <= 0;
  /** Each store's band brought down to the one its units fit (no unit moves: only room is given up). */
  const settle = () => {
    for (let si = 0; si < S; si++) {
      while (band[si] >= 0 && capOf(si, band[si] - 1) >= flowOf(si)) {
        const e = sinkArc[si];
        band[si]--;
        resid[e] = capOf(si, band[si]) - flowOf(si);
      }
    }
  };
  settle();
  for (;;) {
    if (late()) break;
    let bestMoves: [number, number][] | null = null;
    let bestCost = best - 0.5;
    // A band down pushes units out of the store (settled: its units do not fit the band below); a
    // band up only helps a store with no room left.
    for (let si = 0; si < S && !late(); si++) {
      const moves = band[si] >= 0 ? [band[si] - 1] : [];
      if (band[si] < bandCount[si] && saturated(si)) moves.push(band[si] + 1);
      for (const b of moves) {
        const c = peek([[si, b]]);
        if (c < bestCost) {
          bestCost = c;
          bestMoves = [[si, b]];
        }
      }
    }
    if (!bestMoves && options.pairs !== false) {
      // One store a band down while another, full, goes a band up (the units that leave the first
      // need room the second has only in its next band): only when a few units leave.
      for (let si = 0; si < S && !late(); si++) {
        if (band[si] < 0 || flowOf(si) - capOf(si, band[si] - 1) > PAIR_UNITS) continue;
        for (let ti = 0; ti < S && !late(); ti++) {
          if (ti === si || band[ti] >= bandCount[ti] || !saturated(ti)) continue;
          const moves: [number, number][] = [
            [ti, band[ti] + 1],
            [si, band[si] - 1],
          ];
          const c = peek(moves);
          if (c < bestCost) {
            bestCost = c;
            bestMoves = moves;
          }
        }
      }
    }
    if (!bestMoves) break;
    snapshot();
    let ok = true;
    for (const [si, b] of bestMoves) if (ok) ok = setBand(si, b);
    const c = ok ? score() : Number.POSITIVE_INFINITY;
    if (c < best - 0.5) best = c;
    else {
      rollback();
      break;
    }
    settle();
  }
  const out: Allocation[] = [];
  for (const { e, offer, line } of pairArcs) {
    const f = resid[e ^ 1];
    if (f > 0) out.push({ offer, line, quantity: f });
  }
  // Never dearer than the cart given (the flow's cart is costed again as the cart costs it).
  return costOf(instance, out).total <= givenCost ? out : [...plan];
}
