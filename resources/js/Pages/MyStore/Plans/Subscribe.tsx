import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/plan-assinature/{store_id}: its contents land with their capability (docs/routes.md). */
export default function MyStorePlansSubscribe() {
  return <ScreenPlaceholder />;
}
