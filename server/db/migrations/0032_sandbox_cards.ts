import type { Kysely } from 'kysely';

/**
 * The sandbox gateway's card vault (docs/payments.md "Saved cards"), kept in the database instead of
 * one process's memory, so a card saved on one host pays and is removed on every other. A row keeps
 * what a gateway's vault keeps: the card id it hands out, its customer, an opaque token, brand, last 4
 * digits, holder, expiry and the sandbox's test behaviour — never the number nor the cvv.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_cards')
    .addColumn('card_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token', 'varchar(64)', (c) => c.notNull())
    .addColumn('brand', 'varchar(20)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('holder', 'varchar(120)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('behaviour', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_cards_customer_idx')
    .on('sandbox_cards')
    .columns(['customer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_cards').execute();
}
