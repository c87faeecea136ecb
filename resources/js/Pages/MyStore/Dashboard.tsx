import { Deferred } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import DashboardCharts from '@/Components/Seller/Dashboard/DashboardCharts';
import FigureCards from '@/Components/Seller/Dashboard/FigureCards';
import LowStock from '@/Components/Seller/Dashboard/LowStock';
import PeriodTabs from '@/Components/Seller/Dashboard/PeriodTabs';
import StorePicker from '@/Components/Seller/Dashboard/StorePicker';
import TopProducts from '@/Components/Seller/Dashboard/TopProducts';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { DashboardProps, MyStoreDashboardProps } from '@/types/pages/sellerInsights';

/**
 * my-store/dashboard/{store_id?}: the store's figures for the URL's period against the previous one,
 * orders and revenue charts, then (after the first paint) best sellers and low stock. Without a store
 * id: the viewer's stores to choose from. docs/store-dashboard.md.
 */
export default function MyStoreDashboard(props: MyStoreDashboardProps) {
  if (props.store === null) return <StorePicker stores={props.stores} />;
  return <StoreDashboard {...props} />;
}

function StoreDashboard({ store, periods, summary, lists }: DashboardProps) {
  const { t } = useLaravelReactI18n();
  return (
    <>
      <ScreenTitle />
      <div className="flex flex-col gap-4">
        <PeriodTabs
          storeId={store.id}
          periods={periods}
          current={summary.period.code}
          label={t('seller_dashboard.period')}
        />
        <p className="text-sm text-slate-600" data-testid="period-range">
          {t('seller_dashboard.range', {
            from: formatDate(summary.from),
            to: formatDate(summary.to),
            previous_from: formatDate(summary.previous_from),
            previous_to: formatDate(summary.previous_to),
          })}
        </p>
        <FigureCards figures={summary.figures} />
        <DashboardCharts series={summary.series} byMonth={summary.granularity === 'month'} />
        <Deferred
          data="lists"
          fallback={<p className="text-sm text-slate-500">{t('seller_dashboard.loading_lists')}</p>}
        >
          {lists ? (
            <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
              <TopProducts top={lists.top_products} />
              <LowStock storeId={store.id} low={lists.low_stock} />
            </div>
          ) : null}
        </Deferred>
      </div>
    </>
  );
}
