import type { Subscription } from '../../../resources/js/types/pages/sellerPlans.ts';
import { transactionWithBroadcasts } from '../broadcasts.ts';
import { RefusedError } from '../errors.ts';
import { storeChannel } from '../orders/status.ts';
import type { Commerce } from '../payments/commerce.ts';
import { SUBSCRIPTION_EVENT, syncStoreCharges } from './charges.ts';
import { liveSubscription, liveSubscriptions, presentSubscription, type SubscriptionRow } from './queries.ts';
import { LIVE_STATUSES, SUBSCRIPTION_UPDATE_FAILED } from './status.ts';

export const NO_SUBSCRIPTION = `${SUBSCRIPTION_UPDATE_FAILED}: a loja não tem uma assinatura em andamento.`;

const refuse = (message: string) =>
  new RefusedError(message, { error: true, errors: { subscription: [message] } });

/** Ends one live subscription now: canceled, its waiting charges canceled at the gateway and closed. */
async function endNow(commerce: Commerce, sub: SubscriptionRow): Promise<boolean> {
  const { db } = commerce;
  const waiting = await db
    .selectFrom('subscription_charges')
    .select(['id', 'charge_id'])
    .where('subscription_id', '=', sub.id)
    .where('status', '=', 'pending')
    .execute();
  // A PIX paid in the meantime is given back: canceling at the gateway refunds a settled charge.
  for (const charge of waiting) {
    if (charge.charge_id) await commerce.payments.cancelCharge(charge.charge_id).catch(() => null);
  }
  return transactionWithBroadcasts(db, commerce.broadcast, async (trx, broadcast) => {
    const now = commerce.clock.now().toISOString();
    const ended = await trx
      .updateTable('subscriptions')
      .set({ status: 'canceled', canceled_at: now, ends_at: now, updated_at: now })
      .where('id', '=', sub.id)
      .where('status', 'in', LIVE_STATUSES)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('subscription_charges')
      .set({ status: 'failed', failure_reason: 'Assinatura cancelada.', updated_at: now })
      .where('subscription_id', '=', sub.id)
      .where('status', '=', 'pending')
      .execute();
    if (sub.store_id !== null) {
      broadcast([storeChannel(sub.store_id)], SUBSCRIPTION_EVENT, {
        subscription_id: sub.id,
        status: 'canceled',
      });
    }
    return true;
  });
}

/** POST /v1/disable-signature: the store's subscription ends now (the free plan's limits apply). */
export async function cancelNow(commerce: Commerce, storeId: number): Promise<Subscription | null> {
  await syncStoreCharges(commerce, storeId);
  const sub = await liveSubscription(commerce.db, storeId);
  if (!sub) throw refuse(NO_SUBSCRIPTION);
  if (!(await endNow(commerce, sub))) throw refuse(NO_SUBSCRIPTION);
  return presentSubscription(
    commerce.db,
    await commerce.db.selectFrom('subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirst(),
  );
}

/**
 * POST /v1/cancel-due-date: the subscription runs to the end of the period already paid, then
 * expires (the renewal job), with no new charge. Asking again changes nothing. A subscription never
 * paid has no period to run: 422 (cancel it now instead).
 */
export async function cancelAtPeriodEnd(commerce: Commerce, storeId: number): Promise<Subscription | null> {
  const { db } = commerce;
  await syncStoreCharges(commerce, storeId);
  const sub = await liveSubscription(db, storeId);
  if (!sub) throw refuse(NO_SUBSCRIPTION);
  if (sub.status === 'pending' || !sub.current_period_end) {
    throw refuse(`${SUBSCRIPTION_UPDATE_FAILED}: esta assinatura ainda não foi paga; cancele-a agora.`);
  }
  const now = commerce.clock.now().toISOString();
  await db
    .updateTable('subscriptions')
    .set({ cancel_at_period_end: 1, updated_at: now })
    .where('id', '=', sub.id)
    .where('status', 'in', LIVE_STATUSES)
    .execute();
  if (sub.store_id !== null) {
    commerce.broadcast([storeChannel(sub.store_id)], SUBSCRIPTION_EVENT, { subscription_id: sub.id });
  }
  return presentSubscription(db, await liveSubscription(db, storeId));
}

/** POST /v1/subscriber-plans/cancel {user_id}: every live subscription of the user ends now. */
export async function cancelUserSubscriptions(commerce: Commerce, userId: number): Promise<number> {
  const subs = await liveSubscriptions(commerce.db, { userId });
  if (subs.length === 0) {
    throw refuse(`${SUBSCRIPTION_UPDATE_FAILED}: este usuário não tem uma assinatura em andamento.`);
  }
  let ended = 0;
  for (const sub of subs) if (await endNow(commerce, sub)) ended++;
  return ended;
}
