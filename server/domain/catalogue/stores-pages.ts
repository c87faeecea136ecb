import type { DB, Dialect } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { pageInfo } from '../paging.ts';
import { productListItems } from './products.ts';
import { extrasMask, toCents } from './references.ts';
import { listStores, rankStores, storeDetail, storeListings } from './stores.ts';

/** The store list, the store ranking and a store's products, page by page (GET /stores and the store pages). */

export interface StoreListRequest {
  page: number;
  per_page: number;
  uf?: string[] | null;
  search?: string | null;
  is_client?: boolean | null;
}

export interface StoreRankingRequest {
  page: number;
  per_page: number;
  type?: 'sales' | 'rating' | 'offers' | null;
  uf?: string[] | null;
}

export interface StoreProductsRequest {
  store_id: number;
  page: number;
  per_page: number;
  search?: string | null;
  type?: ProductType | null;
  status?: 'available' | 'paused' | null;
  condition?: string[];
  language?: string[];
  extras?: string[];
  price_min?: number | null;
  price_max?: number | null;
  sort?: 'name' | 'price_asc' | 'price_desc' | 'newest' | null;
}

/** One page of the store list, as GET /stores answers it and the store list page receives it. */
export async function storesPage(db: DB, input: StoreListRequest) {
  const { stores, total } = await listStores(db, {
    ufs: input.uf ?? undefined,
    search: input.search || undefined,
    isClient: input.is_client ?? undefined,
    page: input.page,
    perPage: input.per_page,
  });
  return { data: stores, paginate: pageInfo(input.page, input.per_page, total) };
}

/** One page of the store ranking, as stores-ranking answers it and the ranking page receives it. */
export async function storesRankingPage(db: DB, input: StoreRankingRequest) {
  const { stores, total } = await rankStores(
    db,
    input.type ?? 'sales',
    input.uf ?? undefined,
    input.page,
    input.per_page,
  );
  return { data: stores, paginate: pageInfo(input.page, input.per_page, total) };
}

/**
 * One page of a store's listings, as show-products-store answers it and the store page receives it;
 * null for no such store. Its owner also sees paused listings and may filter by status.
 */
export async function storeProductsPage(
  { db, dialect }: { db: DB; dialect: Dialect },
  input: StoreProductsRequest,
  userId: number | null,
) {
  const detail = await storeDetail(db, { id: input.store_id }, userId);
  if (!detail) return null;
  const owner = detail.is_owner;
  const listing = await storeListings(
    { db, dialect },
    {
      storeId: input.store_id,
      includePaused: owner,
      status: owner ? (input.status ?? undefined) : undefined,
      type: input.type ?? undefined,
      search: input.search || undefined,
      conditions: input.condition,
      languages: input.language,
      extrasMask: input.extras?.length ? extrasMask(input.extras) : undefined,
      priceMin: input.price_min == null ? undefined : toCents(input.price_min),
      priceMax: input.price_max == null ? undefined : toCents(input.price_max),
      sort: input.sort ?? 'name',
      page: input.page,
      perPage: input.per_page,
    },
  );
  const products = await productListItems(db, [...new Set(listing.rows.map((r) => r.product_id))]);
  const byId = new Map(products.map((p) => [p.code, p]));
  const data = listing.rows.map(({ product_id, type, ...row }) => ({
    id: row.id,
    product: { ...(byId.get(product_id) as (typeof products)[number]), type },
    condition: row.condition,
    condition_name: row.condition_name,
    language: row.language,
    language_name: row.language_name,
    extras: row.extras,
    quantity: row.quantity,
    price: row.price,
    status: row.status,
  }));
  const { description: _d, created_at: _c, is_owner: _o, free_shipping_days: _f, ...store } = detail;
  return {
    data,
    paginate: pageInfo(input.page, input.per_page, listing.total),
    store,
    total: listing.total,
    showing: data.length,
    availableCount: listing.availableCount,
    pausedCount: owner ? listing.pausedCount : 0,
    ...(input.search ? { search: { query: input.search, corrected: listing.corrected } } : {}),
  };
}
