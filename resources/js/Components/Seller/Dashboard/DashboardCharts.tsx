import { chartPoints } from '@/hooks/seller/dashboard/chartPoints';
import { Deferred } from '@/lib/deferred';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { DashboardPoint } from '@/types/pages/sellerInsights';
import StaticChart, { type ChartKind } from './StaticChart';

const loadInteractive = () => import('./InteractiveChart');

/** Orders (bars) and revenue (area) per day, or per month for 12 months; full width on phones. */
export default function DashboardCharts({ series, byMonth }: { series: DashboardPoint[]; byMonth: boolean }) {
  const { t } = useLaravelReactI18n();
  const points = chartPoints(series);
  const charts: ChartKind[] = ['orders', 'revenue'];
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {charts.map((kind) => {
        const title = t(`seller_dashboard.chart.${kind}_${byMonth ? 'month' : 'day'}`);
        return (
          <figure key={kind} className="rounded-lg bg-white p-3 shadow-sm" data-testid={`chart-${kind}`}>
            <figcaption className="mb-2 text-sm font-semibold text-slate-700">{title}</figcaption>
            <div className="aspect-[5/2] w-full">
              <Deferred
                load={loadInteractive}
                props={{ kind, points, seriesLabel: t(`seller_dashboard.figure.${kind}`) }}
                placeholder={<StaticChart kind={kind} points={points} label={title} />}
              />
            </div>
          </figure>
        );
      })}
    </div>
  );
}
