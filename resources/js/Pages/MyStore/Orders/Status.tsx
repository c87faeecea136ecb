import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import OrderStatusBadge from '@/Components/Seller/Orders/OrderStatusBadge';
import OrderTimeline from '@/Components/Seller/Orders/OrderTimeline';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderStatusProps } from '@/types/pages/sellerOrders';

/** my-store/{store_id}/detail-status/{order_id}: the order's status timeline. */
export default function MyStoreOrderStatus({ store, order, timeline }: SellerOrderStatusProps) {
  const { t } = useLaravelReactI18n();
  return (
    <>
      <ScreenTitle />
      <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 shadow-sm">
        <span className="font-mono text-lg font-bold">{order.number}</span>
        <OrderStatusBadge status={order.status} label={order.status_label} />
        <Link
          href={route('my-store.order.detail', { store_id: store.id, order_id: order.id })}
          className="ml-auto text-sm text-brand-700 underline"
        >
          {t('seller_orders.back_to_detail')}
        </Link>
      </div>
      <div className="rounded-lg bg-white p-4 shadow-sm">
        <OrderTimeline timeline={timeline} />
      </div>
    </>
  );
}
