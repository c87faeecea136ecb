import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type {
  Banner,
  BannerAd,
  Brand,
  Business,
  CatalogueEntry,
  Category,
  Collection,
  CollectionVision,
  Condition,
  Element,
  Extra,
  FreeShippingDayResponse,
  Language,
  League,
  Notice,
  Origin,
  Paginated,
  ProductBraData,
  ProductCondition,
  ProductDetail,
  ProductFilters,
  ProductHistory,
  ProductListItem,
  ProductOffer,
  ProductPage,
  ProductStatsPrice,
  ProductStoresQuery,
  ProductType,
  RankedStore,
  RankPage,
  RankType,
  Rarity,
  SearchSuggestion,
  StaticText,
  StoreDetail,
  StoreListItem,
  StoreProductsPage,
  StoreRankType,
  StoreRating,
  StoreReview,
  Tag,
  UserCollectionEntry,
  UserCollectionPage,
} from '@/types/catalogue';

/** The business id of every `{business}` path (spec section 9). */
export const BUSINESS_ID = 1;
const b = `/v1/${BUSINESS_ID}`;

const get = <T>(url: string, params?: object) => http.get<T>(url, { params }).then((r) => r.data);
const post = <T>(url: string, body?: object) => http.post<T>(url, body ?? {}).then((r) => r.data);

export interface PageQuery {
  page?: number;
  per_page?: number;
}

/** Catalogue, stores, reference lists, favorites, collections, notices and static texts (spec section 7). */
export const catalogueApi = {
  // categories and collections
  categories: () => get<ActionResponse<Category[]>>(`${b}/categories`),
  category: (id: number) => get<ActionResponse<Category>>(`${b}/categories/${id}`),
  /** Child categories of 1 (cards), 2 (TCG products), 3 (accessories) or 4 (Bra). */
  childCategories: (id: number) => get<ActionResponse<Category[]>>(`/v1/categories/${id}`),
  paginateCategories: (query: PageQuery & { parent_id?: number; search?: string } = {}) =>
    post<Paginated<Category>>('/v1/paginate-categories', query),
  collections: (
    query: PageQuery & { category_id?: number; search?: string; sort?: 'newest' | 'name' } = {},
  ) => get<Paginated<Collection>>(`${b}/collections`, query),
  collection: (code: string) =>
    get<ActionResponse<Collection>>(`${b}/collections/${encodeURIComponent(code)}`),
  banners: () => get<ActionResponse<Banner[]>>(`${b}/banners`),
  bannerAds: () => get<ActionResponse<BannerAd[]>>('/v1/bannerAds'),

  // products
  paginate: (filters: ProductFilters = {}) => post<ProductPage>(`${b}/products/paginate`, filters),
  show: (id: number, body: { uf?: string } = {}) =>
    post<ActionResponse<ProductDetail>>(`${b}/products-show/${id}`, body),
  productStores: (query: ProductStoresQuery) => post<Paginated<ProductOffer>>(`${b}/product-stores/`, query),
  highAndLow: (type: RankType, query: PageQuery & { product_type?: ProductType } = {}) =>
    post<RankPage>(`${b}/HighAndLowCards`, { type, ...query }),
  statsPrice: (product_id: number) =>
    post<ActionResponse<ProductStatsPrice>>(`${b}/product-stats-price`, { product_id }),
  historyOrder: (product_id: number, days = 90) =>
    post<ActionResponse<ProductHistory>>(`${b}/product-history-order`, { product_id, days }),
  conditionsByProduct: (product_id: number) =>
    post<ActionResponse<ProductCondition[]>>(`${b}/conditions-by-product-id`, { product_id }),
  braData: (product_id: number) =>
    post<ActionResponse<ProductBraData>>(`${b}/product-bra-data`, { product_id }),
  /** Header search: up to 8 suggestions as the user types (at least 2 characters). */
  suggestions: (q: string) => get<ActionResponse<SearchSuggestion[]>>(`${b}/search-suggestions`, { q }),

  // catalogue lookup (seller registration of listings)
  productsByApi: (
    query: PageQuery & { query?: string; collection_code?: string; can_send_bra_center?: boolean } = {},
  ) => get<Paginated<CatalogueEntry>>(`${b}/products-by-api`, query),
  productsByApiBra: (categoryId: number, query: PageQuery & { query?: string } = {}) =>
    get<Paginated<CatalogueEntry>>(`${b}/products-by-api-bra/${categoryId}`, query),
  findByRdc: (rdc: string) =>
    get<ActionResponse<CatalogueEntry>>(`${b}/find-by-rdc/${encodeURIComponent(rdc)}`),
  productsByApiTcg: (query: PageQuery & { query?: string; category?: number } = {}) =>
    get<Paginated<CatalogueEntry>>(`${b}/products-by-api-tcg`, query),
  productsByApiAccessory: (query: PageQuery & { query?: string; category?: number } = {}) =>
    get<Paginated<CatalogueEntry>>(`${b}/products-by-api-accessory`, query),
  categoriesTcg: () => get<ActionResponse<Category[]>>(`${b}/get-categories-tcg`),
  categoriesAccessory: () => get<ActionResponse<Category[]>>(`${b}/get-categories-accessory`),

  // reference lists
  conditions: (type: 'card' | 'other') => get<ActionResponse<Condition[]>>(`/v1/get-conditions/${type}`),
  rarities: () => get<ActionResponse<Rarity[]>>('/v1/rarities'),
  origins: () => get<ActionResponse<Origin[]>>('/v1/origins'),
  elements: () => get<ActionResponse<Element[]>>('/v1/elements'),
  languages: () => get<ActionResponse<Language[]>>('/v1/languages'),
  extras: () => get<ActionResponse<Extra[]>>('/v1/extras'),
  tags: (used_in?: string) => get<ActionResponse<Tag[]>>('/v1/tags', used_in ? { used_in } : undefined),
  business: () => get<ActionResponse<Business>>('/v1/business'),
  brands: () => get<ActionResponse<Brand[]>>('/v1/brands'),
  brand: (slug: string) => get<ActionResponse<Brand>>(`/v1/brands/${encodeURIComponent(slug)}`),
  leagues: (uf?: string) => get<ActionResponse<League[]>>('/v1/leagues', uf ? { uf } : undefined),
  league: (slug: string) => get<ActionResponse<League>>(`/v1/leagues/${encodeURIComponent(slug)}`),
  freeShippingDay: (store_id?: number) =>
    post<FreeShippingDayResponse>('/v1/free-shipping-day', store_id ? { store_id } : {}),
  staticText: (code: string) =>
    get<ActionResponse<StaticText>>(`/v1/static_text/${encodeURIComponent(code)}`),

  // stores
  stores: (query: PageQuery & { uf?: string; search?: string; is_client?: boolean } = {}) =>
    get<Paginated<StoreListItem>>('/v1/stores', query),
  /** With `manage`: the store-area access check (403 `{message}` when the user does not own the store). */
  store: (id: number | string, options: { manage?: boolean } = {}) =>
    get<ActionResponse<StoreDetail>>(`/v1/stores/${id}`, options.manage ? { access: 'manage' } : undefined),
  storeBySlug: (slug: string) =>
    get<ActionResponse<StoreDetail>>(`/v1/stores/slug/${encodeURIComponent(slug)}`),
  storesRanking: (query: PageQuery & { type?: StoreRankType; uf?: string } = {}) =>
    post<Paginated<RankedStore>>('/v1/stores-ranking/', query),
  reviews: (storeId: number, query: PageQuery = {}) =>
    get<Paginated<StoreReview>>(`/v1/reviewStore/${storeId}`, query),
  rating: (storeId: number) => get<ActionResponse<StoreRating>>(`/v1/storeRating/${storeId}`),
  storeProducts: (
    query: PageQuery & {
      store_id: number;
      search?: string;
      type?: ProductType;
      status?: 'available' | 'paused';
      sort?: 'name' | 'price_asc' | 'price_desc' | 'newest';
      condition?: string[];
      language?: string[];
      extras?: string[];
      /** Listing price range, in reais. */
      price_min?: number;
      price_max?: number;
    },
  ) => post<StoreProductsPage>('/v1/show-products-store', query),

  // favorites and collections (need a session)
  favorites: (query: PageQuery = {}) => get<Paginated<ProductListItem>>('/v1/users/favorites', query),
  /** Toggles, or sets when `favorite` is given. */
  addToFavorite: (product_id: number, favorite?: boolean) =>
    post<ActionResponse<{ product_id: number; favorite: boolean }>>('/v1/favorites/add-to-favorite', {
      product_id,
      favorite,
    }),
  userCollections: (
    query: PageQuery & { vision?: CollectionVision; order_by?: 'recent' | 'name' | 'price' } = {},
  ) => get<UserCollectionPage>('/v1/userCollections', query),
  /** Sets the quantity in the have or want list; 0 removes the entry. */
  addToCollection: (body: { product_id: number; vision: CollectionVision; quantity: number }) =>
    post<ActionResponse<UserCollectionEntry | null>>('/v1/userCollections/add_to_collection', body),

  // notices
  notices: () => get<ActionResponse<Notice[]>>('/v1/notices'),
  markNoticeRead: (id: number) =>
    http.put<ActionResponse<Notice>>(`/v1/notices/${id}`, {}).then((r) => r.data),
};
