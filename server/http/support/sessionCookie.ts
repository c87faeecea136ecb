import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

/**
 * The browser's session: the access token in an HttpOnly, SameSite=Lax cookie (Secure when APP_URL is
 * https), so the server knows who asks for a page and no script on the page can read the token
 * (docs/decisions.md, "Session"). API clients keep sending it as a bearer token.
 */
export const SESSION_COOKIE = 'mc_session';

export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: { token: string; expiresAt: string },
): void {
  const maxAge = Math.max(0, Math.floor((Date.parse(token.expiresAt) - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, token.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessionCookie.secure,
    maxAge,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessionCookie.secure,
  });
}

export function sessionCookieToken(request: FastifyRequest): string | null {
  return request.cookies?.[SESSION_COOKIE] || null;
}

/**
 * The nonce that binds a login link to the browser that asked for it (domain/auth/loginCodes.ts):
 * HttpOnly, so no script reads it, and SameSite=Lax. Kept while a link may still be used.
 */
export const LOGIN_BROWSER_COOKIE = 'mc_login_browser';

export function setLoginBrowserCookie(
  reply: FastifyReply,
  config: AppConfig,
  nonce: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(LOGIN_BROWSER_COOKIE, nonce, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessionCookie.secure,
    maxAge: maxAgeSeconds,
  });
}

/** The browser's nonce, when it is one the host could have made (43 base64url characters). */
export function loginBrowserNonce(request: FastifyRequest): string | null {
  const value = request.cookies?.[LOGIN_BROWSER_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * The session token in a `Set-Cookie` answer of /login or /register, for API clients (tests,
 * benchmarks) that send it back as `Authorization: Bearer`: the JSON body no longer carries it.
 */
export function sessionTokenFromSetCookie(setCookie: string | string[] | undefined): string | null {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return null;
}

export function clearLoginBrowserCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(LOGIN_BROWSER_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessionCookie.secure,
  });
}
