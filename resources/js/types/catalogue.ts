import type { ProductSort, ProductType, RankType } from '../../../shared/constants/catalogue.ts';
import type { Reais } from '../../../shared/money.ts';

export type {
  ProductSort,
  ProductType,
  RankType,
  StoreRankType,
} from '../../../shared/constants/catalogue.ts';
export type { Reais } from '../../../shared/money.ts';

/**
 * Response types of the catalogue calls (spec sections 3 and 7): categories, collections, products,
 * offers, stores, reference lists, favorites, user collections, notices and static texts.
 * Money crosses the API as reais with 2 decimals (a number, `null` when there is no price).
 * Every call is documented in docs/catalogue.md.
 */
import type { ActionResponse, Paginate } from '@/types';

/** `{data, paginate}`: every paginated list. Page 1 replaces the list, later pages append. */
export interface Paginated<T> {
  data: T[];
  paginate: Paginate;
}

// ---------------------------------------------------------------- products

/** Spec section 3: exactly these fields. `code` is the product id; `price` the cheapest offer, else the highest. */
export interface ProductListItem {
  name: string;
  number: string | null;
  code: number;
  collection: string | null;
  codePro: string | null;
  url: string | null;
  price: Reais | null;
}

/**
 * The list types of products/paginate: none or `card` = cards; `after_initial_rank` = cards by
 * monthly sales; `tcg`, `accessory`, `bra` = that type; `acs` = accessories in stock, best sellers
 * first; `filter` = every type (search results).
 */
export type ProductListType = 'card' | 'after_initial_rank' | 'tcg' | 'accessory' | 'acs' | 'bra' | 'filter';

/** Body of POST /v1/1/products/paginate. Every filter is optional; lists accept an array or a comma list. */
export interface ProductFilters {
  page?: number;
  /** Default 24, at most 60. */
  per_page?: number;
  type?: ProductListType;
  search?: string;
  /** A root (1 cards, 2 TCG, 3 accessories, 4 Bra) or a child category. */
  category_id?: number;
  collection_code?: string;
  brand?: string;
  rarity?: string | string[];
  condition?: string | string[];
  language?: string | string[];
  extras?: string | string[];
  /** Seller state (UF). */
  uf?: string | string[];
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
  sort?: ProductSort;
  /** The previous page's `paginate.next_cursor`: this page starts after it ("carregar mais"). */
  cursor?: string;
}

export interface ProductPage extends Paginated<ProductListItem> {
  /** With `search`: the query after typo correction when the typed one found nothing ("dargão" → "dragao"). */
  search?: { query: string; corrected: string | null };
}

export interface NamedRef {
  id: number;
  name: string;
  slug: string;
}

export interface CodeName {
  code: string;
  name: string;
}

export interface PriceSummary {
  min: Reais | null;
  avg: Reais | null;
  max: Reais | null;
  /** Available offers with stock. */
  offers: number;
  stock: number;
}

export interface ProductDetail {
  code: number;
  type: ProductType;
  name: string;
  name_en: string | null;
  number: string | null;
  codePro: string | null;
  rdc: string | null;
  description: string | null;
  url: string | null;
  images: string[];
  collection: {
    code: string;
    name: string;
    name_en: string | null;
    release_date: string | null;
    url: string;
  } | null;
  category: { id: number; name: string; parent_id: number | null } | null;
  brand: NamedRef | null;
  rarity: (CodeName & { id: number }) | null;
  element: (CodeName & { id: number }) | null;
  origin: (CodeName & { id: number }) | null;
  tags: NamedRef[];
  price: PriceSummary;
  /** Percent change of the cheapest price over 7 days (null without history). */
  variation_7d: number | null;
  monthly_views: number;
  monthly_sales: number;
  can_send_bra_center: boolean;
  released_at: string | null;
  /** Only with a session; false for visitors. */
  is_favorite: boolean;
  /** Quantities in the user's have/want lists; null for visitors. */
  in_collection: { have: number; want: number } | null;
}

export interface StoreBadge {
  id: number;
  name: string;
  slug: string;
  uf: string;
  city: string;
  logo: string;
  rating: number | null;
  reviews_count: number;
  is_client: boolean;
}

/** One store's offer of a product (a store listing). */
export interface ProductOffer {
  id: number;
  store: StoreBadge;
  condition: string;
  condition_name: string;
  language: string;
  language_name: string;
  extras: string[];
  quantity: number;
  price: Reais;
}

export interface ProductStoresQuery {
  product_id: number;
  uf?: string;
  store_is_client?: boolean;
  product_type?: ProductType;
  condition?: string | string[];
  language?: string | string[];
  extras?: string | string[];
  sort?: 'price_asc' | 'price_desc' | 'rating' | 'quantity';
  page?: number;
  per_page?: number;
}

export interface RankMetric {
  /** price_low/price_high: percent change over 7 days; monthly_*: the count. */
  value: number;
  previous_price: Reais | null;
}

export interface RankPage extends Paginated<ProductListItem> {
  type: RankType;
  /** Keyed by product code. */
  metrics: Record<string, RankMetric>;
}

export interface ProductStatsPrice extends PriceSummary {
  variation_7d: number | null;
  by_condition: { condition: string; name: string; min: Reais; offers: number }[];
  by_language: { language: string; name: string; min: Reais; offers: number }[];
}

export interface ProductSale {
  date: string;
  quantity: number;
  price: Reais;
  condition: string;
  language: string;
}

export interface ProductHistory {
  sales: ProductSale[];
  /** One point per day (filled forward between price changes). */
  daily: { date: string; min: Reais | null; avg: Reais | null; max: Reais | null }[];
  last_sale: ProductSale | null;
}

export interface ProductCondition {
  code: string;
  name: string;
  offers: number;
  quantity: number;
  min_price: Reais;
}

export interface ProductBraData {
  code: number;
  name: string;
  origin: (CodeName & { id: number }) | null;
  brand: NamedRef | null;
  can_send_bra_center: boolean;
  price: PriceSummary;
  bra_center_stores: number;
}

/** products-by-api*: the catalogue lookup a seller uses to register a listing. */
export interface CatalogueEntry {
  id: number;
  type: ProductType;
  name: string;
  name_en: string | null;
  number: string | null;
  code_pro: string | null;
  rdc: string | null;
  collection: { code: string; name: string } | null;
  category: { id: number; name: string } | null;
  rarity: string | null;
  url: string | null;
  can_send_bra_center: boolean;
}

export interface SearchSuggestion {
  code: number;
  name: string;
  collection: string | null;
  type: ProductType;
  url: string | null;
}

// ---------------------------------------------------------------- categories, collections, references

export interface Category {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  type: ProductType;
  image: string | null;
  position: number;
  products_count: number;
  children?: Category[];
}

export interface Collection {
  id: number;
  code: string;
  name: string;
  name_en: string | null;
  release_date: string | null;
  category: { id: number; name: string } | null;
  products_count: number;
  url: string;
}

export interface Banner {
  id: number;
  title: string;
  subtitle: string | null;
  image: string;
  link: string | null;
  position: number;
}

export interface BannerAd {
  id: number;
  title: string;
  image: string;
  link: string | null;
  store: { id: number; name: string; slug: string } | null;
}

export interface Condition {
  code: string;
  name: string;
  /** `card`: M … D; `other`: sealed/opened, new/used. */
  type: 'card' | 'other';
}

export interface Rarity {
  id: number;
  code: string;
  name: string;
  name_en: string;
}

export interface Element {
  id: number;
  code: string;
  name: string;
  name_en: string;
  color: string;
}

export interface Origin {
  id: number;
  code: string;
  name: string;
}

export interface Language {
  code: string;
  name: string;
}

export interface Extra {
  code: string;
  name: string;
}

export interface Tag {
  id: number;
  name: string;
  slug: string;
  used_in: string;
}

export interface Business {
  id: number;
  name: string;
  slug: string;
  description: string;
  email: string;
  phone: string;
  url: string;
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  logo: string;
  products_count: number;
}

export interface League {
  id: number;
  name: string;
  slug: string;
  game: string;
  uf: string;
  city: string;
  description: string | null;
  store: { id: number; name: string; slug: string } | null;
}

export interface FreeShippingDayEntry {
  /** 0 = Sunday … 6 = Saturday. */
  day_of_week: number;
  name: string;
  free: boolean;
  /** With store_id: the store's minimum order for free shipping that day. */
  min_order: Reais | null;
  /** Without store_id: how many stores ship for free that day. */
  stores_count: number;
}

export interface FreeShippingDayResponse extends ActionResponse<FreeShippingDayEntry[]> {
  /** Today's day of the week in Brasília time. */
  dayOfWeek: number;
}

export interface StaticText {
  code: string;
  title: string;
  body: string;
  updated_at: string;
}

// ---------------------------------------------------------------- stores

export interface StoreListItem extends StoreBadge {
  banner: string;
  offers_count: number;
  sales_count: number;
}

export interface StoreDetail extends StoreListItem {
  description: string | null;
  created_at: string;
  /** True when the bearer user owns the store. */
  is_owner: boolean;
  free_shipping_days: number[];
}

export interface RankedStore extends StoreListItem {
  position: number;
  value: number;
}

export interface StoreReview {
  id: number;
  rating: number;
  comment: string | null;
  author: string;
  created_at: string;
}

export interface StoreRating {
  average: number | null;
  count: number;
  /** Reviews per star, keys "1" … "5". */
  distribution: Record<string, number>;
}

export interface StoreListing {
  id: number;
  product: ProductListItem & { type: ProductType };
  condition: string;
  condition_name: string;
  language: string;
  language_name: string;
  extras: string[];
  quantity: number;
  price: Reais;
  status: 'available' | 'paused';
}

/** POST /v1/show-products-store: spec section 3 "store product listing". */
export interface StoreProductsPage extends Paginated<StoreListing> {
  store: StoreListItem;
  total: number;
  /** How many rows this page shows. */
  showing: number;
  availableCount: number;
  pausedCount: number;
}

// ---------------------------------------------------------------- user data

export type CollectionVision = 'have' | 'want';

export interface UserCollectionEntry {
  id: number;
  vision: CollectionVision;
  quantity: number;
  added_at: string;
  product: ProductListItem;
}

export interface UserCollectionPage extends Paginated<UserCollectionEntry> {
  totals: { have: number; want: number };
}

export interface Notice {
  id: number;
  title: string;
  body: string;
  created_at: string;
  read_at: string | null;
  /** True for a notice sent to everyone. */
  global: boolean;
}
