import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/{store_id}/wallet: its contents land with their capability (docs/routes.md). */
export default function MyStoreWalletIndex() {
  return <ScreenPlaceholder />;
}
