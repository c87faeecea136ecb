import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/concluid-order/{order_id}: its contents land with their capability (docs/routes.md). */
export default function MyStoreOrdersConcluded() {
  return <ScreenPlaceholder />;
}
