import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../../resources/js/types/shared.ts';
import type { DB } from '../../db/index.ts';
import { findSessionUser, sessionUser, subscriptionOf } from '../../domain/auth/session.ts';
import { findTokenOwner } from '../../domain/auth/tokens.ts';
import { cartUnits } from '../../domain/cart/cart-units.ts';
import { sessionCookieToken } from '../support/sessionCookie.ts';

/** Who asks for a page: the owner of the session cookie's token, or null (none, unknown, revoked, expired). */
export async function loadViewer(db: DB, request: FastifyRequest): Promise<Viewer | null> {
  const token = sessionCookieToken(request);
  if (!token) return null;
  const owner = await findTokenOwner(db, token);
  if (!owner) return null;
  const [user, subscription, cart] = await Promise.all([
    findSessionUser(db, owner.userId),
    subscriptionOf(db, owner.userId),
    cartUnits(db, owner.userId),
  ]);
  if (!user) return null;
  return {
    user: sessionUser(user),
    role: user.role,
    subscription,
    cart_count: cart,
  };
}
