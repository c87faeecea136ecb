import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/faq-product: its contents land with their capability (docs/routes.md). */
export default function MyStoreFaqProduct() {
  return <ScreenPlaceholder />;
}
