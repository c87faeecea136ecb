import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/ticket/{ticket_id}: its contents land with their capability (docs/routes.md). */
export default function MyStoreTicketsShow() {
  return <ScreenPlaceholder />;
}
