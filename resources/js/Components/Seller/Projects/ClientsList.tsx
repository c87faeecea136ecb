import { router } from '@inertiajs/react';
import { usePropList } from '@/hooks/usePropList';
import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProjectManagementProps, StoreClientRow, StoreClientSort } from '@/types/pages/sellerInsights';

const SORTS: StoreClientSort[] = ['recent', 'orders', 'spent'];

/** The store's clients (buyers with paid orders), sorted by the URL's `sort`, "carregar mais" appends. */
export default function ClientsList({
  clients,
  sort,
}: {
  clients: ProjectManagementProps['clients'];
  sort: StoreClientSort;
}) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<StoreClientRow>('clients', clients);
  const sortBy = (value: StoreClientSort) =>
    router.get(
      window.location.pathname,
      { ...Object.fromEntries(new URLSearchParams(window.location.search)), sort: value, page: undefined },
      { only: ['clients', 'clientSort'], reset: ['clients'], preserveState: true, preserveScroll: true },
    );
  return (
    <section className="rounded-lg bg-white p-3 shadow-sm" data-testid="store-clients">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-800">
          {t('seller_projects.clients.title')}{' '}
          <span className="text-sm font-normal text-slate-500">({list.total})</span>
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          {t('seller_projects.clients.sort')}
          <select
            value={sort}
            onChange={(e) => sortBy(e.target.value as StoreClientSort)}
            className="rounded border-slate-300 text-sm"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`seller_projects.clients.sort_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('seller_projects.clients.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.items.map((c) => (
            <li
              key={c.user_id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm"
              data-testid="client-row"
            >
              <span className="min-w-0 flex-1 font-semibold text-slate-800">{c.name}</span>
              <span className="text-slate-600">
                {t('seller_projects.clients.orders', { count: String(c.orders_count) })}
              </span>
              <span className="font-semibold">{formatMoney(c.total_spent)}</span>
              <span className="w-full text-xs text-slate-500 md:w-auto">
                {t('seller_projects.clients.last', { date: formatDate(c.last_order_at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button
          type="button"
          onClick={list.loadMore}
          disabled={list.loadingMore}
          className="mt-2 w-full rounded border border-slate-300 py-2 text-sm text-slate-700"
        >
          {t('seller_projects.load_more')}
        </button>
      )}
    </section>
  );
}
