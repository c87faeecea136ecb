import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';

export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_DECAY_SECONDS = 60;

/**
 * Failed logins are counted per account + address (so one attacker cannot lock a user out from
 * everywhere) in the database, so several host processes share the count.
 */
export function loginThrottleKey(email: string, ip: string): string {
  return `login:${email.trim().toLowerCase()}|${ip}`;
}

export async function secondsUntilAllowed(db: DB, key: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_DECAY_SECONDS * 1000);
  const rows = await db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('key', '=', key)
    .where('attempted_at', '>', nowIso(since))
    .orderBy('attempted_at', 'asc')
    .execute();
  if (rows.length < LOGIN_MAX_ATTEMPTS) return 0;
  const oldest = new Date(rows[0].attempted_at).getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_DECAY_SECONDS * 1000 - Date.now()) / 1000));
}

export async function recordFailedAttempt(db: DB, key: string): Promise<void> {
  await db.insertInto('login_attempts').values({ key, attempted_at: nowIso() }).execute();
}

export async function clearAttempts(db: DB, key: string): Promise<void> {
  const stale = nowIso(new Date(Date.now() - LOGIN_DECAY_SECONDS * 1000));
  await db
    .deleteFrom('login_attempts')
    .where((eb) => eb.or([eb('key', '=', key), eb('attempted_at', '<', stale)]))
    .execute();
}
