import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db/index.ts';
import { type AuthUser, findAuthUser } from '../../domain/auth/auth-user.ts';
import { findTokenOwner } from '../../domain/auth/tokens.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { sessionCookieToken } from './sessionCookie.ts';

export type { AuthUser };

export interface Authenticated {
  user: AuthUser;
  tokenId: number;
}

/** The request names its token in `Authorization: Bearer` (an API client), not by the session cookie. */
export function sentBearerHeader(request: FastifyRequest): boolean {
  return request.headers.authorization?.startsWith('Bearer ') === true;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // The browser's session cookie (HttpOnly). State-changing calls carrying it still need the
  // X-XSRF-TOKEN header (support/xsrf.ts), so another site cannot ride on it.
  return sessionCookieToken(request);
}

/** The user behind the request's bearer token, or null (no token, unknown, revoked or expired). */
export async function authenticate(db: DB, request: FastifyRequest): Promise<Authenticated | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const owner = await findTokenOwner(db, token);
  if (!owner) return null;
  const user = await findAuthUser(db, owner.userId);
  return user ? { user, tokenId: owner.tokenId } : null;
}

export async function requireUser(db: DB, request: FastifyRequest): Promise<Authenticated> {
  const auth = await authenticate(db, request);
  if (!auth) throw unauthenticated();
  return auth;
}

/** A signed-in admin (users.role = 'admin'): 401 without a session, 403 for anyone else. */
export async function requireAdmin(db: DB, request: FastifyRequest): Promise<Authenticated> {
  const auth = await requireUser(db, request);
  if (auth.user.role !== 'admin') throw forbidden();
  return auth;
}
