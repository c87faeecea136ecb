import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

const text = (n = 255) => `varchar(${n})` as const;

/**
 * The company's outside accounts (docs/payouts-and-plans.md, "PagBank account and Bling"):
 *
 * - `gateway_accounts`: the payment account (PagBank Connect "SELLER") created for a company, one per
 *   company and driver. Only the gateway's id and public data; no key.
 * - `bling_connections`: one per company, the Bling app credentials and OAuth tokens, each secret
 *   encrypted (AES-256-GCM); the pending OAuth `state` only as a hash, with its expiry.
 * - `bling_invoice_pushes`: each authorized NF-e sent to Bling, and how it went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('gateway_accounts'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('driver', text(20), (c) => c.notNull())
    .addColumn('external_id', text(80), (c) => c.notNull())
    .addColumn('status', text(12), (c) => c.notNull())
    .addColumn('name', text(190), (c) => c.notNull())
    .addColumn('email', text(190), (c) => c.notNull())
    .addColumn('tax_id', text(14), (c) => c.notNull())
    .addColumn('tax_id_type', text(4), (c) => c.notNull())
    .addColumn('access_state_hash', text(64))
    .addColumn('access_expires_at', text(40))
    .addColumn('access_granted_at', text(40))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gateway_accounts_company_driver_unique')
    .on('gateway_accounts')
    .columns(['company_id', 'driver'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('bling_connections'))
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().unique().references('companies.id').onDelete('cascade'),
    )
    .addColumn('client_id', text(120), (c) => c.notNull())
    .addColumn('client_secret_enc', 'text', (c) => c.notNull())
    .addColumn('access_token_enc', 'text')
    .addColumn('refresh_token_enc', 'text')
    .addColumn('token_expires_at', text(40))
    .addColumn('oauth_state_hash', text(64))
    .addColumn('state_expires_at', text(40))
    .addColumn('status', text(12), (c) => c.notNull())
    .addColumn('connected_at', text(40))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('bling_invoice_pushes'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('store_order_id', 'integer', (c) =>
      c.notNull().references('store_orders.id').onDelete('cascade'),
    )
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('store_order_invoices.id'))
    .addColumn('status', text(10), (c) => c.notNull())
    .addColumn('external_id', text(80))
    .addColumn('error', text(255))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bling_invoice_pushes_company_idx')
    .on('bling_invoice_pushes')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bling_invoice_pushes_order_idx')
    .on('bling_invoice_pushes')
    .columns(['store_order_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bling_invoice_pushes').ifExists().execute();
  await db.schema.dropTable('bling_connections').ifExists().execute();
  await db.schema.dropTable('gateway_accounts').ifExists().execute();
}
