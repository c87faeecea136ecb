import { Link, usePage } from '@inertiajs/react';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FeaturedCard, FeaturedShelfProps } from '@/types/pages/featured';

const hrefOf = (ad: FeaturedCard) =>
  ad.product
    ? route('product.show', { id: ad.product.id })
    : route('store.page', { store_slug: ad.store.slug });

/**
 * The featured ads stores paid for on this screen today (docs/featured-ads.md): from `items`, or the
 * page's `featuredAds` prop. Nothing when there is none. Titles are the stores' text, shown escaped.
 */
export default function FeaturedShelf({
  items,
  testId = 'featured-shelf',
}: {
  items?: FeaturedCard[];
  testId?: string;
}) {
  const { t } = useLaravelReactI18n();
  const fromPage = (usePage().props as FeaturedShelfProps).featuredAds;
  const ads = items ?? fromPage ?? [];
  if (ads.length === 0) return null;
  return (
    <section aria-label={t('featured.shelf_title')} className="mb-4" data-testid={testId}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-amber-700">
        {t('featured.shelf_title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {ads.map((ad) => (
          <li key={ad.id}>
            <Link
              href={hrefOf(ad)}
              className="flex h-full flex-col overflow-hidden rounded-lg border border-amber-200 bg-white shadow-sm hover:shadow"
              data-testid="featured-card"
            >
              <div className="flex aspect-[4/3] items-center justify-center bg-amber-50">
                {ad.image ? (
                  <img src={ad.image} alt="" className="h-full w-full object-contain" loading="lazy" />
                ) : (
                  <span className="px-2 text-center text-sm font-semibold text-amber-800">
                    {ad.store.name}
                  </span>
                )}
              </div>
              <div className="flex flex-1 flex-col gap-1 p-2">
                <span className="line-clamp-2 text-sm font-semibold text-slate-900">{ad.title}</span>
                <span className="text-xs text-slate-500">{ad.store.name}</span>
                {ad.product && (
                  <span className="text-sm font-bold text-brand-700">{formatMoney(ad.product.price)}</span>
                )}
                <span className="mt-auto self-start rounded bg-amber-100 px-1.5 text-[10px] font-semibold uppercase text-amber-800">
                  {t('featured.badge')}
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
