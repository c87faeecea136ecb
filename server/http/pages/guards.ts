import type { Guard } from '../../../resources/js/lib/routeTable.ts';
import type { Viewer } from '../../../resources/js/types/shared.ts';
import type { DB } from '../../db/index.ts';
import { STORE_ACCESS_DENIED } from '../v1/catalogue/stores.ts';

export type GuardOutcome =
  | { kind: 'allow' }
  /** A full page load of the login screen (spec section 2: "sent to /auth/login by a full page load"). */
  | { kind: 'login' }
  /** /validateEmail without a session goes to the site root. */
  | { kind: 'home' }
  /** The store area of a store the viewer may not enter: its message for 10 s, then /my-store/list. */
  | { kind: 'forbidden'; message: string }
  | { kind: 'not-found' };

/** The guard of a routes/pages.json entry, decided on the server from the session cookie's viewer. */
export async function decideGuard(
  db: DB,
  guard: Guard,
  params: Record<string, string>,
  viewer: Viewer | null,
): Promise<GuardOutcome> {
  switch (guard) {
    case 'none':
      return { kind: 'allow' };
    case 'session':
      return viewer ? { kind: 'allow' } : { kind: 'home' };
    case 'auth':
      return viewer ? { kind: 'allow' } : { kind: 'login' };
    case 'cart':
      return viewer && viewer.cart_count > 0 ? { kind: 'allow' } : { kind: 'login' };
    case 'store': {
      if (!viewer) return { kind: 'login' };
      // my-store/dashboard without a store id needs only the session.
      if (!params.store_id) return { kind: 'allow' };
      return storeAccess(db, params.store_id, viewer);
    }
  }
}

/** The same rule as GET /v1/stores/{id}?manage=1: only the store's owner enters its area. */
async function storeAccess(db: DB, rawId: string, viewer: Viewer): Promise<GuardOutcome> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : null;
  if (id === null) return { kind: 'not-found' };
  const store = await db
    .selectFrom('stores')
    .select(['owner_user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!store) return { kind: 'not-found' };
  return store.owner_user_id === viewer.user.id
    ? { kind: 'allow' }
    : { kind: 'forbidden', message: STORE_ACCESS_DENIED };
}
