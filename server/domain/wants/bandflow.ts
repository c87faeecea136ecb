/**
 * The min-cost flow under bands.ts's branch-and-bound: a fixed network whose costs may be fractional
 * (the slopes of a convex envelope) and whose arcs into the sink change from node to node. The first
 * flow is built by successive shortest paths (Bellman-Ford with a queue); a node is then solved from
 * its parent's flow: the arcs of the one store that changed get their new capacities and costs with no
 * flow, those whose reduced cost is negative are saturated, and the imbalance left between that store
 * and the sink is sent along shortest paths (Dijkstra on reduced costs, with node potentials), so a
 * node costs a few paths instead of one per unit. A flow library would not do this here: the npm ones
 * solve a network once and keep no potentials to start again from.
 */

/**
 * Costs are centavos (slopes fractional) next to forced arcs of −10⁹, where a double's step is about
 * 10⁻⁷: a smaller tolerance let rounding make zero-cost cycles look negative to Bellman-Ford.
 */
const TOLERANCE = 1e-6;

export interface FlowState {
  resid: Int32Array;
  cost: Float64Array;
  potential: Float64Array;
}

export class ConvexFlow {
  readonly to: Int32Array;
  readonly next: Int32Array;
  readonly head: Int32Array;
  resid: Int32Array;
  cost: Float64Array;
  potential: Float64Array;
  private readonly dist: Float64Array;
  private readonly prev: Int32Array;
  private readonly done: Uint8Array;
  private readonly heap: Int32Array;
  private readonly heapPos: Int32Array;

  constructor(
    readonly nodes: number,
    readonly source: number,
    readonly sink: number,
    arcs: readonly (readonly [number, number, number, number])[],
  ) {
    const E = arcs.length * 2;
    this.to = new Int32Array(E);
    this.next = new Int32Array(E);
    this.head = new Int32Array(nodes).fill(-1);
    this.resid = new Int32Array(E);
    this.cost = new Float64Array(E);
    arcs.forEach(([u, v, capacity, cost], i) => {
      const e = 2 * i;
      this.to[e] = v;
      this.to[e + 1] = u;
      this.resid[e] = capacity;
      this.cost[e] = cost;
      this.cost[e + 1] = -cost;
      this.next[e] = this.head[u];
      this.head[u] = e;
      this.next[e + 1] = this.head[v];
      this.head[v] = e + 1;
    });
    this.potential = new Float64Array(nodes);
    this.dist = new Float64Array(nodes);
    this.prev = new Int32Array(nodes);
    this.done = new Uint8Array(nodes);
    this.heap = new Int32Array(nodes);
    this.heapPos = new Int32Array(nodes);
  }

  /** Units on arc i (the i-th arc given). */
  flow(i: number): number {
    return this.resid[2 * i + 1];
  }

  /** Gives arc i a new capacity and cost, with no flow on it. */
  setArc(i: number, capacity: number, cost: number): void {
    const e = 2 * i;
    this.resid[e] = capacity;
    this.resid[e + 1] = 0;
    this.cost[e] = cost;
    this.cost[e + 1] = -cost;
  }

  /** Σ flow · cost over the arcs. */
  total(): number {
    let sum = 0;
    for (let e = 0; e < this.resid.length; e += 2)
      if (this.resid[e + 1] > 0) sum += this.resid[e + 1] * this.cost[e];
    return sum;
  }

  save(): FlowState {
    return { resid: this.resid.slice(), cost: this.cost.slice(), potential: this.potential.slice() };
  }

  restore(state: FlowState): void {
    this.resid.set(state.resid);
    this.cost.set(state.cost);
    this.potential.set(state.potential);
  }

  /**
   * Sends `units` from the source to the sink along successive shortest paths from the arcs' capacities
   * (no flow yet; the network must have no negative cycle); false when they cannot all be sent. Leaves
   * potentials under which every residual arc's reduced cost is ≥ 0.
   */
  sendFromScratch(units: number): boolean {
    let sent = 0;
    while (sent < units) {
      if (!this.bellmanFord([this.source])) return false;
      if (this.dist[this.sink] === Number.POSITIVE_INFINITY) return false;
      sent += this.push(this.source, this.sink, units - sent);
    }
    // Potentials: shortest distances from a node joined to every node at cost 0.
    if (!this.bellmanFord(Array.from({ length: this.nodes }, (_, v) => v))) return false;
    this.potential.set(this.dist);
    return true;
  }

  /**
   * Rebalances after the arcs out of `node` were reset with setArc (its `excess` units, > 0 in, < 0
   * short, balanced by the sink): arcs with a negative reduced cost are saturated first, then the
   * imbalance goes along shortest paths. False when no flow meets the arcs.
   */
  repair(node: number, arcs: readonly number[], excess: number): boolean {
    let left = excess;
    for (const i of arcs) {
      const e = 2 * i;
      const u = this.to[e + 1];
      const v = this.to[e];
      if (this.resid[e] > 0 && this.cost[e] + this.potential[u] - this.potential[v] < -TOLERANCE) {
        left -= this.resid[e];
        this.resid[e + 1] += this.resid[e];
        this.resid[e] = 0;
      }
    }
    while (left !== 0) {
      const [from, target] = left > 0 ? [node, this.sink] : [this.sink, node];
      if (!this.dijkstra(from, target)) return false;
      const d = this.push(from, target, Math.abs(left));
      left += left > 0 ? -d : d;
    }
    return true;
  }

  /** Pushes up to `amount` along the path found to `target`; returns the units pushed. */
  private push(origin: number, target: number, amount: number): number {
    let d = amount;
    for (let v = target; v !== origin; v = this.to[this.prev[v] ^ 1])
      d = Math.min(d, this.resid[this.prev[v]]);
    for (let v = target; v !== origin; v = this.to[this.prev[v] ^ 1]) {
      this.resid[this.prev[v]] -= d;
      this.resid[this.prev[v] ^ 1] += d;
    }
    return d;
  }

  /**
   * Shortest distances from the `starts` (each at 0) over the residual arcs; false when a node is
   * taken from the queue more often than there are nodes (a negative cycle: never expected).
   */
  private bellmanFord(starts: readonly number[]): boolean {
    const { dist, prev, done: inQueue, heap: queue, heapPos: visits } = this;
    visits.fill(0);
    const V = this.nodes;
    dist.fill(Number.POSITIVE_INFINITY);
    prev.fill(-1);
    inQueue.fill(0);
    let qh = 0;
    let qt = 0;
    let size = 0;
    for (const s of starts) {
      dist[s] = 0;
      queue[qt] = s;
      qt = qt + 1 === V ? 0 : qt + 1;
      inQueue[s] = 1;
      size++;
    }
    while (size > 0) {
      const u = queue[qh];
      qh = qh + 1 === V ? 0 : qh + 1;
      size--;
      inQueue[u] = 0;
      if (++visits[u] > V) return false;
      const du = dist[u];
      for (let e = this.head[u]; e >= 0; e = this.next[e]) {
        if (this.resid[e] <= 0) continue;
        const v = this.to[e];
        const dv = du + this.cost[e];
        if (dv < dist[v] - TOLERANCE) {
          dist[v] = dv;
          prev[v] = e;
          if (!inQueue[v]) {
            inQueue[v] = 1;
            queue[qt] = v;
            qt = qt + 1 === V ? 0 : qt + 1;
            size++;
          }
        }
      }
    }
    return true;
  }

  /** Dijkstra on reduced costs from `from`; updates the potentials; false when `target` is unreachable. */
  private dijkstra(from: number, target: number): boolean {
    const { dist, prev, done, heap, heapPos, potential } = this;
    dist.fill(Number.POSITIVE_INFINITY);
    prev.fill(-1);
    done.fill(0);
    heapPos.fill(-1);
    let size = 0;
    const up = (i: number) => {
      const v = heap[i];
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (dist[heap[p]] <= dist[v]) break;
        heap[i] = heap[p];
        heapPos[heap[i]] = i;
        i = p;
      }
      heap[i] = v;
      heapPos[v] = i;
    };
    const popMin = (): number => {
      const top = heap[0];
      heapPos[top] = -1;
      const last = heap[--size];
      if (size > 0) {
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= size) break;
          const r = l + 1;
          const c = r < size && dist[heap[r]] < dist[heap[l]] ? r : l;
          if (dist[heap[c]] >= dist[last]) break;
          heap[i] = heap[c];
          heapPos[heap[i]] = i;
          i = c;
        }
        heap[i] = last;
        heapPos[last] = i;
      }
      return top;
    };
    dist[from] = 0;
    heap[0] = from;
    heapPos[from] = 0;
    size = 1;
    while (size > 0) {
      const u = popMin();
      done[u] = 1;
      if (u === target) break;
      const du = dist[u];
      for (let e = this.head[u]; e >= 0; e = this.next[e]) {
        if (this.resid[e] <= 0) continue;
        const v = this.to[e];
        if (done[v]) continue;
        // Reduced costs are ≥ 0 up to rounding.
        const dv = du + Math.max(0, this.cost[e] + potential[u] - potential[v]);
        if (dv < dist[v] - TOLERANCE) {
          dist[v] = dv;
          prev[v] = e;
          if (heapPos[v] < 0) {
            heap[size] = v;
            heapPos[v] = size;
            size++;
          }
          up(heapPos[v]);
        }
      }
    }
    const reach = dist[target];
    if (reach === Number.POSITIVE_INFINITY) return false;
    for (let v = 0; v < this.nodes; v++) potential[v] += Math.min(dist[v], reach);
    return true;
  }
}
