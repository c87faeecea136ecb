import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePageQuery } from '@/hooks/usePageQuery';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ComplaintsPageProps } from '@/types/pages/account';
import ComplaintList from './Partials/ComplaintList';
import ComplaintThread from './Partials/ComplaintThread';
import NewComplaint from './Partials/NewComplaint';

/**
 * /complaints/{id?}: one complaint and its messages; without an id the buyer's complaints, and with
 * ?order={store order id} the form that opens one on that order. The list or the complaint comes
 * with the page (server/http/pages/account.ts).
 */
export default function ComplaintsIndex({ complaints, complaint, complaintOrder }: ComplaintsPageProps) {
  const { t } = useLaravelReactI18n();
  const order = Number(usePageQuery().get('order')) || null;

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.complaints')}>
        {complaint && (
          <Link href={route('complaints')} className="text-sm text-brand-700 hover:underline">
            {t('complaints.all')}
          </Link>
        )}
      </ScreenTitle>
      {complaint && <ComplaintThread key={complaint.id} complaint={complaint} />}
      {!complaint && order && (
        <NewComplaint storeOrderId={order} target={complaintOrder?.id === order ? complaintOrder : null} />
      )}
      {complaints && <ComplaintList complaints={complaints} />}
    </section>
  );
}
