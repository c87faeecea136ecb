import type { Complaint } from '../cart';
import type { Paginated } from '../catalogue';
import type { SellerStore } from './seller';

/** States of a buyer's return request (docs/returns-and-complaints.md). */
export type OrderReturnStatus = 'requested' | 'accepted' | 'refused';

export const ORDER_RETURN_STATUSES: readonly OrderReturnStatus[] = ['requested', 'accepted', 'refused'];

/** One item of the returned store order (a copy of what was sold). */
export interface OrderReturnItem {
  id: number;
  name: string;
  image: string | null;
  condition: string;
  language: string;
  quantity: number;
  /** Reais. */
  unit_price: number;
}

/** A return request as GET /v1/order-returns lists it and POST /v1/order-return answers it. */
export interface OrderReturn {
  id: number;
  store_order_id: number;
  order_number: string;
  order_group_id: number;
  order_status: string;
  store_id: number;
  buyer: { id: number; name: string };
  reason: string;
  status: OrderReturnStatus;
  status_label: string;
  store_answer: string | null;
  created_at: string;
  answered_at: string | null;
  delivered_at: string | null;
  /** Reais: items plus shipping, what the buyer gets back as wallet credit when it is accepted. */
  total: number;
  items: OrderReturnItem[];
}

export type OrderReturnCounts = Record<OrderReturnStatus, number>;

/** /my-store/{store_id}/returned-orders?status=&page=: one tab of the store's returns and every tab's count. */
export interface ReturnedOrdersProps {
  store: SellerStore;
  status: OrderReturnStatus;
  counts: OrderReturnCounts;
  returns: Paginated<OrderReturn>;
}

/** /my-store/complaints/{store_id}: page 1 of the complaints the store received. */
export interface StoreComplaintListProps {
  store: SellerStore;
  complaints: Paginated<Complaint>;
}

/** /my-store/complaints/{store_id}/{id}: one complaint of the store, with its messages. */
export interface StoreComplaintThreadProps {
  store: SellerStore;
  complaint: Complaint;
}

export type StoreComplaintsPageProps = { store: SellerStore } & Partial<
  Omit<StoreComplaintListProps, 'store'> & Omit<StoreComplaintThreadProps, 'store'>
>;

/** The store order a defense screen is about. */
export interface DefenseOrder {
  id: number;
  number: string;
  status: string;
  status_label: string;
  buyer: { id: number; name: string };
  created_at: string;
}

/** /my-store/{store_id}/order-defense/{order_id}: the order and its latest complaint (null: none). */
export interface OrderDefenseProps {
  store: SellerStore;
  order: DefenseOrder;
  complaint: Complaint | null;
}
