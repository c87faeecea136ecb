import type { FastifyRequest } from 'fastify';

/**
 * The origin the visitor used (scheme and host): links, redirects and canonical URLs are built from it,
 * never from APP_URL, so a visit on 127.0.0.1 stays on 127.0.0.1. X-Forwarded-Proto/Host count only
 * from the trusted proxies (`TRUSTED_PROXIES`), through Fastify's `request.protocol` and `request.host`.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
