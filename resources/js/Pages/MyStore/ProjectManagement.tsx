import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/project-management: its contents land with their capability (docs/routes.md). */
export default function MyStoreProjectManagement() {
  return <ScreenPlaceholder />;
}
