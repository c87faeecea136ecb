import type { DB } from '../../db/index.ts';
import type { Mailer } from '../../drivers/mail/index.ts';
import { invalidField } from '../errors.ts';
import { afterStoreOrderMove, moveStoreOrderIn } from '../orders/settle.ts';
import type { Commerce } from '../payments/commerce.ts';
import { authorizedInvoice, invoiceFileUrl, markInvoiceSent } from './invoices.ts';
import { invoiceMail } from './mail.ts';

export { trackingUrl } from '../orders/store-mails.ts';

/** Who the order's e-mails go to. */
async function orderRecipient(db: DB, storeOrderId: number) {
  const row = await db
    .selectFrom('store_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select(['u.email', 'u.name', 'o.number', 's.name as store_name'])
    .where('o.id', '=', storeOrderId)
    .executeTakeFirstOrThrow();
  return { email: row.email, name: row.name, orderNumber: row.number, storeName: row.store_name };
}

/**
 * Marks the order shipped with a (valid) Correios tracking code; the move e-mails the buyer the tracking
 * link (orders/store-mails.ts) once committed.
 * A store with a company issues NF-e, so only an invoiced order ships; a store without one ships a paid
 * order with the content declaration: the order passes through `invoiced` (noted as such on the
 * timeline) and reaches `shipped` in the same transaction.
 */
export async function shipOrder(commerce: Commerce, storeOrderId: number, code: string): Promise<void> {
  const order = await commerce.db
    .selectFrom('store_orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select(['o.status', 's.company_id'])
    .where('o.id', '=', storeOrderId)
    .executeTakeFirstOrThrow();
  const withNfe = order.company_id !== null;
  if (order.status === 'paid' && withNfe) {
    throw invalidField(
      'store_order_id',
      'Emita a NF-e e aguarde a autorização da SEFAZ antes de marcar o pedido como enviado.',
    );
  }
  if (order.status !== 'paid' && order.status !== 'invoiced') {
    throw invalidField('store_order_id', 'Só pedidos pagos ou faturados podem ser marcados como enviados.');
  }
  const changes = await commerce.db.transaction().execute(async (trx) => {
    const invoiced =
      order.status === 'paid'
        ? [
            await moveStoreOrderIn(trx, storeOrderId, 'invoiced', {
              note: 'Loja sem NF-e: enviado com declaração de conteúdo.',
            }),
          ]
        : [];
    const shipped = await moveStoreOrderIn(trx, storeOrderId, 'shipped', {
      trackingCode: code,
      note: `Código de rastreio ${code}.`,
    });
    return [...invoiced, shipped];
  });
  // After the commit: the buyer hears of each move, and gets the e-mail with the tracking link.
  for (const change of changes) await afterStoreOrderMove(commerce, change);
}

/** E-mails the buyer the DANFE and XML links of the authorized NF-e and notes when. */
export async function sendInvoiceToBuyer(db: DB, mailer: Mailer, appUrl: string, storeOrderId: number) {
  const invoice = await authorizedInvoice(db, storeOrderId);
  await mailer.send(
    invoiceMail(
      await orderRecipient(db, storeOrderId),
      {
        number: invoice.number,
        accessKey: invoice.access_key,
        danfeUrl: invoiceFileUrl(storeOrderId, 'pdf'),
        xmlUrl: invoiceFileUrl(storeOrderId, 'xml'),
      },
      appUrl,
    ),
  );
  await markInvoiceSent(db, invoice.id);
}
