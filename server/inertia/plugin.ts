import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from '../../resources/js/types/shared.ts';
import { type RouteTable, ziggyConfig } from '../../shared/routeTable.ts';
import { realtimeState } from '../bootstrap/realtime.ts';
import type { AppConfig } from '../config.ts';
import { cardTokenizerConfig } from '../domain/payments/tokenizer.ts';
import { requestOrigin } from '../http/support/origin.ts';
import { loadAssets } from './assets.ts';
import { createRootView, scriptJson } from './blade.ts';
import { type InertiaContext, renderInertia } from './response.ts';
import { createSsrRenderer } from './ssr.ts';

declare module 'fastify' {
  interface FastifyReply {
    inertia(component: string, props?: Record<string, unknown>, status?: number): Promise<FastifyReply>;
    /** A message for the next page only (Inertia's flash), kept in a short-lived cookie until read. */
    flashNext(values: Record<string, unknown>): FastifyReply;
  }
  interface FastifyRequest {
    /** Who is asking, from the session cookie (set by the page routes before rendering). */
    viewer: Viewer | null;
  }
}

export interface InertiaOptions {
  config: AppConfig;
  routes: RouteTable;
}

const FLASH_COOKIE = 'mc_flash';

/**
 * The Inertia v3 server side: shared props, the root view (server-rendered when the SSR bundle is
 * built), asset versioning, flash, and the 303-after-PUT/PATCH/DELETE redirect rule.
 */
export const inertiaPlugin = fp(async (app: FastifyInstance, { config, routes }: InertiaOptions) => {
  const rootView = createRootView(config.root);
  const ssr = createSsrRenderer(config.root, {
    enabled: config.ssr,
    // Printed whether or not request logging is on: a page that stops rendering on the server is a bug.
    log: (error) => console.error('SSR failed; the page is rendered by the browser:', error),
  });
  // Ziggy's base URL is the origin the visitor used (as Laravel's Ziggy takes it from the request).
  const ziggyByOrigin = new Map<string, string>();
  const ziggyJson = (origin: string) => {
    let json = ziggyByOrigin.get(origin);
    if (json === undefined) {
      json = scriptJson(ziggyConfig(routes.routes, origin));
      if (ziggyByOrigin.size > 20) ziggyByOrigin.clear();
      ziggyByOrigin.set(origin, json);
    }
    return json;
  };

  app.decorateRequest('viewer', null);

  const ctx: InertiaContext = {
    version: () => loadAssets(config.root).version,
    shared: (request: FastifyRequest) => {
      const match = routes.match(request.url);
      // The socket server's real state: off when it could not start (port taken), not only when switched off.
      const live = realtimeState(config);
      const origin = requestOrigin(request);
      return {
        appName: config.appName,
        locale: 'pt_BR',
        realtime: {
          key: config.pusher.key,
          wsHost: config.wsHost || null,
          wsPort: live.port,
          enabled: live.enabled,
        },
        // The browser's card tokenizer: driver and public key only (docs/payments.md "Card tokens").
        payments: cardTokenizerConfig(config.paymentDriver),
        sandbox: config.sandbox && config.paymentDriver === 'sandbox',
        route: match ? { name: match.route.name, guard: match.route.guard, params: match.params } : null,
        auth: request.viewer,
        // What the server renderer needs to build the same links as the browser (resources/js/ssr.tsx).
        ziggy: { url: origin, location: `${origin}${request.url}` },
      };
    },
    html: async (page, request) => {
      const pageJson = scriptJson(page);
      return rootView({
        pageJson,
        ziggyJson: ziggyJson(requestOrigin(request)),
        assets: loadAssets(config.root),
        ssr: await ssr.render(page, pageJson),
        nonce: request.cspNonce(),
      });
    },
    flash: (request, reply) => {
      const raw = request.cookies?.[FLASH_COOKIE];
      if (!raw) return {};
      reply.clearCookie(FLASH_COOKIE, { path: '/' });
      try {
        return JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return {};
      }
    },
  };

  app.decorateReply(
    'inertia',
    function (this: FastifyReply, component: string, props: Record<string, unknown> = {}, status = 200) {
      return renderInertia(ctx, this.request, this, component, props, status);
    },
  );
  app.decorateReply('flashNext', function (this: FastifyReply, values: Record<string, unknown>) {
    return this.setCookie(FLASH_COOKIE, JSON.stringify(values), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 60,
    });
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      reply.statusCode === 302 &&
      request.headers['x-inertia'] === 'true' &&
      ['PUT', 'PATCH', 'DELETE'].includes(request.method)
    ) {
      reply.code(303);
    }
    done(null, payload);
  });
});
