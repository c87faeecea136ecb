import type { AddressSnapshot, OrderItem, OrderStatus, Reais, StatusTimelineEntry } from '../cart';
import type { Paginated } from '../catalogue';
import type { SellerStore } from './seller';
import type { Fulfilment } from './sellerFulfilment';

/**
 * The store's side of its orders (docs/orders.md, "The store's side"): POST /v1/stores-orders,
 * GET /v1/stores-order/{id}, the moves, and the props of the my-store order screens. Money in reais.
 */

export interface SellerOrderBuyer {
  id: number;
  name: string;
  email: string;
}

/** One row of the store's order list. */
export interface SellerOrderRow {
  id: number;
  number: string;
  order_group_id: number;
  status: OrderStatus;
  status_label: string;
  /** Paid and not yet accepted by the store: the row opens the new-order screen. */
  is_new: boolean;
  accepted_at: string | null;
  buyer: SellerOrderBuyer;
  items_count: number;
  subtotal: Reais;
  shipping: Reais;
  total: Reais;
  fee: Reais;
  /** What the store receives when the order is concluded: items + shipping − fee. */
  net: Reais;
  created_at: string;
  paid_at: string | null;
}

/** Orders per status for the list's tabs (with the list's date and search filters, any status). */
export type SellerOrderCounts = Partial<Record<OrderStatus, number>> & { all: number };

export interface SellerOrderList extends Paginated<SellerOrderRow> {}

/** POST /v1/stores-orders answer. */
export interface SellerOrdersResponse {
  orders: SellerOrderRow[];
  paginate: SellerOrderList['paginate'];
  counts: SellerOrderCounts;
}

/** The moves the store may make on the order now. */
export interface SellerOrderMoves {
  accept: boolean;
  cancel: boolean;
  deliver: boolean;
  conclude: boolean;
}

/** GET /v1/stores-order/{id}: one store order in detail for its store. */
export interface SellerOrderDetail extends Omit<SellerOrderRow, 'buyer' | 'shipping'> {
  group_number: string;
  store_id: number;
  buyer: SellerOrderBuyer & { phone: string | null };
  address: AddressSnapshot;
  shipping: {
    service: string;
    name: string;
    price: Reais;
    delivery_days: number;
    weight_grams: number;
    tracking_code: string | null;
    tracking_url: string | null;
  };
  items: Omit<OrderItem, 'review'>[];
  timeline: StatusTimelineEntry[];
  cancel_reason: string | null;
  invoiced_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  concluded_at: string | null;
  canceled_at: string | null;
  returned_at: string | null;
  fulfilment: Fulfilment;
  /** Why the money cannot be released now (an open complaint, an unanswered return); null when free. */
  hold: string | null;
  can: SellerOrderMoves;
}

export type SellerOrderMove = 'accept' | 'cancel' | 'conclude' | 'deliver';

/** Filters of the order list, as the URL carries them. */
export interface SellerOrderFilters {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
}

/** my-store.orders */
export interface SellerOrdersProps {
  store: SellerStore;
  filters: SellerOrderFilters;
  orders: SellerOrderList;
  counts: SellerOrderCounts;
}

/** my-store.order.new / .detail / .cancel */
export interface SellerOrderProps {
  store: SellerStore;
  order: SellerOrderDetail;
}

/** my-store.order.status */
export interface SellerOrderStatusProps {
  store: SellerStore;
  order: SellerOrderDetail;
  timeline: StatusTimelineEntry[];
}

/** my-store.order.concluded: the order and the store's wallet (its ledger balance) after it. */
export interface SellerOrderConcludedProps {
  store: SellerStore;
  order: SellerOrderDetail;
  wallet: { balance: Reais };
}

/** my-store.order.view (read-only; the store comes from the order when the URL leaves it out). */
export interface SellerOrderViewProps {
  store: SellerStore;
  order: SellerOrderDetail;
}
