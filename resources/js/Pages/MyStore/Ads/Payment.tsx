import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/ad-payment: its contents land with their capability (docs/routes.md). */
export default function MyStoreAdsPayment() {
  return <ScreenPlaceholder />;
}
