import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Store clients and the daily view counts (docs/catalogue.md, "Store clients" and "Daily statistics").
 *
 * - `store_clients`: one row per store and buyer with at least one paid store order there (not canceled
 *   since): how many, how much (items + shipping, centavos), first and last payment. Kept by the order
 *   settlement inside its transaction; filled here from the orders that already exist.
 * - `product_view_days`: product page views per product and UTC day, so the daily statistics job can
 *   recompute `products.monthly_views` as the last 30 days. A database that already counted views gets
 *   its current monthly figure spread over the last 30 days (one day per product), so the rankings do
 *   not drop to zero on the first run.
 */

const PAID_STATUSES = ['paid', 'invoiced', 'shipped', 'delivered', 'concluded'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('store_clients'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('orders_count', 'integer', (c) => c.notNull())
    .addColumn('total_spent', 'integer', (c) => c.notNull())
    .addColumn('first_order_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_order_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('store_clients_store_user_unique', ['store_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('store_clients_store_last_idx')
    .on('store_clients')
    .columns(['store_id', 'last_order_at'])
    .execute();

  await db.schema
    .createTable('product_view_days')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_view_days_pk', ['product_id', 'day'])
    .execute();
  await db.schema.createIndex('product_view_days_day_idx').on('product_view_days').columns(['day']).execute();

  const now = new Date().toISOString();
  await sql`INSERT INTO store_clients (store_id, user_id, orders_count, total_spent, first_order_at, last_order_at, updated_at)
    SELECT store_id, user_id, COUNT(*), SUM(total), MIN(paid_at), MAX(paid_at), ${now}
    FROM store_orders
    WHERE status IN (${sql.join(PAID_STATUSES)}) AND paid_at IS NOT NULL
    GROUP BY store_id, user_id`.execute(db);

  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let k = 0; k < 30; k++) {
    const day = new Date(today - k * 86_400_000).toISOString().slice(0, 10);
    await sql`INSERT INTO product_view_days (product_id, day, views)
      SELECT id, ${day}, monthly_views FROM products WHERE monthly_views > 0 AND id % 30 = ${k}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_view_days').ifExists().execute();
  await db.schema.dropTable('store_clients').ifExists().execute();
}
