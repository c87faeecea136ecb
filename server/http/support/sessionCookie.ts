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
