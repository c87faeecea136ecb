import type { ProductFilters } from '../../../resources/js/types/catalogue.ts';
import type { ProductListProps } from '../../../resources/js/types/pages/productLists.ts';
import { filtersToRequest, parseFilters } from '../../../shared/listFilters.ts';
import { merge, type PropSources } from '../../inertia/props.ts';
import type { AppServices } from '../context.ts';
import { productListSchema, productsPage } from '../v1/catalogue/products.ts';
import type { PageResolver } from './index.ts';
import { absent, numeric, parseQuery } from './params.ts';
import { withFeaturedAds } from './seller/featured.ts';

/** As many as the list screens show per page (Components/Catalogue/ProductListScreen.tsx). */
export const LIST_PAGE_SIZE = 24;

/**
 * Page 1 (or the page asked for by "carregar mais") of a product list: what the screen always shows
 * (`base`: type, search, category...) with the filters of the URL, read as the screen writes them
 * (lib/listFilters.ts), through products/paginate's schema and domain function.
 */
export function productListProps(
  services: AppServices,
  base: ProductFilters,
  query: Record<string, string>,
): PropSources<ProductListProps> {
  const filters = filtersToRequest(parseFilters(new URLSearchParams(query).toString()));
  const input = parseQuery(productListSchema, {
    ...filters,
    ...base,
    page: query.page,
    cursor: query.cursor,
    per_page: LIST_PAGE_SIZE,
  });
  return { products: merge(() => productsPage(services, input), 'data') };
}

/** A list whose screen names only a fixed base. */
const fixedList =
  (base: ProductFilters): PageResolver =>
  async (_params, services, { query }) =>
    productListProps(services, base, query);

/** /filter-products/{search}/{category_id?}: search results, optionally in one category. */
const searchPage: PageResolver = async (params, services, { query }) => {
  const category = absent(params.category_id) ? undefined : numeric(params.category_id);
  if (category === null) return null;
  return productListProps(services, { type: 'filter', search: params.search, category_id: category }, query);
};

export const productListResolvers: Record<string, PageResolver> = {
  'filter-products': searchPage,
  'product-tcg.list': fixedList({ type: 'tcg' }),
  'product-accessory.list': fixedList({ type: 'accessory' }),
  'bra-center.products': withFeaturedAds(fixedList({ type: 'bra' }), ['bra_center']),
};
