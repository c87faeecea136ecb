import type { ListingStatus, StockSort } from '../../../../shared/constants/catalogue.ts';
import type { ProductType } from '../catalogue';
import type { SellerStore } from './seller';

export type { StockSort } from '../../../../shared/constants/catalogue.ts';

/** A listing's status: on sale, paused by the store, or blocked by an admin (only an admin lifts it). */
export type StockStatus = ListingStatus;

/** The stock screens' kinds: every product, or one product type (routes my-store.products[.kind]). */
export type StockKind = 'all' | ProductType;

/** One listing as the store sees it (POST /v1/product-store-list, the stock screens). Money in reais. */
export interface StockListing {
  id: number;
  product: {
    code: number;
    name: string;
    number: string | null;
    code_pro: string | null;
    type: ProductType;
    collection: string | null;
    collection_code: string | null;
    url: string | null;
  };
  condition: string;
  condition_name: string;
  language: string;
  language_name: string;
  extras: string[];
  /** Units for sale now. */
  quantity: number;
  /** Units held by the store's orders awaiting payment or paid (already taken off `quantity`). */
  reserved: number;
  price: number;
  status: StockStatus;
  updated_at: string;
}

export interface StockPaginate {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * Spec section 3 "Store product listing": the answer of POST /v1/product-store-list and the props of
 * the stock screens (each key a prop; `products` appended by "carregar mais").
 */
export interface StockListPage {
  products: StockListing[];
  paginate: StockPaginate;
  store: SellerStore;
  /** Listings matching the search, filters and status. */
  total: number;
  /** Listings in this answer. */
  showing: number;
  /** Listings of the kind matching the search and filters, per status. */
  availableCount: number;
  pausedCount: number;
  blockedCount: number;
}

/** The filters of the stock screens, as the URL keeps them. */
export interface StockFilters {
  q?: string;
  collection?: string;
  condition: string[];
  language: string[];
  extras: string[];
  status?: StockStatus;
  sort: StockSort;
}

export interface StockOption {
  code: string;
  name: string;
}

/** The choices of the filters and of the listing form. */
export interface StockFilterOptions {
  collections: StockOption[];
  conditions: StockOption[];
  languages: StockOption[];
  extras: StockOption[];
}

export interface SellerStockProps extends Omit<StockListPage, 'store'> {
  store: SellerStore;
  kind: StockKind;
  filters: StockFilters;
  options: StockFilterOptions;
}

/** POST /v1/product-store-full: one listing with its product and figures. */
export interface StockListingFull extends StockListing {
  product: StockListing['product'] & { min_price: number | null; offers_count: number };
  sold: { units: number; orders: number };
  store_id: number;
  created_at: string;
}

/** /my-store/{store_id}/low-stock?limit=: the listings on sale with `limit` units or fewer. */
export interface LowStockProps {
  store: SellerStore;
  /** The threshold the list was read with (the URL's `limit`, 0–999; 2 when absent). */
  limit: number;
  /** Fewest units first, at most 100 (`total` counts them all). */
  listings: StockListing[];
  total: number;
}
