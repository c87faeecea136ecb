import type { CsvRowError } from '@/api/sellerStockCsv';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The per-row report: line of the file, column and the server's message, in file order. */
export default function StockCsvErrorTable({ errors, total }: { errors: CsvRowError[]; total?: number }) {
  const { t } = useLaravelReactI18n();
  return (
    <div className="max-h-96 overflow-auto rounded-md border border-red-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('seller_stock_csv.errors_caption')}</caption>
        <thead className="sticky top-0 bg-red-50 text-red-900">
          <tr>
            <th scope="col" className="px-2 py-1 font-semibold">
              {t('seller_stock_csv.line')}
            </th>
            <th scope="col" className="px-2 py-1 font-semibold">
              {t('seller_stock_csv.column')}
            </th>
            <th scope="col" className="px-2 py-1 font-semibold">
              {t('seller_stock_csv.problem')}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={`${e.line}|${e.column}|${e.message}`} className="border-t border-red-100 align-top">
              <td className="px-2 py-1 tabular-nums">{e.line}</td>
              <td className="px-2 py-1">{e.column ?? '—'}</td>
              <td className="px-2 py-1">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total !== undefined && total > errors.length && (
        <p className="border-t border-red-100 px-2 py-1 text-sm text-red-900">
          {t('seller_stock_csv.more_errors', { count: String(total - errors.length) })}
        </p>
      )}
    </div>
  );
}
