import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/returned-orders: its contents land with their capability (docs/routes.md). */
export default function MyStoreOrdersReturned() {
  return <ScreenPlaceholder />;
}
