import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type {
  StockListing,
  StockListingFull,
  StockListPage,
  StockSort,
  StockStatus,
} from '@/types/pages/sellerStock';

/** A listing as product-store-save takes it (money in reais). */
export interface SaveListingBody {
  store_id: number;
  id?: number;
  product_id: number;
  condition: string;
  language: string;
  extras: string[];
  quantity: number;
  price: number;
  /** The quantity the seller saw: a checkout that took units meanwhile makes the save answer 409. */
  expected_quantity?: number;
  status?: 'available' | 'paused';
}

export interface StockListBody {
  store_id: number;
  type?: string;
  search?: string;
  collection?: string;
  condition?: string[];
  language?: string[];
  extras?: string[];
  status?: StockStatus;
  sort?: StockSort;
  page?: number;
  per_page?: number;
}

/** The store's stock calls (docs/stock.md). */
export const sellerStockApi = {
  list: (body: StockListBody) => http.post<StockListPage>('/v1/product-store-list', body).then((r) => r.data),
  save: (body: SaveListingBody) =>
    http.post<ActionResponse<StockListingFull>>('/v1/product-store-save/', body).then((r) => r.data),
  full: (id: number) =>
    http.post<ActionResponse<StockListingFull>>('/v1/product-store-full/', { id }).then((r) => r.data),
  pause: (id: number, paused: boolean) =>
    http
      .post<ActionResponse<StockListingFull>>('/v1/product-store-pause', { id, paused })
      .then((r) => r.data),
  remove: (id: number) =>
    http.post<ActionResponse<{ id: number }>>('/v1/product-store-delete/', { id }).then((r) => r.data),
};

/** The body that saves a row's listing with a new price and/or quantity. */
export function editBody(
  storeId: number,
  listing: StockListing,
  patch: { price?: number; quantity?: number },
) {
  return {
    store_id: storeId,
    id: listing.id,
    product_id: listing.product.code,
    condition: listing.condition,
    language: listing.language,
    extras: listing.extras,
    quantity: patch.quantity ?? listing.quantity,
    price: patch.price ?? listing.price,
    expected_quantity: listing.quantity,
  } satisfies SaveListingBody;
}
