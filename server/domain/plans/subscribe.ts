import type { Subscription, SubscriptionCharge } from '../../../resources/js/types/pages/sellerPlans.ts';
import { PaymentError } from '../../drivers/payments/index.ts';
import { DomainError, invalidField } from '../errors.ts';
import { ownCard } from '../payments/cards.ts';
import type { Commerce } from '../payments/commerce.ts';
import { type PlanRow, planById } from './catalog.ts';
import {
  applyChargePaid,
  cardRef,
  chargeRef,
  chargeRefused,
  chargeSavedCard,
  issuePix,
  ownerOfStore,
  syncStoreCharges,
} from './charges.ts';
import {
  type ChargeRow,
  liveSubscription,
  pendingCharge,
  presentCharge,
  presentSubscription,
  type SubscriptionRow,
} from './queries.ts';
import { addDays, SUBSCRIPTION_CREATE_FAILED } from './status.ts';

export interface SubscribeInput {
  storeId: number;
  planId: number;
  method: 'pix' | 'card';
  cardId?: number | null;
}

export interface SubscribeResult {
  subscription: Subscription | null;
  charge: SubscriptionCharge | null;
  /** True when an identical PIX was already waiting: it is handed back, nothing new is charged. */
  reused: boolean;
}

export const SUBSCRIPTION_PENDING_MESSAGE =
  'Já existe uma cobrança da assinatura aguardando pagamento: pague-a ou espere ela expirar antes de escolher outro plano.';
export const SAME_PLAN_MESSAGE = 'A loja já assina este plano.';
export const SUBSCRIPTION_TAKEN_MESSAGE = 'Esta loja já tem uma assinatura em andamento.';

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return Boolean(
    e &&
      (e.code === '23505' ||
        e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
        /UNIQUE constraint/.test(e.message ?? '')),
  );
}

async function result(commerce: Commerce, storeId: number, charge: ChargeRow | undefined, reused = false) {
  const { db } = commerce;
  const fresh = charge
    ? await db.selectFrom('subscription_charges').selectAll().where('id', '=', charge.id).executeTakeFirst()
    : undefined;
  return {
    subscription: await presentSubscription(db, await liveSubscription(db, storeId)),
    charge: fresh ? await presentCharge(fresh) : null,
    reused,
  } satisfies SubscribeResult;
}

async function subscribablePlan(commerce: Commerce, planId: number): Promise<PlanRow> {
  const plan = await planById(commerce.db, planId);
  const missingPlan = () => invalidField('plan_id', 'Plano não encontrado.');
  if (!plan) throw missingPlan();
  if (plan.active !== 1) throw missingPlan();
  if (plan.price_cents === 0) {
    throw invalidField(
      'plan_id',
      `O plano ${plan.name} é gratuito e vale para toda loja sem assinatura: não é preciso assiná-lo.`,
    );
  }
  return plan;
}

/**
 * Subscribes the store to a plan, or changes its plan (docs/payouts-and-plans.md):
 *
 * - no live subscription: a new one, `pending` until its first charge is paid (or `trial` with no
 *   charge, for a plan with trial days and a store that never subscribed);
 * - a live one on another plan: a `change` charge; when paid the plan switches and a new period starts;
 * - a charge already waiting → 422 (the same plan again by PIX gets that PIX back);
 * - the same plan, paid up → 422.
 *
 * PIX: the charge is created through the payment driver and stays pending until paid. Card: the
 * owner's saved card is charged at once; approved → active, refused → 422 'Não foi possível criar a
 * assinatura: {reason}' and nothing is kept.
 */
export async function subscribe(commerce: Commerce, input: SubscribeInput): Promise<SubscribeResult> {
  const { db } = commerce;
  const plan = await subscribablePlan(commerce, input.planId);
  const owner = await ownerOfStore(db, input.storeId);
  let cardId: number | null = null;
  if (input.method === 'card') {
    if (!input.cardId) throw invalidField('card_id', 'Escolha um cartão salvo para pagar o plano.');
    try {
      cardId = (await ownCard(db, owner.id, input.cardId)).id;
    } catch (error) {
      if (error instanceof DomainError) throw invalidField('card_id', error.message);
      throw error;
    }
  }
  await syncStoreCharges(commerce, input.storeId);

  const live = await liveSubscription(db, input.storeId);
  const waiting = live ? await pendingCharge(db, live.id) : undefined;
  if (waiting) {
    const same = waiting.plan_id === plan.id && waiting.method === 'pix' && input.method === 'pix';
    if (same && waiting.charge_id) return result(commerce, input.storeId, waiting, true);
    throw invalidField('plan_id', SUBSCRIPTION_PENDING_MESSAGE);
  }
  if (live && live.plan_id === plan.id && ['active', 'trial', 'pending_action'].includes(live.status)) {
    throw invalidField('plan_id', SAME_PLAN_MESSAGE);
  }

  const now = commerce.clock.now().toISOString();
  if (!live && plan.trial_days > 0 && !(await everSubscribed(commerce, input.storeId))) {
    await db
      .insertInto('subscriptions')
      .values({
        ...newSubscription(owner.id, input.storeId, plan, input.method, cardId, now),
        status: 'trial',
        trial_ends_at: addDays(now, plan.trial_days),
        current_period_end: addDays(now, plan.trial_days),
      })
      .execute()
      .catch(rethrowTaken);
    return result(commerce, input.storeId, undefined);
  }

  const row = await db
    .transaction()
    .execute(async (trx) => {
      const subscriptionId = live
        ? live.id
        : (
            await trx
              .insertInto('subscriptions')
              .values({
                ...newSubscription(owner.id, input.storeId, plan, input.method, cardId, now),
                status: 'pending',
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      return trx
        .insertInto('subscription_charges')
        .values({
          subscription_id: subscriptionId,
          store_id: input.storeId,
          plan_id: plan.id,
          kind: live ? 'change' : 'signup',
          amount_cents: plan.price_cents,
          method: input.method,
          status: 'pending',
          driver: commerce.payments.name,
          saved_card_id: cardId,
          due_at: now,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    })
    .catch(rethrowTaken);

  if (input.method === 'pix') {
    try {
      await issuePix(commerce, owner, row);
    } catch (error) {
      await forget(commerce, row, live);
      throw gatewayFailure(error);
    }
    return result(commerce, input.storeId, row);
  }

  let charge: Awaited<ReturnType<typeof chargeSavedCard>>;
  try {
    charge = await chargeSavedCard(commerce, owner, cardId as number, plan.price_cents, chargeRef(row));
  } catch (error) {
    await forget(commerce, row, live);
    throw gatewayFailure(error);
  }
  if (charge.status === 'refused') {
    await forget(commerce, row, live);
    throw chargeRefused(charge.message);
  }
  await db
    .updateTable('subscription_charges')
    .set({ charge_id: charge.chargeId, card_ref: cardRef(charge), updated_at: now })
    .where('id', '=', row.id)
    .execute();
  if (charge.status === 'approved') await applyChargePaid(commerce, row.id, charge.paidAt ?? now);
  return result(commerce, input.storeId, row);
}

function newSubscription(
  userId: number,
  storeId: number,
  plan: PlanRow,
  method: 'pix' | 'card',
  cardId: number | null,
  now: string,
) {
  return {
    user_id: userId,
    store_id: storeId,
    plan_id: plan.id,
    plan_code: plan.code,
    payment_method: method,
    saved_card_id: cardId,
    started_at: now,
    ends_at: null,
    created_at: now,
    updated_at: now,
  };
}

async function everSubscribed(commerce: Commerce, storeId: number): Promise<boolean> {
  const row = await commerce.db
    .selectFrom('subscriptions')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A concurrent subscribe of the same store won the unique indexes: 422, nothing written here. */
function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw invalidField('plan_id', SUBSCRIPTION_TAKEN_MESSAGE);
  throw error;
}

/** A refused or failed first charge leaves nothing behind: its row (and a new subscription) go. */
async function forget(commerce: Commerce, row: ChargeRow, live: SubscriptionRow | undefined) {
  await commerce.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('subscription_charges').where('id', '=', row.id).execute();
    if (!live) await trx.deleteFrom('subscriptions').where('id', '=', row.subscription_id).execute();
  });
}

function gatewayFailure(error: unknown): DomainError {
  if (error instanceof PaymentError) return chargeRefused(error.message, SUBSCRIPTION_CREATE_FAILED);
  if (error instanceof DomainError) return error;
  console.error('Falha ao cobrar a assinatura', error);
  return chargeRefused('o meio de pagamento não respondeu. Tente novamente mais tarde.');
}
