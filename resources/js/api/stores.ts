import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';

export interface StoreSummary {
  id: number;
  name: string;
  slug: string;
}

/** A buyer with paid orders at the store (POST /v1/store-clients). */
export interface StoreClient {
  user_id: number;
  name: string;
  orders_count: number;
  /** Items plus shipping of those orders, in reais. */
  total_spent: number;
  first_order_at: string;
  last_order_at: string;
}

export interface StoreClientsPage {
  clients: StoreClient[];
  paginate: { current_page: number; last_page: number; per_page: number; total: number };
}

export const storesApi = {
  /**
   * GET /v1/stores/{id}?access=manage: the store-access check of the store area. The server answers
   * 403 only when management access is asked for and the store is not the user's.
   */
  showForManagement: (id: string | number) =>
    http
      .get<ActionResponse<StoreSummary>>(`/v1/stores/${id}`, { params: { access: 'manage' } })
      .then((r) => r.data),
  /** The store's clients, for its owner or an admin (403 otherwise). */
  clients: (query: {
    store_id: number;
    page?: number;
    per_page?: number;
    sort?: 'recent' | 'orders' | 'spent';
  }) => http.post<StoreClientsPage>('/v1/store-clients', query).then((r) => r.data),
};
