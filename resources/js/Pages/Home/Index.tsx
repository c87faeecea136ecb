import { Deferred as DeferredProp, Head, Link } from '@inertiajs/react';
import FeaturedShelf from '@/Components/Featured/FeaturedShelf';
import { Deferred } from '@/lib/deferred';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { HomeProps } from '@/types/pages/home';
import BannerCarousel from './Partials/BannerCarousel';
import Categories from './Partials/Categories';
import ProductStrip from './Partials/ProductStrip';
import StoreAds from './Partials/StoreAds';

// Below the fold: their data comes after the first paint (deferred props), their code with it.
const rankings = () => import('./Partials/Rankings');
const freeShippingCalendar = () => import('./Partials/FreeShippingCalendar');

/**
 * /: banners, the product lines, the stores' featured ads, the month's best sellers, the rankings,
 * the newest products and the free-shipping calendar. Everything above the fold comes from the server
 * (server/http/pages/home.ts); the rankings and the calendar arrive right after, in boxes of their
 * final height so nothing moves.
 */
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
      <DeferredProp data="rankings" fallback={rankingsBox}>
        {ranking ? <Deferred load={rankings} props={{ initial: ranking }} placeholder={rankingsBox} /> : null}
      </DeferredProp>
      <ProductStrip
        title={t('home.newest')}
        products={newest}
        emptyTitle={t('home.newest_empty')}
        more={seeAll(route('product.list', { sort: 'newest' }))}
        testId="home-newest"
      />
      <DeferredProp data="freeShipping" fallback={<div data-testid="free-shipping-placeholder" />}>
        {freeShipping ? <Deferred load={freeShippingCalendar} props={{ calendar: freeShipping }} /> : null}
      </DeferredProp>
    </div>
  );
}
