import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/config-store/{store_id}: its contents land with their capability (docs/routes.md). */
export default function MyStoreConfig() {
  return <ScreenPlaceholder />;
}
