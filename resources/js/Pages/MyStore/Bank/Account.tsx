import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/bankAccount: its contents land with their capability (docs/routes.md). */
export default function MyStoreBankAccount() {
  return <ScreenPlaceholder />;
}
