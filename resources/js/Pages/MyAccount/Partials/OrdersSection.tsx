import LoadState from '@/Components/Checkout/LoadState';
import OrderGroupCard from '@/Components/Orders/OrderGroupCard';
import { useMyOrders } from '@/hooks/orders/useMyOrders';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The orders part of /my-account, with "load more" pagination. */
export default function OrdersSection() {
  const { t } = useLaravelReactI18n();
  const orders = useMyOrders();
  return (
    <section className="space-y-4 rounded-lg bg-white p-6 shadow" aria-labelledby="my-orders">
      <h2 id="my-orders" className="text-lg font-semibold">
        {t('orders.title')}
      </h2>
      <LoadState
        status={orders.status}
        empty={orders.items.length === 0}
        emptyText={t('orders.empty')}
        errorText={t('spec.load_orders')}
        onRetry={orders.reload}
      >
        <ul className="space-y-3">
          {orders.items.map((group) => (
            <OrderGroupCard key={group.id} group={group} />
          ))}
        </ul>
        {orders.hasMore && (
          <button
            type="button"
            onClick={orders.loadMore}
            disabled={orders.loadingMore}
            className="mt-4 w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            {orders.loadingMore ? t('common.loading') : t('orders.load_more')}
          </button>
        )}
      </LoadState>
    </section>
  );
}
