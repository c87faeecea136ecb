import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/faq-questions: its contents land with their capability (docs/routes.md). */
export default function MyStoreFaqQuestions() {
  return <ScreenPlaceholder />;
}
