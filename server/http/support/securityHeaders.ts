import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this response's inline script (the Ziggy config); created on first use. */
    cspNonce(): string;
  }
}

const NONCE = Symbol('cspNonce');

export interface ContentPolicyInput {
  nonce: string;
  /**
   * Origins the browser may call besides the site: the realtime server (another port is another
   * origin) and a cross-origin CEP lookup (VITE_CEP_LOOKUP_URL).
   */
  connectOrigins: string[];
}

/**
 * The Content-Security-Policy of an HTML page. Scripts: the site's own files and the one inline
 * script carrying the page's nonce (Ziggy's config); the page object and JSON-LD are data blocks,
 * which browsers do not execute. Styles allow inline `style` attributes (React and the charts set
 * them). Pictures: the site, `data:` and `blob:` (an upload's preview). No frames, no plugins, forms
 * post only to the site, and no page may frame this one.
 */
export function contentPolicy({ nonce, connectOrigins }: ContentPolicyInput): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of an absolute URL template (`https://viacep.com.br/ws/{cep}/json/`), or none. */
export function originOf(template: string | undefined): string[] {
  if (!template || !/^https?:\/\//i.test(template)) return [];
  return [new URL(template.replace('{cep}', '00000000')).origin];
}

/** The realtime server's origins as the browser will reach them (its host, or the page's, and port). */
export function socketOrigins(request: FastifyRequest, wsHost: string, wsPort: number): string[] {
  const host = wsHost || request.hostname.replace(/:\d+$/, '');
  return [`ws://${host}:${wsPort}`, `wss://${host}:${wsPort}`];
}

/**
 * Headers every answer carries: no MIME sniffing, no referrer beyond the origin to other sites, no
 * framing, a window of its own, no camera/microphone/location. HTML pages get the
 * Content-Security-Policy too, unless `csp` returns null (the dev server injects inline scripts).
 */
export const securityHeaders = fp(
  async (
    app: FastifyInstance,
    options: { csp: (request: FastifyRequest, reply: FastifyReply) => string | null },
  ) => {
    app.decorateRequest('cspNonce', function (this: FastifyRequest & { [NONCE]?: string }) {
      this[NONCE] ??= randomBytes(16).toString('base64');
      return this[NONCE];
    });
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        const policy = options.csp(request, reply);
        if (policy) reply.header('content-security-policy', policy);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
