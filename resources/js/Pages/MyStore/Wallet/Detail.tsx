import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/wallet-detail/{store_id}: its contents land with their capability (docs/routes.md). */
export default function MyStoreWalletDetail() {
  return <ScreenPlaceholder />;
}
