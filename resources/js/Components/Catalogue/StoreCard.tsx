import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreListItem } from '@/types/catalogue';
import RatingStars from './RatingStars';

/** A store in a list: logo, name (to its page by slug), city/UF, rating, and how much it sells. */
export default function StoreCard({
  store,
  href,
  badge,
}: {
  store: StoreListItem;
  /** Where the card leads; the store's own page by default. */
  href?: string;
  /** A ranking position or metric shown in the corner. */
  badge?: ReactNode;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <article className="relative flex gap-3 rounded-lg bg-white p-3 shadow-sm" data-testid="store-card">
      <img
        src={store.logo}
        alt=""
        loading="lazy"
        className="h-14 w-14 shrink-0 rounded-full border border-slate-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link
          href={href ?? route('store.page', { store_slug: store.slug })}
          className="block truncate font-semibold text-slate-900 hover:text-brand-700"
        >
          {store.name}
        </Link>
        <p className="text-xs text-slate-500">
          {store.city}/{store.uf}
          {store.is_client && (
            <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 font-medium text-green-800">
              {t('store.partner')}
            </span>
          )}
        </p>
        <RatingStars rating={store.rating} count={store.reviews_count} />
        <p className="text-xs text-slate-600">
          {t('store.offers_sales', { offers: store.offers_count, sales: store.sales_count })}
        </p>
      </div>
      {badge && <div className="shrink-0 self-start">{badge}</div>}
    </article>
  );
}
