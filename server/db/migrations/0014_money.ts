import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

const text = (n = 255) => `varchar(${n})` as const;

/** The parametrization codes of spec section 3 and the money settings, with their first values. */
const SETTINGS: ReadonlyArray<{ code: string; value: string; description: string }> = [
  {
    code: 'withdrawal_price',
    value: '367',
    description: 'Tarifa de cada saque, em centavos (R$ 3,67)',
  },
  {
    code: 'withdrawal_min_date',
    value: '1',
    description: 'Dias úteis entre o pedido de saque e a data mais cedo em que ele pode ser pago',
  },
  {
    code: 'withdrawal_min_amount',
    value: '1000',
    description: 'Menor saque, em centavos (R$ 10,00), antes da tarifa',
  },
  {
    code: 'max_classified_per_store',
    value: '50',
    description: 'Anúncios classificados que uma loja pode ter, em qualquer situação fora da lixeira',
  },
  {
    code: 'max_classified_active',
    value: '20',
    description: 'Anúncios classificados que uma loja pode ter disponíveis ao mesmo tempo',
  },
];

/**
 * The store's money (docs/ledger.md, docs/payouts-and-plans.md):
 *
 * - `system_config` rows for the parametrization codes (withdrawal fee and earliest date, classified limits).
 * - `bank_accounts`: where a store's cash-outs go — a bank account by COMPE code with agency and account
 *   (and their check digits), and/or a PIX key of a checked type. Deleting keeps the row (`deleted_at`),
 *   so a payout always names the account it went to.
 * - `payouts`: cash-outs. Requested → the ledger moves the amount out of the store's wallet at once
 *   (`store_wallet → payouts_in_transit` and the fee to the platform); the payout driver settles it
 *   (`paid`, or `failed` and the money goes back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('system_config' as never)
    .values(SETTINGS.map((s) => ({ ...s, updated_at: now })) as never)
    .execute();

  await withId(db, db.schema.createTable('bank_accounts'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('bank_code', text(3), (c) => c.notNull())
    .addColumn('bank_name', text(120), (c) => c.notNull())
    .addColumn('agency', text(5), (c) => c.notNull())
    .addColumn('agency_digit', text(1))
    .addColumn('account', text(13), (c) => c.notNull())
    .addColumn('account_digit', text(2), (c) => c.notNull())
    /** checking | savings | payment */
    .addColumn('account_type', text(12), (c) => c.notNull())
    .addColumn('holder_name', text(120), (c) => c.notNull())
    /** CPF or CNPJ, digits only. */
    .addColumn('holder_document', text(14), (c) => c.notNull())
    /** cpf | cnpj | email | phone | random, or null without a PIX key. */
    .addColumn('pix_key_type', text(8))
    .addColumn('pix_key', text(77))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .addColumn('deleted_at', text(40))
    .execute();
  await db.schema
    .createIndex('bank_accounts_store_idx')
    .on('bank_accounts')
    .columns(['store_id', 'deleted_at'])
    .execute();

  await withId(db, db.schema.createTable('payouts'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id'))
    /** What reaches the bank account, in centavos (the fee is on top, taken from the wallet too). */
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    /** pending | paid | failed */
    .addColumn('status', text(10), (c) => c.notNull())
    .addColumn('driver', text(20), (c) => c.notNull())
    .addColumn('external_id', text(80))
    /** The date (YYYY-MM-DD) the payout is to be paid on, never before withdrawal_min_date allows. */
    .addColumn('scheduled_for', text(10), (c) => c.notNull())
    .addColumn('failure_reason', text(255))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('settled_at', text(40))
    .execute();
  await db.schema
    .createIndex('payouts_store_idx')
    .on('payouts')
    .columns(['store_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payouts_status_idx')
    .on('payouts')
    .columns(['status', 'scheduled_for'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payouts').ifExists().execute();
  await db.schema.dropTable('bank_accounts').ifExists().execute();
  await db
    .deleteFrom('system_config' as never)
    .where('code' as never, 'in', SETTINGS.map((s) => s.code) as never)
    .execute();
}
