import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { SellerOrderDetail, SellerOrderMove } from '@/types/pages/sellerOrders';

/** The store's moves on one of its orders (docs/orders.md, "The store's side"); each answers the order as it is now. */
export const sellerOrdersApi = {
  accept: (storeOrderId: number) =>
    http.post<ActionResponse<SellerOrderDetail>>('/v1/store-order-accept', { store_order_id: storeOrderId }),
  cancel: (storeOrderId: number, reason: string) =>
    http.post<ActionResponse<SellerOrderDetail>>('/v1/store-order-cancel', {
      store_order_id: storeOrderId,
      reason,
    }),
  deliver: (storeOrderId: number) =>
    http.post<ActionResponse<SellerOrderDetail>>('/v1/store-order-deliver', { store_order_id: storeOrderId }),
  conclude: (storeOrderId: number) =>
    http.post<ActionResponse<SellerOrderDetail>>('/v1/store-order-conclude', {
      store_order_id: storeOrderId,
    }),
} satisfies Record<SellerOrderMove, (...args: never[]) => unknown>;
