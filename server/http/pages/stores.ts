import type { ProductType } from '../../../resources/js/types/catalogue.ts';
import type {
  BraCenterListProps,
  BraCenterStoreProps,
  BraOverviewProps,
  RankingProps,
  StoreListingsPage,
  StoreListingsProps,
  StoreListProps,
  StorePageProps,
  StoreProductProps,
} from '../../../resources/js/types/pages/stores.ts';
import { parseFilters } from '../../../shared/listFilters.ts';
import { storeListingRequest } from '../../../shared/storeListingFilters.ts';
import { childCategories } from '../../domain/catalogue/categories-repo.ts';
import { productsPage } from '../../domain/catalogue/products-page.ts';
import { UF_LIST } from '../../domain/catalogue/references.ts';
import { storeDetail, storeRating, storeReviews } from '../../domain/catalogue/stores.ts';
import { storeProductsPage, storesPage, storesRankingPage } from '../../domain/catalogue/stores-pages.ts';
import { pageInfo } from '../../domain/paging.ts';
import { countStoreView } from '../../domain/stores/views.ts';
import { merge, type PropSources } from '../../inertia/props.ts';
import type { AppServices } from '../context.ts';
import { productListSchema } from '../v1/catalogue/products.ts';
import {
  reviewsQuery,
  storeListSchema,
  storeProductsSchema,
  storeRankingSchema,
} from '../v1/catalogue/stores.ts';
import type { PageResolver } from './index.ts';
import { absent, numeric, parseQuery } from './params.ts';
import { withFeaturedAds } from './seller/featured.ts';

/** As many listings as the store page shows per page (Components/Catalogue/StoreListings.tsx). */
const STORE_PAGE_SIZE = 24;

/**
 * A store (as stores/{id} and stores/slug/{slug} give it) and page 1 of its listings with the URL's
 * search, type, filters and sort (as show-products-store gives it; the page writes the URL with
 * lib/listFilters.ts and hooks/catalogue/useUrlFilters.ts). `fixedType` overrides the URL's type (the
 * Bra Center shows a store's Bra listings only). Null for no such store: the page answers 404.
 */
async function storeWithListings(
  services: AppServices,
  by: { id: number } | { slug: string },
  {
    query,
    userId,
    fixedType,
  }: { query: Record<string, string>; userId: number | null; fixedType?: ProductType },
) {
  const store = await storeDetail(services.db, by, userId);
  if (!store) return null;
  const filters = parseFilters(new URLSearchParams(query).toString());
  const input = parseQuery(storeProductsSchema, {
    store_id: store.id,
    status: 'available',
    search: filters.q,
    type: fixedType ?? filters.type,
    sort: filters.sort,
    ...storeListingRequest(filters),
    page: query.page,
    per_page: STORE_PAGE_SIZE,
  });
  return {
    store,
    store_id: store.id,
    listings: merge(
      async () => (await storeProductsPage(services, input, userId)) as StoreListingsPage,
      'data',
    ),
  } satisfies PropSources<StoreListingsProps>;
}

/** As many reviews as the store page shows per page (Pages/Store/Partials/Reviews.tsx). */
const REVIEWS_PAGE_SIZE = 5;

/**
 * A store's rating and a page of its reviews, as storeRating/{id} and reviewStore/{id} give them; the
 * reviews' page is the query's `reviews_page` (their "carregar mais"), apart from the listings' `page`.
 */
function storeReviewProps(services: AppServices, storeId: number, query: Record<string, string>) {
  const { page, per_page } = parseQuery(reviewsQuery, {
    page: query.reviews_page,
    per_page: REVIEWS_PAGE_SIZE,
  });
  return {
    rating: () => storeRating(services.db, storeId),
    reviews: merge(async () => {
      const { reviews, total } = await storeReviews(services.db, storeId, page, per_page);
      return { data: reviews, paginate: pageInfo(page, per_page, total) };
    }, 'data'),
  } satisfies PropSources<Omit<StorePageProps, keyof StoreListingsProps>>;
}

/**
 * /{store_slug}: the store, page 1 of its listings, its rating and page 1 of its reviews. A visit (not
 * a partial reload: "carregar mais", a filter) counts a view for the store's dashboard
 * (domain/stores/views.ts).
 */
const storePage: PageResolver = async (params, services, { query, viewer, request }) => {
  if (!params.store_slug) return null;
  const page = await storeWithListings(
    services,
    { slug: params.store_slug },
    { query, userId: viewer?.user.id ?? null },
  );
  if (!page) return null;
  if (!request.headers['x-inertia-partial-component']) {
    await countStoreView(services.db, page.store, viewer?.user.id ?? null);
  }
  return {
    ...page,
    ...storeReviewProps(services, page.store.id, query),
  } satisfies PropSources<StorePageProps>;
};

/**
 * /store/product/{id?}: the store by id and page 1 of its listings, as the store page by slug has
 * them; without an id, nothing (the page asks for a store); an unknown id is a 404.
 */
const storeProductPage: PageResolver = async ({ id }, services, { query, viewer }) => {
  if (absent(id)) {
    return { store: null, store_id: null, listings: null } satisfies PropSources<StoreProductProps>;
  }
  const storeId = numeric(id);
  if (storeId === null) return null;
  return (await storeWithListings(
    services,
    { id: storeId },
    { query, userId: viewer?.user.id ?? null },
  )) satisfies PropSources<StoreProductProps> | null;
};

/** As many best sellers as the Bra Center's overview shows. */
const BRA_POPULAR_SIZE = 8;
/** The root category of the Bra line. */
const BRA_ROOT_CATEGORY = 4;

/**
 * /bra-center/{store_id?}: without a store, the Bra line's categories (GET categories/4) and best
 * sellers (products/paginate, type bra, popular); with one, the store and page 1 of its Bra listings
 * (show-products-store, type bra, with the URL's search, filters and sort). An unknown store is a 404.
 */
const braCenterPage: PageResolver = async ({ store_id }, services, { query, viewer }) => {
  if (absent(store_id)) {
    return {
      categories: async () => (await childCategories(services, BRA_ROOT_CATEGORY)) ?? [],
      popular: async () =>
        (
          await productsPage(
            services,
            productListSchema.parse({ type: 'bra', sort: 'popular', per_page: BRA_POPULAR_SIZE }),
          )
        ).data,
    } satisfies PropSources<BraOverviewProps>;
  }
  const id = numeric(store_id);
  if (id === null) return null;
  return (await storeWithListings(
    services,
    { id },
    { query, userId: viewer?.user.id ?? null, fixedType: 'bra' },
  )) satisfies PropSources<BraCenterStoreProps> | null;
};

/** As many stores as a page of the ranking shows. */
const RANKING_PAGE_SIZE = 20;

/** /ranking: the stores ranked by the URL's `type` (sales unless another) in its `uf`, as stores-ranking. */
const rankingPage: PageResolver = async (_params, services, { query }) => {
  const input = parseQuery(storeRankingSchema, {
    type: query.type,
    uf: parseFilters(new URLSearchParams(query).toString()).uf[0],
    page: query.page,
    per_page: RANKING_PAGE_SIZE,
  });
  return {
    stores: merge(() => storesRankingPage(services.db, input), 'data'),
    filters: { type: input.type ?? 'sales', uf: input.uf?.[0] ?? null },
  } satisfies PropSources<RankingProps>;
};

/**
 * Page 1 (or the page "carregar mais" asks for) of the stores with the URL's name search (`q`) and
 * state (`uf`, else `uf` given here), as GET /stores answers it.
 */
function storesProps(
  services: AppServices,
  query: Record<string, string>,
  { uf, is_client }: { uf?: string; is_client?: true },
) {
  const filters = parseFilters(new URLSearchParams(query).toString());
  const input = parseQuery(storeListSchema, {
    ...(is_client ? { is_client } : {}),
    uf: filters.uf[0] ?? uf,
    search: filters.q,
    page: query.page,
    per_page: STORE_PAGE_SIZE,
  });
  return { stores: merge(() => storesPage(services.db, input), 'data') };
}

/**
 * /store/list/{id?}: the stores, by name (`q`) and state; the optional segment is a state (UF), in
 * either case, and the query's `uf` overrides it. The same function as GET /stores.
 */
const storeListPage: PageResolver = async ({ id }, services, { query }) => {
  const fromPath = absent(id) ? undefined : (id as string).toUpperCase();
  if (fromPath !== undefined && !(UF_LIST as readonly string[]).includes(fromPath)) return null;
  return storesProps(services, query, { uf: fromPath }) satisfies PropSources<StoreListProps>;
};

/** /bra-center-list: the stores that ship through the Bra Center, by name (`q`) and state (`uf`). */
const braCenterListPage: PageResolver = async (_params, services, { query }) =>
  storesProps(services, query, { is_client: true }) satisfies PropSources<BraCenterListProps>;

export const storePageResolvers: Record<string, PageResolver> = {
  'store.page': storePage,
  'store.product': storeProductPage,
  'bra-center': withFeaturedAds(braCenterPage, ['bra_center']),
  'bra-center.list': withFeaturedAds(braCenterListPage, ['bra_center']),
  'store.list': storeListPage,
  ranking: rankingPage,
};
