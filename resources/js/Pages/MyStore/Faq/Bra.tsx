import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/faq-bra: its contents land with their capability (docs/routes.md). */
export default function MyStoreFaqBra() {
  return <ScreenPlaceholder />;
}
