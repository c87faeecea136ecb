import { Head, Link } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import { useLookup } from '@/hooks/catalogue/useLookup';
import { Deferred } from '@/lib/deferred';
import { useLaravelReactI18n } from '@/lib/useI18n';
import BannerCarousel from './Partials/BannerCarousel';
import Categories from './Partials/Categories';
import ProductStrip from './Partials/ProductStrip';
import StoreAds from './Partials/StoreAds';

// Below the fold: their code follows the first paint instead of delaying it.
const rankings = () => import('./Partials/Rankings');
const freeShippingCalendar = () => import('./Partials/FreeShippingCalendar');

const STRIP = 10;

/**
 * /: banners, the product lines, the stores' featured ads, the month's best sellers, the rankings,
 * the newest products and the free-shipping calendar.
 */
export default function HomeIndex() {
  const { t } = useLaravelReactI18n();
  const featured = useLookup(
    () => catalogueApi.paginate({ type: 'after_initial_rank', per_page: STRIP }).then((p) => p.data),
    'featured',
    { label: 'featured' },
  );
  const newest = useLookup(
    () => catalogueApi.paginate({ type: 'filter', sort: 'newest', per_page: STRIP }).then((p) => p.data),
    'newest',
    { label: 'newest' },
  );
  const seeAll = (href: string) => (
    <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">
      {t('home.see_all')}
    </Link>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <Head title={t('page.home')} />
      <h1 className="sr-only">{t('home.title')}</h1>
      <BannerCarousel />
      <Categories />
      <StoreAds />
      <ProductStrip
        title={t('home.featured')}
        lookup={featured}
        emptyTitle={t('home.featured_empty')}
        more={seeAll(route('product.rank', { type: 'monthly_sales' }))}
        testId="home-featured"
      />
      <Deferred load={rankings} placeholder={<div className="min-h-80" />} />
      <ProductStrip
        title={t('home.newest')}
        lookup={newest}
        emptyTitle={t('home.newest_empty')}
        more={seeAll(route('product.list', { sort: 'newest' }))}
        testId="home-newest"
      />
      <Deferred load={freeShippingCalendar} />
    </div>
  );
}
