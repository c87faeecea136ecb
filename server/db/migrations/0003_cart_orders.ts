import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Cart, addresses, checkout and the buyer's orders: cart rows, order groups split into store orders,
 * payments and their webhook events, saved cards, the double-entry ledger (wallet credit, platform
 * fee, store receivables), reviews and complaints. See docs/checkout.md, docs/orders.md, docs/ledger.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createAddressAndCartTables(db);
  await createLedgerTables(db);
  await createOrderTables(db);
  await createPaymentTables(db);
  await createReviewAndComplaintTables(db);
}

const text = (n = 255) => `varchar(${n})` as const;
const userRef = 'users.id';

async function createAddressAndCartTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('addresses'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('recipient', text(160))
    .addColumn('label', text(60))
    .addColumn('postcode', text(8), (c) => c.notNull())
    .addColumn('address', text(200), (c) => c.notNull())
    .addColumn('number', text(20), (c) => c.notNull())
    .addColumn('complement', text(120))
    .addColumn('district', text(120), (c) => c.notNull())
    .addColumn('city', text(120), (c) => c.notNull())
    .addColumn('state', text(2), (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('addresses_user_idx')
    .on('addresses')
    .columns(['user_id', 'is_default'])
    .execute();

  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) =>
      c.notNull().references('store_listings.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The unit price the buyer saw: a listing whose price moved since is flagged, not silently repriced.
    .addColumn('price_added', 'integer', (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .addUniqueConstraint('cart_items_user_listing_unique', ['user_id', 'listing_id'])
    .addCheckConstraint('cart_items_quantity_positive', sql`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('cart_items_listing_idx')
    .on('cart_items')
    .columns(['listing_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('cart_meta')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references(userRef).onDelete('cascade'))
    .addColumn('wallet_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cart_shippings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('service', text(10), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_shippings_pk', ['user_id', 'store_id'])
    .execute();
}

async function createLedgerTables(db: Kysely<unknown>): Promise<void> {
  // One row per account with its running balance; the conditional update on it keeps wallets >= 0.
  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('code', text(80), (c) => c.notNull().unique())
    .addColumn('kind', text(30), (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references(userRef).onDelete('set null'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addCheckConstraint('ledger_wallet_not_negative', sql`kind <> 'buyer_wallet' OR balance >= 0`)
    .execute();

  await withId(db, db.schema.createTable('ledger_transactions'))
    .addColumn('kind', text(40), (c) => c.notNull())
    .addColumn('order_group_id', 'integer')
    .addColumn('store_order_id', 'integer')
    .addColumn('memo', text(255))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_transactions_group_idx')
    .on('ledger_transactions')
    .columns(['order_group_id'])
    .execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('transaction_id', 'integer', (c) =>
      c.notNull().references('ledger_transactions.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_idx')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction_idx')
    .on('ledger_entries')
    .columns(['transaction_id'])
    .execute();
}

async function createOrderTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('order_groups'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef))
    .addColumn('number', text(20), (c) => c.notNull().unique())
    .addColumn('idempotency_key', text(64), (c) => c.notNull())
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('payment_method', text(20), (c) => c.notNull())
    .addColumn('items_total', 'integer', (c) => c.notNull())
    .addColumn('shipping_total', 'integer', (c) => c.notNull())
    .addColumn('discount_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallet_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('charge_amount', 'integer', (c) => c.notNull())
    .addColumn('fee_total', 'integer', (c) => c.notNull())
    .addColumn('items_count', 'integer', (c) => c.notNull())
    .addColumn('recipient', text(160), (c) => c.notNull())
    .addColumn('postcode', text(8), (c) => c.notNull())
    .addColumn('address', text(200), (c) => c.notNull())
    .addColumn('address_number', text(20), (c) => c.notNull())
    .addColumn('complement', text(120))
    .addColumn('district', text(120), (c) => c.notNull())
    .addColumn('city', text(120), (c) => c.notNull())
    .addColumn('state', text(2), (c) => c.notNull())
    // Until when the reserved stock waits for the payment; the expiry job releases it after.
    .addColumn('expires_at', text(40))
    .addColumn('paid_at', text(40))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .addUniqueConstraint('order_groups_idempotency_unique', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('order_groups_user_idx')
    .on('order_groups')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('order_groups_expiry_idx')
    .on('order_groups')
    .columns(['status', 'expires_at'])
    .execute();

  await withId(db, db.schema.createTable('store_orders'))
    .addColumn('order_group_id', 'integer', (c) =>
      c.notNull().references('order_groups.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef))
    .addColumn('number', text(24), (c) => c.notNull().unique())
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('items_total', 'integer', (c) => c.notNull())
    .addColumn('items_count', 'integer', (c) => c.notNull())
    .addColumn('shipping_service', text(10), (c) => c.notNull())
    .addColumn('shipping_price', 'integer', (c) => c.notNull())
    .addColumn('shipping_days', 'integer', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('tracking_code', text(20))
    .addColumn('invoice_number', text(20))
    .addColumn('invoice_key', text(44))
    .addColumn('invoice_url', text(255))
    .addColumn('invoiced_at', text(40))
    .addColumn('paid_at', text(40))
    .addColumn('shipped_at', text(40))
    .addColumn('delivered_at', text(40))
    .addColumn('concluded_at', text(40))
    .addColumn('canceled_at', text(40))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_orders_group_idx')
    .on('store_orders')
    .columns(['order_group_id'])
    .execute();
  await db.schema
    .createIndex('store_orders_store_idx')
    .on('store_orders')
    .columns(['store_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('store_orders_user_idx')
    .on('store_orders')
    .columns(['user_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('order_items'))
    .addColumn('store_order_id', 'integer', (c) =>
      c.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('listing_id', 'integer', (c) => c.references('store_listings.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('product_name', text(200), (c) => c.notNull())
    .addColumn('product_image', text(255))
    .addColumn('condition', text(10), (c) => c.notNull())
    .addColumn('language', text(4), (c) => c.notNull())
    .addColumn('extras', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addCheckConstraint('order_items_quantity_positive', sql`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .columns(['store_order_id'])
    .execute();

  await withId(db, db.schema.createTable('order_status_history'))
    .addColumn('store_order_id', 'integer', (c) =>
      c.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('note', text(255))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order_idx')
    .on('order_status_history')
    .columns(['store_order_id', 'id'])
    .execute();
}

async function createPaymentTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payments'))
    .addColumn('order_group_id', 'integer', (c) =>
      c.notNull().references('order_groups.id').onDelete('cascade'),
    )
    .addColumn('driver', text(20), (c) => c.notNull())
    .addColumn('charge_id', text(64), (c) => c.notNull().unique())
    .addColumn('method', text(10), (c) => c.notNull())
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('total_with_interest', 'integer')
    .addColumn('installments', 'integer')
    .addColumn('card_brand', text(20))
    .addColumn('card_last4', text(4))
    .addColumn('pix_payload', 'text')
    .addColumn('pix_qr_code', 'text')
    .addColumn('reason_code', text(40))
    .addColumn('message', text(255))
    .addColumn('expires_at', text(40))
    .addColumn('paid_at', text(40))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_group_idx').on('payments').columns(['order_group_id']).execute();

  // Webhook events already applied: a gateway retries deliveries, each event id counts once.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', text(80), (c) => c.primaryKey())
    .addColumn('type', text(30), (c) => c.notNull())
    .addColumn('charge_id', text(64), (c) => c.notNull())
    .addColumn('outcome', text(40), (c) => c.notNull())
    .addColumn('received_at', text(40), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('saved_cards'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('driver', text(20), (c) => c.notNull())
    .addColumn('gateway_card_id', text(64), (c) => c.notNull())
    .addColumn('brand', text(20), (c) => c.notNull())
    .addColumn('last4', text(4), (c) => c.notNull())
    .addColumn('holder', text(120), (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_cards_user_idx').on('saved_cards').columns(['user_id']).execute();
}

async function createReviewAndComplaintTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('order_reviews'))
    .addColumn('store_order_id', 'integer', (c) =>
      c.notNull().unique().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('store_review_id', 'integer')
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('product_reviews'))
    .addColumn('store_order_id', 'integer', (c) =>
      c.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'integer', (c) =>
      c.notNull().references('order_items.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addUniqueConstraint('product_reviews_order_product_unique', ['store_order_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_reviews_product_idx')
    .on('product_reviews')
    .columns(['product_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('complaints'))
    .addColumn('store_order_id', 'integer', (c) =>
      c.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('reason', text(120), (c) => c.notNull())
    .addColumn('status', text(10), (c) => c.notNull())
    .addColumn('closed_by', text(10))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('complaints_user_idx').on('complaints').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('complaints_store_idx').on('complaints').columns(['store_id', 'id']).execute();
  await db.schema
    .createIndex('complaints_order_idx')
    .on('complaints')
    .columns(['store_order_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('complaint_messages'))
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('author', text(10), (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.references(userRef).onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('complaint_messages_complaint_idx')
    .on('complaint_messages')
    .columns(['complaint_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'complaint_messages',
    'complaints',
    'product_reviews',
    'order_reviews',
    'saved_cards',
    'payment_events',
    'payments',
    'order_status_history',
    'order_items',
    'store_orders',
    'order_groups',
    'ledger_entries',
    'ledger_transactions',
    'ledger_accounts',
    'cart_shippings',
    'cart_meta',
    'cart_items',
    'addresses',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
