import type { Viewer } from '../../../resources/js/types/shared.ts';
import type { Guard } from '../../../shared/routeTable.ts';
import type { DB } from '../../db/index.ts';
import { findManagedStore, mayManageStore, STORE_ACCESS_DENIED } from '../support/storeAccess.ts';

export type GuardOutcome =
  | { kind: 'allow' }
  /** A full page load of the login screen (spec section 2: "sent to /auth/login by a full page load"). */
  | { kind: 'login' }
  /** /validateEmail without a session goes to the site root. */
  | { kind: 'home' }
  /** The checkout of a signed-in buyer whose cart is empty: the (empty) cart, with its way back to shopping. */
  | { kind: 'cart' }
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
      if (!viewer) return { kind: 'login' };
      return viewer.cart_count > 0 ? { kind: 'allow' } : { kind: 'cart' };
    case 'store': {
      if (!viewer) return { kind: 'login' };
      // my-store/dashboard without a store id needs only the session.
      if (!params.store_id) return { kind: 'allow' };
      return storeAccess(db, params.store_id, viewer);
    }
  }
}

/** The same rule as every store-scoped /v1 call (support/storeAccess.ts): the owner or an admin. */
async function storeAccess(db: DB, rawId: string, viewer: Viewer): Promise<GuardOutcome> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : null;
  if (id === null) return { kind: 'not-found' };
  const store = await findManagedStore(db, id);
  if (!store) return { kind: 'not-found' };
  return mayManageStore(store, { id: viewer.user.id, role: viewer.role })
    ? { kind: 'allow' }
    : { kind: 'forbidden', message: STORE_ACCESS_DENIED };
}
