import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/payment-cart: its contents land with their capability (docs/routes.md). */
export default function MyStorePaymentCard() {
  return <ScreenPlaceholder />;
}
