import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { RankMetric as Metric, RankType } from '@/types/catalogue';

export const RANK_TYPES: RankType[] = ['price_low', 'price_high', 'monthly_views', 'monthly_sales'];

/** The translation key naming each product ranking. */
export const RANK_LABEL_KEYS: Record<RankType, string> = {
  price_low: 'product.rank_price_low',
  price_high: 'product.rank_price_high',
  monthly_views: 'product.rank_monthly_views',
  monthly_sales: 'product.rank_monthly_sales',
};

/** Why a product is in a ranking: its 7-day price change (with the old price) or its monthly count. */
export default function RankMetric({ type, metric }: { type: RankType; metric: Metric | undefined }) {
  const { t } = useLaravelReactI18n();
  if (!metric) return null;
  if (type === 'monthly_views') {
    return <p className="text-xs text-slate-600">{t('product.metric_views', { count: metric.value })}</p>;
  }
  if (type === 'monthly_sales') {
    return <p className="text-xs text-slate-600">{t('product.metric_sales', { count: metric.value })}</p>;
  }
  const up = metric.value > 0;
  const percent = `${up ? '+' : ''}${metric.value.toFixed(1).replace('.', ',')}%`;
  return (
    <p
      className={`text-xs font-semibold ${up ? 'text-red-700' : 'text-green-700'}`}
      data-testid="rank-variation"
    >
      {up ? '▲' : '▼'} {percent}
      {metric.previous_price !== null && (
        <span className="ml-1 font-normal text-slate-500">
          {t('product.was_price', { price: formatMoney(metric.previous_price) })}
        </span>
      )}
    </p>
  );
}
