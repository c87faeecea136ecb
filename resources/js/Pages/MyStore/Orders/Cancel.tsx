import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import CancelForm from '@/Components/Seller/Orders/CancelForm';
import OrderSummary from '@/Components/Seller/Orders/OrderSummary';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderProps } from '@/types/pages/sellerOrders';

/** my-store/{store_id}/cancel-orders/{order_id}: cancel with a reason, then the result (stock back, buyer refunded). */
export default function MyStoreOrderCancel({ store, order }: SellerOrderProps) {
  const { t } = useLaravelReactI18n();
  const detail = route('my-store.order.detail', { store_id: store.id, order_id: order.id });
  return (
    <>
      <ScreenTitle />
      {order.status === 'canceled' ? (
        <div
          role="status"
          className="mb-4 rounded-lg bg-emerald-50 p-4 text-emerald-900"
          data-testid="cancel-result"
        >
          <p className="font-semibold">{t('seller_orders.canceled_title')}</p>
          <p>
            {t('seller_orders.canceled_refund', {
              amount: formatMoney(order.subtotal + order.shipping.price),
            })}
          </p>
        </div>
      ) : order.can.cancel ? (
        <div className="mb-4">
          <CancelForm order={order} />
        </div>
      ) : (
        <p className="mb-4 rounded-lg bg-amber-50 p-4 text-amber-900">{t('seller_orders.cannot_cancel')}</p>
      )}
      <OrderSummary order={order} />
      <Link href={detail} className="mt-4 inline-block text-sm text-brand-700 underline">
        {t('seller_orders.back_to_detail')}
      </Link>
    </>
  );
}
