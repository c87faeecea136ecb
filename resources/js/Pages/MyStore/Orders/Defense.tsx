import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/order-defense/{order_id}: its contents land with their capability (docs/routes.md). */
export default function MyStoreOrdersDefense() {
  return <ScreenPlaceholder />;
}
