import type { Kysely } from 'kysely';

/**
 * Gateway refunds and chargebacks (docs/payments.md "Refunds and chargebacks", docs/ledger.md):
 * - `sandbox_charges`: the sandbox gateway's charges, kept in the database instead of one process's
 *   memory, so a restart or a second host still knows (and can pay, settle or refund) every charge;
 * - `payments.refunded_amount`: how much of the charge the gateway gave back so far (centavos);
 * - `store_orders.refunded_amount` / `refunded_at`: the part of the gateway's refund reversed on that
 *   store order, and when (set once: a second event for the same store order reverses nothing).
 */
const text = (n = 255) => `varchar(${n})` as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_charges')
    .addColumn('charge_id', text(64), (c) => c.primaryKey())
    .addColumn('order_ref', text(64), (c) => c.notNull())
    .addColumn('method', text(10), (c) => c.notNull())
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('charge', 'text', (c) => c.notNull())
    .addColumn('settle_at', text(40))
    .addColumn('settle_to', text(10))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_charges_status_idx')
    .on('sandbox_charges')
    .columns(['status'])
    .execute();
  await db.schema
    .createIndex('sandbox_charges_order_ref_idx')
    .on('sandbox_charges')
    .columns(['order_ref'])
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('store_orders')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('store_orders').addColumn('refunded_at', text(40)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_orders').dropColumn('refunded_at').execute();
  await db.schema.alterTable('store_orders').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('payments').dropColumn('refunded_amount').execute();
  await db.schema.dropTable('sandbox_charges').execute();
}
