import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { Cart } from '@/types/cart';
import type { Optimization, OptimizeMode, WantLine, WantList, WantListSummary } from '@/types/pages/wants';

export interface OptimizeInput {
  cep?: string | null;
  mode: OptimizeMode;
  max_stores?: number;
}

export interface LinePatch {
  quantity?: number | string;
  product_id?: number;
  any_edition?: boolean;
  max_price?: number | string | null;
}

/** Want lists and the cart optimizer (docs/optimizer.md). */
export const wantsApi = {
  list: () => http.get<ActionResponse<WantListSummary[]>>('/v1/wants').then((r) => r.data),
  fromCart: () => http.post<ActionResponse<WantList>>('/v1/wants/from-cart').then((r) => r.data),
  create: (name: string) =>
    http.post<ActionResponse<WantListSummary>>('/v1/wants', { name }).then((r) => r.data),
  update: (id: number, input: { name?: string; alerts?: boolean }) =>
    http.put<ActionResponse<WantListSummary>>(`/v1/wants/${id}`, input).then((r) => r.data),
  remove: (id: number) => http.delete<ActionResponse<null>>(`/v1/wants/${id}`).then((r) => r.data),
  get: (id: number) => http.get<ActionResponse<WantList>>(`/v1/wants/${id}`).then((r) => r.data),
  entries: (id: number, text: string) =>
    http
      .post<ActionResponse<{ added: number; matched: number; unresolved: number; lines: WantLine[] }>>(
        `/v1/wants/${id}/entries`,
        { text },
      )
      .then((r) => r.data),
  addLine: (id: number, productId: number, quantity = 1) =>
    http
      .post<ActionResponse<WantLine>>(`/v1/wants/${id}/lines`, {
        product_id: productId,
        quantity,
        any_edition: true,
      })
      .then((r) => r.data),
  updateLine: (lineId: number, patch: LinePatch) =>
    http.put<ActionResponse<WantLine>>(`/v1/wants/lines/${lineId}`, patch).then((r) => r.data),
  removeLine: (lineId: number) =>
    http.delete<ActionResponse<null>>(`/v1/wants/lines/${lineId}`).then((r) => r.data),
  optimize: (id: number, input: OptimizeInput) =>
    http.post<ActionResponse<Optimization>>(`/v1/wants/${id}/optimize`, input).then((r) => r.data),
  replaceCart: (id: number, input: OptimizeInput) =>
    http
      .post<ActionResponse<{ optimization: Optimization; cart: Cart }>>(`/v1/wants/${id}/cart`, input)
      .then((r) => r.data),
};
