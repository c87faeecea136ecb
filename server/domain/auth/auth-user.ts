import type { DB } from '../../db/index.ts';
import type { UsersTable } from '../../db/schema.ts';
import { SESSION_USER_COLUMNS } from './session.ts';

/** The signed-in user as every call sees it: the account without its password hash. */
export type AuthUser = Omit<UsersTable, 'id' | 'password_hash'> & { id: number };

/** The account behind a token, by id; undefined when it no longer exists. */
export function findAuthUser(db: DB, userId: number): Promise<AuthUser | undefined> {
  return db
    .selectFrom('users')
    .select([...SESSION_USER_COLUMNS, 'created_at', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
