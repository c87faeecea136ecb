import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type {
  BlockDate,
  FreeShippingDaySetting,
  StoreBox,
  StoreChanges,
  StoreMediaKind,
  StoreSettings,
} from '@/types/pages/sellerSettings';

export type BlockDateInput = Pick<BlockDate, 'starts_on' | 'ends_on' | 'reason'>;
export type BoxInput = Omit<StoreBox, 'id'>;

/** The store's settings calls (docs/store-settings.md). */
export const sellerSettingsApi = {
  /** POST /v1/update-store {store_id, ...changes}: name, slug, description, contact, handling days, CEP. */
  updateStore: (storeId: number, changes: StoreChanges) =>
    http
      .post<ActionResponse<StoreSettings>>('/v1/update-store', { store_id: storeId, ...changes })
      .then((r) => r.data),
  /** POST /v1/free-shipping-day/save {store_id, days}: the days listed are set, the others kept. */
  saveFreeShippingDays: (storeId: number, days: FreeShippingDaySetting[]) =>
    http
      .post<ActionResponse<FreeShippingDaySetting[]>>('/v1/free-shipping-day/save', {
        store_id: storeId,
        days,
      })
      .then((r) => r.data),
  /** GET /v1/block-date?store_id=: the periods that have not ended. */
  blockDates: (storeId: number) =>
    http
      .get<ActionResponse<BlockDate[]>>('/v1/block-date', { params: { store_id: storeId } })
      .then((r) => r.data),
  /** POST /v1/block-date {store_id, starts_on, ends_on, reason}. */
  addBlockDate: (storeId: number, input: BlockDateInput) =>
    http
      .post<ActionResponse<BlockDate>>('/v1/block-date', { store_id: storeId, ...input })
      .then((r) => r.data),
  /** DELETE /v1/block-date/{id}. */
  removeBlockDate: (id: number) =>
    http.delete<ActionResponse<null>>(`/v1/block-date/${id}`).then((r) => r.data),
  /** GET /v1/box-store?store_id=. */
  boxes: (storeId: number) =>
    http
      .get<ActionResponse<StoreBox[]>>('/v1/box-store', { params: { store_id: storeId } })
      .then((r) => r.data),
  /** POST /v1/box-store {store_id, name, length_cm, width_cm, height_cm, max_weight_g}. */
  addBox: (storeId: number, input: BoxInput) =>
    http.post<ActionResponse<StoreBox>>('/v1/box-store', { store_id: storeId, ...input }).then((r) => r.data),
  /** DELETE /v1/box-store/{id}. */
  removeBox: (id: number) => http.delete<ActionResponse<null>>(`/v1/box-store/${id}`).then((r) => r.data),
  /**
   * POST /v1/store-media/{store_id}/{logo|banner}: the file itself is the body, with its own
   * Content-Type (no multipart form).
   */
  uploadMedia: (storeId: number, kind: StoreMediaKind, file: Blob) =>
    http
      .post<ActionResponse<{ kind: StoreMediaKind; url: string; settings: StoreSettings }>>(
        `/v1/store-media/${storeId}/${kind}`,
        file,
        { headers: { 'Content-Type': file.type || 'application/octet-stream' } },
      )
      .then((r) => r.data),
};
