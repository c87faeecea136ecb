import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/order-view/{id?}/{store_id?}: its contents land with their capability (docs/routes.md). */
export default function MyStoreOrdersView() {
  return <ScreenPlaceholder />;
}
