import type { Subscription, SubscriptionCharge } from '../../../resources/js/types/pages/sellerPlans.ts';
import type { DB } from '../../db/index.ts';
import type { SubscriptionsTable } from '../../db/schema.ts';
import type { SubscriptionChargesTable } from '../../db/schema-plans.ts';
import { pixQrCodeDataUrl } from '../../drivers/pix/index.ts';
import { toReais } from '../cart/money.ts';
import { type PlanRow, presentPlan } from './catalog.ts';
import { ENDED_STATUSES, LIVE_STATUSES } from './status.ts';

export type SubscriptionRow = Omit<SubscriptionsTable, 'id' | 'cancel_at_period_end'> & {
  id: number;
  cancel_at_period_end: 0 | 1;
};
export type ChargeRow = Omit<SubscriptionChargesTable, 'id' | 'attempt'> & { id: number; attempt: number };

/** The store's live subscription (pending, trial, active, overdue, pending_action, suspended), if any. */
export function liveSubscription(db: DB, storeId: number): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', 'in', LIVE_STATUSES)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The charge of the subscription waiting for payment, if any (at most one at a time). */
export function pendingCharge(db: DB, subscriptionId: number): Promise<ChargeRow | undefined> {
  return db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function presentCharge(row: ChargeRow): Promise<SubscriptionCharge> {
  const showPix = row.method === 'pix' && row.status === 'pending' && row.pix_payload;
  return {
    id: row.id,
    kind: row.kind,
    plan_id: row.plan_id,
    amount: toReais(row.amount_cents),
    method: row.method,
    status: row.status,
    due_at: row.due_at,
    paid_at: row.paid_at,
    attempt: row.attempt,
    failure_reason: row.failure_reason,
    charge_id: row.charge_id,
    pix:
      showPix && row.pix_payload
        ? {
            payload: row.pix_payload,
            qr_code: await pixQrCodeDataUrl(row.pix_payload),
            expires_at: row.pix_expires_at,
          }
        : null,
    card: row.card_ref,
  };
}

async function plansById(db: DB, ids: number[]): Promise<Map<number, PlanRow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('plans').selectAll().where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function presentSubscriptions(db: DB, rows: SubscriptionRow[]): Promise<Subscription[]> {
  const plans = await plansById(
    db,
    rows.flatMap((r) => (r.plan_id === null ? [] : [r.plan_id])),
  );
  const out: Subscription[] = [];
  for (const row of rows) {
    const plan = row.plan_id === null ? undefined : plans.get(row.plan_id);
    const pending = LIVE_STATUSES.includes(row.status) ? await pendingCharge(db, row.id) : undefined;
    out.push({
      id: row.id,
      store_id: row.store_id,
      user_id: row.user_id,
      plan: plan ? presentPlan(plan) : null,
      plan_code: row.plan_code,
      status: row.status,
      payment_method: row.payment_method,
      card_id: row.saved_card_id,
      started_at: row.started_at,
      current_period_end: row.current_period_end,
      trial_ends_at: row.trial_ends_at,
      cancel_at_period_end: row.cancel_at_period_end === 1,
      canceled_at: row.canceled_at,
      pending_charge: pending ? await presentCharge(pending) : null,
    });
  }
  return out;
}

export async function presentSubscription(db: DB, row: SubscriptionRow | undefined) {
  return row ? ((await presentSubscriptions(db, [row]))[0] ?? null) : null;
}

/** Whose subscriptions a list is about: one store, or every store of a user. */
export type SubscriptionScope = { storeId: number } | { userId: number };

function scoped(db: DB, scope: SubscriptionScope) {
  const query = db.selectFrom('subscriptions').selectAll();
  return 'storeId' in scope
    ? query.where('store_id', '=', scope.storeId)
    : query.where('user_id', '=', scope.userId);
}

/** Live subscriptions of the scope, newest first. */
export function liveSubscriptions(db: DB, scope: SubscriptionScope): Promise<SubscriptionRow[]> {
  return scoped(db, scope).where('status', 'in', LIVE_STATUSES).orderBy('id', 'desc').execute();
}

/** Ended subscriptions (canceled, expired), newest first. */
export function endedSubscriptions(db: DB, scope: SubscriptionScope, limit = 50): Promise<SubscriptionRow[]> {
  return scoped(db, scope).where('status', 'in', ENDED_STATUSES).orderBy('id', 'desc').limit(limit).execute();
}

/** The charges of a subscription, newest first. */
export async function chargesOf(db: DB, subscriptionId: number): Promise<SubscriptionCharge[]> {
  const rows = await db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id', 'desc')
    .limit(24)
    .execute();
  return Promise.all(rows.map(presentCharge));
}
