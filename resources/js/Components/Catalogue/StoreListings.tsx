import { usePage } from '@inertiajs/react';
import { useAddToCart } from '@/hooks/catalogue/useAddToCart';
import { useExtraNames } from '@/hooks/catalogue/useExtraNames';
import type { FilterField } from '@/hooks/catalogue/useFilterOptions';
import { activeFilterCount, useUrlFilters } from '@/hooks/catalogue/useUrlFilters';
import { usePropList } from '@/hooks/usePropList';

export { storeListingRequest } from '@shared/storeListingFilters';

import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductType, StoreListing } from '@/types/catalogue';
import type { StoreListingsPage } from '@/types/pages/stores';
import FiltersPanel from './FiltersPanel';
import ListBody from './ListBody';
import StoreListingRow from './StoreListingRow';
import StoreListingsToolbar, { STORE_SORTS, type StoreSort } from './StoreListingsToolbar';

/** The filters a store's listings offer beside the search, type and sort. */
export const STORE_LISTING_FILTERS: readonly FilterField[] = ['condition', 'language', 'extras', 'price'];

type StorePage = StoreListingsPage;

/**
 * A store's available listings (show-products-store): text search, product type, condition,
 * language, extras, price range and sort, all in the URL (`?q=&type=&condition=&language=&extras=
 * &min=&max=&sort=`), "carregar mais", and adding a listing to the cart. The listings are the page's
 * `listings` prop (server/http/pages/stores.ts); filters reload them.
 */
export default function StoreListings({ fixedType }: { fixedType?: ProductType }) {
  const listings = usePage<{ listings: StorePage }>().props.listings;
  const urlFilters = useUrlFilters({ reload: ['listings'] });
  const list = usePropList<StoreListing, StorePage>('listings', listings);
  const { t } = useLaravelReactI18n();
  const { filters, setFilters, clear } = urlFilters;
  const sort: StoreSort = STORE_SORTS.includes(filters.sort as StoreSort)
    ? (filters.sort as StoreSort)
    : 'name';
  const type = fixedType ?? filters.type;
  const cart = useAddToCart();
  const extraNames = useExtraNames();
  const corrected = list.response.search?.corrected;

  return (
    <section aria-label={t('store.listings')} data-testid="store-listings">
      <StoreListingsToolbar
        q={filters.q}
        type={filters.type}
        sort={sort}
        withType={!fixedType}
        onChange={setFilters}
      />
      <div className="flex flex-col gap-4 md:flex-row">
        <FiltersPanel
          filters={filters}
          onChange={setFilters}
          onClear={clear}
          fields={STORE_LISTING_FILTERS}
          conditionType={type && type !== 'card' ? 'other' : 'card'}
        />
        <div className="min-w-0 flex-1">
          {corrected && filters.q && (
            <p
              className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="search-corrected"
            >
              {t('search.corrected', { search: filters.q, corrected })}
            </p>
          )}
          <ListBody
            list={list}
            emptyTitle={t('store.listings_empty')}
            emptyAction={
              activeFilterCount(filters) > 0 ? (
                <button
                  type="button"
                  onClick={clear}
                  className="rounded-md border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-50"
                >
                  {t('catalogue.clear_filters')}
                </button>
              ) : null
            }
          >
            {(items) => (
              <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
                {items.map((listing) => (
                  <StoreListingRow
                    key={listing.id}
                    listing={listing}
                    extraNames={extraNames}
                    busy={cart.busy === listing.id}
                    onAdd={(body) => void cart.add(body)}
                  />
                ))}
              </ul>
            )}
          </ListBody>
        </div>
      </div>
    </section>
  );
}
