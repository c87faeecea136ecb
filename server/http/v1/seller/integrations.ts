import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BLING_SAVE_ERROR,
  BlingSaveFailed,
  blingConfiguration,
  requestBlingAuth,
  saveBlingCredentials,
} from '../../../domain/integrations/bling.ts';
import { pushInvoiceToBling } from '../../../domain/integrations/bling-push.ts';
import { integrationsFor } from '../../../domain/integrations/context.ts';
import { generateAccountAccess } from '../../../domain/integrations/pagbank-access.ts';
import { findStoreOrderRef } from '../../../domain/orders/store-order-ref.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { requireCompanyOwner } from '../../support/companyAccess.ts';
import { action, HttpError, notFound } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';
import { field, validate } from '../../support/validation.ts';

const companyQuery = z.object({ company_id: field.id('empresa') });

const credentialsSchema = z.object({
  company_id: field.id('empresa'),
  client_id: field
    .text('client id', 120)
    .regex(/^[\w.-]+$/, 'O client id deve ter só letras, números, ponto, hífen e sublinhado.'),
  client_secret: z
    .string({ error: 'O campo client secret deve ser um texto.' })
    .trim()
    .max(255, 'O campo client secret deve ter no máximo 255 caracteres.')
    .optional()
    .nullable(),
});

/**
 * The company's bank access and accounting tool (spec section 7, "Bank and accounting tool"); the
 * company calls are its owner's only (docs/payouts-and-plans.md, "PagBank account and Bling").
 */
export async function integrationsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const integrations = integrationsFor(services.config);

  app.post('/bankData/generate-access', async (request) => {
    const { company_id } = validate(companyQuery, request.body);
    const { company } = await requireCompanyOwner(db, request, company_id);
    return action('Link de acesso gerado', await generateAccountAccess(db, integrations, company));
  });

  app.get('/bling/get-bling-configuration', async (request) => {
    const { company_id } = validate(companyQuery, request.query);
    const { company } = await requireCompanyOwner(db, request, company_id);
    return action('', await blingConfiguration(db, company.id));
  });

  app.post('/bling/create-or-update', async (request) => {
    const input = validate(credentialsSchema, request.body);
    const { company } = await requireCompanyOwner(db, request, input.company_id);
    const saved = await saveBlingCredentials(db, integrations, company, input).catch((error: unknown) => {
      // Spec section 8: a failure other than bad input is a 500 with the spec's message.
      throw error instanceof BlingSaveFailed ? new HttpError(500, BLING_SAVE_ERROR) : error;
    });
    return action('Credenciais do Bling salvas', saved);
  });

  app.get('/bling/request_auth', async (request) => {
    const { company_id } = validate(companyQuery, request.query);
    const { company } = await requireCompanyOwner(db, request, company_id);
    return action('', await requestBlingAuth(db, integrations, company));
  });

  app.post('/bling/push-invoice', async (request) => {
    const { store_order_id } = validate(z.object({ store_order_id: field.id('pedido') }), request.body);
    await requireUser(db, request);
    const order = await findStoreOrderRef(db, store_order_id);
    if (!order) throw notFound('Pedido não encontrado.');
    const { store } = await requireStoreAccess(db, request, order.store_id);
    if (store.owner_user_id === null) throw notFound('Loja sem dono.');
    const push = await pushInvoiceToBling(db, integrations, order.id, store.owner_user_id);
    return action('Nota fiscal enviada ao Bling', push);
  });
}
