import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db/index.ts';
import { findManagedStore, type ManagedStore } from '../../domain/stores/store-rows.ts';
import { type Authenticated, requireUser } from './auth.ts';
import { forbidden, notFound } from './errors.ts';

export { findManagedStore, type ManagedStore };

/** The server's message for someone else's store (spec section 2: shown 10 s on the store-area entry). */
export const STORE_ACCESS_DENIED = 'Você não tem acesso a esta loja.';

/** Whether this user may manage the store: its owner, or an admin (docs/stores.md, "Who may do what"). */
export const mayManageStore = (
  store: { owner_user_id: number | null },
  user: { id: number; role: string },
): boolean => store.owner_user_id === user.id || user.role === 'admin';

/**
 * Every store-scoped /v1 call starts here: 401 without a session, 404 for an unknown store, 403 with
 * STORE_ACCESS_DENIED for anyone but the store's owner or an admin. (419 without the XSRF token is the
 * xsrf plugin's, before the handler runs.)
 */
export async function requireStoreAccess(
  db: DB,
  request: FastifyRequest,
  storeId: number,
): Promise<{ auth: Authenticated; store: ManagedStore }> {
  const auth = await requireUser(db, request);
  const store = await findManagedStore(db, storeId);
  if (!store) throw notFound('Loja não encontrada.');
  if (!mayManageStore(store, auth.user)) throw forbidden(STORE_ACCESS_DENIED);
  return { auth, store };
}
