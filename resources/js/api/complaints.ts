import { http } from '@/lib/http';
import type { ActionResponse, PaginatedData } from '@/types';
import type { Complaint, ComplaintInput, ComplaintMessage } from '@/types/cart';

/** Complaint calls of spec section 7 ("Company, support, content"). */
export const complaintsApi = {
  /** GET /v1/complaints?page=: the buyer's complaints, newest first. */
  list: (page = 1) =>
    http.get<PaginatedData<Complaint>>('/v1/complaints', { params: { page } }).then((r) => r.data),
  /** GET /v1/complaints/{id}: one complaint with its messages (buyer or the store's owner). */
  show: (id: number | string) =>
    http.get<ActionResponse<Complaint>>(`/v1/complaints/${id}`).then((r) => r.data),
  /** POST /v1/complaints/: opens a complaint on a store order (one open complaint per order). */
  create: (input: ComplaintInput) =>
    http.post<ActionResponse<Complaint>>('/v1/complaints/', input).then((r) => r.data),
  /** POST /v1/complaint/add_message. */
  addMessage: (complaintId: number, message: string) =>
    http
      .post<ActionResponse<ComplaintMessage>>('/v1/complaint/add_message', {
        complaint_id: complaintId,
        message,
      })
      .then((r) => r.data),
  /** GET /v1/complaints/index_to_store/{storeId}: the complaints a store received (its owner only). */
  listForStore: (storeId: number | string, page = 1) =>
    http
      .get<PaginatedData<Complaint>>(`/v1/complaints/index_to_store/${storeId}`, { params: { page } })
      .then((r) => r.data),
  /** GET /v1/complaints/show_to_store/{id}: one complaint seen by the store's owner. */
  showForStore: (id: number | string) =>
    http.get<ActionResponse<Complaint>>(`/v1/complaints/show_to_store/${id}`).then((r) => r.data),
  /** GET /v1/complaints/block_complaint/{who}/{id}: closes the complaint (who: buyer or store); no more messages. */
  close: (who: 'buyer' | 'store', id: number | string) =>
    http.get<ActionResponse<Complaint>>(`/v1/complaints/block_complaint/${who}/${id}`).then((r) => r.data),
};
