import type { DB } from '../../db/index.ts';
import {
  type CardCharge,
  isChargeSettled,
  PaymentError,
  type PixCharge,
} from '../../drivers/payments/index.ts';
import { transactionWithBroadcasts } from '../broadcasts.ts';
import { RefusedError } from '../errors.ts';
import { accounts } from '../ledger/accounts.ts';
import { postLedger } from '../ledger/post.ts';
import { storeChannel } from '../orders/status.ts';
import { type BuyerRef, customerOf, ownCard, revaultSandboxCard } from '../payments/cards.ts';
import type { Commerce } from '../payments/commerce.ts';
import { planById } from './catalog.ts';
import type { ChargeRow } from './queries.ts';
import { addMonths, ENDED_STATUSES, SUBSCRIPTION_CREATE_FAILED } from './status.ts';

/** What the store's page hears when its subscription changes (channel private-store.{id}). */
export const SUBSCRIPTION_EVENT = 'subscription.updated';

/** The gateway's reference of a subscription charge (its "order"). */
export const chargeRef = (row: Pick<ChargeRow, 'id' | 'subscription_id' | 'attempt'>) =>
  `SUB-${row.subscription_id}-${row.id}-${row.attempt}`;

/** The store's owner as the gateway knows the customer (the same id the owner's saved cards belong to). */
export async function ownerOfStore(db: DB, storeId: number): Promise<BuyerRef> {
  const row = await db
    .selectFrom('stores as s')
    .innerJoin('users as u', 'u.id', 's.owner_user_id')
    .select(['u.id', 'u.name', 'u.last_name', 'u.email', 'u.document', 'u.phone'])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
  if (!row) throw new RefusedError('Esta loja não tem um dono para pagar a assinatura.');
  return row;
}

/** A 422 with the spec's message and the gateway's reason (field `payment`). */
export function chargeRefused(reason: string, message = SUBSCRIPTION_CREATE_FAILED): RefusedError {
  return new RefusedError(`${message}: ${reason}`, {
    error: true,
    errors: { payment: [reason] },
    reason,
  });
}

/** Charges a saved card of the owner once (1x). A sandbox card lost by a restart is vaulted again. */
export async function chargeSavedCard(
  commerce: Commerce,
  owner: BuyerRef,
  savedCardId: number,
  amountCents: number,
  orderRef: string,
): Promise<CardCharge> {
  const card = await ownCard(commerce.db, owner.id, savedCardId);
  const customer = customerOf(owner);
  const attempt = (cardId: string) =>
    commerce.charging(orderRef, () =>
      commerce.payments.createCardCharge({
        orderRef,
        amountCents,
        installments: 1,
        card: { cardId },
        customer,
      }),
    );
  try {
    return await attempt(card.gateway_card_id);
  } catch (error) {
    if (error instanceof PaymentError && error.code === 'card_not_found') {
      const again = await revaultSandboxCard(commerce, owner, card);
      if (again) return attempt(again);
    }
    throw error;
  }
}

/** Issues a PIX for the charge row and keeps its code on it. */
export async function issuePix(commerce: Commerce, owner: BuyerRef, row: ChargeRow): Promise<PixCharge> {
  const pix = await commerce.charging(chargeRef(row), () =>
    commerce.payments.createPixCharge({
      orderRef: chargeRef(row),
      amountCents: row.amount_cents,
      expiresInSeconds: commerce.settings.pixExpiresInSeconds,
      customer: customerOf(owner),
    }),
  );
  await commerce.db
    .updateTable('subscription_charges')
    .set({
      charge_id: pix.chargeId,
      pix_txid: pix.txid,
      pix_payload: pix.pixPayload,
      pix_expires_at: pix.expiresAt,
      updated_at: commerce.clock.now().toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
  return pix;
}

export const cardRef = (charge: CardCharge) => `${charge.card.brand} •••• ${charge.card.last4}`.slice(0, 60);

/**
 * A charge whose money came in: the charge is paid, the subscription active (its plan the charge's,
 * its period starting at the payment, or continuing from the due date for a renewal paid within the
 * grace days), and the ledger's `subscription_charge` posted (gateway −P, platform_revenue +P), all
 * in one transaction. Conditional on the charge still pending: a second call changes nothing
 * (returns false). A payment for a subscription that ended meanwhile is refunded instead.
 */
export async function applyChargePaid(
  commerce: Commerce,
  chargeId: number,
  paidAt: string,
): Promise<boolean> {
  let refund: string | null = null;
  const applied = await transactionWithBroadcasts(commerce.db, commerce.broadcast, async (trx, broadcast) => {
    const now = commerce.clock.now().toISOString();
    const row = await trx
      .selectFrom('subscription_charges')
      .selectAll()
      .where('id', '=', chargeId)
      .executeTakeFirst();
    if (row?.status !== 'pending') return false;
    const sub = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', row.subscription_id)
      .executeTakeFirstOrThrow();
    if (ENDED_STATUSES.includes(sub.status)) {
      const closed = await trx
        .updateTable('subscription_charges')
        .set({
          status: 'failed',
          failure_reason: 'Pago depois do fim da assinatura: estornado.',
          updated_at: now,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(closed.numUpdatedRows) > 0) refund = row.charge_id;
      return false;
    }
    const claimed = await trx
      .updateTable('subscription_charges')
      .set({ status: 'paid', paid_at: paidAt, failure_reason: null, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;

    const plan = await planById(trx, row.plan_id);
    const months = plan?.interval_months ?? 1;
    const continues = row.kind === 'renewal' && sub.current_period_end !== null && sub.status !== 'suspended';
    let start = continues ? (sub.current_period_end as string) : paidAt;
    let end = addMonths(start, months);
    if (end <= paidAt) {
      start = paidAt;
      end = addMonths(start, months);
    }
    await trx
      .updateTable('subscriptions')
      .set({
        status: 'active',
        plan_id: row.plan_id,
        plan_code: plan?.code ?? sub.plan_code,
        payment_method: row.method,
        saved_card_id: row.method === 'card' ? row.saved_card_id : sub.saved_card_id,
        current_period_end: end,
        ...(row.kind === 'renewal' ? {} : { trial_ends_at: null }),
        updated_at: now,
      })
      .where('id', '=', sub.id)
      .execute();
    await postLedger(trx, {
      kind: 'subscription_charge',
      memo: `Assinatura ${sub.id}, cobrança ${row.id} (${plan?.name ?? sub.plan_code})`,
      lines: [
        { account: accounts.gateway(row.driver), amount: -row.amount_cents },
        { account: accounts.platformRevenue(), amount: row.amount_cents },
      ],
    });
    broadcast([storeChannel(row.store_id)], SUBSCRIPTION_EVENT, {
      subscription_id: sub.id,
      status: 'active',
      plan_id: row.plan_id,
    });
    return true;
  });
  if (refund) await commerce.payments.refundCharge(refund).catch(() => null);
  return applied;
}

/**
 * A charge that will not be paid (PIX expired, card refused): conditional on it still pending. A
 * subscription that never got paid (`pending`) ends `expired` with it; a plan change leaves the
 * current plan as it is; a renewal leaves the subscription overdue (the renewal job tries again).
 */
export async function closeCharge(
  commerce: Commerce,
  chargeId: number,
  status: 'failed' | 'expired',
  reason: string,
): Promise<boolean> {
  return transactionWithBroadcasts(commerce.db, commerce.broadcast, async (trx, broadcast) => {
    const now = commerce.clock.now().toISOString();
    const row = await trx
      .updateTable('subscription_charges')
      .set({ status, failure_reason: reason.slice(0, 255), updated_at: now })
      .where('id', '=', chargeId)
      .where('status', '=', 'pending')
      .returning(['subscription_id', 'store_id', 'kind'])
      .executeTakeFirst();
    if (!row) return false;
    if (row.kind === 'signup') {
      await trx
        .updateTable('subscriptions')
        .set({ status: 'expired', updated_at: now })
        .where('id', '=', row.subscription_id)
        .where('status', '=', 'pending')
        .execute();
    }
    broadcast([storeChannel(row.store_id)], SUBSCRIPTION_EVENT, { subscription_id: row.subscription_id });
    return true;
  });
}

/**
 * Asks the gateway how a pending charge stands and applies it: paid → applyChargePaid; refused,
 * expired or canceled → closeCharge. A charge the gateway no longer knows (the in-memory sandbox
 * after a restart) expires once its PIX expiry has passed. Returns the charge's status afterwards.
 */
export async function syncCharge(commerce: Commerce, row: ChargeRow): Promise<ChargeRow['status']> {
  if (row.status !== 'pending') return row.status;
  const now = commerce.clock.now();
  if (!row.charge_id) {
    // Never reached the gateway (the host stopped between the row and the call).
    if (Date.parse(row.updated_at) + 15 * 60_000 > now.getTime()) return 'pending';
    await closeCharge(commerce, row.id, 'failed', 'A cobrança não chegou ao meio de pagamento.');
    return 'failed';
  }
  const charge = await commerce.payments.getCharge(row.charge_id);
  if (!charge) {
    if (row.pix_expires_at && Date.parse(row.pix_expires_at) <= now.getTime()) {
      await closeCharge(commerce, row.id, 'expired', 'O PIX expirou sem pagamento.');
      return 'expired';
    }
    return 'pending';
  }
  if (isChargeSettled(charge)) {
    await applyChargePaid(commerce, row.id, charge.paidAt ?? now.toISOString());
    return 'paid';
  }
  if (charge.status === 'expired') {
    await closeCharge(commerce, row.id, 'expired', 'O PIX expirou sem pagamento.');
    return 'expired';
  }
  if (charge.status === 'refused' || charge.status === 'canceled' || charge.status === 'refunded') {
    const reason = charge.method === 'card' ? charge.message : 'Cobrança cancelada.';
    await closeCharge(commerce, row.id, 'failed', reason);
    return 'failed';
  }
  return 'pending';
}

/** Syncs every pending charge of a store (the pages and GET /v1/signatures read fresh states). */
export async function syncStoreCharges(commerce: Commerce, storeId: number): Promise<void> {
  const rows = await commerce.db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', '=', 'pending')
    .execute();
  for (const row of rows) await syncCharge(commerce, row);
}
