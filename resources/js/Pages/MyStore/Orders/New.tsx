import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/new-order/{order_id}: its contents land with their capability (docs/routes.md). */
export default function MyStoreOrdersNew() {
  return <ScreenPlaceholder />;
}
