import { percentile } from '../shared/stats.ts';

/**
 * What the soak records: per step, the latency of every call after the warm-up, the errors of the
 * whole run (with a few examples each), and counters for outcomes that are not errors (an order
 * refused because another buyer took the stock, an asset version that changed under a visit).
 */

export interface StepFigures {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const EXAMPLES_PER_STEP = 3;

export class Recorder {
  /**
   * Latencies are kept from this moment on (set to the end of the warm-up when the load starts; the
   * set-up before it is kept whole); errors always.
   */
  measureFrom = 0;
  private readonly times = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  private readonly examples = new Map<string, string[]>();
  private readonly counters = new Map<string, number>();
  /** Steps in the order they first appeared, so the report follows a loop. */
  private readonly order: string[] = [];

  private see(step: string): void {
    if (!this.times.has(step)) {
      this.times.set(step, []);
      this.order.push(step);
    }
  }

  /** A call that answered as expected, `ms` after it started. */
  ok(step: string, ms: number, at = performance.now()): void {
    this.see(step);
    if (at >= this.measureFrom) this.times.get(step)?.push(ms);
  }

  error(step: string, detail: string): void {
    this.see(step);
    this.errorCounts.set(step, (this.errorCounts.get(step) ?? 0) + 1);
    const list = this.examples.get(step) ?? [];
    if (list.length < EXAMPLES_PER_STEP) list.push(detail.replace(/\s+/g, ' ').slice(0, 300));
    this.examples.set(step, list);
  }

  count(name: string, by = 1): void {
    this.counters.set(name, (this.counters.get(name) ?? 0) + by);
  }

  counter(name: string): number {
    return this.counters.get(name) ?? 0;
  }

  get totalErrors(): number {
    let total = 0;
    for (const n of this.errorCounts.values()) total += n;
    return total;
  }

  /** Every step seen, those of `preferred` first in that order, then the others as they came. */
  steps(preferred: readonly string[] = []): { step: string; figures: StepFigures }[] {
    const known = preferred.filter((step) => this.times.has(step));
    const steps = [...known, ...this.order.filter((step) => !known.includes(step))];
    return steps.map((step) => {
      const sorted = [...(this.times.get(step) ?? [])].sort((a, b) => a - b);
      return {
        step,
        figures: {
          count: sorted.length,
          errors: this.errorCounts.get(step) ?? 0,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted.at(-1) ?? Number.NaN,
        },
      };
    });
  }

  errorExamples(): { step: string; examples: string[] }[] {
    return [...this.examples.entries()].map(([step, examples]) => ({ step, examples }));
  }

  /** The counters, those of `preferred` first (with 0 when never counted), then the others. */
  counterEntries(preferred: readonly string[] = []): [string, number][] {
    const rest = [...this.counters.entries()].filter(([name]) => !preferred.includes(name));
    return [...preferred.map((name): [string, number] => [name, this.counter(name)]), ...rest];
  }
}
