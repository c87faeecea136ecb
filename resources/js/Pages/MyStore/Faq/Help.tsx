import ScreenTitle from '@/Components/Layout/ScreenTitle';
import FaqGroups from '@/Components/Support/FaqGroups';
import SupportNav from '@/Components/Support/SupportNav';
import type { FaqHelpProps } from '@/types/pages/support';

/** /my-store/{store_id}/faq-help: the help articles for sellers (GET /v1/faq?audience=seller), by category. */
export default function MyStoreFaqHelp({ store, groups }: FaqHelpProps) {
  return (
    <>
      <ScreenTitle />
      <SupportNav storeId={store.id} />
      <FaqGroups groups={groups} />
    </>
  );
}
