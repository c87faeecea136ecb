import { z } from 'zod';
import type {
  LowStockProps,
  SellerStockProps,
  StockFilters,
  StockKind,
  StockListPage,
  StockSort,
} from '../../../../resources/js/types/pages/sellerStock.ts';
import type { ProductType } from '../../../db/schema.ts';
import { lowStockListings } from '../../../domain/stock/low-stock.ts';
import { stockFilterOptions, stockListing } from '../../../domain/stock/page.ts';
import { LOW_STOCK_THRESHOLD } from '../../../domain/stores/dashboard.ts';
import { merge, type PropSources } from '../../../inertia/props.ts';
import { numeric } from '../../support/validation.ts';
import { stockListSchema, stockQuery } from '../../v1/seller/stock.ts';
import type { PageResolver } from '../index.ts';
import { parseQuery } from '../params.ts';
import { sellerStore } from './support.ts';

/** As many listings as a page of the stock screens shows ("carregar mais" asks for the next). */
export const STOCK_PAGE_SIZE = 24;

/**
 * A stock screen: the store's listings of one kind (or all) with the URL's search (`q`), filters
 * (`collection`, `condition`, `language`, `extras`, `status`), sort and page, as POST
 * /v1/product-store-list answers them (the same function), each key of the answer a prop. `products`
 * is a merge prop: "carregar mais" reloads it with the next page and Inertia appends it.
 */
function stockScreen(kind: StockKind): PageResolver {
  const type: ProductType | undefined = kind === 'all' ? undefined : kind;
  return async (params, services, { query }) => {
    const store = await sellerStore(services.db, params.store_id);
    if (!store) return null;
    const input = parseQuery(stockListSchema, {
      store_id: store.id,
      type,
      search: query.q,
      collection: query.collection,
      condition: query.condition,
      language: query.language,
      extras: query.extras,
      status: query.status,
      sort: query.sort,
      page: query.page,
      per_page: STOCK_PAGE_SIZE,
    });
    let loaded: Promise<StockListPage> | null = null;
    const page = () => {
      loaded ??= stockListing(services, store, stockQuery(input));
      return loaded;
    };
    const filters: StockFilters = {
      q: input.search || undefined,
      collection: input.collection || undefined,
      condition: input.condition ?? [],
      language: input.language ?? [],
      extras: input.extras ?? [],
      status: input.status,
      sort: input.sort as StockSort,
    };
    return {
      store,
      kind,
      filters,
      options: () => stockFilterOptions(services.db, store.id, type),
      products: merge(async () => (await page()).products),
      paginate: async () => (await page()).paginate,
      total: async () => (await page()).total,
      showing: async () => (await page()).showing,
      availableCount: async () => (await page()).availableCount,
      pausedCount: async () => (await page()).pausedCount,
      blockedCount: async () => (await page()).blockedCount,
    } satisfies PropSources<SellerStockProps>;
  };
}

/** The low-stock screen's threshold: a whole number of units, the dashboard's when absent or not one. */
const lowStockQuery = z.object({
  limit: numeric(z.number().int().min(0).max(999).default(LOW_STOCK_THRESHOLD)),
});

/** Store-area screens: the stock lists (products, Cards, Tcg, Accessory, CardsBra) and low stock. */
export const stockPageResolvers: Record<string, PageResolver> = {
  /** /my-store/{store_id}/low-stock?limit=: the listings on sale with `limit` units or fewer. */
  'my-store.low-stock': async (params, { db }, { query }) => {
    const store = await sellerStore(db, params.store_id);
    if (!store) return null;
    const { limit } = parseQuery(lowStockQuery, { limit: query.limit });
    const { listings, total } = await lowStockListings(db, store.id, limit);
    return { store, limit, listings, total } satisfies PropSources<LowStockProps>;
  },
  'my-store.products': stockScreen('all'),
  'my-store.products.cards': stockScreen('card'),
  'my-store.products.tcg': stockScreen('tcg'),
  'my-store.products.accessory': stockScreen('accessory'),
  'my-store.products.cards-bra': stockScreen('bra'),
};
