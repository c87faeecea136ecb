import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { contentSecurityPolicy } from 'helmet';
import { rawRequestOrigin } from './origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this response's inline scripts (Ziggy's config; the dev server's preamble). */
    cspNonce(): string;
  }
}

type RawResponse = ServerResponse & { cspNonce?: string };

/** One nonce per response, made when the policy or the root view first asks for it. */
function nonceOf(res: RawResponse): string {
  res.cspNonce ??= randomBytes(16).toString('base64');
  return res.cspNonce;
}

export interface SecurityOptions {
  /** The site's public URL: HSTS is sent only when it is https. */
  appUrl: string;
  /**
   * Origins the browser may call besides the site, for this request: the realtime server (another
   * port is another origin), a cross-origin CEP lookup, the Vite dev server.
   */
  connectOrigins: (req: IncomingMessage) => string[];
  /** Script origins besides the site (the Vite dev server while it runs). */
  scriptOrigins: () => string[];
  /**
   * PAYMENT_DRIVER: the gateway whose browser card tokenizer may run (cardGatewayOrigins); the
   * sandbox (default) tokenizes in the page and needs no origin.
   */
  paymentDriver?: 'sandbox' | 'pagarme' | 'pagbank';
}

/**
 * The origins a gateway's card tokenization needs in the browser, only while it is the driver:
 * pagar.me's token API (the page posts the card to api.pagar.me, connect-src) and PagBank's SDK
 * (a script from assets.pagseguro.com.br; it encrypts locally, so no connection). docs/security.md.
 */
export function cardGatewayOrigins(driver: SecurityOptions['paymentDriver']): {
  script: string[];
  connect: string[];
} {
  if (driver === 'pagarme') return { script: [], connect: ['https://api.pagar.me'] };
  if (driver === 'pagbank') return { script: ['https://assets.pagseguro.com.br'], connect: [] };
  return { script: [], connect: [] };
}

/** The origin of an absolute URL template (`https://viacep.com.br/ws/{cep}/json/`), or none. */
export function originOf(template: string | undefined): string[] {
  if (!template || !/^https?:\/\//i.test(template)) return [];
  return [new URL(template.replace('{cep}', '00000000')).origin];
}

/**
 * The realtime server's origins as the browser reaches them: its host (or the page's trusted one,
 * never a Host header as sent) and port.
 */
export function socketOrigins(req: IncomingMessage, wsHost: string, wsPort: number): string[] {
  const page = rawRequestOrigin(req);
  const host = wsHost || (page ? new URL(page).hostname : 'localhost');
  return [`ws://${host}:${wsPort}`, `wss://${host}:${wsPort}`];
}

type HeaderSink = { setHeader(name: string, value: string): unknown; removeHeader(name: string): unknown };

/** The headers a helmet middleware sets, read once by running it on a recorder. */
function headersOf(middleware: (req: IncomingMessage, res: HeaderSink, next: () => void) => void) {
  const headers: Record<string, string> = {};
  const recorder: HeaderSink = {
    setHeader: (name, value) => (headers[name] = value),
    removeHeader: (name) => delete headers[name],
  };
  middleware({} as IncomingMessage, recorder, () => {});
  return Object.entries(headers);
}

/**
 * The Cross-Origin-Resource-Policy of a public picture (the catalogue's drawings, the stores' logos
 * and banners, the ads' photos): other sites may show them (a link preview shows og:image, a shared
 * page shows the logo), and they carry nothing of the visitor. Every other answer is same-origin.
 */
export const PUBLIC_PICTURE: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'cross-origin',
};

/** What a non-HTML answer (JSON, a file, a redirect) may do as a document: nothing at all. */
const DATA_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * The security headers of every answer, from helmet: nosniff, `frame-ancestors 'none'` and
 * X-Frame-Options DENY, `Referrer-Policy: strict-origin-when-cross-origin`, a window of its own,
 * HSTS when APP_URL is https, and a Content-Security-Policy.
 *
 * An HTML answer gets the document policy: scripts are the site's own files and inline scripts
 * carrying the response's nonce (the root view prints it on Ziggy's config; the page object and
 * JSON-LD are data blocks, which browsers do not execute); styles allow inline `style` attributes
 * (server-rendered React and the charts print them; a nonce in style-src would turn those off);
 * pictures from the site, `data:` and `blob:` (an upload's preview); connections to the site and
 * `connectOrigins`; the payment gateway's card tokenizer origins while that gateway is the driver
 * (cardGatewayOrigins); no plugins, no frames, forms post to the site only. Any other answer gets
 * `default-src 'none'; frame-ancestors 'none'`: opened as a document, it may load and run nothing.
 *
 * helmet's middlewares are built once here. @fastify/helmet builds them again for every request
 * (parsing and checking every directive), which was a fifth of the host's CPU for a cached API
 * answer; the headers that never change are read once and set as they are, and only an HTML
 * answer runs the document policy, whose nonce and origins belong to the request.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    app.decorateRequest('cspNonce', function (this: FastifyRequest) {
      throw new Error(`cspNonce() needs the reply (${this.url})`);
    });
    const gateway = cardGatewayOrigins(options.paymentDriver);
    const fixed = headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: DATA_POLICY },
        strictTransportSecurity: options.appUrl.startsWith('https:')
          ? { maxAge: 31536000, includeSubDomains: true }
          : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        frameguard: { action: 'deny' },
        crossOriginOpenerPolicy: { policy: 'same-origin' },
        // No other site may load an answer as a resource (an authenticated JSON answer read as a
        // script or an image with the visitor's cookies); the public pictures say cross-origin
        // themselves (PUBLIC_PICTURE).
        crossOriginResourcePolicy: { policy: 'same-origin' },
        crossOriginEmbedderPolicy: false,
      }) as Parameters<typeof headersOf>[0],
    );
    const documentPolicy = contentSecurityPolicy({
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          (_req, res) => `'nonce-${nonceOf(res as RawResponse)}'`,
          () => [...options.scriptOrigins(), ...gateway.script].join(' '),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", (req) => [...options.connectOrigins(req), ...gateway.connect].join(' ')],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      request.cspNonce = () => nonceOf(reply.raw);
      for (const [name, value] of fixed) reply.raw.setHeader(name, value);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
        documentPolicy(request.raw, reply.raw, () => {});
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
