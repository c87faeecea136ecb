/** The nearest-rank percentile of figures already sorted ascending (NaN for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The nearest-rank percentile of figures in any order. */
export const percentileOf = (values: readonly number[], p: number): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
