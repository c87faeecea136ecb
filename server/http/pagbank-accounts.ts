import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { completeBlingAuth } from '../domain/integrations/bling.ts';
import { integrationsFor } from '../domain/integrations/context.ts';
import { accountAuthorization, createGatewayAccount } from '../domain/integrations/pagbank-account.ts';
import type { AppServices } from './context.ts';
import { authenticate } from './support/auth.ts';
import { requireCompanyOwner } from './support/companyAccess.ts';
import { action } from './support/errors.ts';
import { field, validate } from './support/validation.ts';

/** Where the callback sends the seller back to (the company-info screen shows the flash). */
const COMPANY_INFO = '/my-store/company-info';
export const BLING_FLASH = 'integrations';

/**
 * Outside /v1, as spec section 7 lists them (like installmentRoutes): the company's PagBank account
 * (GET /pagbank/accounts/authorization?company_id=, POST /pagbank/accounts/create) and Bling's OAuth
 * redirect (GET /bling/callback?code&state), a web route the browser lands on.
 */
export async function integrationWebRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const integrations = integrationsFor(services.config);
  const companyId = z.object({ company_id: field.id('empresa') });

  app.get('/pagbank/accounts/authorization', async (request) => {
    const { company_id } = validate(companyId, request.query);
    const { company } = await requireCompanyOwner(db, request, company_id);
    return action('', await accountAuthorization(db, integrations, company));
  });

  app.post('/pagbank/accounts/create', async (request, reply) => {
    const { company_id } = validate(companyId, request.body);
    const { company } = await requireCompanyOwner(db, request, company_id);
    const account = await createGatewayAccount(db, integrations, company, request.body);
    reply.code(201);
    return action('Conta PagBank criada com sucesso', account);
  });

  app.get<{ Querystring: Record<string, unknown> }>('/bling/callback', async (request, reply) => {
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 512) : undefined);
    const auth = await authenticate(db, request);
    const outcome = auth
      ? await completeBlingAuth(db, integrations, auth.user.id, {
          code: text(request.query.code),
          state: text(request.query.state),
          error: text(request.query.error),
        })
      : null;
    if (!outcome) return reply.redirect('/auth/login', 302);
    reply.flashNext({
      [BLING_FLASH]: outcome.ok
        ? { kind: 'success', message: 'Bling conectado com sucesso.' }
        : { kind: 'error', message: outcome.message },
    });
    return reply.redirect(COMPANY_INFO, 302);
  });
}
