import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from './context.ts';
import { integrationSandboxRoutes } from './sandbox-integrations.ts';
import { validate } from './support/validation.ts';
import { payoutSandboxRoutes } from './v1/seller/wallet.ts';
import { paymentSandboxRoutes } from './webhooks.ts';

/** Endpoints that exist only with the sandbox drivers: the demo and the tests read the mail outbox here. */
export async function sandboxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  app.get('/mail', async (request) => {
    const { to } = validate(z.object({ to: z.string().trim().toLowerCase().optional() }), request.query);
    let query = db.selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').limit(50);
    if (to) query = query.where('to_address', '=', to);
    return { data: await query.execute() };
  });
  await paymentSandboxRoutes(app, services);
  await payoutSandboxRoutes(app, services);
  await integrationSandboxRoutes(app, services);
}
