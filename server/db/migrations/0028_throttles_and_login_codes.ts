import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * `throttles`: one row per throttled key (a login of an account from an address, a user's password
 * checks, the mails to an address, a user's upload bytes), counted with one upsert that refuses past the
 * limit (domain/auth/throttle.ts), so parallel requests and several host processes share one count.
 * It replaces `login_attempts`, whose read-then-insert let 30 parallel attempts all through.
 *
 * `login_codes`: the one-time codes of the `/auth/login?token=` link, each bound to the browser that
 * asked for it (the hash of a nonce kept in that browser's HttpOnly cookie).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttles')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('hits', 'bigint', (c) => c.notNull())
    // Epoch milliseconds when the window ends: compared as numbers on both databases.
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('throttles_reset_idx').on('throttles').column('reset_at').execute();

  await withId(db, db.schema.createTable('login_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('login_codes_user_idx').on('login_codes').column('user_id').execute();

  await db.schema.dropTable('login_attempts').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('attempted_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_key_idx')
    .on('login_attempts')
    .columns(['key', 'attempted_at'])
    .execute();
  await db.schema.dropTable('login_codes').execute();
  await db.schema.dropTable('throttles').execute();
}
