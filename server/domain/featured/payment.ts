import { formatDate } from '../../../shared/dates.ts';
import type { DB } from '../../db/index.ts';
import { isChargeSettled, PaymentError } from '../../drivers/payments/index.ts';
import { transactionWithBroadcasts } from '../broadcasts.ts';
import { DomainError, invalidField, NotFoundError, RefusedError } from '../errors.ts';
import { accounts } from '../ledger/accounts.ts';
import { postLedger } from '../ledger/post.ts';
import { createNotice } from '../notices/notices.ts';
import { storeChannel } from '../orders/status.ts';
import { type BuyerRef, customerOf, ownCard } from '../payments/cards.ts';
import type { Commerce } from '../payments/commerce.ts';
import { chargeSavedCard } from '../plans/charges.ts';
import { cancelFeatured } from './ads.ts';
import { todayInBrazil } from './dates.ts';
import { type FeaturedRow, featuredRow } from './queries.ts';

/** What the store's pages hear when one of its featured ads changes (channel private-store.{id}). */
export const FEATURED_EVENT = 'featured.updated';

const PAY_FAILED = 'Não foi possível pagar o destaque';

/** The store's owner as the gateway knows the customer (its saved cards belong to this id). */
export async function storeOwner(db: DB, storeId: number): Promise<BuyerRef> {
  const row = await db
    .selectFrom('stores as s')
    .innerJoin('users as u', 'u.id', 's.owner_user_id')
    .select(['u.id', 'u.name', 'u.last_name', 'u.email', 'u.document', 'u.phone'])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
  if (!row) throw new RefusedError('Esta loja não tem um dono para pagar o destaque.');
  return row;
}

const refused = (reason: string) =>
  new RefusedError(`${PAY_FAILED}: ${reason}`, { error: true, errors: { payment: [reason] }, reason });

function gatewayFailure(error: unknown): DomainError {
  if (error instanceof PaymentError) return refused(error.message);
  if (error instanceof DomainError) return error;
  console.error('Falha ao cobrar o destaque', error);
  return refused('o meio de pagamento não respondeu. Tente novamente mais tarde.');
}

/** The later of two ISO-8601 instants. */
const later = (a: string, b: string) => (Date.parse(a) > Date.parse(b) ? a : b);

const orderRef = (row: FeaturedRow, at: Date) => `FEAT-${row.id}-${at.getTime().toString(36)}`;

function payable(row: FeaturedRow, now: Date) {
  if (row.status === 'active') throw invalidField('featured_id', 'Este destaque já está pago.');
  if (row.status !== 'pending') {
    throw invalidField('featured_id', 'Este destaque expirou ou foi cancelado: crie outro.');
  }
  if (row.hold_until <= now.toISOString()) {
    throw invalidField('featured_id', 'A reserva destas datas expirou: crie o destaque de novo.');
  }
}

/** Drops a pending charge of the ad (a PIX left for a card, or the other way around) at the gateway. */
async function dropCharge(commerce: Commerce, row: FeaturedRow) {
  if (!row.charge_id) return;
  await commerce.payments.cancelCharge(row.charge_id).catch(() => null);
  await commerce.db
    .updateTable('featured_ads')
    .set({ method: null, charge_id: null, pix_payload: null, pix_expires_at: null, card_ref: null })
    .where('id', '=', row.id)
    .where('charge_id', '=', row.charge_id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * PIX for a pending ad through the payment driver: a PIX still payable is handed back; otherwise a new
 * one is issued and its code kept on the ad. The days stay reserved at least until the PIX expires.
 */
export async function payByPix(commerce: Commerce, adId: number): Promise<FeaturedRow> {
  const { db } = commerce;
  let row = await syncFeatured(commerce, adId);
  const now = commerce.clock.now();
  payable(row, now);
  if (row.method === 'pix' && row.charge_id && (row.pix_expires_at ?? '') > now.toISOString()) return row;
  await dropCharge(commerce, row);
  const owner = await storeOwner(db, row.store_id);
  const ref = orderRef(row, now);
  let pix: Awaited<ReturnType<Commerce['payments']['createPixCharge']>>;
  try {
    pix = await commerce.charging(ref, () =>
      commerce.payments.createPixCharge({
        orderRef: ref,
        amountCents: row.amount_cents,
        expiresInSeconds: commerce.settings.pixExpiresInSeconds,
        customer: customerOf(owner),
      }),
    );
  } catch (error) {
    throw gatewayFailure(error);
  }
  await db
    .updateTable('featured_ads')
    .set({
      method: 'pix',
      driver: commerce.payments.name,
      charge_id: pix.chargeId,
      pix_payload: pix.pixPayload,
      pix_expires_at: pix.expiresAt,
      card_ref: null,
      hold_until: later(pix.expiresAt, row.hold_until),
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .execute();
  row = (await featuredRow(db, row.id)) as FeaturedRow;
  return row;
}

/**
 * Charges a saved card of the store's owner once (1x). Approved → the ad is active at once; refused
 * → 422 'Não foi possível pagar o destaque: {reason}' and the ad stays pending (PIX or another card).
 */
export async function payByCard(commerce: Commerce, adId: number, cardId: number): Promise<FeaturedRow> {
  const { db } = commerce;
  const row = await syncFeatured(commerce, adId);
  const now = commerce.clock.now();
  payable(row, now);
  const owner = await storeOwner(db, row.store_id);
  try {
    await ownCard(db, owner.id, cardId);
  } catch (error) {
    if (error instanceof DomainError) throw invalidField('card_id', error.message);
    throw error;
  }
  await dropCharge(commerce, row);
  let charge: Awaited<ReturnType<typeof chargeSavedCard>>;
  try {
    charge = await chargeSavedCard(commerce, owner, cardId, row.amount_cents, orderRef(row, now));
  } catch (error) {
    throw gatewayFailure(error);
  }
  if (charge.status === 'refused') throw refused(charge.message);
  await db
    .updateTable('featured_ads')
    .set({
      method: 'card',
      driver: commerce.payments.name,
      charge_id: charge.chargeId,
      card_ref: `${charge.card.brand} •••• ${charge.card.last4}`.slice(0, 60),
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .execute();
  if (isChargeSettled(charge)) {
    await applyFeaturedPaid(commerce, row.id, charge.chargeId, charge.paidAt ?? now.toISOString());
  }
  return (await featuredRow(db, row.id)) as FeaturedRow;
}

/**
 * The money of the ad's charge came in: the ad turns `active` (for its dates) and the ledger's
 * `featured_payment` is posted (gateway −P, platform_revenue +P) in one transaction, conditional on
 * the ad still pending with this charge (a second call changes nothing). A payment for an ad that
 * expired or was canceled meanwhile (its days may be someone else's now) is refunded.
 */
export async function applyFeaturedPaid(
  commerce: Commerce,
  adId: number,
  chargeId: string,
  paidAt: string,
): Promise<boolean> {
  let refund = false;
  const applied = await transactionWithBroadcasts(commerce.db, commerce.broadcast, async (trx, broadcast) => {
    const now = commerce.clock.now().toISOString();
    const claimed = await trx
      .updateTable('featured_ads')
      .set({ status: 'active', paid_at: paidAt, updated_at: now })
      .where('id', '=', adId)
      .where('status', '=', 'pending')
      .where('charge_id', '=', chargeId)
      .returning(['id', 'store_id', 'amount_cents', 'driver', 'starts_on', 'ends_on'])
      .executeTakeFirst();
    if (!claimed) {
      const row = await trx
        .selectFrom('featured_ads')
        .select(['status', 'charge_id'])
        .where('id', '=', adId)
        .executeTakeFirst();
      refund = !row || row.status === 'expired' || row.status === 'canceled' || row.charge_id !== chargeId;
      return false;
    }
    await postLedger(trx, {
      kind: 'featured_payment',
      memo: `Destaque ${claimed.id} da loja ${claimed.store_id} (${claimed.starts_on} a ${claimed.ends_on})`,
      lines: [
        {
          account: accounts.gateway(claimed.driver ?? commerce.payments.name),
          amount: -claimed.amount_cents,
        },
        { account: accounts.platformRevenue(), amount: claimed.amount_cents },
      ],
    });
    broadcast([storeChannel(claimed.store_id)], FEATURED_EVENT, { id: claimed.id, status: 'active' });
    const owner = await storeOwner(trx, claimed.store_id);
    await createNotice(trx, broadcast, {
      userId: owner.id,
      title: 'Destaque pago',
      body: `Seu destaque está pago e aparece de ${formatDate(claimed.starts_on)} a ${formatDate(claimed.ends_on)}.`,
    });
    return true;
  });
  if (refund) await commerce.payments.refundCharge(chargeId).catch(() => null);
  return applied;
}

/**
 * Asks the gateway how the pending ad's charge stands and applies it: paid → active; refused,
 * expired or canceled → the charge is dropped (the store may pay again while the days are held).
 * Returns the ad as it is afterwards.
 */
export async function syncFeatured(
  commerce: Commerce,
  adId: number,
  { flush = true }: { flush?: boolean } = {},
): Promise<FeaturedRow> {
  const { db } = commerce;
  const row = await featuredRow(db, adId);
  if (!row) throw new NotFoundError('Destaque não encontrado.');
  if (row.status !== 'pending' || !row.charge_id) return row;
  const charge = await commerce.payments.getCharge(row.charge_id).catch(() => null);
  // Not from inside a gateway event being applied (it would wait for itself).
  if (flush) await commerce.flush();
  if (charge && isChargeSettled(charge)) {
    await applyFeaturedPaid(
      commerce,
      row.id,
      row.charge_id,
      charge.paidAt ?? commerce.clock.now().toISOString(),
    );
  } else if (charge && charge.status !== 'pending') {
    await dropCharge(commerce, row);
  }
  return (await featuredRow(db, adId)) as FeaturedRow;
}

/**
 * The featured-expiry job's work: pending ads whose hold ended (the gateway is asked first, so a
 * payment that made it in time is applied) become `expired`, their charge canceled and their days
 * freed; active ads past their last day become `expired`. Returns how many ads changed.
 */
export async function expireFeatured(commerce: Commerce, limit = 200): Promise<number> {
  const { db } = commerce;
  const now = commerce.clock.now();
  const due = await db
    .selectFrom('featured_ads')
    .select('id')
    .where('status', '=', 'pending')
    .where('hold_until', '<=', now.toISOString())
    .orderBy('hold_until')
    .limit(limit)
    .execute();
  let changed = 0;
  for (const { id } of due) {
    const row = await syncFeatured(commerce, id);
    if (row.status !== 'pending') continue;
    if (row.charge_id) await commerce.payments.cancelCharge(row.charge_id).catch(() => null);
    if (await cancelFeatured(db, id, ['pending'], 'expired', now)) {
      changed++;
      commerce.broadcast([storeChannel(row.store_id)], FEATURED_EVENT, { id, status: 'expired' });
    }
  }
  const ended = await db
    .updateTable('featured_ads')
    .set({ status: 'expired', updated_at: now.toISOString() })
    .where('status', '=', 'active')
    .where('ends_on', '<', todayInBrazil(now))
    .executeTakeFirst();
  return changed + Number(ended.numUpdatedRows);
}

/** Syncs the store's pending ads that have a charge (the pages read fresh states). */
export async function syncStoreFeatured(commerce: Commerce, storeId: number): Promise<void> {
  const rows = await commerce.db
    .selectFrom('featured_ads')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'pending')
    .where('charge_id', 'is not', null)
    .execute();
  for (const { id } of rows) await syncFeatured(commerce, id);
}
