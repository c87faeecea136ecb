import { configNumber } from '../domain/config.ts';
import { isRefusal } from '../domain/errors.ts';
import { releaseHold } from '../domain/orders/holds.ts';
import { transitionStoreOrder } from '../domain/orders/settle.ts';
import type { Commerce } from '../domain/payments/commerce.ts';
import { startJob } from './run-once.ts';

const DAY_MS = 86_400_000;
export const AUTO_CONCLUDE_NOTE = 'Concluído automaticamente após o prazo sem reclamação.';

/**
 * Concludes delivered store orders whose delivery is older than `order_auto_conclude_days`
 * (system_config, 7 by default) and that nothing holds (an open complaint, an unanswered return):
 * the store's net goes to its wallet (docs/orders.md, "Auto-conclusion"). An order the store or
 * another run concluded meanwhile is skipped (the move's conditional update). Returns how many.
 */
export async function runOrderAutoConclude(commerce: Commerce, limit = 200): Promise<number> {
  const days = await configNumber(commerce.db, 'order_auto_conclude_days', 7);
  const before = new Date(commerce.clock.now().getTime() - days * DAY_MS).toISOString();
  const due = await commerce.db
    .selectFrom('store_orders')
    .select('id')
    .where('status', '=', 'delivered')
    .where('delivered_at', '<=', before)
    .orderBy('delivered_at')
    .limit(limit)
    .execute();
  let concluded = 0;
  for (const { id } of due) {
    if (await releaseHold(commerce.db, id)) continue;
    try {
      await transitionStoreOrder(commerce, id, 'concluded', { note: AUTO_CONCLUDE_NOTE });
      concluded++;
    } catch (error) {
      // Moved by someone else since the read: nothing to do.
      if (!isRefusal(error)) throw error;
    }
  }
  return concluded;
}

/** Runs the auto-conclusion every `intervalMs` (hourly by default; never two runs at once, on any host: run-once.ts); returns a stop function. */
export function startOrderAutoConcludeJob(
  commerce: Commerce,
  intervalMs = Number(process.env.ORDER_AUTO_CONCLUDE_INTERVAL_MS ?? 3_600_000),
): () => Promise<void> {
  return startJob({
    name: 'order-auto-conclude',
    db: commerce.db,
    intervalMs,
    run: () => runOrderAutoConclude(commerce),
    failure: 'Falha ao concluir pedidos entregues',
  });
}
