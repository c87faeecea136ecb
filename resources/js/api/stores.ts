import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';

export interface StoreSummary {
  id: number;
  name: string;
  slug: string;
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
};
