import StoreListings from '@/Components/Catalogue/StoreListings';
import type { StorePageProps } from '@/types/pages/stores';
import Reviews from './Partials/Reviews';
import StoreHead from './Partials/StoreHead';
import StoreHero from './Partials/StoreHero';

/**
 * /{store_slug}: a store's public page — banner, logo, rating and reviews, and its listings with
 * search, type, condition, language, extras, price range and sort in the URL. The store and page 1 of
 * its listings, its rating and page 1 of its reviews come from the server (server/http/pages/stores.ts);
 * a slug of no store is a 404 there.
 */
export default function StorePage({ store, rating, reviews }: StorePageProps) {
  return (
    <section className="mx-auto max-w-7xl space-y-4 px-4 py-6">
      <StoreHead store={store} />
      <StoreHero store={store} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[1fr_22rem]">
        <StoreListings />
        <Reviews rating={rating} reviews={reviews} />
      </div>
    </section>
  );
}
