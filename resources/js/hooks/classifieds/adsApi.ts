import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { AdItem, AdStatus } from '@/types/pages/classifieds';

/** The global business (spec section 9). */
const BUSINESS = 1;
const path = (call: string) => `/v1/${BUSINESS}/${call}`;

/** What create-ads and update-ads send (price in reais). */
export interface AdFormBody {
  title: string;
  description: string;
  category: string;
  condition: string;
  price: string;
  quantity: string;
  uf: string;
  city: string;
}

type AdAnswer = ActionResponse & { result: AdItem };

/** The classified-ad calls of spec section 7 ("Ads and featured") the screens use. */
export const adsApi = {
  create: (storeId: number, body: AdFormBody) =>
    http.post<AdAnswer>(path('create-ads'), { store_id: storeId, ...body }).then((r) => r.data),
  update: (id: number, body: AdFormBody) =>
    http.post<AdAnswer>(path('update-ads'), { id, ...body }).then((r) => r.data),
  changeStatus: (id: number, status: AdStatus, reason?: string) =>
    http.post<AdAnswer>(path('change-status'), { id, status, reason }).then((r) => r.data),
  trash: (id: number) => http.post<AdAnswer>(path('delete-ads'), { id }).then((r) => r.data),
  restore: (id: number) => http.post<AdAnswer>(path('restore-ads'), { id }).then((r) => r.data),
  destroy: (id: number) => http.post<ActionResponse>(path('destroy-ads'), { id }).then((r) => r.data),
  block: (id: number, reason: string) =>
    http.post<AdAnswer>(path('block-ads'), { id, reason }).then((r) => r.data),
  /** One photo as the raw body, typed by the browser (the server checks the bytes). */
  uploadPhoto: (id: number, file: File) =>
    http
      .post<AdAnswer>(path(`ads-photos/${id}`), file, {
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      })
      .then((r) => r.data),
  removePhoto: (id: number, photoId: number) =>
    http.delete<AdAnswer>(path(`ads-photos/${id}/${photoId}`)).then((r) => r.data),
  cities: (uf: string) =>
    http.get<ActionResponse & { result: string[] }>(`/v1/cities/state-ads/${uf}`).then((r) => r.data.result),
};
