/**
 * Nodes by least bound (a binary heap), for the branch-and-bound searches (bnb.ts over the stores,
 * bands.ts over a cart's bands): the least bound in the queue is what is still unproven.
 */
export class BoundQueue<T extends { bound: number }> {
  private items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  /** The least bound in the queue (+∞ when empty). */
  least(): number {
    return this.items.length ? this.items[0].bound : Number.POSITIVE_INFINITY;
  }

  push(node: T): void {
    const a = this.items;
    a.push(node);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p].bound <= a[i].bound) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
  }

  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l].bound < a[m].bound) m = l;
        if (r < a.length && a[r].bound < a[m].bound) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i], a[m]];
        i = m;
      }
    }
    return top;
  }

  clear(): void {
    this.items = [];
  }
}
