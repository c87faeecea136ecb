import { Link } from '@inertiajs/react';
import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderRow } from '@/types/pages/sellerOrders';
import OrderStatusBadge from './OrderStatusBadge';

/** One order of the list: a new paid order opens the new-order screen, any other its detail. */
export default function OrderRow({ storeId, order }: { storeId: number; order: SellerOrderRow }) {
  const { t } = useLaravelReactI18n();
  const href = route(order.is_new ? 'my-store.order.new' : 'my-store.order.detail', {
    store_id: storeId,
    order_id: order.id,
  });
  return (
    <li data-testid="seller-order-row" data-order-id={order.id}>
      <Link
        href={href}
        className="flex flex-col gap-1 rounded-lg bg-white p-3 shadow-sm hover:bg-slate-50 md:flex-row md:items-center md:gap-4"
      >
        <span className="font-mono font-semibold text-slate-900">{order.number}</span>
        <span className="flex items-center gap-2">
          <OrderStatusBadge status={order.status} label={order.status_label} />
          {order.is_new && (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {t('seller_orders.new_badge')}
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-700">
          {order.buyer.name} · {order.buyer.email}
        </span>
        <span className="text-sm text-slate-600">
          {t('seller_orders.items', { count: String(order.items_count) })}
        </span>
        <span className="text-sm text-slate-600">{formatDate(order.created_at)}</span>
        <span className="font-semibold text-slate-900">{formatMoney(order.total)}</span>
      </Link>
    </li>
  );
}
