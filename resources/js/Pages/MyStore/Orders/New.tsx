import ScreenTitle from '@/Components/Layout/ScreenTitle';
import OrderMoves from '@/Components/Seller/Orders/OrderMoves';
import OrderSummary from '@/Components/Seller/Orders/OrderSummary';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderProps } from '@/types/pages/sellerOrders';

/** my-store/{store_id}/new-order/{order_id}: a newly received order, to accept ("Aceitar e começar a preparar"). */
export default function MyStoreOrderNew({ order }: SellerOrderProps) {
  const { t } = useLaravelReactI18n();
  return (
    <>
      <ScreenTitle />
      {!order.can.accept && order.accepted_at && (
        <p className="mb-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('seller_orders.already_accepted')}
        </p>
      )}
      <OrderSummary order={order} />
      <div className="mt-4">
        <OrderMoves order={order} />
      </div>
    </>
  );
}
