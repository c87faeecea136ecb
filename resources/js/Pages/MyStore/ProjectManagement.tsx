import ScreenTitle from '@/Components/Layout/ScreenTitle';
import BraCenterEditor from '@/Components/Seller/Projects/BraCenterEditor';
import ClientsList from '@/Components/Seller/Projects/ClientsList';
import type { ProjectManagementProps } from '@/types/pages/sellerInsights';

/**
 * my-store/{store_id}/project-management: the store's clients and its Bra Center list
 * (docs/store-dashboard.md). Side by side on wide screens, stacked on phones.
 */
export default function MyStoreProjectManagement({
  store,
  clients,
  clientSort,
  braCenter,
  braEligible,
  braSearch,
}: ProjectManagementProps) {
  return (
    <>
      <ScreenTitle />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ClientsList clients={clients} sort={clientSort} />
        <BraCenterEditor storeId={store.id} saved={braCenter} eligible={braEligible} search={braSearch} />
      </div>
    </>
  );
}
