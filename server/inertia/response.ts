import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PageObject {
  component: string;
  props: Record<string, unknown> & { errors: Record<string, unknown> };
  url: string;
  version: string;
  clearHistory: boolean;
  encryptHistory: boolean;
  flash: Record<string, unknown>;
}

export interface InertiaContext {
  version(): string;
  shared(request: FastifyRequest): Record<string, unknown>;
  html(page: PageObject): string;
}

/** Keeps only what a partial reload asked for; `errors` always stays (Inertia protocol v3). */
export function applyPartialReload(
  request: FastifyRequest,
  component: string,
  props: Record<string, unknown>,
): Record<string, unknown> {
  const header = (name: string) => {
    const v = request.headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  if (header('x-inertia-partial-component') !== component) return props;
  const only = header('x-inertia-partial-data')?.split(',').filter(Boolean);
  const except = header('x-inertia-partial-except')?.split(',').filter(Boolean);
  let keys = Object.keys(props);
  if (only?.length) keys = keys.filter((k) => only.includes(k));
  if (except?.length) keys = keys.filter((k) => !except.includes(k));
  const kept: Record<string, unknown> = {};
  for (const k of keys) kept[k] = props[k];
  if ('errors' in props) kept.errors = props.errors;
  return kept;
}

export function renderInertia(
  ctx: InertiaContext,
  request: FastifyRequest,
  reply: FastifyReply,
  component: string,
  props: Record<string, unknown>,
  status = 200,
): FastifyReply {
  const version = ctx.version();
  const isInertia = request.headers['x-inertia'] === 'true';
  reply.header('Vary', 'X-Inertia');
  reply.header('Cache-Control', 'no-cache, private');

  if (isInertia && request.method === 'GET') {
    const clientVersion = request.headers['x-inertia-version'];
    if (typeof clientVersion === 'string' && clientVersion !== version) {
      // A new build is in place: the client must do a full page load to pick up new assets.
      return reply.code(409).header('X-Inertia-Location', absoluteUrl(request)).send('');
    }
  }

  const allProps = { ...ctx.shared(request), ...props, errors: (props.errors as object) ?? {} };
  const page: PageObject = {
    component,
    props: (isInertia ? applyPartialReload(request, component, allProps) : allProps) as PageObject['props'],
    url: request.url,
    version,
    clearHistory: false,
    encryptHistory: false,
    flash: {},
  };

  if (isInertia) {
    return reply.code(status).header('X-Inertia', 'true').type('application/json').send(page);
  }
  return reply.code(status).type('text/html; charset=utf-8').send(ctx.html(page));
}

function absoluteUrl(request: FastifyRequest): string {
  const proto = (request.headers['x-forwarded-proto'] as string | undefined) ?? request.protocol;
  return `${proto}://${request.host}${request.url}`;
}
