import { WhenVisible } from '@inertiajs/react';
import { useMemo } from 'react';
import AddToWantList from '@/Components/Catalogue/AddToWantList';
import LoadState from '@/Components/Feedback/LoadState';
import ProductQuestions from '@/Components/Support/ProductQuestions';
import { BACKGROUND_LOAD } from '@/lib/backgroundVisits';
import type { ProductShowProps } from '@/types/pages/product';
import Details from './Partials/Details';
import Gallery from './Partials/Gallery';
import History from './Partials/History';
import Offers from './Partials/Offers';
import PriceStats from './Partials/PriceStats';
import ProductHead from './Partials/ProductHead';

/**
 * /product/{id}/{product_type?}: a product with its pictures and details, every store's offer with
 * the add-to-cart entry (first data from the server: server/http/pages/product.ts), then, once the
 * visitor scrolls within NEAR px of them, the price statistics, the 90-day price chart and the recent
 * sales (optional props, one partial reload), in a box of fixed height so nothing moves.
 *
 * The parts those props leave unchanged are memoised elements: when they arrive, Inertia renders the
 * page again in one synchronous pass, and only the figures' part has anything new to show
 * (docs/architecture.md, "Page load, measured").
 */
const NEAR = 300;
const FIGURES = ['stats', 'history'];
const figuresGrid = 'grid min-h-72 grid-cols-1 gap-4 lg:grid-cols-[20rem_1fr]';

export default function ProductShow({
  product,
  type,
  offers,
  offerFilters,
  conditions,
  languages,
  stats,
  history,
  questions,
}: ProductShowProps) {
  const about = useMemo(
    () => (
      <>
        <ProductHead product={product} />
        <div className="flex flex-col gap-6 md:flex-row">
          <Gallery
            name={product.name}
            images={product.images.length ? product.images : product.url ? [product.url] : []}
          />
          <Details product={product} />
        </div>
        <AddToWantList productId={product.code} />
      </>
    ),
    [product],
  );
  const offerList = useMemo(
    () => (
      <Offers
        offers={offers}
        offerFilters={offerFilters}
        conditions={conditions}
        languages={languages}
        type={type}
      />
    ),
    [offers, offerFilters, conditions, languages, type],
  );
  const questionBlock = useMemo(
    () => (questions ? <ProductQuestions productId={product.code} block={questions} /> : null),
    [product.code, questions],
  );
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      {about}
      {offerList}
      <WhenVisible
        data={FIGURES}
        buffer={NEAR}
        params={BACKGROUND_LOAD}
        fallback={
          <div className={figuresGrid}>
            <LoadState status="loading" />
          </div>
        }
      >
        <div className={figuresGrid}>
          {stats ? <PriceStats stats={stats} /> : null}
          {history ? <History history={history} /> : null}
        </div>
      </WhenVisible>
      {questionBlock}
    </section>
  );
}
