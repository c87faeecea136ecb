import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

const text = (n = 255) => `varchar(${n})` as const;

/**
 * The store's side of an order (docs/orders.md, "The store's side"):
 *
 * - `store_orders`: when the store accepted it, why it was canceled, when it was returned.
 * - `system_config`: settings the site's staff changes without a release, by code (`order_auto_conclude_days`:
 *   days after delivery before an order concludes by itself, when no complaint or return is open).
 * - `store_order_invoices`: the NF-e of a store order (one authorized at most; refused attempts kept
 *   with SEFAZ's reason): number, series, the 44-digit access key, the authorization protocol, the XML.
 * - `order_returns`: a buyer's request to return a delivered order, and the store's answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_orders').addColumn('accepted_at', text(40)).execute();
  await db.schema.alterTable('store_orders').addColumn('cancel_reason', text(500)).execute();
  await db.schema.alterTable('store_orders').addColumn('returned_at', text(40)).execute();

  await db.schema
    .createTable('system_config')
    .addColumn('code', text(80), (c) => c.primaryKey())
    .addColumn('value', text(255), (c) => c.notNull())
    .addColumn('description', text(255))
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db
    .insertInto('system_config' as never)
    .values({
      code: 'order_auto_conclude_days',
      value: '7',
      description:
        'Dias após a entrega para o pedido ser concluído sozinho, sem reclamação ou devolução aberta',
      updated_at: new Date().toISOString(),
    } as never)
    .execute();

  await withId(db, db.schema.createTable('store_order_invoices'))
    .addColumn('store_order_id', 'integer', (c) =>
      c.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('series', 'integer', (c) => c.notNull())
    .addColumn('access_key', text(44), (c) => c.notNull())
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('protocol', text(20))
    .addColumn('refusal_reason', text(255))
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('sent_to_buyer_at', text(40))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('authorized_at', text(40))
    .execute();
  await db.schema
    .createIndex('store_order_invoices_order_idx')
    .on('store_order_invoices')
    .columns(['store_order_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('order_returns'))
    .addColumn('store_order_id', 'integer', (c) =>
      c.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', text(500), (c) => c.notNull())
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('store_answer', text(500))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('answered_at', text(40))
    .execute();
  await db.schema
    .createIndex('order_returns_store_idx')
    .on('order_returns')
    .columns(['store_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('order_returns_order_idx')
    .on('order_returns')
    .columns(['store_order_id', 'status'])
    .execute();
  await db.schema
    .createIndex('store_orders_store_status_idx')
    .on('store_orders')
    .columns(['store_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('store_orders_store_status_idx').ifExists().execute();
  await db.schema.dropTable('order_returns').ifExists().execute();
  await db.schema.dropTable('store_order_invoices').ifExists().execute();
  await db.schema.dropTable('system_config').ifExists().execute();
  for (const column of ['returned_at', 'cancel_reason', 'accepted_at']) {
    await db.schema.alterTable('store_orders').dropColumn(column).execute();
  }
}
