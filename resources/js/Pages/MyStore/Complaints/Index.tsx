import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import StoreComplaintList from '@/Components/Seller/Complaints/StoreComplaintList';
import StoreComplaintThread from '@/Components/Seller/Complaints/StoreComplaintThread';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreComplaintsPageProps } from '@/types/pages/sellerReturns';

/**
 * /my-store/complaints/{store_id}/{id?}: the complaints the store received, or one of them with its
 * messages (the buyer's arrive live) and the store's answer box. The data comes with the page
 * (server/http/pages/seller/returns.ts).
 */
export default function MyStoreComplaints({ store, complaints, complaint }: StoreComplaintsPageProps) {
  const { t } = useLaravelReactI18n();
  return (
    <>
      <ScreenTitle>
        {complaint && (
          <Link
            href={route('my-store.complaints', { store_id: store.id })}
            className="text-sm text-brand-700 hover:underline"
          >
            {t('seller_complaints.all')}
          </Link>
        )}
      </ScreenTitle>
      {complaint && <StoreComplaintThread key={complaint.id} complaint={complaint} />}
      {complaints && <StoreComplaintList store={store} complaints={complaints} />}
    </>
  );
}
