import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/ticket-list: its contents land with their capability (docs/routes.md). */
export default function MyStoreTicketsList() {
  return <ScreenPlaceholder />;
}
