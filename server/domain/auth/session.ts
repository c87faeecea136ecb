import type { DB } from '../../db/index.ts';
import type { UsersTable } from '../../db/schema.ts';

export type SessionAccount = Pick<UsersTable, 'name' | 'last_name' | 'email'> & { id: number };

/**
 * What the front end stores as its session (spec section 3). The spec's `token` is not in it: the
 * browser's token is the HttpOnly session cookie, which no script may read (docs/decisions.md,
 * "Session"); `expires_at` says until when that cookie is valid.
 */
export interface SessionPayload {
  expires_at: string;
  user: SessionAccount & { phone: string | null; document: string | null; email_verified: boolean };
  role: 'admin' | 'supplier';
  subscription: { active: boolean; status: string | null };
}

const ACTIVE_STATUSES = new Set(['active', 'trial']);

export async function subscriptionOf(db: DB, userId: number): Promise<SessionPayload['subscription']> {
  const sub = await db
    .selectFrom('subscriptions')
    .select(['status'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { active: sub ? ACTIVE_STATUSES.has(sub.status) : false, status: sub?.status ?? null };
}

/** The users columns a session (and the viewer of a page) is made from. */
export const SESSION_USER_COLUMNS = [
  'id',
  'name',
  'last_name',
  'email',
  'role',
  'phone',
  'document',
  'email_verified_at',
] as const;

type SessionUserRow = Pick<
  UsersTable,
  'name' | 'last_name' | 'email' | 'role' | 'phone' | 'document' | 'email_verified_at'
> & { id: number };

/** A user with the session's columns; undefined when there is none with that id. */
export function findSessionUser(db: DB, id: number) {
  return db.selectFrom('users').select(SESSION_USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The user as the session (and a page's viewer) shows it. */
export function sessionUser(user: SessionUserRow): SessionPayload['user'] {
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    document: user.document,
    email_verified: user.email_verified_at !== null,
  };
}

export async function sessionPayload(
  db: DB,
  user: SessionUserRow,
  expiresAt: string,
): Promise<SessionPayload> {
  return {
    expires_at: expiresAt,
    user: sessionUser(user),
    role: user.role,
    subscription: await subscriptionOf(db, user.id),
  };
}
