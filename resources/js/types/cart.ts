import type {
  CartItemStatus,
  OrderGroupStatus,
  OrderStatus,
  PaymentMethod,
  ShippingService,
} from '../../../shared/constants/orders.ts';
import type { Reais } from '../../../shared/money.ts';

export type {
  CartItemStatus,
  OrderGroupStatus,
  OrderStatus,
  PaymentMethod,
  ShippingService,
} from '../../../shared/constants/orders.ts';
export type { Reais } from '../../../shared/money.ts';

/**
 * Response types of the cart, checkout, orders, addresses, card payments and complaints calls
 * (spec sections 3 and 7). Money crosses the API as reais with 2 decimals (a number).
 * The calls are documented in docs/checkout.md, docs/orders.md and docs/ledger.md.
 */
import type { CardTokenBody } from '@shared/cardTokenizer/types';
import type { ActionResponse, Paginate } from '@/types';

// ---------------------------------------------------------------- addresses

/** A saved address of the buyer (spec section 3). `postcode` is formatted "00000-000". */
export interface Address {
  id: number;
  /** Who receives the parcel; defaults to the account holder's name. */
  recipient: string | null;
  /** Optional nickname: "Casa", "Trabalho". */
  label: string | null;
  postcode: string;
  address: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  /** UF, two letters. */
  state: string;
  default: boolean;
}

/** Body of POST /v1/address (and /v1/address/add_address); update-address adds `id`. */
export interface AddressInput {
  recipient?: string | null;
  label?: string | null;
  postcode: string;
  address: string;
  number: string;
  complement?: string | null;
  district: string;
  city: string;
  state: string;
  /** Make it the default address (the first address always is). */
  default?: boolean;
}

/** The default address as the browser session keeps it (spec section 3). */
export interface SessionAddress {
  /** The saved address it came from. */
  id?: number;
  cep: string;
  logradouro: string;
  complemento: string;
  unidade: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
}

/** GET /v1/address-default: the default address plus its browser-session form (both null without one). */
export interface DefaultAddress {
  address: Address | null;
  session: SessionAddress | null;
}

/** GET /api/cep/{cep} (ViaCEP shape). A well-formed CEP that does not exist answers 404 `{erro: true}`. */
export interface CepLookup {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
}

export interface StateOption {
  uf: string;
  name: string;
  capital: string;
  region: string;
}

// ---------------------------------------------------------------- shipping

export interface ShippingOption {
  service: ShippingService;
  name: string;
  price: Reais;
  /** Working days. */
  delivery_days: number;
  /** True when the store's free-shipping day made this option free. */
  free_shipping: boolean;
  /** The price before the free-shipping day, when it applied. */
  original_price: Reais | null;
}

/** One store's shipping in the cart: the quoted options and the selected one. */
export interface CartShipping {
  store_id: number;
  /** Selected service; PAC when the buyer has not chosen yet. Null when there is nothing to quote. */
  service: ShippingService | null;
  selected: ShippingOption | null;
  options: ShippingOption[];
  weight_grams: number;
  /** Destination CEP the options were quoted to (the cart address), null without an address. */
  destination: string | null;
  /** Why there are no options (no address yet, CEP out of range ...). */
  message: string | null;
}

// ---------------------------------------------------------------- cart

/**
 * ok: can be ordered as is; sold_out: the store has none left; quantity_reduced: the store has
 * fewer units than the item asks; price_changed: the unit price differs from when it was added
 * (send update-cart for the item to accept it); unavailable: the listing was paused or removed.
 */

/** `cart.listing-changed` on the user's channel (docs/realtime.md). Prices in reais, "22.50". */
export interface ListingChangedEvent {
  listing_id: number;
  change: Exclude<CartItemStatus, 'ok'>;
  title?: string;
  old_price?: string;
  new_price?: string;
  available_quantity?: number;
  /** The server's Portuguese text (the screen uses its own translated one). */
  message?: string;
}

export interface CartProduct {
  code: number;
  name: string;
  number: string | null;
  collection: string | null;
  type: string;
  url: string | null;
}

export interface CartItem {
  id: number;
  listing_id: number;
  store_id: number;
  product: CartProduct;
  condition: string;
  language: string;
  extras: string[];
  quantity: number;
  /** Current unit price of the listing. */
  price: Reais;
  /** Unit price when it was added (or last accepted). */
  price_added: Reais;
  /** quantity × price. */
  total: Reais;
  /** Units the store has now. */
  available_quantity: number;
  status: CartItemStatus;
  /** Portuguese explanation of a status other than ok. */
  issue: string | null;
}

export interface CartStore {
  id: number;
  name: string;
  slug: string;
  uf: string;
  city: string;
  logo: string | null;
  items_count: number;
  subtotal: Reais;
  shipping: Reais;
  total: Reais;
  /** Days of the week (0 = Sunday) with free PAC above `free_shipping_min` (null: no such days). */
  free_shipping_days: number[];
  free_shipping_min: Reais | null;
}

export interface CartTotals {
  /** Sum of the items. */
  subtotal: Reais;
  /** Sum of the selected shipping of every store. */
  shipping: Reais;
  /** Promotional discounts (none exist yet: always 0). */
  discount: Reais;
  /** subtotal + shipping − discount. */
  total: Reais;
  /** Wallet credit applied (meta.wallet_credit, clamped to the total). */
  wallet_credit: Reais;
  /** What the buyer pays by PIX or card: total − wallet_credit. */
  to_pay: Reais;
}

export interface CartMeta {
  /** Credit the buyer chose to use, clamped to [0, balance] and to the total. */
  wallet_credit: Reais;
  /** The buyer's wallet credit balance. */
  wallet_balance: Reais;
  /** Address the shipping is quoted to: meta address, else the default address. */
  address_id: number | null;
}

/** `result` of every cart call. */
export interface Cart {
  items: CartItem[];
  stores: CartStore[];
  totals: CartTotals;
  shippings: CartShipping[];
  meta: CartMeta;
  address: Address | null;
  /** Units in the cart (sum of quantities): the local cart flag. */
  count: number;
  /** True when some item has a status other than ok (checkout refuses until it is fixed). */
  has_issues: boolean;
}

export interface AddToCartInput {
  /** The store listing (offer) id; `store_product_id` is accepted as its other name. */
  listing_id?: number;
  store_product_id?: number;
  quantity: number | string;
  /** true: `quantity` replaces the item's quantity; false: it is added to it. */
  is_update_from_cart?: boolean;
}

/** /v1/add-ad-to-cart: `ad_id` is the store's ad of the product, i.e. the listing id. */
export interface AddAdToCartInput {
  ad_id: number;
  quantity: number | string;
  is_update_from_cart?: boolean;
}

export interface UpdateCartInput {
  /** quantity 0 removes the item; sending the same quantity accepts a changed price. */
  items: { id: number; quantity: number | string }[];
}

export type CartResponse = ActionResponse<Cart>;

// ---------------------------------------------------------------- payments and cards

export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
}

/** A new card as the host takes it: the browser's token plus brand, last 4 and expiry (lib/cardTokenizer). */
export type NewCardInput = CardTokenBody;

export interface InstallmentOption {
  installments: number;
  interest_free: boolean;
  monthly_rate_percent: number;
  /** What the buyer pays in total, interest included. */
  total: Reais;
  /** The regular installment. */
  installment: Reais;
  /** The first (largest by at most one centavo) installment. */
  first_installment: Reais;
}

export type PaymentStatus = 'pending' | 'paid' | 'approved' | 'refused' | 'expired' | 'canceled' | 'refunded';

export interface Payment {
  id: number;
  /**
   * The gateway's charge id (this host always sends it); in the sandbox,
   * POST /_sandbox/payments/{charge_id}/pay pays a PIX.
   */
  charge_id?: string;
  method: 'pix' | 'card';
  status: PaymentStatus;
  status_label: string;
  /** Charged by PIX or card (the wallet credit is not part of it). */
  amount: Reais;
  /** Card: what the buyer pays with interest. */
  total_with_interest: Reais | null;
  installments: number | null;
  card: { brand: string; last4: string } | null;
  /** PIX: "copia e cola" BR Code and its QR code (PNG data URL), until it expires. */
  pix_code: string | null;
  pix_qr_code: string | null;
  expires_at: string | null;
  paid_at: string | null;
  /** Card: the gateway's Portuguese message (e.g. why it was refused). */
  message: string | null;
}

// ---------------------------------------------------------------- orders

/**
 * awaiting_payment → paid | refused | expired | canceled; paid → invoiced | canceled;
 * invoiced → shipped | canceled; shipped → delivered; delivered → concluded | returned; a gateway refund or
 * chargeback moves any paid one to refunded. See docs/orders.md.
 */

export interface StatusTimelineEntry {
  status: OrderStatus;
  label: string;
  note: string | null;
  at: string;
}

export interface OrderItem {
  id: number;
  listing_id: number | null;
  product: { code: number; name: string; url: string | null };
  condition: string;
  language: string;
  extras: string[];
  quantity: number;
  unit_price: Reais;
  total: Reais;
  /** The buyer's review of this product in this order, if any. */
  review: ProductReview | null;
}

export interface OrderShipping {
  service: ShippingService;
  name: string;
  price: Reais;
  delivery_days: number;
  tracking_code: string | null;
  /** Correios tracking page for the code. */
  tracking_url: string | null;
}

export interface OrderInvoice {
  number: string;
  key: string | null;
  url: string | null;
  issued_at: string | null;
}

export interface AddressSnapshot {
  recipient: string;
  postcode: string;
  address: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
}

/** One store's part of a checkout. */
export interface StoreOrder {
  id: number;
  number: string;
  order_group_id: number;
  store: { id: number; name: string; slug: string; uf: string; city: string; logo: string | null };
  status: OrderStatus;
  status_label: string;
  items_count: number;
  subtotal: Reais;
  shipping: OrderShipping;
  total: Reais;
  created_at: string;
  /** Present in the detail calls (orders/{id}, grouped-orders). */
  items?: OrderItem[];
  timeline?: StatusTimelineEntry[];
  invoice?: OrderInvoice | null;
  review?: OrderReview | null;
  /** What the buyer may do now. */
  can_review?: boolean;
  can_complain?: boolean;
  complaint_id?: number | null;
  /** Whether the buyer may ask to return it now (delivered, within the days, no request open). */
  can_return?: boolean;
  /** The latest return request and the store's answer. */
  return?: StoreOrderReturn | null;
}

/** A buyer's return request as the buyer follows it (docs/returns-and-complaints.md). */
export interface StoreOrderReturn {
  status: 'requested' | 'accepted' | 'refused';
  status_label: string;
  reason: string;
  store_answer: string | null;
  created_at: string;
  answered_at: string | null;
}

/** One checkout: the buyer's order, split into one store order per store. */
export interface OrderGroup {
  id: number;
  number: string;
  status: OrderGroupStatus;
  status_label: string;
  payment_method: PaymentMethod;
  subtotal: Reais;
  shipping: Reais;
  discount: Reais;
  wallet_credit: Reais;
  total: Reais;
  to_pay: Reais;
  items_count: number;
  created_at: string;
  paid_at: string | null;
  expires_at: string | null;
  address: AddressSnapshot;
  orders: StoreOrder[];
  payment: Payment | null;
}

/** Path segment of POST /v1/order/{save_order_path}. */
export type SaveOrderPath = 'pix' | 'credit-card';

export interface PlaceOrderInput {
  /** One UUID per checkout attempt: a retry with the same key answers with the first order. */
  idempotency_key: string;
  address_id: number;
  /** Overrides the services chosen in the cart (default: the cart's choice, else PAC). */
  shippings?: { store_id: number; service: ShippingService }[];
  /** Reais; defaults to the cart's meta.wallet_credit. */
  wallet_credit?: number;
  /** credit-card: a saved card, or a new one tokenized in the browser (optionally saved). */
  card?: { card_id: number } | (NewCardInput & { save?: boolean });
  /** credit-card: 1 to 12 (default 1). */
  installments?: number;
}

/** `result` of a placed order. */
export interface PlacedOrder {
  order_id: number;
  /** True when the key had been used: this is the first order, nothing new was created. */
  replayed: boolean;
  data: OrderGroup;
}

/** One entry of an order error (spec section 8: each is shown as a warning). */
export interface OrderErrorMessage {
  description: string;
  code: string;
  listing_id?: number;
}

/** 422 body of a refused order: `messages` lists every problem. */
export interface OrderErrorResponse {
  error: true;
  message: string;
  messages: OrderErrorMessage[];
  errors?: Record<string, string[]>;
}

/** GET /v1/orders: spec section 3 "Order list: orders, orderPaginate". */
export interface OrderListResponse {
  orders: OrderGroup[];
  orderPaginate: Paginate;
}

/** POST /v1/paginate-order: spec section 3 "Paginated orders: products, paginate" (the rows are order groups). */
export interface PaginatedOrdersResponse {
  products: OrderGroup[];
  paginate: Paginate;
}

// ---------------------------------------------------------------- reviews

export interface OrderReview {
  id: number;
  store_order_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface ProductReview {
  id: number;
  store_order_id: number;
  order_item_id: number;
  product_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
}

// ---------------------------------------------------------------- complaints

export type ComplaintStatus = 'open' | 'closed';

export interface ComplaintMessage {
  id: number;
  author: 'buyer' | 'store';
  author_name: string;
  body: string;
  created_at: string;
}

export interface Complaint {
  id: number;
  store_order_id: number;
  order_number: string;
  order_group_id: number;
  store: { id: number; name: string; slug: string };
  buyer: { id: number; name: string };
  reason: string;
  status: ComplaintStatus;
  closed_by: 'buyer' | 'store' | null;
  created_at: string;
  updated_at: string;
  messages_count: number;
  /** Present in the detail calls. */
  messages?: ComplaintMessage[];
}

export interface ComplaintInput {
  store_order_id: number;
  reason: string;
  message: string;
}
