import { sql } from 'kysely';
import type { BlingPushView } from '../../../resources/js/types/pages/sellerIntegrations.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { BlingError, type BlingInvoiceInput } from '../../drivers/bling/index.ts';
import { DomainError, RefusedError, UpstreamError } from '../errors.ts';
import { freshAccessToken, NOT_CONNECTED } from './bling-tokens.ts';
import type { Integrations } from './context.ts';

export const PUSH_WRONG_STATE =
  'Só é possível enviar ao Bling a nota fiscal de um pedido concluído com NF-e autorizada.';
export const PUSH_ALREADY = 'A nota fiscal deste pedido já foi enviada ao Bling.';

/** The company's latest pushes (the screen shows ten). */
export async function recentPushes(db: DB, companyId: number, limit = 10): Promise<BlingPushView[]> {
  const rows = await db
    .selectFrom('bling_invoice_pushes as p')
    .innerJoin('store_orders as o', 'o.id', 'p.store_order_id')
    .select(['p.id', 'p.store_order_id', 'o.number', 'p.status', 'p.external_id', 'p.error', 'p.created_at'])
    .where('p.company_id', '=', companyId)
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    store_order_id: r.store_order_id,
    order_number: r.number,
    status: r.status,
    external_id: r.external_id,
    error: r.error,
    created_at: r.created_at,
  }));
}

async function invoiceInput(db: DB, storeOrderId: number, invoiceId: number): Promise<BlingInvoiceInput> {
  const [order, invoice, items] = await Promise.all([
    db
      .selectFrom('store_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.number', 'o.shipping_price', 'o.total', 'u.name', 'u.last_name', 'u.document'])
      .where('o.id', '=', storeOrderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('store_order_invoices')
      .select(['number', 'series', 'access_key', 'authorized_at', 'created_at'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_items')
      .select(['product_name', 'quantity', 'unit_price'])
      .where('store_order_id', '=', storeOrderId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    number: invoice.number,
    series: invoice.series,
    accessKey: invoice.access_key,
    issuedAt: invoice.authorized_at ?? invoice.created_at,
    orderNumber: order.number,
    buyer: { name: [order.name, order.last_name].filter(Boolean).join(' '), document: order.document },
    items: items.map((i) => ({ name: i.product_name, quantity: i.quantity, unitCents: i.unit_price })),
    shippingCents: order.shipping_price,
    totalCents: order.total,
  };
}

/**
 * POST /v1/bling/push-invoice {store_order_id}: a concluded store order's authorized NF-e goes to the
 * store owner's company's Bling. The order row is locked while a `sending` push row is written, so
 * two clicks send it once; the push ends `sent` (Bling's id) or `failed` (its message, 502).
 */
export async function pushInvoiceToBling(
  db: DB,
  integrations: Integrations,
  storeOrderId: number,
  ownerUserId: number,
): Promise<BlingPushView> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('user_id', '=', ownerUserId)
    .executeTakeFirst();
  if (!company) throw new RefusedError('Cadastre a empresa da loja antes de enviar notas ao Bling.');
  const now = () => nowIso(integrations.now());

  const push = await db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('store_orders')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', storeOrderId)
      .where('status', '=', 'concluded')
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) !== 1) throw new RefusedError(PUSH_WRONG_STATE);
    const invoice = await trx
      .selectFrom('store_order_invoices')
      .select('id')
      .where('store_order_id', '=', storeOrderId)
      .where('status', '=', 'authorized')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!invoice) throw new RefusedError(PUSH_WRONG_STATE);
    const done = await trx
      .selectFrom('bling_invoice_pushes')
      .select('id')
      .where('store_order_id', '=', storeOrderId)
      .where('status', 'in', ['sending', 'sent'])
      .executeTakeFirst();
    if (done) throw new RefusedError(PUSH_ALREADY);
    const connection = await trx
      .selectFrom('bling_connections')
      .select('status')
      .where('company_id', '=', company.id)
      .executeTakeFirst();
    if (connection?.status !== 'connected') throw new RefusedError(NOT_CONNECTED);
    return trx
      .insertInto('bling_invoice_pushes')
      .values({
        company_id: company.id,
        store_order_id: storeOrderId,
        invoice_id: invoice.id,
        status: 'sending',
        external_id: null,
        error: null,
        created_at: now(),
        updated_at: now(),
      })
      .returning(['id', 'invoice_id'])
      .executeTakeFirstOrThrow();
  });

  const finish = (values: { status: 'sent' | 'failed'; external_id?: string; error?: string }) =>
    db
      .updateTable('bling_invoice_pushes')
      .set({ ...values, updated_at: now() })
      .where('id', '=', push.id)
      .execute();
  try {
    const token = await freshAccessToken(db, integrations, company.id);
    const sent = await integrations.bling.pushInvoice(
      token,
      await invoiceInput(db, storeOrderId, push.invoice_id),
    );
    await finish({ status: 'sent', external_id: sent.id });
  } catch (error) {
    const message =
      error instanceof BlingError || error instanceof DomainError
        ? error.message
        : 'Falha ao enviar ao Bling.';
    await finish({ status: 'failed', error: message.slice(0, 255) });
    if (error instanceof DomainError) throw error;
    throw new UpstreamError(`Não foi possível enviar a nota ao Bling: ${message}`);
  }
  const view = (await recentPushes(db, company.id, 50)).find((p) => p.id === push.id);
  if (!view) throw new Error('push row vanished');
  return view;
}
