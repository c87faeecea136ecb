import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { orderContext, storeOfOrder } from '../../../domain/fulfilment/context.ts';
import {
  contentDeclarationFile,
  type DownloadFile,
  danfeFile,
  invoiceXmlFile,
  shippingLabelFile,
} from '../../../domain/fulfilment/documents.ts';
import { fulfilmentOf } from '../../../domain/fulfilment/index.ts';
import { authorizeInvoice, createInvoiceDraft } from '../../../domain/fulfilment/invoices.ts';
import { sendInvoiceToBuyer, shipOrder } from '../../../domain/fulfilment/ship.ts';
import { createNfeDriver } from '../../../drivers/nfe/index.ts';
import { isValidTrackingCode } from '../../../drivers/shipping/index.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action, forbidden, ValidationError } from '../../support/errors.ts';
import { mayManageStore, requireStoreAccess } from '../../support/storeAccess.ts';

import { idField, pathId, postWithSlash, validate } from '../../support/validation.ts';

// ---------------------------------------------------------------- schemas

const orderSchema = z.object({ store_order_id: idField('pedido') });

const sefazSchema = orderSchema.extend({
  simulate_refusal: z.boolean({ error: 'O campo simulate_refusal deve ser verdadeiro ou falso.' }).optional(),
});

const formatField = z.enum(['pdf', 'xml'], { error: 'Escolha o formato: pdf ou xml.' });
const getNfSchema = orderSchema.extend({ format: formatField.default('pdf') });

export const INVALID_TRACKING_CODE = 'Código de rastreio inválido.';

const shipSchema = orderSchema.extend({
  tracking_code: z
    .string({ error: 'Informe o código de rastreio.' })
    .trim()
    .min(1, 'Informe o código de rastreio.')
    .max(20, INVALID_TRACKING_CODE)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isValidTrackingCode, INVALID_TRACKING_CODE),
});

// ---------------------------------------------------------------- routes

/**
 * Seller calls for a store order's invoice (NF-e) and shipping (docs/fulfilment.md). Each one: 401
 * without a session, 422 for bad input (nothing written), 404 for an unknown order, 403 for anyone but
 * the store's owner or an admin, 419 without the XSRF token on a POST, 422 with a pt-BR message for a
 * move the order's state does not allow.
 */
export async function fulfilmentRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, mailer, config } = services;
  const nfe = createNfeDriver(process.env);

  /** The order a call names, after the session (401), input (422), order (404) and store (403) checks. */
  async function storeOrder<S extends z.ZodType<{ store_order_id: number }>>(
    request: FastifyRequest,
    schema: S,
    source: unknown,
  ): Promise<z.output<S>> {
    await requireUser(db, request);
    const input = validate(schema, source);
    await requireStoreAccess(db, request, await storeOfOrder(db, input.store_order_id));
    return input;
  }

  const send = (reply: FastifyReply, file: DownloadFile) =>
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));

  postWithSlash(app, '/store-order-invoice', async (request, reply) => {
    const { store_order_id } = await storeOrder(request, orderSchema, request.body);
    await createInvoiceDraft(db, nfe, store_order_id);
    reply.code(201);
    return action(
      'Nota fiscal criada. Envie-a à SEFAZ para autorizar.',
      await fulfilmentOf(db, store_order_id),
    );
  });

  postWithSlash(app, '/send-nf-to-sefaz', async (request) => {
    const input = await storeOrder(request, sefazSchema, request.body);
    if (input.simulate_refusal && !nfe.simulates) {
      throw new ValidationError({ simulate_refusal: ['A recusa simulada só existe no ambiente de testes.'] });
    }
    const outcome = await authorizeInvoice(app.commerce, nfe, input.store_order_id, {
      simulateRefusal: input.simulate_refusal === true,
    });
    const fulfilment = await fulfilmentOf(db, input.store_order_id);
    return outcome.status === 'authorized'
      ? action('NF-e autorizada pela SEFAZ.', fulfilment)
      : action(`A SEFAZ recusou a nota fiscal. ${outcome.reason}`, fulfilment, true);
  });

  postWithSlash(app, '/store-order-send-nf', async (request) => {
    const { store_order_id } = await storeOrder(request, orderSchema, request.body);
    await sendInvoiceToBuyer(db, mailer, config.appUrl, store_order_id);
    return action('Nota fiscal enviada ao comprador por e-mail.', await fulfilmentOf(db, store_order_id));
  });

  postWithSlash(app, '/store-order-get-nf', async (request, reply) => {
    const { store_order_id, format } = await storeOrder(request, getNfSchema, request.body);
    return send(
      reply,
      format === 'xml' ? await invoiceXmlFile(db, store_order_id) : await danfeFile(db, store_order_id),
    );
  });

  /**
   * GET /v1/store-order-get-nf/{id}?format=pdf|xml: the link in the buyer's e-mail and on the panel.
   * The store's owner (or an admin) and the order's buyer may open it.
   */
  app.get('/store-order-get-nf/:id', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const id = pathId((request.params as { id: string }).id, 'Pedido não encontrado.');
    const { format } = validate(z.object({ format: formatField.default('pdf') }), request.query);
    const ctx = await orderContext(db, id);
    if (ctx.order.user_id !== user.id && !mayManageStore(ctx.store, user))
      throw forbidden('Este pedido não é seu.');
    return send(reply, format === 'xml' ? await invoiceXmlFile(db, id) : await danfeFile(db, id));
  });

  postWithSlash(app, '/get-shipping-label', async (request, reply) => {
    const { store_order_id } = await storeOrder(request, orderSchema, request.body);
    return send(reply, await shippingLabelFile(db, store_order_id));
  });

  postWithSlash(app, '/get-shipping-content-label', async (request, reply) => {
    const { store_order_id } = await storeOrder(request, orderSchema, request.body);
    return send(reply, await contentDeclarationFile(db, store_order_id));
  });

  /** GET links of the label and the declaration (the panel's buttons; the store's owner or an admin). */
  for (const [path, file] of [
    ['/get-shipping-label/:id', shippingLabelFile],
    ['/get-shipping-content-label/:id', contentDeclarationFile],
  ] as const) {
    app.get(path, async (request, reply) => {
      await requireUser(db, request);
      const id = pathId((request.params as { id: string }).id, 'Pedido não encontrado.');
      await requireStoreAccess(db, request, await storeOfOrder(db, id));
      return send(reply, await file(db, id));
    });
  }

  postWithSlash(app, '/store-order-ship', async (request) => {
    const { store_order_id, tracking_code } = await storeOrder(request, shipSchema, request.body);
    await shipOrder(app.commerce, store_order_id, tracking_code);
    return action(
      'Pedido marcado como enviado. O comprador recebeu o código de rastreio.',
      await fulfilmentOf(db, store_order_id),
    );
  });
}
