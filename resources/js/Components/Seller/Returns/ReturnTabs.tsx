import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import {
  ORDER_RETURN_STATUSES,
  type OrderReturnCounts,
  type OrderReturnStatus,
} from '@/types/pages/sellerReturns';

/** The three tabs of the returns screen (requested, accepted, refused), each with its count. */
export default function ReturnTabs({
  storeId,
  current,
  counts,
}: {
  storeId: number;
  current: OrderReturnStatus;
  counts: OrderReturnCounts;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <nav aria-label={t('seller_returns.tabs')} className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 whitespace-nowrap border-b border-slate-200">
        {ORDER_RETURN_STATUSES.map((status) => {
          const active = status === current;
          return (
            <li key={status}>
              <Link
                href={route('my-store.orders.returned', { store_id: storeId, status })}
                preserveScroll
                aria-current={active ? 'page' : undefined}
                data-testid={`return-tab-${status}`}
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm ${
                  active
                    ? 'border-brand-600 font-semibold text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {t(`seller_returns.tab.${status}`)}{' '}
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">
                  {counts[status]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
