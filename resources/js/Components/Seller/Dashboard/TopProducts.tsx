import { Link } from '@inertiajs/react';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { DashboardLists } from '@/types/pages/sellerInsights';

/** The period's best sellers, by units or by revenue (a toggle). */
export default function TopProducts({ top }: { top: DashboardLists['top_products'] }) {
  const { t } = useLaravelReactI18n();
  const [by, setBy] = useState<'by_units' | 'by_revenue'>('by_units');
  const rows = top[by];
  return (
    <section className="rounded-lg bg-white p-3 shadow-sm" data-testid="top-products">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-800">{t('seller_dashboard.top.title')}</h2>
        <div className="flex gap-1 text-xs">
          {(['by_units', 'by_revenue'] as const).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={by === key}
              onClick={() => setBy(key)}
              className={`rounded px-2 py-1 ${by === key ? 'bg-slate-800 text-white' : 'bg-slate-100 text-slate-700'}`}
            >
              {t(`seller_dashboard.top.${key}`)}
            </button>
          ))}
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('seller_dashboard.top.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {rows.map((p, i) => (
            <li key={p.product_id} className="flex items-center gap-3 py-2 text-sm">
              <span className="w-5 text-right font-semibold text-slate-500">{i + 1}</span>
              <Link
                href={route('product.show', { id: p.product_id })}
                className="min-w-0 flex-1 truncate text-brand-700"
              >
                {p.name}
              </Link>
              <span className="whitespace-nowrap text-slate-600">
                {t('seller_dashboard.top.units', { count: String(p.units) })}
              </span>
              <span className="w-24 text-right font-semibold whitespace-nowrap">
                {formatMoney(p.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
