import type { FastifyInstance } from 'fastify';
import type { RouteTable } from '../../resources/js/lib/routeTable.ts';
import type { AppServices } from './context.ts';
import { pageResolvers } from './pages/index.ts';
import { ensureXsrfCookie } from './support/xsrf.ts';

const API_PREFIXES = /^\/(v1|build|_sandbox|broadcasting|webhooks|api)(\/|$)/;

/**
 * Every screen of routes/pages.json, matched in table order (the Laravel router's order) by one
 * catch-all, so the store-slug route stays last exactly as in the table.
 */
export async function webRoutes(
  app: FastifyInstance,
  routes: RouteTable,
  services: AppServices,
): Promise<void> {
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (API_PREFIXES.test(path)) return reply.code(404).send({ message: 'Rota não encontrada.' });
    ensureXsrfCookie(request, reply);
    const match = routes.match(request.url);
    if (!match) return reply.inertia('Errors/NotFound', {}, 404);
    const resolver = pageResolvers[match.route.name];
    const extra = resolver ? await resolver(match.params, services) : {};
    if (extra === null) return reply.inertia('Errors/NotFound', {}, 404);
    return reply.inertia(match.route.component, { ...match.params, ...extra });
  });
}
