import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/ticket-create: its contents land with their capability (docs/routes.md). */
export default function MyStoreTicketsCreate() {
  return <ScreenPlaceholder />;
}
