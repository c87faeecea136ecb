import ScreenTitle from '@/Components/Layout/ScreenTitle';
import OrderSummary from '@/Components/Seller/Orders/OrderSummary';
import OrderTimeline from '@/Components/Seller/Orders/OrderTimeline';
import type { SellerOrderViewProps } from '@/types/pages/sellerOrders';

/** my-store/order-view/{id}/{store_id?}: the order, read-only, for whoever manages its store. */
export default function MyStoreOrderView({ order }: SellerOrderViewProps) {
  return (
    <>
      <ScreenTitle />
      <OrderSummary order={order} />
      <div className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <OrderTimeline timeline={order.timeline} />
      </div>
    </>
  );
}
