import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

const text = (n = 255) => `varchar(${n})` as const;

/** Subscriptions that hold the store's one slot: every status but the ended ones (canceled, expired). */
export const LIVE_SUBSCRIPTION_STATUSES = [
  'pending',
  'trial',
  'active',
  'overdue',
  'pending_action',
  'suspended',
] as const;

const SUBSCRIPTION_COLUMNS = [
  'store_id',
  'plan_id',
  'payment_method',
  'saved_card_id',
  'current_period_end',
  'trial_ends_at',
  'cancel_at_period_end',
  'canceled_at',
  'updated_at',
] as const;

/**
 * Plans and subscriptions (docs/payouts-and-plans.md "Plans and subscriptions"):
 *
 * - `plans`: what the site sells to stores (price per interval, listing and classified limits; a null
 *   limit is unlimited). The rows come from the seed (server/db/seed/plans.ts).
 * - `subscriptions` gains the store it pays for, the plan row, how it pays (pix | card and the saved
 *   card), its current period and its cancellation. One live subscription per store (a partial unique
 *   index over the live statuses).
 * - `subscription_charges`: every charge of a subscription (first payment, plan change, renewal), one
 *   per subscription and due date (unique: concurrent renewal jobs charge once), with its attempts;
 *   at most one of them pending per subscription.
 * - `system_config` code `subscription_grace_days` (5): days past the due date before an unpaid
 *   subscription is suspended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('plans'))
    .addColumn('code', text(40), (c) => c.notNull().unique())
    .addColumn('name', text(80), (c) => c.notNull())
    .addColumn('description', text(500), (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('interval_months', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_listings', 'integer')
    .addColumn('max_classifieds', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();

  const columns: Record<(typeof SUBSCRIPTION_COLUMNS)[number], () => Promise<void>> = {
    store_id: () =>
      db.schema
        .alterTable('subscriptions')
        .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
        .execute(),
    plan_id: () =>
      db.schema
        .alterTable('subscriptions')
        .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
        .execute(),
    payment_method: () =>
      db.schema.alterTable('subscriptions').addColumn('payment_method', text(8)).execute(),
    saved_card_id: () =>
      db.schema.alterTable('subscriptions').addColumn('saved_card_id', 'integer').execute(),
    current_period_end: () =>
      db.schema.alterTable('subscriptions').addColumn('current_period_end', text(40)).execute(),
    trial_ends_at: () => db.schema.alterTable('subscriptions').addColumn('trial_ends_at', text(40)).execute(),
    cancel_at_period_end: () =>
      db.schema
        .alterTable('subscriptions')
        .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
        .execute(),
    canceled_at: () => db.schema.alterTable('subscriptions').addColumn('canceled_at', text(40)).execute(),
    updated_at: () => db.schema.alterTable('subscriptions').addColumn('updated_at', text(40)).execute(),
  };
  for (const name of SUBSCRIPTION_COLUMNS) await columns[name]();

  const live = sql.join(LIVE_SUBSCRIPTION_STATUSES.map((s) => sql.lit(s)));
  await db.schema
    .createIndex('subscriptions_live_store_uq')
    .on('subscriptions')
    .column('store_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`(${live})`)
    .execute();
  await db.schema
    .createIndex('subscriptions_due_idx')
    .on('subscriptions')
    .columns(['status', 'current_period_end'])
    .execute();

  await withId(db, db.schema.createTable('subscription_charges'))
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    /** The plan this charge pays for (a plan change: the new plan, applied when paid). */
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    /** signup | change | renewal */
    .addColumn('kind', text(10), (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    /** pix | card */
    .addColumn('method', text(8), (c) => c.notNull())
    /** pending | paid | failed | expired */
    .addColumn('status', text(10), (c) => c.notNull())
    .addColumn('driver', text(20), (c) => c.notNull())
    /** The gateway's charge id of the latest attempt. */
    .addColumn('charge_id', text(64))
    .addColumn('pix_txid', text(40))
    .addColumn('pix_payload', 'text')
    .addColumn('pix_expires_at', text(40))
    /** The saved card charged (saved_cards.id) and what the gateway answered of it ("visa •••• 1111"). */
    .addColumn('saved_card_id', 'integer')
    .addColumn('card_ref', text(60))
    .addColumn('due_at', text(40), (c) => c.notNull())
    .addColumn('paid_at', text(40))
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('failure_reason', text(255))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_charges_due_uq')
    .on('subscription_charges')
    .columns(['subscription_id', 'due_at'])
    .unique()
    .execute();
  // One charge waiting for payment per subscription: two plan changes at once cannot both charge.
  await db.schema
    .createIndex('subscription_charges_pending_uq')
    .on('subscription_charges')
    .column('subscription_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
  await db.schema
    .createIndex('subscription_charges_charge_idx')
    .on('subscription_charges')
    .column('charge_id')
    .execute();
  await db.schema
    .createIndex('subscription_charges_status_idx')
    .on('subscription_charges')
    .columns(['status', 'store_id'])
    .execute();

  await db
    .insertInto('system_config' as never)
    .values({
      code: 'subscription_grace_days',
      value: '5',
      description: 'Dias depois do vencimento de uma assinatura não paga antes de ela ser suspensa',
      updated_at: new Date().toISOString(),
    } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('system_config' as never)
    .where('code' as never, '=', 'subscription_grace_days' as never)
    .execute();
  await db.schema.dropTable('subscription_charges').ifExists().execute();
  await db.schema.dropIndex('subscriptions_due_idx').ifExists().execute();
  await db.schema.dropIndex('subscriptions_live_store_uq').ifExists().execute();
  for (const name of [...SUBSCRIPTION_COLUMNS].reverse())
    await db.schema.alterTable('subscriptions').dropColumn(name).execute();
  await db.schema.dropTable('plans').ifExists().execute();
}
