import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type RouteTable, ziggyConfig } from '../../resources/js/lib/routeTable.ts';
import { realtimeState } from '../bootstrap/realtime.ts';
import type { AppConfig } from '../config.ts';
import { loadAssets } from './assets.ts';
import { createRootView, scriptJson } from './blade.ts';
import { type InertiaContext, renderInertia } from './response.ts';

declare module 'fastify' {
  interface FastifyReply {
    inertia(component: string, props?: Record<string, unknown>, status?: number): FastifyReply;
  }
}

export interface InertiaOptions {
  config: AppConfig;
  routes: RouteTable;
}

/**
 * The Inertia v3 server side: shared props, the root view, asset versioning, and the
 * 303-after-PUT/PATCH/DELETE redirect rule.
 */
export const inertiaPlugin = fp(async (app: FastifyInstance, { config, routes }: InertiaOptions) => {
  const rootView = createRootView(config.root);
  const ziggyJson = scriptJson(ziggyConfig(routes.routes, config.appUrl));

  const ctx: InertiaContext = {
    version: () => loadAssets(config.root).version,
    shared: (request: FastifyRequest) => {
      const match = routes.match(request.url);
      // The socket server's real state: off when it could not start (port taken), not only when switched off.
      const live = realtimeState(config);
      return {
        appName: config.appName,
        locale: 'pt_BR',
        realtime: {
          key: config.pusher.key,
          wsHost: config.wsHost || null,
          wsPort: live.port,
          enabled: live.enabled,
        },
        route: match ? { name: match.route.name, guard: match.route.guard, params: match.params } : null,
      };
    },
    html: (page) => rootView({ pageJson: scriptJson(page), ziggyJson, assets: loadAssets(config.root) }),
  };

  app.decorateReply(
    'inertia',
    function (this: FastifyReply, component: string, props: Record<string, unknown> = {}, status = 200) {
      return renderInertia(ctx, this.request, this, component, props, status);
    },
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      reply.statusCode === 302 &&
      request.headers['x-inertia'] === 'true' &&
      ['PUT', 'PATCH', 'DELETE'].includes(request.method)
    ) {
      reply.code(303);
    }
    return payload;
  });
});
