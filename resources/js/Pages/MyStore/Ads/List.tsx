import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/ad-list: its contents land with their capability (docs/routes.md). */
export default function MyStoreAdsList() {
  return <ScreenPlaceholder />;
}
