import { router } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import ReturnCard from '@/Components/Seller/Returns/ReturnCard';
import ReturnTabs from '@/Components/Seller/Returns/ReturnTabs';
import { useChannel } from '@/hooks/useChannel';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderReturn, ReturnedOrdersProps } from '@/types/pages/sellerReturns';

/**
 * /my-store/{store_id}/returned-orders?status=: the store's return requests in three tabs (waiting,
 * accepted, refused) with their counts; the store accepts or refuses the waiting ones. A request a
 * buyer sends meanwhile (`order-return.requested` on the store's channel) reloads the list and counts.
 */
export default function MyStoreOrdersReturned({ store, status, counts, returns }: ReturnedOrdersProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<OrderReturn>('returns', returns, { with: ['counts', 'status'] });
  useChannel(`store.${store.id}`, {
    'order-return.requested': () => router.reload({ only: ['returns', 'counts'], reset: ['returns'] }),
  });
  return (
    <>
      <ScreenTitle />
      <ReturnTabs storeId={store.id} current={status} counts={counts} />
      {list.items.length === 0 ? (
        <div
          className="rounded-lg bg-white p-8 text-center text-slate-600 shadow"
          data-testid="returns-empty"
        >
          {t(`seller_returns.empty.${status}`)}
        </div>
      ) : (
        <div className="space-y-4">
          {list.items.map((item) => (
            <ReturnCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <LoadMore list={list} />
    </>
  );
}
