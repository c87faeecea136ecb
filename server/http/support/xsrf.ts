import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface XsrfOptions {
  /** Paths outside services call (payment webhooks): they authenticate with their own signature. */
  except: RegExp[];
}

/**
 * Double-submit protection as Laravel's VerifyCsrfToken does it for SPAs: pages set the XSRF-TOKEN
 * cookie, axios echoes it in X-XSRF-TOKEN, and any state-changing request without a match gets 419.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance, { except }: XsrfOptions) => {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const path = request.url.split('?')[0];
    if (except.some((re) => re.test(path))) return done();
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers['x-xsrf-token'];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      // Answered here: the route is not run.
      reply
        .code(419)
        .send({ message: 'Sua sessão de segurança expirou. Recarregue a página e tente de novo.' });
      return;
    }
    done();
  });
});

/**
 * Every page response sets the cookie, as Laravel does: the token a tab already holds is kept (open
 * forms keep working) and its expiry is renewed; a visitor without one gets a new random token.
 */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const current = request.cookies[XSRF_COOKIE];
  const token = current && /^[\w-]{16,128}$/.test(current) ? current : randomBytes(24).toString('base64url');
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    // Secure when APP_URL is https, as the session cookie: never sent over plain http.
    secure,
    maxAge: 60 * 60 * 24 * 7,
  });
}

/**
 * Whether the cookie and the header carry the same token. Both are compared as sent and, as axios
 * sends the cookie's value percent-decoded, decoded; a value that does not decode (`%`, `abc%zz`) is
 * compared as it is, so a malformed token is a mismatch (419), never an error.
 */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(decoded(a));
  const y = Buffer.from(decoded(b));
  return x.length === y.length && timingSafeEqual(x, y);
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
