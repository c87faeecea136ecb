/** The states of an order, of a checkout's order group, and how a checkout pays (docs/orders.md). */

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'invoiced',
  'shipped',
  'delivered',
  'concluded',
  'canceled',
  'refused',
  'expired',
  'returned',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_GROUP_STATUSES = [
  'awaiting_payment',
  'paid',
  'refused',
  'expired',
  'canceled',
  'refunded',
] as const;
export type OrderGroupStatus = (typeof ORDER_GROUP_STATUSES)[number];

export const PAYMENT_METHODS = ['pix', 'credit_card', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the cart says of an item since it was added. */
export const CART_ITEM_STATUSES = [
  'ok',
  'sold_out',
  'quantity_reduced',
  'price_changed',
  'unavailable',
] as const;
export type CartItemStatus = (typeof CART_ITEM_STATUSES)[number];

/** The Correios services a store ships with. */
export const SHIPPING_SERVICES = ['PAC', 'SEDEX'] as const;
export type ShippingService = (typeof SHIPPING_SERVICES)[number];
