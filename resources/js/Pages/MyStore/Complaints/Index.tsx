import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/complaints/{store_id}/{id?}: its contents land with their capability (docs/routes.md). */
export default function MyStoreComplaintsIndex() {
  return <ScreenPlaceholder />;
}
