import texts from '../../../lang/pt_BR.json' with { type: 'json' };
import { ORDER_STATUSES } from '../../../shared/constants/orders.ts';
import type { OrderGroupStatus, OrderStatus } from '../../db/schema.ts';

/** Portuguese labels of the store-order statuses (docs/orders.md). */
/** Order statuses in words, from the lang file (`orders.status_*`), as the screens say them (lib/labels.ts). */
export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, (texts as Record<string, string>)[`orders.status_${status}`]]),
) as Record<OrderStatus, string>;

export const GROUP_STATUS_LABELS: Record<OrderGroupStatus, string> = {
  awaiting_payment: ORDER_STATUS_LABELS.awaiting_payment,
  paid: ORDER_STATUS_LABELS.paid,
  refused: ORDER_STATUS_LABELS.refused,
  expired: ORDER_STATUS_LABELS.expired,
  canceled: ORDER_STATUS_LABELS.canceled,
  refunded: ORDER_STATUS_LABELS.refunded,
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  approved: 'Aprovado',
  refused: 'Recusado',
  expired: 'Expirado',
  canceled: 'Cancelado',
  refunded: 'Estornado',
};

/**
 * Allowed moves of a store order. The payment ones (from awaiting_payment) move the whole order group.
 * `refunded` is not a move anyone makes: the gateway's refund or chargeback puts a paid store order
 * there from whatever step it had reached (docs/orders.md "Refunds and chargebacks"); it is final.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'refused', 'expired', 'canceled'],
  paid: ['invoiced', 'canceled'],
  invoiced: ['shipped', 'canceled'],
  shipped: ['delivered'],
  delivered: ['concluded', 'returned'],
  concluded: [],
  canceled: [],
  refused: [],
  expired: [],
  returned: [],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The timestamp column a status sets when reached. */
export const STATUS_TIMESTAMP: Partial<
  Record<
    OrderStatus,
    'paid_at' | 'invoiced_at' | 'shipped_at' | 'delivered_at' | 'concluded_at' | 'canceled_at' | 'returned_at'
  >
> = {
  paid: 'paid_at',
  invoiced: 'invoiced_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  concluded: 'concluded_at',
  canceled: 'canceled_at',
  returned: 'returned_at',
};

/** Reviews open once the parcel arrived. */
export const REVIEWABLE: readonly OrderStatus[] = ['delivered', 'concluded'];
/** A complaint can be opened once paid and until it is concluded or canceled. */
export const COMPLAINABLE: readonly OrderStatus[] = ['paid', 'invoiced', 'shipped', 'delivered'];

export const storeChannel = (storeId: number) => `private-store.${storeId}`;
export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
