import type { DB } from '../../db/index.ts';

/**
 * Why a store order's money may not be released to the store now (docs/orders.md, "The store's
 * side"): an open complaint or a return the store has not answered holds it, whether the store
 * concludes the order or the auto-conclusion job would. Null when nothing holds it.
 */
export async function releaseHold(db: DB, storeOrderId: number): Promise<string | null> {
  const complaint = await db
    .selectFrom('complaints')
    .select('id')
    .where('store_order_id', '=', storeOrderId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (complaint)
    return 'Há uma reclamação aberta neste pedido: ele só pode ser concluído depois que ela for encerrada.';
  const requested = await db
    .selectFrom('order_returns')
    .select('id')
    .where('store_order_id', '=', storeOrderId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  if (requested) return 'Há um pedido de devolução sem resposta neste pedido: responda-o antes de concluir.';
  return null;
}
