import type { Paginated, StoreDetail, StoreListItem, StoreProductsPage } from '../catalogue';

/** A store's listings page as show-products-store answers it, with the search's correction if any. */
export type StoreListingsPage = StoreProductsPage & { search?: { query: string; corrected: string | null } };

/** /{store_slug}: what server/http/pages/stores.ts gives Pages/Store/Page. */
export interface StorePageProps {
  store: StoreDetail;
  store_id: number;
  /** Page 1 of the store's listings with the URL's search, type, filters and sort. */
  listings: StoreListingsPage;
}

/** /store/list/{id?}: page 1 of the stores with the URL's search and state (GET /stores). */
export interface StoreListProps {
  stores: Paginated<StoreListItem>;
}
