import type { Fulfilment, FulfilmentInvoice } from '../../../resources/js/types/pages/sellerFulfilment.ts';
import type { DB } from '../../db/index.ts';
import { orderContext } from './context.ts';
import { labelTrackingCode } from './documents.ts';
import { invoiceFileUrl } from './invoices.ts';
import { trackingUrl } from './ship.ts';

/** The invoice and shipping state of a store order (docs/fulfilment.md). */
export async function fulfilmentOf(db: DB, storeOrderId: number): Promise<Fulfilment> {
  const ctx = await orderContext(db, storeOrderId);
  const rows = await db
    .selectFrom('store_order_invoices')
    .select([
      'id',
      'number',
      'series',
      'access_key',
      'status',
      'protocol',
      'refusal_reason',
      'created_at',
      'authorized_at',
      'sent_to_buyer_at',
    ])
    .where('store_order_id', '=', storeOrderId)
    .orderBy('id', 'desc')
    .execute();
  const invoices: FulfilmentInvoice[] = rows.map((r) => ({
    ...r,
    danfe_url: r.status === 'authorized' ? invoiceFileUrl(storeOrderId, 'pdf') : null,
    xml_url: r.status === 'authorized' ? invoiceFileUrl(storeOrderId, 'xml') : null,
  }));
  const { order } = ctx;
  const withNfe = ctx.company !== null;
  const printable = order.status === 'paid' || order.status === 'invoiced' || order.status === 'shipped';
  return {
    store_order_id: order.id,
    invoices,
    invoice: invoices.find((i) => i.status === 'authorized') ?? null,
    tracking_code: order.tracking_code,
    tracking_url: order.tracking_code ? trackingUrl(order.tracking_code) : null,
    can_print_label: printable,
    issues_nfe: withNfe,
    has_origin_address: ctx.origin !== null,
    can_issue_invoice: withNfe && order.status === 'paid' && !invoices.some((i) => i.status === 'pending'),
    can_ship: order.status === 'invoiced' || (order.status === 'paid' && !withNfe),
    can_print_declaration: printable && !withNfe,
    label_url: `/v1/get-shipping-label/${order.id}`,
    declaration_url: `/v1/get-shipping-content-label/${order.id}`,
    label_tracking_code: printable ? labelTrackingCode(ctx) || null : null,
    shipping_service: order.shipping_service,
  };
}
