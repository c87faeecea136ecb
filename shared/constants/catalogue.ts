/** The catalogue's kinds, orders and states that the pages and the host both name. */

export const PRODUCT_TYPES = ['card', 'tcg', 'accessory', 'bra'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The orders of a product list (products/paginate `sort`). */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'name', 'newest', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The product rankings. */
export const RANK_TYPES = ['price_low', 'price_high', 'monthly_views', 'monthly_sales'] as const;
export type RankType = (typeof RANK_TYPES)[number];

/** The store rankings. */
export const STORE_RANK_TYPES = ['sales', 'rating', 'offers'] as const;
export type StoreRankType = (typeof STORE_RANK_TYPES)[number];

export const STORE_STATUSES = ['pending', 'active', 'blocked'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const LISTING_STATUSES = ['available', 'paused', 'blocked'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A seller's suggestion of a catalogue product. */
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** The orders of the store's stock list. */
export const STOCK_SORTS = ['name', 'newest', 'price_asc', 'price_desc', 'quantity_desc'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

/** The orders of the store's client list. */
export const STORE_CLIENT_SORTS = ['recent', 'orders', 'spent'] as const;
export type StoreClientSort = (typeof STORE_CLIENT_SORTS)[number];

/** The columns of the stock CSV, in file order (docs/stock-csv.md). */
export const CSV_COLUMNS = [
  'codigo',
  'nome',
  'edicao',
  'condicao',
  'idioma',
  'extras',
  'quantidade',
  'preco',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
