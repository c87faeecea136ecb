import type { DB } from '../../db/index.ts';
import type { Broadcast } from '../broadcasts.ts';
import { createNotice } from '../notices/notices.ts';
import { userChannel } from '../orders/status.ts';

/** The marketplace's staff: every admin account. */
export async function staffIds(db: DB): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The private channels of every admin (they answer tickets and moderate from any store's screens). */
export async function staffChannels(db: DB): Promise<string[]> {
  return (await staffIds(db)).map(userChannel);
}

/** A notice to every admin (inside the caller's transaction, its broadcast queued until the commit). */
export async function noticeStaff(
  db: DB,
  broadcast: Broadcast,
  title: string,
  body: string,
  except?: number,
) {
  for (const id of await staffIds(db)) {
    if (id !== except) await createNotice(db, broadcast, { userId: id, title, body });
  }
}

/** The store's owner, who gets the store side's notices; null for a store without one. */
export async function storeOwner(db: DB, storeId: number): Promise<number | null> {
  const row = await db
    .selectFrom('stores')
    .select('owner_user_id')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return row?.owner_user_id ?? null;
}

/** A short quote of user text for a notice's body (notices are shown escaped, like all user text). */
export const quote = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
