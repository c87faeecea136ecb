import { configNumber } from '../domain/config.ts';
import type { Commerce } from '../domain/payments/commerce.ts';
import {
  applyChargePaid,
  cardRef,
  chargeRef,
  chargeSavedCard,
  closeCharge,
  issuePix,
  ownerOfStore,
  syncCharge,
} from '../domain/plans/charges.ts';
import type { ChargeRow, SubscriptionRow } from '../domain/plans/queries.ts';
import { addDays } from '../domain/plans/status.ts';
import { isUniqueViolation } from '../domain/plans/subscribe.ts';
import { PaymentError } from '../drivers/payments/index.ts';
import { startJob } from './run-once.ts';

export interface RenewalReport {
  /** Pending charges asked to the gateway. */
  synced: number;
  /** Renewal charges issued (card charged or PIX created) for a period that ended. */
  charged: number;
  /** Failed renewals tried again. */
  retried: number;
  /** Overdue past the grace days → suspended. */
  suspended: number;
  /** Canceled at the due date → expired. */
  expired: number;
}

/** Hours between two attempts of an unpaid renewal (card charged again, or a new PIX). */
const RETRY_HOURS = 24;

/**
 * The subscriptions' time-based work (docs/payouts-and-plans.md "Renewal and dunning"), each step a
 * conditional write so that two runs at once (two hosts, or a slow run overlapping the next) change
 * every subscription once and charge it once (the charge row is unique per subscription and due date):
 *
 * 1. pending charges are asked to the gateway (paid → active; PIX expired / card refused → closed);
 * 2. a period that ended with cancel_at_period_end → `expired`;
 * 3. a paid-up period that ended → `overdue` and a renewal charge: the saved card is charged
 *    (approved → active for one more period) or a PIX is issued;
 * 4. an unpaid renewal is tried again every 24 h (card again, or a new PIX once the last expired);
 * 5. overdue for more than `subscription_grace_days` (system_config, default 5) → `suspended` (the
 *    free plan's limits apply) until it is paid or canceled.
 */
export async function runSubscriptionRenewal(commerce: Commerce, limit = 200): Promise<RenewalReport> {
  const { db } = commerce;
  const report: RenewalReport = { synced: 0, charged: 0, retried: 0, suspended: 0, expired: 0 };
  await commerce.payments.processDue();
  await commerce.flush();

  const pending = await db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const row of pending) {
    await syncCharge(commerce, row);
    report.synced++;
  }

  let now = commerce.clock.now().toISOString();
  const ending = await db
    .selectFrom('subscriptions')
    .select(['id', 'current_period_end'])
    .where('cancel_at_period_end', '=', 1)
    .where('status', 'in', ['trial', 'active', 'overdue', 'pending_action', 'suspended'])
    .where('current_period_end', '<=', now)
    .limit(limit)
    .execute();
  for (const sub of ending) {
    const done = await db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('subscriptions')
        .set({ status: 'expired', ends_at: sub.current_period_end, updated_at: now })
        .where('id', '=', sub.id)
        .where('status', 'in', ['trial', 'active', 'overdue', 'pending_action', 'suspended'])
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('subscription_charges')
        .set({ status: 'failed', failure_reason: 'Assinatura cancelada no vencimento.', updated_at: now })
        .where('subscription_id', '=', sub.id)
        .where('status', '=', 'pending')
        .execute();
      return true;
    });
    if (done) report.expired++;
  }

  const due = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', 'in', ['active', 'trial'])
    .where('cancel_at_period_end', '=', 0)
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
  for (const sub of due) if (await renew(commerce, sub)) report.charged++;

  now = commerce.clock.now().toISOString();
  const retryBefore = new Date(Date.parse(now) - RETRY_HOURS * 3_600_000).toISOString();
  const unpaid = await db
    .selectFrom('subscription_charges as c')
    .innerJoin('subscriptions as s', 's.id', 'c.subscription_id')
    .selectAll('c')
    .where('c.kind', '=', 'renewal')
    .where('c.status', 'in', ['failed', 'expired'])
    .where('c.updated_at', '<=', retryBefore)
    .where('s.status', 'in', ['overdue', 'suspended'])
    .where('s.cancel_at_period_end', '=', 0)
    .whereRef('c.due_at', '=', 's.current_period_end')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  for (const row of unpaid) if (await retry(commerce, row, retryBefore)) report.retried++;

  const grace = await configNumber(db, 'subscription_grace_days', 5);
  const overdue = await db
    .selectFrom('subscriptions')
    .select(['id', 'store_id', 'current_period_end'])
    .where('status', '=', 'overdue')
    .where('current_period_end', '<=', addDays(now, -grace))
    .limit(limit)
    .execute();
  for (const sub of overdue) {
    const moved = await db
      .updateTable('subscriptions')
      .set({ status: 'suspended', updated_at: now })
      .where('id', '=', sub.id)
      .where('status', '=', 'overdue')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) {
      report.suspended++;
      if (sub.store_id !== null) {
        commerce.broadcast([`private-store.${sub.store_id}`], 'subscription.updated', {
          subscription_id: sub.id,
          status: 'suspended',
        });
      }
    }
  }
  return report;
}

/** A period that ended: the renewal charge row (once per due date) and the subscription overdue until paid. */
async function renew(commerce: Commerce, sub: SubscriptionRow): Promise<boolean> {
  const { db } = commerce;
  const dueAt = sub.current_period_end as string;
  const plan = sub.plan_id
    ? await db.selectFrom('plans').selectAll().where('id', '=', sub.plan_id).executeTakeFirst()
    : undefined;
  if (!plan || sub.store_id === null) return false;
  const now = commerce.clock.now().toISOString();
  let row: ChargeRow | undefined;
  try {
    row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('subscription_charges')
        .values({
          subscription_id: sub.id,
          store_id: sub.store_id as number,
          plan_id: plan.id,
          kind: 'renewal',
          amount_cents: plan.price_cents,
          method: sub.payment_method === 'card' && sub.saved_card_id ? 'card' : 'pix',
          status: 'pending',
          driver: commerce.payments.name,
          saved_card_id: sub.payment_method === 'card' ? sub.saved_card_id : null,
          due_at: dueAt,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['subscription_id', 'due_at']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) return undefined;
      await trx
        .updateTable('subscriptions')
        .set({ status: 'overdue', updated_at: now })
        .where('id', '=', sub.id)
        .where('status', 'in', ['active', 'trial'])
        .where('current_period_end', '=', dueAt)
        .execute();
      return inserted;
    });
  } catch (error) {
    // A plan change is waiting for its payment: the renewal waits for it (next run).
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  if (!row) return false;
  await attempt(commerce, row);
  return true;
}

/** Claims a failed renewal for one more attempt (conditional: one run claims it) and charges it. */
async function retry(commerce: Commerce, row: ChargeRow, retryBefore: string): Promise<boolean> {
  const now = commerce.clock.now().toISOString();
  let claimed: ChargeRow | undefined;
  try {
    claimed = await commerce.db
      .updateTable('subscription_charges')
      .set({
        status: 'pending',
        attempt: row.attempt + 1,
        charge_id: null,
        pix_payload: null,
        pix_txid: null,
        pix_expires_at: null,
        failure_reason: null,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', 'in', ['failed', 'expired'])
      .where('attempt', '=', row.attempt)
      .where('updated_at', '<=', retryBefore)
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  if (!claimed) return false;
  await attempt(commerce, claimed);
  return true;
}

/** Charges the card (approved → paid and active; refused → closed with the reason) or issues the PIX. */
async function attempt(commerce: Commerce, row: ChargeRow): Promise<void> {
  const now = commerce.clock.now().toISOString();
  try {
    const owner = await ownerOfStore(commerce.db, row.store_id);
    if (row.method === 'pix') {
      await issuePix(commerce, owner, row);
      return;
    }
    const charge = await chargeSavedCard(
      commerce,
      owner,
      row.saved_card_id as number,
      row.amount_cents,
      chargeRef(row),
    );
    await commerce.db
      .updateTable('subscription_charges')
      .set({ charge_id: charge.chargeId, card_ref: cardRef(charge), updated_at: now })
      .where('id', '=', row.id)
      .execute();
    if (charge.status === 'approved') await applyChargePaid(commerce, row.id, charge.paidAt ?? now);
    else if (charge.status === 'refused') await closeCharge(commerce, row.id, 'failed', charge.message);
  } catch (error) {
    const reason =
      error instanceof PaymentError || error instanceof Error ? error.message : 'Falha no meio de pagamento.';
    await closeCharge(commerce, row.id, 'failed', reason);
  }
}

/** Runs the renewal every `intervalMs` (SUBSCRIPTION_RENEWAL_INTERVAL_MS, default 60 s); never two at once on any host (run-once.ts). */
export function startSubscriptionRenewalJob(
  commerce: Commerce,
  intervalMs = Number(process.env.SUBSCRIPTION_RENEWAL_INTERVAL_MS ?? 60_000),
): () => Promise<void> {
  return startJob({
    name: 'subscription-renewal',
    db: commerce.db,
    intervalMs,
    run: () => runSubscriptionRenewal(commerce),
    failure: 'Falha ao renovar assinaturas',
  });
}
