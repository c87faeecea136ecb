import { nowIso } from '../db/index.ts';
import { recordCharge } from '../domain/orders/place.ts';
import { releaseGroup, settleGroupPaid } from '../domain/orders/settle.ts';
import type { Commerce } from '../domain/payments/commerce.ts';
import { type Charge, isChargeSettled } from '../drivers/payments/index.ts';
import { startJob } from './run-once.ts';

/**
 * Puts the orders and the gateway back in agreement after a host stopped between capturing a card
 * and settling its order (docs/payments.md "Reconciliation"):
 * - an order still awaiting payment whose charge the gateway holds as paid — recorded or not (a
 *   host that stopped right after the capture never wrote its `payments` row; the gateway is asked
 *   for the order's charges) — is settled: paid, with its ledger split;
 * - a card the gateway refused after all releases its order;
 * - an order that ended unpaid (expired, refused) whose charge the gateway holds as paid is refunded
 *   at the gateway: its stock is gone, the money goes back.
 * Orders younger than `graceSeconds` are left alone: their checkout may still be running. Every move
 * is the same conditional one the webhooks make, so the job racing a webhook changes an order once.
 * Returns how many orders it settled and how many charges it refunded.
 */
export async function runPaymentReconcile(
  commerce: Commerce,
  { graceSeconds = 120, lookbackHours = 48, limit = 200 } = {},
): Promise<{ settled: number; refunded: number; released: number }> {
  const { db } = commerce;
  const now = commerce.clock.now().getTime();
  const before = new Date(now - graceSeconds * 1000).toISOString();
  const since = new Date(now - lookbackHours * 3_600_000).toISOString();
  const result = { settled: 0, refunded: 0, released: 0 };

  const open = await db
    .selectFrom('order_groups')
    .select(['id', 'number'])
    .where('status', '=', 'awaiting_payment')
    .where('payment_method', '!=', 'wallet')
    .where('created_at', '<=', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const group of open) {
    const charge = await gatewayChargeOf(commerce, group);
    if (!charge) continue;
    if (isChargeSettled(charge)) {
      await markPayment(commerce, charge);
      if (await settleGroupPaid(commerce, group.id, charge.paidAt ?? nowIso())) result.settled++;
    } else if (charge.method === 'card' && charge.status === 'refused') {
      await markPayment(commerce, charge);
      const note = 'Pagamento recusado pelo emissor do cartão.';
      if (await releaseGroup(commerce, group.id, 'refused', note)) result.released++;
    }
  }

  const ended = await db
    .selectFrom('order_groups')
    .leftJoin('payments', 'payments.order_group_id', 'order_groups.id')
    .select(['order_groups.id', 'order_groups.number'])
    .where('order_groups.status', 'in', ['expired', 'refused'])
    .where('order_groups.payment_method', '!=', 'wallet')
    .where('order_groups.updated_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb('payments.id', 'is', null),
        eb('payments.status', 'not in', ['paid', 'approved', 'refunded']),
      ]),
    )
    .orderBy('order_groups.id')
    .limit(limit)
    .execute();
  for (const group of ended) {
    const charge = await gatewayChargeOf(commerce, group);
    if (!charge || !isChargeSettled(charge)) continue;
    await markPayment(commerce, charge);
    const back = await commerce.payments.refundCharge(charge.chargeId).catch(() => null);
    await commerce.flush();
    if (back) {
      await markPayment(commerce, back);
      result.refunded++;
    }
  }
  return result;
}

/** The gateway's charge of an order group: its recorded one, else the one the gateway made for its number. */
async function gatewayChargeOf(
  commerce: Commerce,
  group: { id: number; number: string },
): Promise<Charge | null> {
  const payment = await commerce.db
    .selectFrom('payments')
    .select('charge_id')
    .where('order_group_id', '=', group.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (payment) return commerce.payments.getCharge(payment.charge_id);
  if (!commerce.payments.chargesFor) return null;
  const charges = await commerce.payments.chargesFor(group.number);
  const charge = charges.find(isChargeSettled) ?? charges.at(-1) ?? null;
  // Recorded now, so the expiry job and the webhooks find the order by its charge from here on.
  if (charge) await recordCharge(commerce, group.id, charge).catch(() => null);
  return charge;
}

/** The `payments` row takes the gateway's status of the charge. */
async function markPayment(commerce: Commerce, charge: Charge): Promise<void> {
  await commerce.db
    .updateTable('payments')
    .set({ status: charge.status, paid_at: charge.paidAt, updated_at: nowIso() })
    .where('charge_id', '=', charge.chargeId)
    .execute();
}

/** Runs the reconciliation every `intervalMs` (a minute by default; never two runs at once); returns a stop function. */
export function startPaymentReconcileJob(
  commerce: Commerce,
  intervalMs = Number(process.env.PAYMENT_RECONCILE_INTERVAL_MS ?? 60_000),
): () => Promise<void> {
  return startJob({
    name: 'payment-reconcile',
    db: commerce.db,
    intervalMs,
    run: () => runPaymentReconcile(commerce),
    failure: 'Falha ao conciliar pagamentos',
  });
}
