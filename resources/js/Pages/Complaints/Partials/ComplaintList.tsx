import { Link } from '@inertiajs/react';
import { useCallback } from 'react';
import { complaintsApi } from '@/api/complaints';
import LoadState from '@/Components/Checkout/LoadState';
import ComplaintStatus from '@/Components/Orders/ComplaintStatus';
import { usePaginatedList } from '@/hooks/orders/usePaginatedList';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';

/** The buyer's complaints, newest first, with "load more". */
export default function ComplaintList() {
  const { t } = useLaravelReactI18n();
  const fetchPage = useCallback(
    (page: number) =>
      complaintsApi.list(page).then((data) => ({ items: data.data, paginate: data.paginate })),
    [],
  );
  const list = usePaginatedList<Complaint>(fetchPage);
  return (
    <LoadState
      status={list.status}
      empty={list.items.length === 0}
      emptyText={t('complaints.empty')}
      errorText={t('complaints.load_error')}
      onRetry={list.reload}
    >
      <ul className="space-y-3">
        {list.items.map((c) => (
          <li key={c.id} className="rounded-lg bg-white p-4 shadow" data-testid="complaint">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                href={route('complaints', { id: c.id })}
                className="font-semibold text-brand-700 hover:underline"
              >
                {c.reason}
              </Link>
              <ComplaintStatus status={c.status} />
            </div>
            <p className="text-xs text-slate-500">
              {t('complaints.summary', {
                order: c.order_number,
                store: c.store.name,
                date: formatDate(c.updated_at),
              })}
            </p>
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <button
          type="button"
          onClick={list.loadMore}
          disabled={list.loadingMore}
          className="mt-4 w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
        >
          {t('orders.load_more')}
        </button>
      )}
    </LoadState>
  );
}
