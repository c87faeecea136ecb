import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/bankCardCredit: its contents land with their capability (docs/routes.md). */
export default function MyStoreBankCardCredit() {
  return <ScreenPlaceholder />;
}
