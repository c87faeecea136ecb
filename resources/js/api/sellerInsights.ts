import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { BraCenterList, Period, PeriodCode, StoreDashboard } from '@/types/pages/sellerInsights';

/** The store dashboard and Bra Center list calls (docs/store-dashboard.md). */
export const sellerInsightsApi = {
  /** GET /v1/periods: the dashboard's periods. */
  periods: () => http.get<ActionResponse<Period[]>>('/v1/periods').then((r) => r.data),
  /** GET /v1/store-dashboard/{store_id}?period= */
  dashboard: (storeId: number, period: PeriodCode) =>
    http
      .get<ActionResponse<StoreDashboard>>(`/v1/store-dashboard/${storeId}`, { params: { period } })
      .then((r) => r.data),
  /** GET /v1/get-list-bra-center/{store_id} */
  braCenterList: (storeId: number) =>
    http.get<ActionResponse<BraCenterList>>(`/v1/get-list-bra-center/${storeId}`).then((r) => r.data),
  /** POST /v1/set-list-bra-center {store_id, product_ids}: replaces the list. */
  setBraCenterList: (storeId: number, productIds: number[]) =>
    http
      .post<ActionResponse<BraCenterList>>('/v1/set-list-bra-center', {
        store_id: storeId,
        product_ids: productIds,
      })
      .then((r) => r.data),
};
