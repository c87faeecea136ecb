import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/faq-product-active: its contents land with their capability (docs/routes.md). */
export default function MyStoreFaqProductActive() {
  return <ScreenPlaceholder />;
}
