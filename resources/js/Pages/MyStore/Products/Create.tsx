import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/product-create: its contents land with their capability (docs/routes.md). */
export default function MyStoreProductsCreate() {
  return <ScreenPlaceholder />;
}
