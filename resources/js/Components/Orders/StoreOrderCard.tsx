import { Link } from '@inertiajs/react';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { OrderItem, StoreOrder } from '@/types/cart';
import OrderItems from './OrderItems';
import ReturnRequest from './ReturnRequest';
import ReviewForm from './ReviewForm';
import ShippingInfo from './ShippingInfo';
import Stars from './Stars';
import StatusBadge from './StatusBadge';
import StatusTimeline from './StatusTimeline';

interface Props {
  order: StoreOrder;
  onReviewStore: (order: StoreOrder, rating: number, comment: string) => Promise<ActionResponse>;
  onReviewItem: (
    order: StoreOrder,
    item: OrderItem,
    rating: number,
    comment: string,
  ) => Promise<ActionResponse>;
  /** After a review was saved (the page reads the order again). */
  onReviewed: () => void;
}

/** One store's part of an order: status timeline, items, shipping, invoice, reviews and complaint. */
export default function StoreOrderCard({ order, onReviewStore, onReviewItem, onReviewed }: Props) {
  const { t } = useLaravelReactI18n();
  const canReview = Boolean(order.can_review);
  return (
    <article className="space-y-4 rounded-lg bg-white p-4 shadow sm:p-6" data-testid="store-order-detail">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">{order.store.name}</h2>
          <p className="text-xs text-slate-500">
            {t('orders.number', { number: order.number })} · {formatMoney(order.total)}
          </p>
        </div>
        <StatusBadge status={order.status} label={order.status_label} />
      </header>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_1fr]">
        <StatusTimeline entries={order.timeline ?? []} />
        <OrderItems
          items={order.items ?? []}
          canReview={canReview}
          onReview={(item, rating, comment) => onReviewItem(order, item, rating, comment)}
          onReviewed={onReviewed}
        />
      </div>
      <ShippingInfo order={order} />
      {order.review ? (
        <div>
          <p className="text-sm font-medium text-slate-800">{t('orders.your_store_review')}</p>
          <Stars rating={order.review.rating} comment={order.review.comment} />
        </div>
      ) : (
        canReview && (
          <ReviewForm
            title={t('orders.review_store', { store: order.store.name })}
            onSubmit={(rating, comment) => onReviewStore(order, rating, comment)}
            onReviewed={onReviewed}
          />
        )
      )}
      {order.complaint_id ? (
        <Link
          href={route('complaints', { id: order.complaint_id })}
          className="text-sm text-brand-700 hover:underline"
        >
          {t('orders.see_complaint')}
        </Link>
      ) : (
        order.can_complain && (
          <Link
            href={route('complaints', { order: order.id })}
            className="text-sm font-medium text-red-700 hover:underline"
          >
            {t('orders.open_complaint')}
          </Link>
        )
      )}
      {order.return && (
        <p className="text-sm text-slate-700" data-testid="order-return">
          {t('order_return.state', { status: order.return.status_label })}
          {order.return.store_answer && ` — ${order.return.store_answer}`}
        </p>
      )}
      {order.can_return && <ReturnRequest storeOrderId={order.id} />}
    </article>
  );
}
