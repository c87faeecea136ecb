import type { SellerStore } from '../../../resources/js/types/pages/seller.ts';
import type {
  SellerStockProps,
  StockFilterOptions,
  StockListPage,
} from '../../../resources/js/types/pages/sellerStock.ts';
import type { DB, Dialect } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { CARD_CONDITIONS, CONDITIONS, EXTRAS, LANGUAGES, OTHER_CONDITIONS } from '../catalogue/references.ts';
import { pageInfo } from '../paging.ts';
import { type StockQuery, stockCollections, stockPage } from './list.ts';

/**
 * Spec section 3 "Store product listing" for the seller: the answer of POST /v1/product-store-list and
 * the props of the stock screens come from this one function.
 */
export async function stockListing(
  ctx: { db: DB; dialect: Dialect },
  store: SellerStore,
  query: StockQuery,
): Promise<StockListPage> {
  const { data, total, counts } = await stockPage(ctx, query);
  return {
    products: data,
    paginate: pageInfo(query.page, query.perPage, total),
    store,
    total,
    showing: data.length,
    availableCount: counts.availableCount,
    pausedCount: counts.pausedCount,
    blockedCount: counts.blockedCount,
  };
}

/** The filters' choices for a kind: the store's collections of it, its conditions, languages, extras. */
export async function stockFilterOptions(
  db: DB,
  storeId: number,
  type: ProductType | undefined,
): Promise<StockFilterOptions> {
  const conditions = !type ? CONDITIONS : type === 'card' ? CARD_CONDITIONS : OTHER_CONDITIONS;
  return {
    collections: await stockCollections(db, storeId, type),
    conditions: conditions.map(({ code, name }) => ({ code, name })),
    languages: LANGUAGES.map(({ code, name }) => ({ code, name })),
    extras: EXTRAS.map(({ code, name }) => ({ code, name })),
  };
}

export type { SellerStockProps };
