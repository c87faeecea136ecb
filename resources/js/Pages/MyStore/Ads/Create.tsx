import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/ad-create: its contents land with their capability (docs/routes.md). */
export default function MyStoreAdsCreate() {
  return <ScreenPlaceholder />;
}
