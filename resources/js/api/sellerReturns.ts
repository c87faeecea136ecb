import { http } from '@/lib/http';
import type { ActionResponse, PaginatedData } from '@/types';
import type { OrderReturn, OrderReturnCounts, OrderReturnStatus } from '@/types/pages/sellerReturns';

/** Returns (docs/returns-and-complaints.md): the buyer's request, the store's answer and list. */
export const sellerReturnsApi = {
  /** POST /v1/order-return: the buyer asks to return a delivered store order (reason 10–500 characters). */
  request: (storeOrderId: number, reason: string) =>
    http
      .post<ActionResponse<OrderReturn>>('/v1/order-return', { store_order_id: storeOrderId, reason })
      .then((r) => r.data),
  /** POST /v1/order-return/answer: the store accepts (order returned, buyer refunded) or refuses with an answer. */
  answer: (returnId: number, accept: boolean, answer?: string) =>
    http
      .post<ActionResponse<OrderReturn>>('/v1/order-return/answer', {
        return_id: returnId,
        accept,
        ...(answer ? { answer } : {}),
      })
      .then((r) => r.data),
  /** GET /v1/order-returns: one status of the store's returns, 10 a page, with every status's count. */
  list: (storeId: number, status: OrderReturnStatus, page = 1) =>
    http
      .get<PaginatedData<OrderReturn> & { counts: OrderReturnCounts }>('/v1/order-returns', {
        params: { store_id: storeId, status, page },
      })
      .then((r) => r.data),
};
