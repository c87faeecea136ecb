import type {
  Category,
  Paginated,
  ProductListItem,
  RankedStore,
  StoreDetail,
  StoreListItem,
  StoreProductsPage,
  StoreRankType,
  StoreRating,
  StoreReview,
} from '../catalogue';

/** A store's listings page as show-products-store answers it, with the search's correction if any. */
export type StoreListingsPage = StoreProductsPage & { search?: { query: string; corrected: string | null } };

/** A store and page 1 of its listings (the store page, its products by id, its Bra Center list). */
export interface StoreListingsProps {
  store: StoreDetail;
  store_id: number;
  /** Page 1 of the store's listings with the URL's search, type, filters and sort. */
  listings: StoreListingsPage;
}

/** /{store_slug}: what server/http/pages/stores.ts gives Pages/Store/Page. */
export interface StorePageProps extends StoreListingsProps {
  /** The store's rating: average and reviews per star (GET storeRating/{id}). */
  rating: StoreRating;
  /** Page 1 of its reviews, newest first (GET reviewStore/{id}); "carregar mais" appends. */
  reviews: Paginated<StoreReview>;
}

/** /store/list/{id?}: page 1 of the stores with the URL's search and state (GET /stores). */
export interface StoreListProps {
  stores: Paginated<StoreListItem>;
}

/** /ranking: page 1 of the ranking (stores-ranking) and the ranking it is, as the URL names it. */
export interface RankingProps {
  stores: Paginated<RankedStore>;
  /** The ranking (`?type=`, sales unless the URL names another) and state (`?uf=`) the list is for. */
  filters: { type: StoreRankType; uf: string | null };
}

/**
 * /store/product/{id?}: the store (GET /stores/{id}) and page 1 of its listings (show-products-store)
 * with the URL's search, type, filters and sort; all null without an id (the page asks for a store).
 */
export interface StoreProductProps {
  store: StoreDetail | null;
  store_id: number | null;
  listings: StoreListingsPage | null;
}

/** /bra-center/{store_id}: the store and page 1 of its Bra listings (show-products-store, type bra). */
export type BraCenterStoreProps = StoreListingsProps;

/** /bra-center: the Bra line's categories (GET categories/4) and best sellers (products/paginate). */
export interface BraOverviewProps {
  categories: Category[];
  popular: ProductListItem[];
}

export type BraCenterProps = BraCenterStoreProps | BraOverviewProps;

/** /bra-center-list: page 1 of the stores that ship through the Bra Center (GET /stores?is_client=1). */
export interface BraCenterListProps {
  stores: Paginated<StoreListItem>;
}
