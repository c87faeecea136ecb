import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/besaler: its contents land with their capability (docs/routes.md). */
export default function MyStoreBeSeller() {
  return <ScreenPlaceholder />;
}
