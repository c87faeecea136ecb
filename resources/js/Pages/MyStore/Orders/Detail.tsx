import ScreenTitle from '@/Components/Layout/ScreenTitle';
import FulfilmentPanel from '@/Components/Seller/Fulfilment/FulfilmentPanel';
import OrderMoves from '@/Components/Seller/Orders/OrderMoves';
import OrderSummary from '@/Components/Seller/Orders/OrderSummary';
import type { SellerOrderProps } from '@/types/pages/sellerOrders';

/** my-store/{store_id}/detail-orders/{order_id}: the order in detail, its invoice/shipping steps and its moves. */
export default function MyStoreOrderDetail({ store, order }: SellerOrderProps) {
  return (
    <>
      <ScreenTitle />
      <OrderSummary order={order} />
      <div className="mt-4 flex flex-col gap-4">
        <FulfilmentPanel
          storeId={store.id}
          storeOrderId={order.id}
          status={order.status}
          fulfilment={order.fulfilment}
        />
        <OrderMoves order={order} />
      </div>
    </>
  );
}
