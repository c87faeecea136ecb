import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/faq-create-bra: its contents land with their capability (docs/routes.md). */
export default function MyStoreFaqCreateBra() {
  return <ScreenPlaceholder />;
}
