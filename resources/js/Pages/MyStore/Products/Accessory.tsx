import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/products/Accessory: its contents land with their capability (docs/routes.md). */
export default function MyStoreProductsAccessory() {
  return <ScreenPlaceholder />;
}
