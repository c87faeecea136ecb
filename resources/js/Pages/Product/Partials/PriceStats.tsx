import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductStatsPrice } from '@/types/catalogue';

/** Lowest, average and highest price of the offers, the 7-day change, and the lowest per condition and language. */
export default function PriceStats({ stats: s }: { stats: ProductStatsPrice }) {
  const { t } = useLaravelReactI18n();
  const cells: [string, string][] = [
    [t('product.stat_min'), formatMoney(s.min) || '—'],
    [t('product.stat_avg'), formatMoney(s.avg) || '—'],
    [t('product.stat_max'), formatMoney(s.max) || '—'],
  ];
  const variation = s.variation_7d;
  const breakdown = [
    ...s.by_condition.map((c) => ({ key: `c-${c.condition}`, ...c })),
    ...s.by_language.map((l) => ({ key: `l-${l.language}`, ...l })),
  ];

  return (
    <section
      aria-labelledby="stats-title"
      className="rounded-lg bg-white p-4 shadow-sm"
      data-testid="price-stats"
    >
      <h2 id="stats-title" className="mb-2 font-semibold text-slate-900">
        {t('product.price_stats')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {cells.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {variation !== null && (
        <p className={`mt-2 text-sm ${variation > 0 ? 'text-red-700' : 'text-green-700'}`}>
          {t('product.variation_7d', {
            value: `${variation > 0 ? '+' : ''}${variation.toFixed(1).replace('.', ',')}%`,
          })}
        </p>
      )}
      {breakdown.length > 0 && (
        <ul className="mt-3 space-y-0.5 text-xs text-slate-600">
          {breakdown.map((row) => (
            <li key={row.key} className="flex justify-between gap-2">
              <span className="truncate">{row.name}</span>
              <span className="font-medium text-slate-800">{formatMoney(row.min)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
