import ScreenPlaceholder from '@/Components/Layout/ScreenPlaceholder';

/** my-store/company-info: its contents land with their capability (docs/routes.md). */
export default function MyStoreCompanyInfo() {
  return <ScreenPlaceholder />;
}
