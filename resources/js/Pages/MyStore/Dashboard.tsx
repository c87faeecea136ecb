import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/dashboard/{store_id?}: its contents land with their capability (docs/routes.md). */
export default function MyStoreDashboard() {
  return <ScreenPlaceholder />;
}
