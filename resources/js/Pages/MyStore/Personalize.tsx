import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/personalize-store/{store_id}: its contents land with their capability (docs/routes.md). */
export default function MyStorePersonalize() {
  return <ScreenPlaceholder />;
}
