import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { realtimeState } from './bootstrap/realtime.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/index.ts';
import { TooManyAttempts } from './domain/auth/throttle.ts';
import { setListCache } from './domain/catalogue/list-cache.ts';
import { DomainError } from './domain/errors.ts';
import { commerceFor } from './domain/payments/commerce.ts';
import { type Mailer, SandboxMailer } from './drivers/mail/index.ts';
import { broadcastingRoutes } from './http/broadcasting.ts';
import { cepRoutes } from './http/cep.ts';
import type { AppServices } from './http/context.ts';
import { faviconRoute } from './http/favicon.ts';
import { mediaRoutes } from './http/media.ts';
import { integrationWebRoutes } from './http/pagbank-accounts.ts';
import { sandboxRoutes } from './http/sandbox.ts';
import { seoRoutes } from './http/seo.ts';
import { sessionRoutes } from './http/session.ts';
import { afterCommitWait, holdAnswersForCommitWait } from './http/support/commitWait.ts';
import { httpErrorOf } from './http/support/domain-errors.ts';
import { COMPRESS_THRESHOLD } from './http/support/encodedJson.ts';
import { HttpError } from './http/support/errors.ts';
import { trustedOrigin } from './http/support/origin.ts';
import { originOf, securityHeaders, socketOrigins } from './http/support/securityHeaders.ts';
import { xsrfPlugin } from './http/support/xsrf.ts';
import { uploadRoutes } from './http/uploads.ts';
import { v1Routes } from './http/v1/index.ts';
import { installmentRoutes } from './http/v1/payments.ts';
import { planGatewayRoutes } from './http/v1/seller/plans.ts';
import { webRoutes } from './http/web.ts';
import { webhookRoutes } from './http/webhooks.ts';
import { devServerOrigins } from './inertia/assets.ts';
import { loadRouteTable } from './inertia/pages.ts';
import { inertiaPlugin } from './inertia/plugin.ts';
import { type Broadcaster, NullBroadcaster } from './realtime/broadcaster.ts';

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  mailer?: Mailer;
  broadcaster?: Broadcaster;
  logger?: boolean;
}

/** Assembles the host: static assets, XSRF, the /v1 API, the sandbox services and the Inertia pages. */
export async function buildApp({
  config,
  database,
  mailer,
  broadcaster,
  logger = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: config.trustedProxies, bodyLimit: 2 * 1024 * 1024 });
  const services: AppServices = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer: mailer ?? new SandboxMailer(database.db),
    broadcaster: afterCommitWait(database.db, broadcaster ?? new NullBroadcaster()),
  };
  holdAnswersForCommitWait(app, database.db);
  const routes = loadRouteTable(config.root);
  setListCache(database.db, config.catalogueCache !== false);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof TooManyAttempts) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(429).send({ message: error.message });
    }
    if (error instanceof DomainError) {
      const mapped = httpErrorOf(error);
      return reply.code(mapped.status).send({ message: mapped.message, ...mapped.body });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.code(error.status).send({ message: error.message, ...error.body });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ message: 'Algo deu errado! Tente novamente mais tarde' });
    }
    if (status === 413) return reply.code(413).send({ message: 'O conteúdo enviado é grande demais.' });
    return reply.code(status).send({ message: 'Requisição inválida.' });
  });

  await app.register(cookie);
  await app.register(securityHeaders, {
    appUrl: config.appUrl,
    connectOrigins: (req) => [
      ...socketOrigins(req, config.wsHost, realtimeState(config).port),
      ...originOf(process.env.VITE_CEP_LOOKUP_URL),
      ...devServerOrigins(config.root),
    ],
    scriptOrigins: () => devServerOrigins(config.root),
    paymentDriver: config.paymentDriver,
  });
  await app.register(trustedOrigin, { appUrl: config.appUrl, allowedHosts: config.allowedHosts });
  // pusher-js posts channel authorisation as a form; Laravel accepts both encodings, and so do we.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  await app.register(xsrfPlugin, { except: [/^\/webhooks\//] });

  const buildDir = resolve(config.root, 'public/build');
  if (existsSync(buildDir)) {
    await app.register(async (files) => {
      // The manifest keeps its name from build to build: it must never be cached. (A hook of the
      // built files' scope only: the other answers do not pay for it.)
      files.addHook('onSend', (request, reply, payload, done) => {
        if (request.url.split('?')[0] === '/build/manifest.json') reply.header('cache-control', 'no-cache');
        done(null, payload);
      });
      // Built files carry a content hash in their name, so they can be cached for good.
      await files.register(fastifyStatic, {
        root: buildDir,
        prefix: '/build/',
        immutable: true,
        maxAge: '365d',
        index: false,
        wildcard: true,
      });
    });
  }

  await app.register(async (v1) => v1Routes(v1, services), { prefix: '/v1' });
  await app.register(async (web) => sessionRoutes(web, services));
  await app.register(async (media) => mediaRoutes(media, services));
  await app.register(async (media) => uploadRoutes(media, services));
  await app.register(async (web) => broadcastingRoutes(web, services));
  app.decorate('commerce', commerceFor(services));
  await app.register(async (hooks) => webhookRoutes(hooks, services));
  await app.register(async (web) => cepRoutes(web, services));
  await app.register(async (web) => installmentRoutes(web, services));
  await app.register(async (web) => planGatewayRoutes(web, services));
  await app.register(async (web) => integrationWebRoutes(web, services));
  if (config.sandbox) await app.register(async (sb) => sandboxRoutes(sb, services), { prefix: '/_sandbox' });
  await app.register(async (web) => seoRoutes(web, services));
  await app.register(async (web) => faviconRoute(web, { root: config.root }));
  await app.register(inertiaPlugin, { config, routes });
  await app.register(async (web) => webRoutes(web, routes, services));

  return app;
}
