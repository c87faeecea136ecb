import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** classifieds: its contents land with their capability (docs/routes.md). */
export default function ClassifiedList() {
  return <ScreenPlaceholder />;
}
