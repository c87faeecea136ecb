import { Link } from '@inertiajs/react';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { DashboardLists, LowStockItem } from '@/types/pages/sellerInsights';

/** The stock screen of each product kind (docs/stores.md: Cards, Tcg, Accessory, CardsBra). */
const STOCK_ROUTE: Record<LowStockItem['type'], string> = {
  card: 'my-store.products.cards',
  tcg: 'my-store.products.tcg',
  accessory: 'my-store.products.accessory',
  bra: 'my-store.products.cards-bra',
};

/** Listings for sale with few units left, each linking to the stock screen of its kind. */
export default function LowStock({ storeId, low }: { storeId: number; low: DashboardLists['low_stock'] }) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  return (
    <section className="rounded-lg bg-white p-3 shadow-sm" data-testid="low-stock">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-800">{t('seller_dashboard.low.title')}</h2>
        <Link
          href={route('my-store.low-stock', { store_id: storeId })}
          className="text-xs font-medium text-brand-700 hover:underline"
        >
          {t('seller_dashboard.low.all')}
        </Link>
      </div>
      <p className="mb-2 text-xs text-slate-500">
        {t('seller_dashboard.low.hint', { threshold: String(low.threshold), total: String(low.total) })}
      </p>
      {low.items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('seller_dashboard.low.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {low.items.map((item) => (
            <li key={item.listing_id} className="flex items-center gap-3 py-2 text-sm">
              <Link
                href={route(STOCK_ROUTE[item.type], { store_id: storeId })}
                className="min-w-0 flex-1 truncate text-brand-700"
                data-testid="low-stock-link"
              >
                {item.name}
              </Link>
              <span className="text-xs text-slate-500">
                {labels.listing({ condition: item.condition, language: item.language })}
              </span>
              <span className="whitespace-nowrap text-slate-600">{formatMoney(item.price)}</span>
              <span
                className={`w-14 rounded px-2 py-0.5 text-center text-xs font-semibold ${
                  item.quantity === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-800'
                }`}
              >
                {t('seller_dashboard.low.units', { count: String(item.quantity) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
