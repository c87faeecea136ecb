import type { Generated } from 'kysely';
import type {
  ListingStatus,
  ProductType,
  StoreStatus,
  SuggestionStatus,
} from '../../shared/constants/catalogue.ts';
import type { OrderGroupStatus, OrderStatus, PaymentMethod } from '../../shared/constants/orders.ts';
import type { SubscriptionStatus } from '../../shared/constants/payouts.ts';
import type { ClassifiedTables } from './schema-classifieds.ts';
import type { FeaturedTables } from './schema-featured.ts';
import type { IntegrationTables } from './schema-integrations.ts';
import type { MoneyTables } from './schema-money.ts';
import type { PlanTables } from './schema-plans.ts';
import type { SupportTables } from './schema-support.ts';
import type { WantTables } from './schema-wants.ts';

export type {
  ListingStatus,
  ProductType,
  StoreStatus,
  SuggestionStatus,
} from '../../shared/constants/catalogue.ts';
export type { OrderGroupStatus, OrderStatus, PaymentMethod } from '../../shared/constants/orders.ts';

/** Flags are stored as 0/1 integers and timestamps as ISO-8601 UTC text so SQLite and PostgreSQL agree. */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  last_name: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'supplier';
  phone: string | null;
  document: string | null;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface EmailTokensTable {
  id: Generated<number>;
  email: string;
  user_id: number | null;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  refused_at: string | null;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_code: string;
  status: SubscriptionStatus;
  started_at: string;
  ends_at: string | null;
  created_at: string;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** One throttled key's count in its current window (migration 0028, domain/auth/throttle.ts). */
export interface ThrottlesTable {
  key: string;
  hits: number;
  /** Epoch milliseconds. */
  reset_at: number;
}

/** A one-time `/auth/login?token=` code, bound to the browser that asked for it (migration 0028). */
export interface LoginCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  browser_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

// ---------------------------------------------------------------- catalogue (migration 0002)

export interface BusinessesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  email: string;
  phone: string;
  url: string;
  created_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  business_id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  type: ProductType;
  image_url: string | null;
  position: number;
  created_at: string;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  logo_url: string | null;
}

export interface CollectionsTable {
  id: Generated<number>;
  business_id: number;
  category_id: number | null;
  code: string;
  name: string;
  name_en: string | null;
  name_norm: string;
  release_date: string | null;
  created_at: string;
}

/** rarities, elements and origins share one shape. */
export interface ReferenceTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: string;
  color: string;
  position: number;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  used_in: string;
}

export interface ProductsTable {
  id: Generated<number>;
  business_id: number;
  type: ProductType;
  category_id: number | null;
  collection_id: number | null;
  brand_id: number | null;
  rarity_id: number | null;
  element_id: number | null;
  origin_id: number | null;
  name: string;
  name_en: string | null;
  name_norm: string;
  search_text: string;
  number: string | null;
  code_pro: string | null;
  rdc: string | null;
  description: string | null;
  can_send_bra_center: Flag;
  released_at: string | null;
  min_price: number | null;
  avg_price: number | null;
  max_price: number | null;
  offers_count: Generated<number>;
  stock: Generated<number>;
  price_7d_ago: number | null;
  price_change_bp: number | null;
  monthly_views: Generated<number>;
  monthly_sales: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  url: string;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

export interface PriceSnapshotsTable {
  id: Generated<number>;
  product_id: number;
  day: string;
  min_price: number | null;
  avg_price: number | null;
  max_price: number | null;
  offers: number;
}

export interface ProductSalesTable {
  id: Generated<number>;
  product_id: number;
  store_id: number;
  condition: string;
  language: string;
  quantity: number;
  price: number;
  sold_at: string;
}

export interface StoresTable {
  id: Generated<number>;
  business_id: number;
  owner_user_id: number | null;
  name: string;
  slug: string;
  uf: string;
  city: string;
  logo_url: string | null;
  banner_url: string | null;
  description: string | null;
  is_client: Flag;
  /** `pending` (opened, waiting for an admin), `active` or `blocked` (docs/stores.md). */
  status: StoreStatus;
  document: string | null;
  document_type: 'cpf' | 'cnpj' | null;
  company_id: number | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** The CEP the store ships from (digits). */
  origin_postcode: string | null;
  handling_days: Generated<number>;
  activated_at: string | null;
  blocked_reason: string | null;
  rating_sum: Generated<number>;
  reviews_count: Generated<number>;
  sales_count: Generated<number>;
  offers_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  user_id: number;
  /** Digits only, check digits verified. */
  cnpj: string;
  legal_name: string;
  trade_name: string | null;
  state_registration: string | null;
  email: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

export interface StoreBlockDatesTable {
  id: Generated<number>;
  store_id: number;
  /** YYYY-MM-DD, inclusive. */
  starts_on: string;
  ends_on: string;
  reason: string | null;
  created_at: string;
}

export interface StoreBoxesTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  max_weight_g: number;
  created_at: string;
}

export interface StoreViewDaysTable {
  store_id: number;
  day: string;
  views: number;
}

export interface StockImportsTable {
  id: Generated<number>;
  store_id: number;
  user_id: number;
  file_name: string;
  status: 'previewed' | 'running' | 'done' | 'failed' | 'discarded';
  total_rows: number;
  processed_rows: Generated<number>;
  created_count: Generated<number>;
  updated_count: Generated<number>;
  /** The validated rows of a preview, kept until it is confirmed or discarded. */
  rows_json: string | null;
  errors_json: string | null;
  message: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A store's Bra Center list (migration 0009): the products it sends through the Bra Center. */
/** Settings the staff changes without a release, by code (migration 0012). */
export interface SystemConfigTable {
  code: string;
  value: string;
  description: string | null;
  updated_at: string;
}

/** The NF-e of a store order: refused attempts are kept with SEFAZ's reason; one is authorized at most. */
export interface StoreOrderInvoicesTable {
  id: Generated<number>;
  store_order_id: number;
  number: number;
  series: number;
  /** 44 digits, the last one the check digit (módulo 11). */
  access_key: string;
  status: 'pending' | 'authorized' | 'refused' | 'canceled';
  protocol: string | null;
  refusal_reason: string | null;
  xml: string;
  sent_to_buyer_at: string | null;
  created_at: string;
  authorized_at: string | null;
}

/** A buyer's request to return a delivered store order, and the store's answer. */
export interface OrderReturnsTable {
  id: Generated<number>;
  store_order_id: number;
  store_id: number;
  user_id: number;
  reason: string;
  status: 'requested' | 'accepted' | 'refused';
  store_answer: string | null;
  created_at: string;
  answered_at: string | null;
}

export interface StoreBraCenterProductsTable {
  store_id: number;
  product_id: number;
  created_at: string;
}

export interface StoreClientsTable {
  id: Generated<number>;
  store_id: number;
  user_id: number;
  orders_count: number;
  /** Items plus shipping of those store orders, in centavos. */
  total_spent: number;
  first_order_at: string;
  last_order_at: string;
  updated_at: string;
}

/** Product page views per product and UTC day; the daily statistics job sums the last 30 days. */
export interface ProductViewDaysTable {
  product_id: number;
  day: string;
  views: number;
}

export interface StoreListingsTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  condition: string;
  language: string;
  /** Bit mask of the extras (foil, promo, signed ...), see domain/catalogue/references.ts. */
  extras: number;
  quantity: number;
  price: number;
  /** `blocked`: taken down by an admin (block-card); only an admin brings it back. */
  status: ListingStatus;
  /**
   * Copies of the product's type, collection and search text (normalized name, English name and
   * code, number, RDC code), kept by triggers (migration 0010) for the seller's stock list.
   */
  product_type: Generated<string>;
  product_search_text: Generated<string>;
  collection_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface StoreReviewsTable {
  id: Generated<number>;
  store_id: number;
  user_id: number | null;
  author_name: string;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface StoreFreeShippingDaysTable {
  id: Generated<number>;
  store_id: number;
  day_of_week: number;
  min_order: number;
}

export interface LeaguesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  game: string;
  uf: string;
  city: string;
  description: string | null;
  store_id: number | null;
}

export interface BannersTable {
  id: Generated<number>;
  business_id: number;
  title: string;
  subtitle: string | null;
  image_url: string;
  link_url: string | null;
  position: number;
  active: Flag;
  starts_at: string | null;
  ends_at: string | null;
}

export interface BannerAdsTable {
  id: Generated<number>;
  store_id: number | null;
  title: string;
  image_url: string;
  link_url: string | null;
  position: number;
  active: Flag;
  starts_at: string | null;
  ends_at: string | null;
}

export interface NoticesTable {
  id: Generated<number>;
  /** null: a notice for everyone. */
  user_id: number | null;
  title: string;
  body: string;
  created_at: string;
}

export interface NoticeReadsTable {
  notice_id: number;
  user_id: number;
  read_at: string;
}

export interface StaticTextsTable {
  id: Generated<number>;
  code: string;
  title: string;
  body: string;
  updated_at: string;
}

export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface UserCollectionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  vision: 'have' | 'want';
  quantity: number;
  created_at: string;
  updated_at: string;
}

export interface SearchVocabularyTable {
  term: string;
  doc_count: number;
}

export interface SearchTermVariantsTable {
  variant: string;
  term: string;
}

// ---------------------------------------------------------------- cart, orders, ledger (migration 0003)

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  recipient: string | null;
  label: string | null;
  /** 8 digits. */
  postcode: string;
  address: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  is_default: Flag;
  /** Set on a company's address (company-info); null in a buyer's address book. */
  company_id: Generated<number | null>;
  /** Set on a store's shipping origin address; null in a buyer's address book. */
  store_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  listing_id: number;
  quantity: number;
  price_added: number;
  created_at: string;
  updated_at: string;
}

export interface CartMetaTable {
  user_id: number;
  wallet_credit: number;
  address_id: number | null;
  updated_at: string;
}

export interface CartShippingsTable {
  user_id: number;
  store_id: number;
  service: 'PAC' | 'SEDEX';
  updated_at: string;
}

export type LedgerAccountKind =
  | 'buyer_wallet'
  | 'wallet_holds'
  | 'gateway'
  | 'platform_fee'
  | 'store_receivable'
  | 'store_wallet'
  | 'promotions'
  | 'payouts_in_transit'
  | 'payouts_sent'
  | 'platform_revenue'
  | 'refund_losses';

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  kind: LedgerAccountKind;
  user_id: number | null;
  store_id: number | null;
  balance: number;
  created_at: string;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: string;
  order_group_id: number | null;
  store_order_id: number | null;
  memo: string | null;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: number;
  created_at: string;
}

export interface OrderGroupsTable {
  id: Generated<number>;
  user_id: number;
  number: string;
  idempotency_key: string;
  status: OrderGroupStatus;
  payment_method: PaymentMethod;
  items_total: number;
  shipping_total: number;
  discount_total: number;
  wallet_credit: number;
  total: number;
  charge_amount: number;
  fee_total: number;
  items_count: number;
  recipient: string;
  postcode: string;
  address: string;
  address_number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StoreOrdersTable {
  id: Generated<number>;
  order_group_id: number;
  store_id: number;
  user_id: number;
  number: string;
  status: OrderStatus;
  items_total: number;
  items_count: number;
  shipping_service: 'PAC' | 'SEDEX';
  shipping_price: number;
  shipping_days: number;
  weight_grams: number;
  fee: number;
  total: number;
  tracking_code: string | null;
  invoice_number: string | null;
  invoice_key: string | null;
  invoice_url: string | null;
  invoiced_at: string | null;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  concluded_at: string | null;
  canceled_at: string | null;
  /** When the store accepted the order and started preparing it (new-order screen). */
  accepted_at: Generated<string | null>;
  /** The reason the store gave when it canceled (required to cancel). */
  cancel_reason: Generated<string | null>;
  returned_at: Generated<string | null>;
  /** The gateway's refund (or chargeback) reversed on this store order, centavos (docs/ledger.md). */
  refunded_amount: Generated<number>;
  refunded_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  store_order_id: number;
  listing_id: number | null;
  product_id: number;
  product_name: string;
  product_image: string | null;
  condition: string;
  language: string;
  extras: number;
  quantity: number;
  unit_price: number;
  total: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  store_order_id: number;
  status: OrderStatus;
  note: string | null;
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_group_id: number;
  driver: string;
  charge_id: string;
  method: 'pix' | 'card';
  status: 'pending' | 'paid' | 'approved' | 'refused' | 'expired' | 'canceled' | 'refunded';
  amount: number;
  total_with_interest: number | null;
  installments: number | null;
  card_brand: string | null;
  card_last4: string | null;
  pix_payload: string | null;
  pix_qr_code: string | null;
  reason_code: string | null;
  message: string | null;
  expires_at: string | null;
  paid_at: string | null;
  /** How much of the charge the gateway gave back so far (refunds and chargebacks), centavos. */
  refunded_amount: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  charge_id: string;
  outcome: string;
  received_at: string;
}

/** The sandbox gateway's charges (docs/payments.md "Sandbox behaviour"): the Charge as JSON. */
export interface SandboxChargesTable {
  charge_id: string;
  order_ref: string;
  method: 'pix' | 'card';
  status: string;
  charge: string;
  /** A test card in analysis: when it settles (ISO-8601), and how. */
  settle_at: string | null;
  settle_to: 'approve' | 'refuse' | null;
  /** Bumped by every write: a write names the version it read, so two hosts never both apply a change. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The sandbox gateway's card vault (migration 0032): no number, no cvv. */
export interface SandboxCardsTable {
  card_id: string;
  customer_id: string;
  token: string;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  behaviour: string;
  created_at: string;
}

export interface SavedCardsTable {
  id: Generated<number>;
  user_id: number;
  driver: string;
  gateway_card_id: string;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
}

export interface OrderReviewsTable {
  id: Generated<number>;
  store_order_id: number;
  user_id: number;
  store_id: number;
  store_review_id: number | null;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  store_order_id: number;
  order_item_id: number;
  product_id: number;
  user_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface ComplaintsTable {
  id: Generated<number>;
  store_order_id: number;
  user_id: number;
  store_id: number;
  reason: string;
  status: 'open' | 'closed';
  closed_by: 'buyer' | 'store' | null;
  created_at: string;
  updated_at: string;
}

export interface ComplaintMessagesTable {
  id: Generated<number>;
  complaint_id: number;
  author: 'buyer' | 'store';
  author_user_id: number | null;
  body: string;
  created_at: string;
}

/** A card a user suggested for the catalogue (docs/suggestions.md). */
export interface ProductSuggestionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** Collection or set, as the user wrote it. */
  collection: string | null;
  type: ProductType;
  notes: string | null;
  status: SuggestionStatus;
  /** The admin who approved or rejected it. */
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The last period a periodic job completed (server/jobs/run-once.ts). */
export interface JobRunsTable {
  name: string;
  period: string;
  finished_at: string;
}

export interface Database
  extends MoneyTables,
    PlanTables,
    IntegrationTables,
    ClassifiedTables,
    FeaturedTables,
    SupportTables,
    WantTables {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  email_tokens: EmailTokensTable;
  subscriptions: SubscriptionsTable;
  outbox_mails: OutboxMailsTable;
  throttles: ThrottlesTable;
  login_codes: LoginCodesTable;
  job_runs: JobRunsTable;
  // catalogue
  businesses: BusinessesTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  collections: CollectionsTable;
  rarities: ReferenceTable;
  elements: ReferenceTable;
  origins: ReferenceTable;
  tags: TagsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_tags: ProductTagsTable;
  price_snapshots: PriceSnapshotsTable;
  product_sales: ProductSalesTable;
  stores: StoresTable;
  store_listings: StoreListingsTable;
  store_clients: StoreClientsTable;
  product_view_days: ProductViewDaysTable;
  store_reviews: StoreReviewsTable;
  store_free_shipping_days: StoreFreeShippingDaysTable;
  leagues: LeaguesTable;
  banners: BannersTable;
  banner_ads: BannerAdsTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  static_texts: StaticTextsTable;
  favorites: FavoritesTable;
  user_collections: UserCollectionsTable;
  search_vocabulary: SearchVocabularyTable;
  search_term_variants: SearchTermVariantsTable;
  // cart, orders, ledger
  addresses: AddressesTable;
  cart_items: CartItemsTable;
  cart_meta: CartMetaTable;
  cart_shippings: CartShippingsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  order_groups: OrderGroupsTable;
  store_orders: StoreOrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_cards: SandboxCardsTable;
  saved_cards: SavedCardsTable;
  order_reviews: OrderReviewsTable;
  product_reviews: ProductReviewsTable;
  complaints: ComplaintsTable;
  complaint_messages: ComplaintMessagesTable;
  // suggestions
  product_suggestions: ProductSuggestionsTable;
  // the seller's side
  companies: CompaniesTable;
  store_block_dates: StoreBlockDatesTable;
  store_boxes: StoreBoxesTable;
  store_view_days: StoreViewDaysTable;
  stock_imports: StockImportsTable;
  store_bra_center_products: StoreBraCenterProductsTable;
  system_config: SystemConfigTable;
  store_order_invoices: StoreOrderInvoicesTable;
  order_returns: OrderReturnsTable;
}
