import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/faq-help: its contents land with their capability (docs/routes.md). */
export default function MyStoreFaqHelp() {
  return <ScreenPlaceholder />;
}
