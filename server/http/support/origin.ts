import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface OriginOptions {
  /** APP_URL: the origin of e-mail links, and of the links of a request on a host not allowed. */
  appUrl: string;
  /** Host names (no port) whose visitors get links on the origin they used (config.allowedHosts). */
  allowedHosts: string[];
}

/**
 * A host as the Host or X-Forwarded-Host header may carry it: a DNS name or IPv4 address, or an IPv6
 * address in brackets, and an optional port of 1 to 65535. Anything else (spaces, paths, `@`, a port
 * out of range) is not a host.
 */
const HOST =
  /^(?<name>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/i;

/** The host name and port of a header value, or null when it is not a well-formed host. */
export function parseHost(value: string): { name: string; port: number | null } | null {
  const match = HOST.exec(value);
  if (!match?.groups) return null;
  const port = match.groups.port === undefined ? null : Number(match.groups.port);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return { name: match.groups.name.toLowerCase().replace(/\.$/, ''), port };
}

/** Each request's trusted origin, kept by its raw request (the CSP's directives see only that). */
const origins = new WeakMap<IncomingMessage, string>();

/**
 * The origin of a request's links, redirects and canonical URLs: the scheme and host the visitor used
 * when that host is one of the allowed hosts (a visit on 127.0.0.1 stays on 127.0.0.1), APP_URL's
 * origin otherwise. X-Forwarded-Proto/Host count only from the trusted proxies (`TRUSTED_PROXIES`),
 * through Fastify's `request.protocol` and `request.host`. E-mails never use it: their links are
 * built on APP_URL, since the request that sends one may come from anyone.
 */
export function requestOrigin(request: FastifyRequest): string {
  const origin = origins.get(request.raw);
  if (origin === undefined) throw new Error('requestOrigin() needs the trustedOrigin plugin');
  return origin;
}

/** The trusted origin of a raw request (the CSP's connect-src), when the plugin has seen it. */
export function rawRequestOrigin(req: IncomingMessage): string | undefined {
  return origins.get(req);
}

/** APP_URL without a trailing slash: the base of every link in an e-mail. */
export const mailOrigin = (appUrl: string) => new URL(appUrl).origin;

/**
 * Checks every request's host and scheme before anything else reads them: a Host or X-Forwarded-Host
 * that is not a host (`evil.example:99999`, `a b`) or a scheme other than http/https answers 400,
 * and the request's trusted origin is kept for requestOrigin().
 */
export const trustedOrigin = fp(
  async (app: FastifyInstance, { appUrl, allowedHosts }: OriginOptions) => {
    const fallback = new URL(appUrl).origin;
    const allowed = new Set(allowedHosts.map((h) => h.toLowerCase()));
    app.addHook('onRequest', (request, reply, done) => {
      const protocol = request.protocol;
      const host = parseHost(request.host);
      if (!host || (protocol !== 'http' && protocol !== 'https')) {
        reply.code(400).send({ message: 'O endereço do site na requisição é inválido.' });
        return;
      }
      const own = `${protocol}://${host.name}${host.port === null ? '' : `:${host.port}`}`;
      origins.set(request.raw, allowed.has(host.name) ? own : fallback);
      done();
    });
  },
  { name: 'trusted-origin' },
);
