import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import StoreComplaintThread from '@/Components/Seller/Complaints/StoreComplaintThread';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderDefenseProps } from '@/types/pages/sellerReturns';

/**
 * /my-store/{store_id}/order-defense/{order_id}: the store's answer to a complaint on one of its
 * orders: the order, and the complaint's thread with the answer box (its latest complaint, an open
 * one first).
 */
export default function MyStoreOrderDefense({ store, order, complaint }: OrderDefenseProps) {
  const { t } = useLaravelReactI18n();
  return (
    <>
      <ScreenTitle />
      <div className="mb-4 rounded-lg bg-white p-4 shadow" data-testid="defense-order">
        <p className="font-semibold text-slate-900">{t('orders.number', { number: order.number })}</p>
        <p className="text-sm text-slate-600">
          {t('seller_complaints.defense_order', {
            buyer: order.buyer.name,
            date: formatDate(order.created_at),
            status: order.status_label,
          })}
        </p>
      </div>
      {complaint ? (
        <StoreComplaintThread key={complaint.id} complaint={complaint} />
      ) : (
        <div className="rounded-lg bg-white p-8 text-center text-slate-600 shadow" data-testid="defense-none">
          {t('seller_complaints.no_complaint')}
        </div>
      )}
      <p className="mt-4">
        <Link
          href={route('my-store.complaints', { store_id: store.id })}
          className="text-sm text-brand-700 hover:underline"
        >
          {t('seller_complaints.all')}
        </Link>
      </p>
    </>
  );
}
