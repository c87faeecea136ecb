import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/plans/{store_id}: its contents land with their capability (docs/routes.md). */
export default function MyStorePlansIndex() {
  return <ScreenPlaceholder />;
}
