import { settleDuePayouts } from '../domain/money/payouts.ts';
import type { Commerce } from '../domain/payments/commerce.ts';
import { type PayoutDriver, payoutDriver } from '../drivers/payouts/index.ts';
import { startJob } from './run-once.ts';

/**
 * Settles the cash-outs whose date has come (`scheduled_for` ≤ today in São Paulo) through the payout
 * driver, each in its own transaction (docs/payouts-and-plans.md, "Wallet and cash-outs"). A payout
 * another run settled meanwhile is skipped. Returns how many settled.
 */
export async function runPayoutSettle(commerce: Commerce, driver: PayoutDriver = payoutDriver()) {
  const settled = await settleDuePayouts({
    db: commerce.db,
    driver,
    broadcast: commerce.broadcast,
    now: commerce.clock.now(),
  });
  return settled.length;
}

/** Runs the settlement every `intervalMs` (a minute by default; never two runs at once, on any host: run-once.ts); returns a stop function. */
export function startPayoutSettleJob(
  commerce: Commerce,
  intervalMs = Number(process.env.PAYOUT_SETTLE_INTERVAL_MS ?? 60_000),
): () => Promise<void> {
  return startJob({
    name: 'payout-settle',
    db: commerce.db,
    intervalMs,
    run: () => runPayoutSettle(commerce),
    failure: 'Falha ao liquidar saques',
  });
}
