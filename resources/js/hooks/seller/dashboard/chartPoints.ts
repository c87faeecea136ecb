import type { DashboardPoint } from '@/types/pages/sellerInsights';

/** A chart's x label: "DD/MM" for a day, "MM/AA" for a month. */
export function pointLabel(key: string): string {
  const [y, m, d] = key.split('-');
  return d ? `${d}/${m}` : `${m}/${y.slice(2)}`;
}

export interface ChartPoint extends DashboardPoint {
  label: string;
}

export const chartPoints = (series: DashboardPoint[]): ChartPoint[] =>
  series.map((p) => ({ ...p, label: pointLabel(p.key) }));
