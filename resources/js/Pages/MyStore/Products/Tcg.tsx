import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/products/Tcg: its contents land with their capability (docs/routes.md). */
export default function MyStoreProductsTcg() {
  return <ScreenPlaceholder />;
}
