import type { Fulfilment } from '../../../resources/js/types/pages/sellerFulfilment.ts';
import type { DB } from '../../db/index.ts';

/** The invoice and shipping state of a store order (docs/orders.md, "Invoice and shipping"). */
export async function fulfilmentOf(db: DB, storeOrderId: number): Promise<Fulfilment> {
  const order = await db
    .selectFrom('store_orders')
    .select(['id', 'status', 'tracking_code'])
    .where('id', '=', storeOrderId)
    .executeTakeFirstOrThrow();
  return {
    store_order_id: order.id,
    invoices: [],
    invoice: null,
    tracking_code: order.tracking_code,
    tracking_url: null,
    can_print_label: order.status === 'paid' || order.status === 'invoiced',
  };
}
