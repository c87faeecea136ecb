import { Link } from '@inertiajs/react';
import PaymentPanel from '@/Components/Checkout/PaymentPanel';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import StoreOrderCard from '@/Components/Orders/StoreOrderCard';
import { useOrderGroup } from '@/hooks/orders/useOrderGroup';
import { useReviews } from '@/hooks/orders/useReviews';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderViewProps } from '@/types/pages/account';
import OrderOverview from './Partials/OrderOverview';

/**
 * /my-account/order-view/{id}: one order (group) with each store's status, items, shipping and
 * reviews. The order comes with the page (server/http/pages/account.ts); a waiting payment is read
 * again through GET /v1/orders/{id}, and so is the order after a review.
 */
export default function MyAccountOrderView({ group: initial }: OrderViewProps) {
  const { t } = useLaravelReactI18n();
  const { group, refresh } = useOrderGroup(initial, { poll: true });
  const reviews = useReviews();

  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.my-account.order-view')}>
        <Link href={route('my-account')} className="text-sm text-brand-700 hover:underline">
          {t('orders.back')}
        </Link>
      </ScreenTitle>
      {group && (
        <>
          <OrderOverview group={group} />
          <PaymentPanel group={group} onChanged={refresh} />
          {group.orders.map((order) => (
            <StoreOrderCard
              key={order.id}
              order={order}
              onReviewed={() => void refresh()}
              onReviewStore={(o, rating, comment) => reviews.reviewStore(o.id, rating, comment)}
              onReviewItem={(o, item, rating, comment) =>
                reviews.reviewProduct(o.id, item.id, rating, comment)
              }
            />
          ))}
        </>
      )}
    </section>
  );
}
