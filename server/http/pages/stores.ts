import { parseFilters } from '../../../resources/js/lib/listFilters.ts';
import { storeListingRequest } from '../../../resources/js/lib/storeListingFilters.ts';
import type {
  StoreListingsPage,
  StoreListProps,
  StorePageProps,
} from '../../../resources/js/types/pages/stores.ts';
import { UF_LIST } from '../../domain/catalogue/references.ts';
import { storeDetail } from '../../domain/catalogue/stores.ts';
import { merge, type PropSources } from '../../inertia/props.ts';
import type { AppServices } from '../context.ts';
import {
  storeListSchema,
  storeProductsPage,
  storeProductsSchema,
  storesPage,
} from '../v1/catalogue/stores.ts';
import type { PageResolver } from './index.ts';
import { absent, numeric, parseQuery } from './params.ts';

/** As many listings as the store page shows per page (Components/Catalogue/StoreListings.tsx). */
const STORE_PAGE_SIZE = 24;

/** Store screens whose URL names a store: an unknown slug or id renders the not-found screen (404). */

async function storeProps(services: AppServices, by: { id: number } | { slug: string }) {
  let q = services.db.selectFrom('stores').select(['id', 'name', 'slug']);
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('slug', '=', by.slug);
  const store = await q.executeTakeFirst();
  return store ? { store_id: store.id, store } : null;
}

/**
 * /{store_slug}: the store (as stores/slug/{slug} gives it) and page 1 of its listings with the URL's
 * search, type, filters and sort (as show-products-store gives it; the store page writes the URL with
 * lib/listFilters.ts).
 */
const storePage: PageResolver = async (params, services, { query, viewer }) => {
  if (!params.store_slug) return null;
  const userId = viewer?.user.id ?? null;
  const store = await storeDetail(services.db, { slug: params.store_slug }, userId);
  if (!store) return null;
  const filters = parseFilters(new URLSearchParams(query).toString());
  const input = parseQuery(storeProductsSchema, {
    store_id: store.id,
    status: 'available',
    search: filters.q,
    type: filters.type,
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
  } satisfies PropSources<StorePageProps>;
};

/** Optional store id: absent is fine, present must exist. */
const optionalStore =
  (param: string): PageResolver =>
  async (params, services) => {
    if (params[param] === undefined || params[param] === '') return {};
    const id = numeric(params[param]);
    return id === null ? null : storeProps(services, { id });
  };

/**
 * /store/list/{id?}: the stores, by name (`q`) and state; the optional segment is a state (UF), in
 * either case, and the query's `uf` overrides it. The same function as GET /stores.
 */
const storeListPage: PageResolver = async ({ id }, services, { query }) => {
  const fromPath = absent(id) ? undefined : (id as string).toUpperCase();
  if (fromPath !== undefined && !(UF_LIST as readonly string[]).includes(fromPath)) return null;
  const filters = parseFilters(new URLSearchParams(query).toString());
  const input = parseQuery(storeListSchema, {
    uf: filters.uf[0] ?? fromPath,
    search: filters.q,
    page: query.page,
    per_page: STORE_PAGE_SIZE,
  });
  return {
    stores: merge(() => storesPage(services.db, input), 'data'),
  } satisfies PropSources<StoreListProps>;
};

export const storePageResolvers: Record<string, PageResolver> = {
  'store.page': storePage,
  'store.product': optionalStore('id'),
  'bra-center': optionalStore('store_id'),
  'store.list': storeListPage,
};
