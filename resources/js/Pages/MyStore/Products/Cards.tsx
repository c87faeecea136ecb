import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/products/Cards: its contents land with their capability (docs/routes.md). */
export default function MyStoreProductsCards() {
  return <ScreenPlaceholder />;
}
