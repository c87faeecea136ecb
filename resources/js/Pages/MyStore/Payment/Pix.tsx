import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/payment-pix: its contents land with their capability (docs/routes.md). */
export default function MyStorePaymentPix() {
  return <ScreenPlaceholder />;
}
