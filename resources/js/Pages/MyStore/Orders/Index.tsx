import ScreenTitle from '@/Components/Layout/ScreenTitle';
import OrderFilters from '@/Components/Seller/Orders/OrderFilters';
import OrderRow from '@/Components/Seller/Orders/OrderRow';
import OrderTabs from '@/Components/Seller/Orders/OrderTabs';
import { useLiveOrders } from '@/hooks/seller/orders/useLiveOrders';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderRow, SellerOrdersProps } from '@/types/pages/sellerOrders';

/** my-store/{store_id}/orders: the store's orders; props from server/http/pages/seller/orders.ts. */
export default function MyStoreOrdersIndex({ store, filters, orders, counts }: SellerOrdersProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<SellerOrderRow>('orders', orders, { with: ['filters', 'counts'] });
  useLiveOrders(store.id);
  const query = { status: filters.status, from: filters.from, to: filters.to, q: filters.q };
  return (
    <>
      <ScreenTitle />
      <OrderTabs
        counts={counts}
        current={filters.status}
        onChange={(status) => list.setQuery({ ...query, status })}
      />
      <OrderFilters filters={filters} onApply={(next) => list.setQuery({ ...query, ...next })} />
      {list.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600 shadow-sm">
          {t('seller_orders.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-busy={list.refreshing}>
          {list.items.map((order) => (
            <OrderRow key={order.id} storeId={store.id} order={order} />
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button
          type="button"
          onClick={list.loadMore}
          disabled={list.loadingMore}
          className="mt-4 w-full rounded-md bg-white py-2 text-sm font-semibold text-brand-700 shadow-sm"
        >
          {t('seller_orders.load_more')}
        </button>
      )}
    </>
  );
}
