import type { FastifyInstance, FastifyReply } from 'fastify';
import { integrationsFor } from '../domain/integrations/context.ts';
import { grantAccountAccess } from '../domain/integrations/pagbank-access.ts';
import type { SandboxBlingDriver } from '../drivers/bling/index.ts';
import type { AppServices } from './context.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A plain page (no script, so the CSP stays strict). */
function page(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

const str = (value: unknown) => (typeof value === 'string' ? value.slice(0, 512) : '');

/**
 * The outside services' pages while their sandbox drivers run (under /_sandbox): Bling's OAuth
 * authorize page (Autorizar → back to /bling/callback with a code; Negar → with error) and PagBank
 * Connect's page for the link of POST /v1/bankData/generate-access.
 */
export async function integrationSandboxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const integrations = integrationsFor(services.config);

  if (integrations.bling.name === 'sandbox') {
    const bling = integrations.bling as SandboxBlingDriver;
    app.get<{ Querystring: Record<string, unknown> }>('/bling/authorize', async (request, reply) => {
      const clientId = str(request.query.client_id);
      const state = str(request.query.state);
      if (!clientId || !state || request.query.response_type !== 'code') {
        return page(reply, 'Bling (sandbox)', '<p>Pedido de autorização inválido.</p>', 400);
      }
      const hidden = `<input type="hidden" name="client_id" value="${escapeHtml(clientId)}"><input type="hidden" name="state" value="${escapeHtml(state)}">`;
      return page(
        reply,
        'Bling (sandbox)',
        `<p>O aplicativo <strong>${escapeHtml(clientId)}</strong> pede acesso à sua conta Bling.</p>
<form method="get" action="/_sandbox/bling/approve">${hidden}<button type="submit">Autorizar</button></form>
<form method="get" action="/_sandbox/bling/deny">${hidden}<button type="submit">Negar</button></form>`,
      );
    });

    app.get<{ Querystring: Record<string, unknown> }>('/bling/approve', async (request, reply) => {
      const code = bling.approve(str(request.query.client_id));
      const query = new URLSearchParams({ code, state: str(request.query.state) });
      return reply.redirect(`/bling/callback?${query}`, 302);
    });

    app.get<{ Querystring: Record<string, unknown> }>('/bling/deny', async (request, reply) => {
      const query = new URLSearchParams({ error: 'access_denied', state: str(request.query.state) });
      return reply.redirect(`/bling/callback?${query}`, 302);
    });
  }

  if (integrations.accounts.name === 'sandbox') {
    app.get<{ Querystring: Record<string, unknown> }>('/pagbank/connect', async (request, reply) => {
      const state = str(request.query.state);
      return page(
        reply,
        'PagBank Connect (sandbox)',
        `<p>O marketplace pede acesso à conta <strong>${escapeHtml(str(request.query.account_id))}</strong> para cobrar e repartir pagamentos.</p>
<form method="get" action="/_sandbox/pagbank/connect/approve"><input type="hidden" name="state" value="${escapeHtml(state)}"><button type="submit">Autorizar</button></form>`,
      );
    });

    app.get<{ Querystring: Record<string, unknown> }>('/pagbank/connect/approve', async (request, reply) => {
      const granted = await grantAccountAccess(services.db, integrations, str(request.query.state));
      return granted
        ? page(
            reply,
            'PagBank Connect (sandbox)',
            `<p>Acesso autorizado à conta ${escapeHtml(granted.externalId)}.</p><p><a href="/my-store/company-info">Voltar aos dados da empresa</a></p>`,
          )
        : page(reply, 'PagBank Connect (sandbox)', '<p>Link inválido, expirado ou já usado.</p>', 422);
    });
  }
}
