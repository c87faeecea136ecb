import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/product-register: its contents land with their capability (docs/routes.md). */
export default function MyStoreProductsRegister() {
  return <ScreenPlaceholder />;
}
