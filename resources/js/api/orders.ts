import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type {
  OrderGroup,
  OrderListResponse,
  OrderReview,
  PaginatedOrdersResponse,
  PlacedOrder,
  PlaceOrderInput,
  ProductReview,
  SaveOrderPath,
  StatusTimelineEntry,
  StoreOrder,
} from '@/types/cart';

export interface OrderReviewInput {
  store_order_id: number;
  /** 1 to 5. */
  rating: number;
  comment?: string;
}

export interface ProductReviewInput extends OrderReviewInput {
  order_item_id: number;
}

/** Buyer's order calls of spec section 7 ("Cart and orders"). */
export const ordersApi = {
  /**
   * POST /v1/order/{pix|credit-card}. Success: `result.order_id` and `result.data` (the order group,
   * with the PIX code for pix). A refusal answers 422 with `messages: [{description}]` (OrderErrorResponse).
   */
  place: (path: SaveOrderPath, input: PlaceOrderInput) =>
    http.post<ActionResponse<PlacedOrder>>(`/v1/order/${path}`, input).then((r) => r.data),
  /** GET /v1/orders?page=: the buyer's order groups, newest first. */
  list: (page = 1, perPage = 10) =>
    http.get<OrderListResponse>('/v1/orders', { params: { page, per_page: perPage } }).then((r) => r.data),
  /** POST /v1/paginate-order: the same list as a paginated call (`products` holds the order groups). */
  paginate: (body: { page?: number; per_page?: number; status?: string } = {}) =>
    http.post<PaginatedOrdersResponse>('/v1/paginate-order', body).then((r) => r.data),
  /** GET /v1/orders/{id}: one order group with its store orders, items, timelines and payment. */
  show: (id: number | string) => http.get<ActionResponse<OrderGroup>>(`/v1/orders/${id}`).then((r) => r.data),
  /** GET /v1/grouped-orders/{id}: the store orders of order group {id}, in detail. */
  grouped: (groupId: number | string) =>
    http.get<ActionResponse<StoreOrder[]>>(`/v1/grouped-orders/${groupId}`).then((r) => r.data),
  /** GET /v1/historic-orders/{id}: the status timeline of store order {id}. */
  historic: (storeOrderId: number | string) =>
    http
      .get<ActionResponse<StatusTimelineEntry[]>>(`/v1/historic-orders/${storeOrderId}`)
      .then((r) => r.data),
  /** POST /v1/create-order-review/: rate the store of a delivered store order (once). */
  reviewOrder: (input: OrderReviewInput) =>
    http.post<ActionResponse<OrderReview>>('/v1/create-order-review/', input).then((r) => r.data),
  /** POST /v1/create-order-product-review/: rate one product of a delivered store order (once). */
  reviewProduct: (input: ProductReviewInput) =>
    http.post<ActionResponse<ProductReview>>('/v1/create-order-product-review/', input).then((r) => r.data),
};
