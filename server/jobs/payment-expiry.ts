import { nowIso } from '../db/index.ts';
import { releaseGroup, settleGroupPaid } from '../domain/orders/settle.ts';
import type { Commerce } from '../domain/payments/commerce.ts';
import { isChargeSettled } from '../drivers/payments/index.ts';
import { startJob } from './run-once.ts';

/**
 * Releases what unpaid orders hold once their time is up: a PIX past its expiry, a card that stayed
 * in analysis past the hold, or an order whose charge was never created (the host stopped midway).
 * The gateway is asked first, so a payment that made it in time is applied instead of expired.
 * Returns how many order groups were expired.
 */
export async function runPaymentExpiry(commerce: Commerce, limit = 200): Promise<number> {
  await commerce.payments.processDue();
  await commerce.flush();
  const now = commerce.clock.now().toISOString();
  const due = await commerce.db
    .selectFrom('order_groups')
    .select(['id'])
    .where('status', '=', 'awaiting_payment')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  let expired = 0;
  for (const group of due) if (await expireGroup(commerce, group.id)) expired++;
  return expired;
}

async function expireGroup(commerce: Commerce, groupId: number): Promise<boolean> {
  const { db } = commerce;
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'charge_id', 'method'])
    .where('order_group_id', '=', groupId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (payment) {
    const charge = await commerce.payments.getCharge(payment.charge_id);
    await commerce.flush();
    if (charge && isChargeSettled(charge)) {
      await db
        .updateTable('payments')
        .set({ status: charge.status, paid_at: charge.paidAt, updated_at: nowIso() })
        .where('id', '=', payment.id)
        .execute();
      await settleGroupPaid(commerce, groupId, charge.paidAt ?? nowIso());
      return false;
    }
    // Stop the code or the analysis at the gateway, so it can no longer be paid.
    if (charge?.status === 'pending')
      await commerce.payments.cancelCharge(payment.charge_id).catch(() => null);
    await db
      .updateTable('payments')
      .set({ status: payment.method === 'pix' ? 'expired' : 'canceled', updated_at: nowIso() })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .execute();
  }
  const note =
    payment?.method === 'card' ? 'O cartão não foi confirmado a tempo.' : 'O PIX expirou sem pagamento.';
  return releaseGroup(commerce, groupId, 'expired', note);
}

/** Runs the expiry every `intervalMs` (never two runs at once, on any host: run-once.ts); returns a stop function. */
export function startPaymentExpiryJob(
  commerce: Commerce,
  intervalMs = commerce.settings.expiryIntervalMs,
): () => Promise<void> {
  return startJob({
    name: 'payment-expiry',
    db: commerce.db,
    intervalMs,
    run: () => runPaymentExpiry(commerce),
    failure: 'Falha ao expirar pagamentos',
  });
}
