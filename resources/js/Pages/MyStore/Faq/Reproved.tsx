import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/faq-reproved: its contents land with their capability (docs/routes.md). */
export default function MyStoreFaqReproved() {
  return <ScreenPlaceholder />;
}
