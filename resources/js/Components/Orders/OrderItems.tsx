import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { OrderItem } from '@/types/cart';
import ReviewForm from './ReviewForm';
import Stars from './Stars';

interface Props {
  items: OrderItem[];
  canReview: boolean;
  onReview: (item: OrderItem, rating: number, comment: string) => Promise<ActionResponse>;
  onReviewed: () => void;
}

/** What was bought from one store; after delivery each product can be rated once. */
export default function OrderItems({ items, canReview, onReview, onReviewed }: Props) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="space-y-2 py-3" data-testid="order-item">
          <div className="flex gap-3">
            {item.product.url ? (
              <img
                src={item.product.url}
                alt=""
                className="h-16 w-12 shrink-0 rounded object-cover"
                loading="lazy"
              />
            ) : (
              <div className="h-16 w-12 shrink-0 rounded bg-slate-100" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-slate-900">{item.product.name}</p>
              <p className="text-xs text-slate-500">{labels.listing(item)}</p>
              <p className="text-xs text-slate-600">
                {t('orders.item_line', { quantity: item.quantity, price: formatMoney(item.unit_price) })}
              </p>
            </div>
            <p className="text-sm font-semibold">{formatMoney(item.total)}</p>
          </div>
          {item.review ? (
            <Stars rating={item.review.rating} comment={item.review.comment} />
          ) : (
            canReview && (
              <ReviewForm
                title={t('orders.review_product', { name: item.product.name })}
                onSubmit={(rating, comment) => onReview(item, rating, comment)}
                onReviewed={onReviewed}
              />
            )
          )}
        </li>
      ))}
    </ul>
  );
}
