import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readOutbox } from '../drivers/mail/index.ts';
import type { AppServices } from './context.ts';
import { integrationSandboxRoutes } from './sandbox-integrations.ts';
import { outboxPage } from './sandbox-mail-page.ts';
import { validate } from './support/validation.ts';
import { payoutSandboxRoutes } from './v1/seller/wallet.ts';
import { paymentSandboxRoutes } from './webhooks.ts';

/** Endpoints that exist only with the sandbox drivers: the demo and the tests read the mail outbox here. */
export async function sandboxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  app.get('/mail', async (request, reply) => {
    const { to } = validate(z.object({ to: z.string().trim().toLowerCase().optional() }), request.query);
    const mails = await readOutbox(db, to);
    // A browser asks for HTML first and gets the page; programs (the tests, scripts) get the JSON list.
    if (prefersHtml(request.headers.accept))
      return reply.type('text/html; charset=utf-8').send(outboxPage(mails, to));
    return { data: mails };
  });
  await paymentSandboxRoutes(app, services);
  await payoutSandboxRoutes(app, services);
  await integrationSandboxRoutes(app, services);
}

/** Whether an Accept header names HTML before JSON (a browser's navigation does; `*\/*` does not). */
function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}
