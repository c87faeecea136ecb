import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** classified/{id?}: its contents land with their capability (docs/routes.md). */
export default function ClassifiedShow() {
  return <ScreenPlaceholder />;
}
