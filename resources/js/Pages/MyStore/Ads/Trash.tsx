import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/ad-trash: its contents land with their capability (docs/routes.md). */
export default function MyStoreAdsTrash() {
  return <ScreenPlaceholder />;
}
