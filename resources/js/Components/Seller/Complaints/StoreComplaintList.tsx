import { Link } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import ComplaintStatus from '@/Components/Orders/ComplaintStatus';
import { useChannel } from '@/hooks/useChannel';
import { usePropList } from '@/hooks/usePropList';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';
import type { StoreComplaintListProps } from '@/types/pages/sellerReturns';

/**
 * The complaints a store received, newest first: page 1 from the server, "carregar mais" appends the
 * next; a complaint the buyer opens meanwhile (`complaint.opened` on the store's channel) reloads page 1.
 */
export default function StoreComplaintList({ store, complaints }: StoreComplaintListProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<Complaint>('complaints', complaints);
  useChannel(`store.${store.id}`, { 'complaint.opened': () => list.reload() });
  if (list.items.length === 0) {
    return (
      <div className="rounded-lg bg-white p-8 text-center text-slate-600 shadow">
        {t('seller_complaints.empty')}
      </div>
    );
  }
  return (
    <div>
      <ul className="space-y-3">
        {list.items.map((c) => (
          <li key={c.id} className="rounded-lg bg-white p-4 shadow" data-testid="store-complaint">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                href={route('my-store.complaints', { store_id: store.id, id: c.id })}
                className="font-semibold text-brand-700 hover:underline"
              >
                {c.reason}
              </Link>
              <ComplaintStatus status={c.status} />
            </div>
            <p className="text-xs text-slate-500">
              {t('seller_complaints.summary', {
                order: c.order_number,
                buyer: c.buyer.name,
                date: formatDate(c.updated_at),
                count: c.messages_count,
              })}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </div>
  );
}
