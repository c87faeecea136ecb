import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteTable } from '../../shared/routeTable.ts';
import { requestGeneration } from '../domain/catalogue/list-cache.ts';
import type { AppServices } from './context.ts';
import { decideGuard, type GuardOutcome } from './pages/guards.ts';
import { pageResolvers } from './pages/index.ts';
import { loadViewer } from './pages/viewer.ts';
import { ensureXsrfCookie } from './support/xsrf.ts';

const API_PREFIXES = /^\/(v1|build|_sandbox|broadcasting|webhooks|api)(\/|$)/;

/**
 * Every screen of routes/pages.json, matched in table order (the Laravel router's order) by one
 * catch-all, so the store-slug route stays last exactly as in the table. The route's guard is decided
 * here from the session cookie, then the page's resolver gives its props.
 */
export async function webRoutes(
  app: FastifyInstance,
  routes: RouteTable,
  services: AppServices,
): Promise<void> {
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (API_PREFIXES.test(path)) return reply.code(404).send({ message: 'Rota não encontrada.' });
    ensureXsrfCookie(request, reply, services.config.appUrl.startsWith('https:'));
    request.viewer = await loadViewer(services.db, request);
    const match = routes.match(request.url);
    if (!match) return reply.inertia('Errors/NotFound', {}, 404);

    const outcome = await decideGuard(services.db, match.route.guard, match.params, request.viewer);
    if (outcome.kind !== 'allow') return refuse(request, reply, outcome, (name) => pathOf(routes, name));

    const resolver = pageResolvers[match.route.name];
    const query = queryOf(request);
    // One catalogue generation read for every cached answer of this page (its list, the featured ads).
    const pageServices = { ...services, generation: requestGeneration(services.db, services.dialect) };
    const extra = resolver
      ? await resolver(match.params, pageServices, { query, viewer: request.viewer, request })
      : {};
    if (extra === null) return reply.inertia('Errors/NotFound', {}, 404);
    return reply.inertia(match.route.component, { ...match.params, ...extra });
  });
}

/**
 * A guard that does not pass. Every redirect is a path on the origin the visitor used. The login is a
 * full page load: an Inertia visit gets 409 with X-Inertia-Location, a plain request a 302.
 */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Exclude<GuardOutcome, { kind: 'allow' }>,
  route: (name: string) => string,
) {
  switch (outcome.kind) {
    case 'not-found':
      return reply.inertia('Errors/NotFound', {}, 404);
    case 'login':
      return location(request, reply, route('auth.login'));
    case 'home':
      return reply.redirect(route('home'), 302);
    case 'cart':
      return reply.redirect(route('cart'), 302);
    case 'forbidden':
      // Spec section 2: the server's message for 10 seconds, then the store list.
      reply.flashNext({ store_forbidden: outcome.message });
      return reply.redirect(route('my-store.list'), 302);
  }
}

function location(request: FastifyRequest, reply: FastifyReply, path: string) {
  if (request.headers['x-inertia'] === 'true') {
    return reply.code(409).header('X-Inertia-Location', path).send('');
  }
  return reply.redirect(path, 302);
}

/** The path of a parameterless screen of the table: relative, so it stays on the visitor's origin. */
function pathOf(routes: RouteTable, name: string): string {
  const entry = routes.routes.find((r) => r.name === name);
  if (!entry) throw new Error(`No route named ${name} in routes/pages.json`);
  return `/${entry.uri.replace(/^\//, '')}`;
}

function queryOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const raw = request.url.split('?')[1];
  if (raw) for (const [k, v] of new URLSearchParams(raw)) out[k] = v;
  return out;
}
