import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/support-product: its contents land with their capability (docs/routes.md). */
export default function MyStoreSupportProduct() {
  return <ScreenPlaceholder />;
}
