import { Head, Link, WhenVisible } from '@inertiajs/react';
import FeaturedShelf from '@/Components/Featured/FeaturedShelf';
import { BACKGROUND_LOAD } from '@/lib/backgroundVisits';
import { Deferred } from '@/lib/deferred';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { HomeProps } from '@/types/pages/home';
import BannerCarousel from './Partials/BannerCarousel';
import Categories from './Partials/Categories';
import ProductStrip from './Partials/ProductStrip';
import StoreAds from './Partials/StoreAds';

// Below the fold: their data (optional props) and their code come when the visitor scrolls near them.
const rankings = () => import('./Partials/Rankings');
const freeShippingCalendar = () => import('./Partials/FreeShippingCalendar');

/**
 * /: banners, the product lines, the stores' featured ads, the month's best sellers, the rankings,
 * the newest products and the free-shipping calendar. Everything above the fold comes from the server
 * (server/http/pages/home.ts); the rankings and the calendar are asked for when they come within
 * NEAR px of the screen, in boxes of their final height so nothing moves.
 */
const NEAR = 300;

export default function HomeIndex({
  banners,
  categories,
  storeAds,
  featuredAds,
  featured,
  newest,
  rankings: ranking,
  freeShipping,
}: HomeProps) {
  const { t } = useLaravelReactI18n();
  const seeAll = (href: string) => (
    <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">
      {t('home.see_all')}
    </Link>
  );
  const rankingsBox = <div className="min-h-80" data-testid="rankings-placeholder" />;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <Head title={t('page.home')} />
      <h1 className="sr-only">{t('home.title')}</h1>
      <BannerCarousel banners={banners} />
      <FeaturedShelf items={featuredAds ?? []} testId="home-featured-ads" />
      <Categories categories={categories} />
      <StoreAds ads={storeAds} />
      <ProductStrip
        title={t('home.featured')}
        products={featured}
        emptyTitle={t('home.featured_empty')}
        more={seeAll(route('product.rank', { type: 'monthly_sales' }))}
        testId="home-featured"
      />
      <WhenVisible data="rankings" buffer={NEAR} params={BACKGROUND_LOAD} fallback={rankingsBox}>
        {ranking ? <Deferred load={rankings} props={{ initial: ranking }} placeholder={rankingsBox} /> : null}
      </WhenVisible>
      <ProductStrip
        title={t('home.newest')}
        products={newest}
        emptyTitle={t('home.newest_empty')}
        more={seeAll(route('product.list', { sort: 'newest' }))}
        testId="home-newest"
      />
      <WhenVisible
        data="freeShipping"
        buffer={NEAR}
        params={BACKGROUND_LOAD}
        fallback={<div data-testid="free-shipping-placeholder" />}
      >
        {freeShipping ? <Deferred load={freeShippingCalendar} props={{ calendar: freeShipping }} /> : null}
      </WhenVisible>
    </div>
  );
}
