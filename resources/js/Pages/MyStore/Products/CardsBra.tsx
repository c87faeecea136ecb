import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/products/CardsBra: its contents land with their capability (docs/routes.md). */
export default function MyStoreProductsCardsBra() {
  return <ScreenPlaceholder />;
}
