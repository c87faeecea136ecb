import PriceChart from '@/Components/Catalogue/PriceChart';
import { formatDate, formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductHistory } from '@/types/catalogue';

const HISTORY_DAYS = 90;

/** The price over the last 90 days (chart) and the product's recent sales (order history). */
export default function History({ history }: { history: ProductHistory }) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  const { daily } = history;
  // Sales have no id of their own; their position in the answer names them.
  const sales = history.sales.map((sale, i) => ({ ...sale, id: `sale-${i}` }));

  return (
    <section aria-labelledby="history-title" className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="history-title" className="font-semibold text-slate-900">
        {t('product.price_history', { days: HISTORY_DAYS })}
      </h2>
      {daily.length > 1 ? (
        <PriceChart points={daily} />
      ) : (
        <p className="text-sm text-slate-500">{t('product.no_history')}</p>
      )}
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('product.sales_history')}</h3>
        {sales.length === 0 ? (
          <p className="text-sm text-slate-500">{t('product.no_sales')}</p>
        ) : (
          <div className="max-h-64 overflow-y-auto">
            <table className="w-full text-left text-sm" data-testid="sales-history">
              <thead className="text-xs text-slate-500">
                <tr>
                  <th className="py-1">{t('product.sale_date')}</th>
                  <th className="py-1">{t('product.offer_condition')}</th>
                  <th className="py-1">{t('product.offer_language')}</th>
                  <th className="py-1 text-right">{t('product.offer_quantity')}</th>
                  <th className="py-1 text-right">{t('product.offer_price')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {sales.map((sale) => (
                  <tr key={sale.id}>
                    <td className="py-1">{formatDate(sale.date)}</td>
                    <td className="py-1">{labels.condition(sale.condition)}</td>
                    <td className="py-1">{labels.language(sale.language)}</td>
                    <td className="py-1 text-right">{sale.quantity}</td>
                    <td className="py-1 text-right">{formatMoney(sale.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
