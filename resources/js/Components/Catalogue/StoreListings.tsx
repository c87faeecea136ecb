import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from 'laravel-react-i18n';
import { type FormEvent, useState } from 'react';
import { catalogueApi } from '@/api/catalogue';
import { useAddToCart } from '@/hooks/catalogue/useAddToCart';
import { useExtraNames } from '@/hooks/catalogue/useExtraNames';
import { usePaginatedList } from '@/hooks/catalogue/usePaginatedList';
import { useUrlFilters } from '@/hooks/catalogue/useUrlFilters';
import { formatMoney } from '@/lib/format';
import type { ProductType, StoreListing, StoreProductsPage } from '@/types/catalogue';
import AddToCartControl from './AddToCartControl';
import ListBody from './ListBody';
import { productHref } from './ProductCard';
import ProductImage from './ProductImage';

type StoreSort = 'name' | 'price_asc' | 'price_desc' | 'newest';
const STORE_SORTS: StoreSort[] = ['name', 'price_asc', 'price_desc', 'newest'];
const TYPES: ProductType[] = ['card', 'tcg', 'accessory', 'bra'];

/**
 * A store's available listings (POST /v1/show-products-store): text search, product type and sort in
 * the URL (`?q=&type=&sort=`), "carregar mais", and adding a listing to the cart.
 */
export default function StoreListings({ storeId, fixedType }: { storeId: number; fixedType?: ProductType }) {
  const { t } = useLaravelReactI18n();
  const { filters, key, setFilters } = useUrlFilters();
  const sort = STORE_SORTS.includes(filters.sort as StoreSort) ? (filters.sort as StoreSort) : 'name';
  const type = fixedType ?? filters.type;
  const list = usePaginatedList<StoreListing, StoreProductsPage>(
    (page) =>
      catalogueApi.storeProducts({
        store_id: storeId,
        status: 'available',
        search: filters.q,
        type,
        sort,
        page,
        per_page: 24,
      }),
    `${storeId}|${fixedType ?? ''}|${key}`,
  );
  const cart = useAddToCart();
  const extraNames = useExtraNames();
  const [text, setText] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: text.trim() || undefined });
  };
  const typeLabel: Record<ProductType, string> = {
    card: t('catalogue.type_card'),
    tcg: t('catalogue.type_tcg'),
    accessory: t('catalogue.type_accessory'),
    bra: t('catalogue.type_bra'),
  };
  const sortLabel: Record<StoreSort, string> = {
    name: t('catalogue.sort_name'),
    price_asc: t('catalogue.sort_price_asc'),
    price_desc: t('catalogue.sort_price_desc'),
    newest: t('catalogue.sort_newest'),
  };

  return (
    <section aria-label={t('store.listings')} data-testid="store-listings">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <form onSubmit={submit} className="flex min-w-0 flex-1 gap-1">
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('store.search_placeholder')}
            aria-label={t('store.search_placeholder')}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
          <button type="submit" className="rounded-md bg-slate-800 px-3 text-sm font-medium text-white">
            {t('header.search')}
          </button>
        </form>
        {!fixedType && (
          <select
            value={filters.type ?? ''}
            onChange={(e) => setFilters({ type: (e.target.value || undefined) as ProductType | undefined })}
            aria-label={t('store.filter_type')}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            <option value="">{t('catalogue.filter_all')}</option>
            {TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {typeLabel[ty]}
              </option>
            ))}
          </select>
        )}
        <select
          value={sort}
          onChange={(e) => setFilters({ sort: e.target.value as StoreSort })}
          aria-label={t('catalogue.sort_by')}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {STORE_SORTS.map((s) => (
            <option key={s} value={s}>
              {sortLabel[s]}
            </option>
          ))}
        </select>
      </div>
      <ListBody list={list} emptyTitle={t('store.listings_empty')} placeholders={4}>
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
            {items.map((listing) => (
              <li
                key={listing.id}
                className="flex flex-wrap items-center gap-3 p-3"
                data-testid="store-listing"
              >
                <ProductImage
                  src={listing.product.url}
                  alt={listing.product.name}
                  className="h-16 w-12 rounded"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    href={productHref(listing.product.code, listing.product.type)}
                    className="font-semibold text-slate-900 hover:text-brand-700"
                  >
                    {listing.product.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {[
                      listing.product.collection,
                      listing.condition_name,
                      listing.language_name,
                      ...extraNames(listing.extras),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('product.in_stock', { count: listing.quantity })}
                  </p>
                </div>
                <p className="font-bold text-slate-900">{formatMoney(listing.price)}</p>
                <AddToCartControl
                  offerId={listing.id}
                  stock={listing.quantity}
                  busy={cart.busy === listing.id}
                  onAdd={(body) => void cart.add(body)}
                  compact
                />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
