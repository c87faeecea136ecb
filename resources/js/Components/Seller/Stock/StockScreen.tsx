import { Link } from '@inertiajs/react';
import { type ReactNode, useMemo } from 'react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useStockList } from '@/hooks/seller/stock/useStockList';
import { formatCount } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerStockProps } from '@/types/pages/sellerStock';
import StockCounts from './StockCounts';
import StockRow from './StockRow';
import StockTabs from './StockTabs';
import StockToolbar from './StockToolbar';

/**
 * The store's stock (my-store.products and its four kinds): tabs per kind, counts, search, filters,
 * sort, rows with inline price/quantity edit, pause/resume and delete, "carregar mais". Everything
 * comes from the page's props (server/http/pages/seller/stock.ts); the URL holds the filters.
 * `csvPanel` is where the CSV import/export panel of the store is rendered.
 */
export default function StockScreen({ csvPanel, ...props }: SellerStockProps & { csvPanel?: ReactNode }) {
  const { t } = useLaravelReactI18n();
  const { store, kind, options } = props;
  const list = useStockList(props);
  const { filters } = list;
  const extraNames = useMemo(() => {
    const names = new Map(options.extras.map((e) => [e.code, e.name]));
    return (codes: string[]) => codes.map((c) => names.get(c) ?? c);
  }, [options.extras]);
  const anyFilter =
    Boolean(filters.q || filters.collection || filters.status) ||
    filters.condition.length + filters.language.length + filters.extras.length > 0;

  return (
    <>
      <ScreenTitle title={t(`seller_stock.title.${kind}`)}>
        <Link
          href={route('my-store.product.register', { store_id: store.id })}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('seller_stock.register')}
        </Link>
      </ScreenTitle>
      <StockTabs storeId={store.id} kind={kind} />
      {/* CSV import/export of the store's stock (Components/Seller/StockCsv/StockCsvPanel) */}
      {csvPanel && <div data-testid="stock-csv-slot">{csvPanel}</div>}
      <StockCounts
        available={list.counts.available}
        paused={list.counts.paused}
        blocked={list.counts.blocked}
        total={list.total}
        showing={list.rows.length}
      />
      <StockToolbar filters={filters} options={options} onChange={list.setFilters} />
      <div aria-busy={list.refreshing}>
        {list.rows.length === 0 ? (
          <div className="rounded-lg bg-white p-6 text-center shadow-sm" data-testid="stock-empty">
            <p className="font-semibold text-slate-800">{t('seller_stock.empty')}</p>
            {anyFilter && (
              <button
                type="button"
                onClick={() =>
                  list.setFilters({
                    q: undefined,
                    collection: undefined,
                    status: undefined,
                    condition: [],
                    language: [],
                    extras: [],
                  })
                }
                className="mt-3 rounded-md border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-50"
              >
                {t('seller_stock.clear_filters')}
              </button>
            )}
          </div>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm" data-testid="stock-rows">
            {list.rows.map((row) => (
              <StockRow
                key={row.id}
                storeId={store.id}
                listing={row}
                extraNames={extraNames}
                onChanged={list.replaceRow}
                onDeleted={list.removeRow}
              />
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-sm text-slate-600" data-testid="stock-showing">
            {t('seller_stock.showing', {
              shown: formatCount(list.rows.length),
              total: formatCount(list.total),
            })}
          </p>
          {list.loadMoreFailed && (
            <p role="alert" className="text-sm text-red-700">
              {t('errors.generic')}
            </p>
          )}
          {list.hasMore && (
            <button
              type="button"
              onClick={list.loadMore}
              disabled={list.loadingMore}
              className="rounded-md border border-brand-600 px-6 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {list.loadingMore ? t('common.loading') : t('catalogue.load_more')}
            </button>
          )}
        </div>
      </div>
    </>
  );
}
