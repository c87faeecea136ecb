import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import {
  buildAccessKey,
  buildNfeXml,
  NFE_SERIES,
  type NfeDriver,
  NfeError,
} from '../../drivers/nfe/index.ts';
import { invalidField } from '../errors.ts';
import { afterStoreOrderMove, moveStoreOrderIn } from '../orders/settle.ts';
import type { Commerce } from '../payments/commerce.ts';
import { orderContext } from './context.ts';
import { nfeParties } from './nfe-parties.ts';

/** What a seller without a company is told (the NF-e issuer is the store's company). */
export const NEEDS_COMPANY =
  'Sua loja não tem empresa cadastrada: preencha os dados da empresa (CNPJ e endereço) em Minha loja › Dados da empresa para emitir NF-e. Sem empresa, envie com a declaração de conteúdo.';

/** The link a buyer and the seller open the DANFE (or the XML) with. */
export const invoiceFileUrl = (storeOrderId: number, format: 'pdf' | 'xml' = 'pdf') =>
  `/v1/store-order-get-nf/${storeOrderId}?format=${format}`;

const randomCode = () => String(randomInt(100_000_000)).padStart(8, '0');

/**
 * The NF-e draft of a paid store order: number (the company's next in series 3, or the number of the
 * attempt SEFAZ refused, which was never used), access key, XML; status `pending`. One draft or
 * authorized invoice per order at a time; the order row and then the company row are locked first, so
 * two clicks or two orders of one company never share a number.
 */
export async function createInvoiceDraft(db: DB, driver: NfeDriver, storeOrderId: number) {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('store_orders')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', storeOrderId)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) !== 1) {
      throw invalidField('store_order_id', 'Só é possível emitir a nota fiscal de um pedido pago.');
    }
    const ctx = await orderContext(trx, storeOrderId);
    if (!ctx.company) throw invalidField('company', NEEDS_COMPANY);
    if (!ctx.companyAddress) {
      throw invalidField(
        'company',
        'Cadastre o endereço da empresa em Minha loja › Dados da empresa para emitir NF-e.',
      );
    }
    const attempts = await trx
      .selectFrom('store_order_invoices')
      .select(['id', 'status', 'number'])
      .where('store_order_id', '=', storeOrderId)
      .orderBy('id', 'desc')
      .execute();
    if (attempts.some((i) => i.status === 'authorized')) {
      throw invalidField('store_order_id', 'Este pedido já tem nota fiscal autorizada.');
    }
    if (attempts.some((i) => i.status === 'pending')) {
      throw invalidField(
        'store_order_id',
        'Este pedido já tem uma nota fiscal em rascunho: envie-a à SEFAZ.',
      );
    }
    await trx
      .updateTable('companies')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', ctx.company.id)
      .execute();
    const refused = attempts.find((i) => i.status === 'refused');
    const number = refused?.number ?? (await nextNumber(trx, ctx.company.id));
    const issuedAt = new Date();
    const code = randomCode();
    const issuerAddress = ctx.companyAddress;
    try {
      const accessKey = buildAccessKey({
        uf: issuerAddress.uf,
        issuedAt,
        cnpj: ctx.company.cnpj,
        series: NFE_SERIES,
        number,
        code,
      });
      const xml = buildNfeXml({
        accessKey,
        series: NFE_SERIES,
        number,
        code,
        issuedAt,
        environment: driver.environment,
        paymentMethod: ctx.group.payment_method,
        ...nfeParties(ctx, ctx.company, issuerAddress),
      });
      return trx
        .insertInto('store_order_invoices')
        .values({
          store_order_id: storeOrderId,
          number,
          series: NFE_SERIES,
          access_key: accessKey,
          status: 'pending',
          protocol: null,
          refusal_reason: null,
          xml,
          sent_to_buyer_at: null,
          created_at: issuedAt.toISOString(),
          authorized_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (error instanceof NfeError) throw invalidField('company', error.message);
      throw error;
    }
  });
}

/** The company's next NF-e number in the series: one past the highest it used on any of its stores. */
async function nextNumber(trx: DB, companyId: number): Promise<number> {
  const row = await trx
    .selectFrom('store_order_invoices as i')
    .innerJoin('store_orders as o', 'o.id', 'i.store_order_id')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select((eb) => eb.fn.max('i.number').as('last'))
    .where('s.company_id', '=', companyId)
    .where('i.series', '=', NFE_SERIES)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export type AuthorizeOutcome =
  | { status: 'authorized'; protocol: string }
  | { status: 'refused'; reason: string };

/**
 * Sends the order's draft to SEFAZ. Authorized: the invoice (protocol, the `nfeProc` XML) and the order's
 * move to `invoiced` commit together, so a move that fails leaves the draft pending. Refused: the attempt
 * keeps SEFAZ's reason, the order stays paid and a new draft may be made. A second click on the same
 * draft finds it no longer pending: 422.
 */
export async function authorizeInvoice(
  commerce: Commerce,
  driver: NfeDriver,
  storeOrderId: number,
  { simulateRefusal = false }: { simulateRefusal?: boolean } = {},
): Promise<AuthorizeOutcome> {
  const db = commerce.db;
  const order = await db
    .selectFrom('store_orders')
    .select(['status', 'total'])
    .where('id', '=', storeOrderId)
    .executeTakeFirstOrThrow();
  const draft = await db
    .selectFrom('store_order_invoices')
    .selectAll()
    .where('store_order_id', '=', storeOrderId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!draft) {
    throw invalidField(
      'store_order_id',
      order.status === 'paid'
        ? 'Emita a nota fiscal antes de enviá-la à SEFAZ.'
        : 'Este pedido não tem nota fiscal para enviar à SEFAZ.',
    );
  }
  if (order.status !== 'paid') {
    throw invalidField('store_order_id', 'Só é possível enviar à SEFAZ a nota de um pedido pago.');
  }
  const answer = await driver.authorize({
    accessKey: draft.access_key,
    xml: draft.xml,
    totalCents: order.total,
    simulateRefusal,
  });
  const stale = () =>
    invalidField('store_order_id', 'Esta nota fiscal já foi enviada à SEFAZ; recarregue a página.');
  if (answer.status === 'refused') {
    const moved = await db
      .updateTable('store_order_invoices')
      .set({ status: 'refused', refusal_reason: answer.reason.slice(0, 255) })
      .where('id', '=', draft.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw stale();
    return { status: 'refused', reason: answer.reason };
  }
  const change = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('store_order_invoices')
      .set({
        status: 'authorized',
        protocol: answer.protocol,
        xml: answer.xml,
        authorized_at: answer.authorizedAt,
      })
      .where('id', '=', draft.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw stale();
    return moveStoreOrderIn(trx, storeOrderId, 'invoiced', {
      invoice: { number: String(draft.number), key: draft.access_key, url: invoiceFileUrl(storeOrderId) },
      note: `NF-e ${draft.number} (série ${draft.series}) autorizada, protocolo ${answer.protocol}.`,
    });
  });
  await afterStoreOrderMove(commerce, change);
  return { status: 'authorized', protocol: answer.protocol };
}

/** The order's authorized invoice, or a 422 saying there is none yet. */
export async function authorizedInvoice(db: DB, storeOrderId: number) {
  const invoice = await db
    .selectFrom('store_order_invoices')
    .selectAll()
    .where('store_order_id', '=', storeOrderId)
    .where('status', '=', 'authorized')
    .executeTakeFirst();
  if (!invoice) throw invalidField('store_order_id', 'Este pedido ainda não tem nota fiscal autorizada.');
  return invoice;
}

export async function markInvoiceSent(db: DB, invoiceId: number): Promise<void> {
  await db
    .updateTable('store_order_invoices')
    .set({ sent_to_buyer_at: nowIso() })
    .where('id', '=', invoiceId)
    .execute();
}
