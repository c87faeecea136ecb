import type { CsvPreviewRow } from '@/api/sellerStockCsv';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The first rows of a valid file and what confirming does with each: a new listing or an update. */
export default function StockCsvPreviewTable({ rows }: { rows: CsvPreviewRow[] }) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  return (
    <div className="max-h-96 overflow-auto rounded-md border border-gray-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('seller_stock_csv.preview_caption')}</caption>
        <thead className="sticky top-0 bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-2 py-1 font-semibold">
              {t('seller_stock_csv.line')}
            </th>
            <th scope="col" className="px-2 py-1 font-semibold">
              {t('seller_stock_csv.product')}
            </th>
            <th scope="col" className="hidden px-2 py-1 font-semibold md:table-cell">
              {t('seller_stock_csv.details')}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-semibold">
              {t('seller_stock_csv.quantity')}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-semibold">
              {t('seller_stock_csv.price')}
            </th>
            <th scope="col" className="px-2 py-1 font-semibold">
              {t('seller_stock_csv.action')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.line} className="border-t border-gray-100 align-top">
              <td className="px-2 py-1 tabular-nums">{r.line}</td>
              <td className="px-2 py-1">
                <span className="font-medium">{r.product_name}</span>
                {(r.collection || r.number) && (
                  <span className="block text-xs text-gray-500">
                    {[r.collection, r.number].filter(Boolean).join(' · ')}
                  </span>
                )}
                <span className="block text-xs text-gray-500 md:hidden">{labels.listing(r)}</span>
              </td>
              <td className="hidden px-2 py-1 md:table-cell">{labels.listing(r)}</td>
              <td className="px-2 py-1 text-right tabular-nums">
                {r.current_quantity !== null && r.current_quantity !== r.quantity && (
                  <span className="text-gray-400 line-through">{r.current_quantity} </span>
                )}
                {r.quantity}
              </td>
              <td className="px-2 py-1 text-right tabular-nums">
                {r.current_price !== null && r.current_price !== r.price && (
                  <span className="block text-gray-400 line-through">{formatMoney(r.current_price)}</span>
                )}
                {formatMoney(r.price)}
              </td>
              <td className="px-2 py-1">
                <span
                  className={`rounded px-1.5 py-0.5 text-xs font-semibold ${r.action === 'create' ? 'bg-emerald-100 text-emerald-800' : 'bg-sky-100 text-sky-800'}`}
                >
                  {t(r.action === 'create' ? 'seller_stock_csv.create' : 'seller_stock_csv.update')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
