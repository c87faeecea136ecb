import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/list: its contents land with their capability (docs/routes.md). */
export default function MyStoreList() {
  return <ScreenPlaceholder />;
}
