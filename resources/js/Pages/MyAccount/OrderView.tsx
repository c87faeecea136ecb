import { Link } from '@inertiajs/react';
import LoadState from '@/Components/Checkout/LoadState';
import PaymentPanel from '@/Components/Checkout/PaymentPanel';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import StoreOrderCard from '@/Components/Orders/StoreOrderCard';
import { useOrderGroup } from '@/hooks/orders/useOrderGroup';
import { useReviews } from '@/hooks/orders/useReviews';
import { useLaravelReactI18n } from '@/lib/useI18n';
import OrderOverview from './Partials/OrderOverview';

/** /my-account/order-view/{id}: one order (group) with each store's status, items, shipping and reviews. */
export default function MyAccountOrderView({ id }: { id?: string }) {
  const { t } = useLaravelReactI18n();
  const { group, status, reload } = useOrderGroup(id ?? null, { poll: true });
  const reviews = useReviews(() => void reload(true));

  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.my-account.order-view')}>
        <Link href={route('my-account')} className="text-sm text-brand-700 hover:underline">
          {t('orders.back')}
        </Link>
      </ScreenTitle>
      <LoadState status={status} errorText={t('checkout.order_not_found')} onRetry={() => void reload()}>
        {group && (
          <>
            <OrderOverview group={group} />
            <PaymentPanel group={group} />
            {group.orders.map((order) => (
              <StoreOrderCard
                key={order.id}
                order={order}
                onReviewStore={(o, rating, comment) => reviews.reviewStore(o.id, rating, comment)}
                onReviewItem={(o, item, rating, comment) =>
                  reviews.reviewProduct(o.id, item.id, rating, comment)
                }
              />
            ))}
          </>
        )}
      </LoadState>
    </section>
  );
}
