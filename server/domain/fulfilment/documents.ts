import type { Selectable } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { StoreOrderInvoicesTable } from '../../db/schema.ts';
import { nfeTotals } from '../../drivers/nfe/index.ts';
import { labelFor, ShippingError } from '../../drivers/shipping/index.ts';
import { invalidField } from '../errors.ts';
import { type OrderContext, orderContext } from './context.ts';
import { authorizedInvoice } from './invoices.ts';
import { nfeParties } from './nfe-parties.ts';
import { danfePdf } from './pdf/danfe.ts';
import { contentDeclarationPdf } from './pdf/declaration.ts';
import { shippingLabelPdf } from './pdf/label.ts';

/** A file a call answers with, as a download. */
export interface DownloadFile {
  filename: string;
  contentType: string;
  body: Uint8Array | string;
}

/** The orders a label or declaration is printed for: paid and on their way out (reprints once shipped). */
const PRINTABLE = ['paid', 'invoiced', 'shipped'] as const;

const weightText = (grams: number) => `${(grams / 1000).toFixed(3).replace('.', ',')} kg`;

function assertPrintable(ctx: OrderContext): void {
  if (!(PRINTABLE as readonly string[]).includes(ctx.order.status)) {
    throw invalidField(
      'store_order_id',
      'A etiqueta só pode ser impressa para pedidos pagos, faturados ou enviados.',
    );
  }
}

/** The tracking code the label carries (the shipping driver's, stable per order and service). */
export function labelTrackingCode(ctx: Pick<OrderContext, 'order' | 'recipient'>): string {
  const stand = { ...ctx.recipient, complement: ctx.recipient.complement ?? undefined };
  try {
    return labelFor({
      orderRef: ctx.order.number,
      service: ctx.order.shipping_service,
      weightGrams: Math.max(1, ctx.order.weight_grams),
      sender: stand,
      recipient: stand,
    }).trackingCode;
  } catch {
    return '';
  }
}

/** The DANFE of the order's authorized NF-e. */
export async function danfeFile(db: DB, storeOrderId: number): Promise<DownloadFile> {
  const invoice = await authorizedInvoice(db, storeOrderId);
  const ctx = await orderContext(db, storeOrderId);
  return {
    filename: `DANFE-${invoice.access_key}.pdf`,
    contentType: 'application/pdf',
    body: await danfePdf(danfeData(ctx, invoice)),
  };
}

/** The authorized NF-e's XML (`nfeProc`: the document and its protocol), as SEFAZ keeps it. */
export async function invoiceXmlFile(db: DB, storeOrderId: number): Promise<DownloadFile> {
  const invoice = await authorizedInvoice(db, storeOrderId);
  return {
    filename: `${invoice.access_key}-procNFe.xml`,
    contentType: 'application/xml; charset=utf-8',
    body: invoice.xml,
  };
}

function danfeData(ctx: OrderContext, invoice: Selectable<StoreOrderInvoicesTable>) {
  const issuerAddress = ctx.companyAddress ?? ctx.origin;
  if (!ctx.company || !issuerAddress) throw invalidField('company', 'A empresa da loja não está completa.');
  const parties = nfeParties(ctx, ctx.company, issuerAddress);
  const cfop = issuerAddress.uf === ctx.recipient.uf ? '5102' : '6108';
  return {
    accessKey: invoice.access_key,
    number: invoice.number,
    series: invoice.series,
    protocol: invoice.protocol ?? '',
    issuedAt: invoice.created_at,
    authorizedAt: invoice.authorized_at ?? invoice.created_at,
    homologation: invoice.xml.includes('<tpAmb>2</tpAmb>'),
    issuer: parties.issuer,
    recipient: { ...parties.recipient, document: parties.recipient.document ?? null },
    items: parties.items.map((item) => ({ ...item, cfop })),
    ...nfeTotals(parties),
    shippingService: ctx.order.shipping_service,
    weightGrams: ctx.order.weight_grams,
    note: parties.note,
  };
}

/**
 * The shipping label: sender = the store's origin address, else its company's, else only the store's
 * city/UF; recipient = the order's address; the shipping driver checks both and gives the tracking code.
 */
export async function shippingLabelFile(db: DB, storeOrderId: number): Promise<DownloadFile> {
  const ctx = await orderContext(db, storeOrderId);
  assertPrintable(ctx);
  const recipient = { ...ctx.recipient, complement: ctx.recipient.complement ?? undefined };
  let trackingCode: string;
  let serviceName: string;
  try {
    const label = labelFor({
      orderRef: ctx.order.number,
      service: ctx.order.shipping_service,
      weightGrams: Math.max(1, ctx.order.weight_grams),
      sender: ctx.origin ? { ...ctx.origin, complement: ctx.origin.complement ?? undefined } : recipient,
      recipient,
    });
    trackingCode = label.trackingCode;
    serviceName = label.serviceName;
  } catch (error) {
    if (error instanceof ShippingError) throw invalidField('store_order_id', error.message);
    throw error;
  }
  const invoice = await db
    .selectFrom('store_order_invoices')
    .select(['number', 'series'])
    .where('store_order_id', '=', storeOrderId)
    .where('status', '=', 'authorized')
    .executeTakeFirst();
  return {
    filename: `etiqueta-${ctx.order.number}.pdf`,
    contentType: 'application/pdf',
    body: await shippingLabelPdf({
      orderNumber: ctx.order.number,
      trackingCode,
      serviceName,
      weightText: weightText(ctx.order.weight_grams),
      sender: ctx.origin ?? { name: ctx.senderName, city: ctx.store.city, uf: ctx.store.uf },
      recipient: ctx.recipient,
      document: invoice ? `NF-e ${invoice.number} série ${invoice.series}` : 'Declaração de conteúdo',
    }),
  };
}

/**
 * The content declaration, for a store without a company (no NF-e): a store that issues NF-e ships
 * with its invoice instead.
 */
export async function contentDeclarationFile(db: DB, storeOrderId: number): Promise<DownloadFile> {
  const ctx = await orderContext(db, storeOrderId);
  assertPrintable(ctx);
  if (ctx.company) {
    throw invalidField(
      'store_order_id',
      'Sua loja emite NF-e: envie o pedido com a nota fiscal, não com a declaração de conteúdo.',
    );
  }
  const items = ctx.items.map((i) => ({
    description: `${i.product_name} (${i.condition}, ${i.language})`,
    quantity: i.quantity,
    totalCents: i.total,
  }));
  return {
    filename: `declaracao-conteudo-${ctx.order.number}.pdf`,
    contentType: 'application/pdf',
    body: await contentDeclarationPdf({
      orderNumber: ctx.order.number,
      sender: {
        name: ctx.senderName,
        document: ctx.store.document,
        address: ctx.origin,
        city: ctx.store.city,
        uf: ctx.store.uf,
      },
      recipient: {
        name: ctx.recipient.name,
        document: ctx.buyer.document,
        address: ctx.recipient,
        city: ctx.recipient.city,
        uf: ctx.recipient.uf,
      },
      items,
      totalCents: items.reduce((sum, i) => sum + i.totalCents, 0),
      weightText: weightText(ctx.order.weight_grams),
    }),
  };
}
