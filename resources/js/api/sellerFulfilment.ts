import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { Fulfilment } from '@/types/pages/sellerFulfilment';

type Answer = Promise<ActionResponse<Fulfilment>>;

/**
 * The store's invoice (NF-e) and shipping calls (docs/fulfilment.md). Each answers the order's new
 * fulfilment state; the PDFs and the XML are GET links the state carries (danfe_url, label_url …).
 */
export const sellerFulfilmentApi = {
  /** POST /v1/store-order-invoice: the NF-e draft of a paid order. */
  createInvoice: (storeOrderId: number): Answer =>
    http
      .post<ActionResponse<Fulfilment>>('/v1/store-order-invoice', { store_order_id: storeOrderId })
      .then((r) => r.data),
  /** POST /v1/send-nf-to-sefaz: authorized (order → invoiced) or refused (`error: true`, SEFAZ's reason). */
  sendToSefaz: (storeOrderId: number): Answer =>
    http
      .post<ActionResponse<Fulfilment>>('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId })
      .then((r) => r.data),
  /** POST /v1/store-order-send-nf: e-mails the buyer the DANFE and XML links. */
  sendToBuyer: (storeOrderId: number): Answer =>
    http
      .post<ActionResponse<Fulfilment>>('/v1/store-order-send-nf', { store_order_id: storeOrderId })
      .then((r) => r.data),
  /** POST /v1/store-order-ship {tracking_code}: marks the order shipped. */
  ship: (storeOrderId: number, trackingCode: string): Answer =>
    http
      .post<ActionResponse<Fulfilment>>('/v1/store-order-ship', {
        store_order_id: storeOrderId,
        tracking_code: trackingCode,
      })
      .then((r) => r.data),
};
