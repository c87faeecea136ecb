import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/detail-orders/{order_id}: its contents land with their capability (docs/routes.md). */
export default function MyStoreOrdersDetail() {
  return <ScreenPlaceholder />;
}
