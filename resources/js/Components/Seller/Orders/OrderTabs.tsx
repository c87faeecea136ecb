import { ORDER_STATUSES } from '@shared/constants/orders';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderStatus } from '@/types/cart';
import type { SellerOrderCounts } from '@/types/pages/sellerOrders';

/** The tabs of the list, in the order of the workflow: every status but the checkout's dead ends. */
export const TAB_STATUSES: OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'refused' && s !== 'expired');

/** Counters per status as tabs; choosing one filters the list (none: every status). */
export default function OrderTabs({
  counts,
  current,
  onChange,
}: {
  counts: SellerOrderCounts;
  current: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  const { t } = useLaravelReactI18n();
  const tab = (status: OrderStatus | undefined, label: string, n: number) => {
    const active = status === current;
    return (
      <button
        key={status ?? 'all'}
        type="button"
        role="tab"
        aria-selected={active}
        data-testid={`orders-tab-${status ?? 'all'}`}
        onClick={() => onChange(status)}
        className={`whitespace-nowrap rounded-full px-3 py-1 text-sm ${
          active
            ? 'bg-brand-600 font-semibold text-white'
            : 'bg-white text-slate-700 shadow-sm hover:bg-slate-100'
        }`}
      >
        {label} <span className="ml-1 font-mono">{n}</span>
      </button>
    );
  };
  return (
    <div
      role="tablist"
      aria-label={t('seller_orders.tabs')}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2"
    >
      {tab(undefined, t('seller_orders.all'), counts.all)}
      {TAB_STATUSES.map((s) => tab(s, t(`seller_orders.status.${s}`), counts[s] ?? 0))}
    </div>
  );
}
