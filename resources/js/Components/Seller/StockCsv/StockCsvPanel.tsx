import { router } from '@inertiajs/react';
import { type ChangeEvent, useCallback, useId } from 'react';
import { sellerStockCsvApi } from '@/api/sellerStockCsv';
import { useStockImport } from '@/hooks/seller/stockCsv/useStockImport';
import { formatCount } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import StockCsvErrorTable from './StockCsvErrorTable';
import StockCsvPreviewTable from './StockCsvPreviewTable';
import StockCsvProgress from './StockCsvProgress';

const BUTTON =
  'inline-flex min-h-10 cursor-pointer items-center justify-center rounded-md px-4 py-2 text-sm font-semibold shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
const PRIMARY = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`;
const SECONDARY = `${BUTTON} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`;

/**
 * Bulk stock of a store (docs/stock-csv.md): "Exportar CSV" downloads every listing; "Importar CSV"
 * sends a file, shows the preview (what each row will do) or the per-row error report, and on
 * "Confirmar importação" applies the whole file with a progress bar, then reloads the stock shown
 * (`onImported`, or the page's props).
 */
export default function StockCsvPanel({ storeId, onImported }: { storeId: number; onImported?: () => void }) {
  const { t } = useLaravelReactI18n();
  const titleId = useId();
  const reload = useCallback(() => (onImported ? onImported() : router.reload()), [onImported]);
  const { state, upload, confirm, reset } = useStockImport(storeId, reload);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };
  const busy = state.step === 'uploading' || state.step === 'applying';

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
      data-testid="stock-csv-panel"
    >
      <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-gray-900">
            {t('seller_stock_csv.title')}
          </h2>
          <p className="text-sm text-gray-600">{t('seller_stock_csv.help')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={sellerStockCsvApi.exportUrl(storeId)} download className={SECONDARY}>
            {t('seller_stock_csv.export')}
          </a>
          <label className={`${PRIMARY} ${busy ? 'pointer-events-none opacity-60' : ''}`}>
            {t('seller_stock_csv.import')}
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={busy}
              onChange={chooseFile}
              data-testid="stock-csv-file"
            />
          </label>
        </div>
      </div>

      <div aria-live="polite" className="flex flex-col gap-3">
        {state.step === 'uploading' && (
          <StockCsvProgress
            label={t(state.fraction < 1 ? 'seller_stock_csv.uploading' : 'seller_stock_csv.validating', {
              file: state.fileName,
            })}
            value={state.fraction < 1 ? state.fraction : null}
          />
        )}

        {state.step === 'previewed' && state.preview.errors.length > 0 && (
          <>
            <p className="rounded-md bg-red-50 p-3 text-sm text-red-900" role="alert">
              {t('seller_stock_csv.has_errors', {
                invalid: String(state.preview.invalid_rows),
                total: String(state.preview.total),
              })}
            </p>
            <StockCsvErrorTable errors={state.preview.errors} total={state.preview.errors_total} />
            <div>
              <button type="button" className={SECONDARY} onClick={() => void reset()}>
                {t('seller_stock_csv.choose_other')}
              </button>
            </div>
          </>
        )}

        {state.step === 'previewed' && state.preview.errors.length === 0 && (
          <>
            <p className="text-sm text-gray-800">
              {t('seller_stock_csv.ready', {
                total: String(state.preview.total),
                create: String(state.preview.to_create),
                update: String(state.preview.to_update),
              })}
            </p>
            <StockCsvPreviewTable rows={state.preview.rows} />
            {state.preview.total > state.preview.rows.length && (
              <p className="text-xs text-gray-500">
                {t('seller_stock_csv.first_rows', { shown: String(state.preview.rows.length) })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="button" className={PRIMARY} onClick={() => void confirm()}>
                {t('seller_stock_csv.confirm')}
              </button>
              <button type="button" className={SECONDARY} onClick={() => void reset()}>
                {t('seller_stock_csv.cancel')}
              </button>
            </div>
          </>
        )}

        {state.step === 'applying' && (
          <StockCsvProgress
            label={t('seller_stock_csv.applying')}
            value={state.preview.valid ? state.processed / state.preview.valid : null}
            detail={t('seller_stock_csv.applying_detail', {
              processed: formatCount(state.processed),
              total: formatCount(state.preview.valid),
            })}
          />
        )}

        {state.step === 'done' && (
          <div
            className="flex flex-col gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
            role="status"
          >
            <p className="font-semibold">
              {t('seller_stock_csv.summary', {
                created: String(state.result.created),
                updated: String(state.result.updated),
              })}
            </p>
            {state.result.unchanged > 0 && (
              <p>{t('seller_stock_csv.unchanged', { count: String(state.result.unchanged) })}</p>
            )}
            <div>
              <button type="button" className={SECONDARY} onClick={() => void reset()}>
                {t('seller_stock_csv.import_another')}
              </button>
            </div>
          </div>
        )}

        {state.step === 'failed' && (
          <>
            <p className="rounded-md bg-red-50 p-3 text-sm text-red-900" role="alert">
              {state.message}
            </p>
            {state.errors.length > 0 && <StockCsvErrorTable errors={state.errors} />}
            <div>
              <button type="button" className={SECONDARY} onClick={() => void reset()}>
                {t('seller_stock_csv.choose_other')}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
