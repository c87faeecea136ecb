import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../../resources/js/types/shared.ts';
import type { DB } from '../../db/index.ts';
import { subscriptionOf } from '../../domain/auth/session.ts';
import { findTokenOwner } from '../../domain/auth/tokens.ts';
import { sessionCookieToken } from '../support/sessionCookie.ts';

/** Who asks for a page: the owner of the session cookie's token, or null (none, unknown, revoked, expired). */
export async function loadViewer(db: DB, request: FastifyRequest): Promise<Viewer | null> {
  const token = sessionCookieToken(request);
  if (!token) return null;
  const owner = await findTokenOwner(db, token);
  if (!owner) return null;
  const [user, subscription, cart] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'name', 'last_name', 'email', 'role', 'phone', 'document', 'email_verified_at'])
      .where('id', '=', owner.userId)
      .executeTakeFirst(),
    subscriptionOf(db, owner.userId),
    db
      .selectFrom('cart_items')
      // Units, as the cart's `count` (domain/cart/cart.ts) and the header badge count them.
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('user_id', '=', owner.userId)
      .executeTakeFirst(),
  ]);
  if (!user) return null;
  return {
    user: {
      id: user.id,
      name: user.name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      document: user.document,
      email_verified: user.email_verified_at !== null,
    },
    role: user.role,
    subscription,
    cart_count: Number(cart?.n ?? 0),
  };
}
