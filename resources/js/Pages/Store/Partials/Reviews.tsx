import ListBody from '@/Components/Catalogue/ListBody';
import RatingStars from '@/Components/Catalogue/RatingStars';
import { usePropList } from '@/hooks/usePropList';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreReview } from '@/types/catalogue';
import type { StorePageProps } from '@/types/pages/stores';

/**
 * A store's rating (average and stars distribution) and its reviews, newest first, with "carregar
 * mais": the page's `rating` and `reviews` props (server/http/pages/stores.ts); the next page of
 * reviews is asked for by `reviews_page`, apart from the listings' page. Below the listings on a
 * phone, it is not laid out before the visitor scrolls near it (`render-when-near-section`).
 */
export default function Reviews({ rating: summary, reviews }: Pick<StorePageProps, 'rating' | 'reviews'>) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<StoreReview>('reviews', reviews, { pageParam: 'reviews_page' });

  return (
    <section
      aria-labelledby="reviews-title"
      className="render-when-near-section rounded-lg bg-white p-4 shadow-sm"
      data-testid="store-reviews"
    >
      <h2 id="reviews-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('store.reviews')}
      </h2>
      {summary.count > 0 && (
        <div className="mb-4 flex flex-wrap items-center gap-4">
          <RatingStars rating={summary.average} count={summary.count} size="lg" />
          <ul className="flex-1 space-y-0.5 text-xs text-slate-600">
            {['5', '4', '3', '2', '1'].map((star) => {
              const n = summary.distribution[star] ?? 0;
              return (
                <li key={star} className="flex items-center gap-2">
                  <span className="w-6">{star}★</span>
                  <span className="h-2 flex-1 rounded bg-slate-100">
                    <span
                      className="block h-2 rounded bg-amber-400"
                      style={{ width: `${(n / summary.count) * 100}%` }}
                    />
                  </span>
                  <span className="w-8 text-right">{n}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <ListBody list={list} emptyTitle={t('store.reviews_empty')}>
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((review) => (
              <li key={review.id} className="py-2" data-testid="store-review">
                <div className="flex flex-wrap items-center gap-2">
                  <RatingStars rating={review.rating} />
                  <span className="text-sm font-medium text-slate-800">{review.author}</span>
                  <span className="text-xs text-slate-500">{formatDate(review.created_at)}</span>
                </div>
                {review.comment && <p className="mt-1 text-sm text-slate-700">{review.comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
