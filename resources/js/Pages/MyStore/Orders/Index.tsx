import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/orders: its contents land with their capability (docs/routes.md). */
export default function MyStoreOrdersIndex() {
  return <ScreenPlaceholder />;
}
