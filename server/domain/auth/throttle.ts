import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';

/** How much a key may spend in one window. */
export interface ThrottleRule {
  /** Units per window: attempts, mails, bytes. */
  max: number;
  windowSeconds: number;
}

/** Failed or not, every login of one account from one address within a minute (docs/security.md). */
export const LOGIN_RULE: ThrottleRule = { max: 5, windowSeconds: 60 };
/** Checks of a signed-in user's current password (a stolen session must not guess it). */
export const CURRENT_PASSWORD_RULE: ThrottleRule = { max: 5, windowSeconds: 15 * 60 };
/** E-mails sent to one address (validation links, login links) per hour. */
export const MAIL_TO_ADDRESS_RULE: ThrottleRule = { max: 5, windowSeconds: 60 * 60 };
/** E-mails one client address may have sent, to any address, per hour. */
export const MAIL_FROM_IP_RULE: ThrottleRule = { max: 30, windowSeconds: 60 * 60 };

/** Bytes of pictures (store logo and banner, classified ad photos) one user may upload per day. */
export const UPLOAD_IMAGES_RULE: ThrottleRule = { max: 100 * 1024 * 1024, windowSeconds: 24 * 60 * 60 };
/** Bytes of support ticket attachments one user may upload per day. */
export const UPLOAD_ATTACHMENTS_RULE: ThrottleRule = { max: 10 * 1024 * 1024, windowSeconds: 24 * 60 * 60 };

/**
 * Refused by a throttle: the caller answers 429 with `Retry-After`. A domain error, so the domain
 * code that checks a password can throw it; the host's error handler turns it into the answer.
 */
export class TooManyAttempts extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Spends `units` of `key`'s window, or refuses when that would pass `rule.max`: one statement (an
 * upsert whose update applies only while the window has room, or once it has ended), so parallel
 * requests on one host or several are counted one after the other by the database's row lock
 * (PostgreSQL) or write lock (SQLite), and a refused request spends nothing. A window starts at the
 * first hit after the last one ended (a fixed window).
 */
export async function hit(db: DB, key: string, rule: ThrottleRule, units = 1): Promise<ThrottleResult> {
  const now = Date.now();
  const resetAt = now + rule.windowSeconds * 1000;
  if (units > rule.max) return { allowed: false, retryAfterSeconds: rule.windowSeconds };
  const row = await db
    .insertInto('throttles')
    .values({ key, hits: units, reset_at: resetAt })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          hits: sql`CASE WHEN throttles.reset_at <= ${now} THEN ${units} ELSE throttles.hits + ${units} END`,
          reset_at: sql`CASE WHEN throttles.reset_at <= ${now} THEN ${resetAt} ELSE throttles.reset_at END`,
        })
        .where(sql<boolean>`throttles.reset_at <= ${now} OR throttles.hits + ${units} <= ${rule.max}`),
    )
    .returning('hits')
    .executeTakeFirst();
  if (row) return { allowed: true };
  return { allowed: false, retryAfterSeconds: await secondsLeft(db, key, now) };
}

/** Like `hit`, but throws TooManyAttempts with `message(seconds)` when refused. */
export async function spend(
  db: DB,
  key: string,
  rule: ThrottleRule,
  message: (retryAfterSeconds: number) => string,
  units = 1,
): Promise<void> {
  const result = await hit(db, key, rule, units);
  if (!result.allowed) throw new TooManyAttempts(message(result.retryAfterSeconds), result.retryAfterSeconds);
}

async function secondsLeft(db: DB, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('throttles').select('reset_at').where('key', '=', key).executeTakeFirst();
  return Math.max(1, Math.ceil((Number(row?.reset_at ?? now) - now) / 1000));
}

/** Forgets a key (a successful login or password check), and windows that ended a day ago. */
export async function clear(db: DB, key: string): Promise<void> {
  const stale = Date.now() - 24 * 60 * 60 * 1000;
  await db
    .deleteFrom('throttles')
    .where((eb) => eb.or([eb('key', '=', key), eb('reset_at', '<', stale)]))
    .execute();
}

/** Failed and successful logins are counted per account + address, so one attacker cannot lock a user out everywhere. */
export function loginKey(email: string, ip: string): string {
  return `login:${email.trim().toLowerCase()}|${ip}`;
}

/**
 * Before a mail goes out to `email` at the request of `ip` (a validation link, a login link): at most
 * MAIL_TO_ADDRESS_RULE mails to one address and MAIL_FROM_IP_RULE from one client address. Counted
 * whether or not the address has an account, so a 429 tells nothing about it either.
 */
export async function spendMail(db: DB, email: string, ip: string): Promise<void> {
  const message = (s: number) => `Muitos e-mails pedidos. Tente novamente em ${waitText(s)}.`;
  await spend(db, `mail-ip:${ip}`, MAIL_FROM_IP_RULE, message);
  await spend(db, `mail:${email.trim().toLowerCase()}`, MAIL_TO_ADDRESS_RULE, message);
}

/**
 * Before a file of `bytes` is stored for `userId`: the day's volume of its kind (UPLOAD_IMAGES_RULE,
 * UPLOAD_ATTACHMENTS_RULE), spent in one statement, so parallel uploads cannot pass it together.
 */
export async function spendUpload(
  db: DB,
  userId: number,
  kind: 'images' | 'attachments',
  bytes: number,
): Promise<void> {
  const rule = kind === 'images' ? UPLOAD_IMAGES_RULE : UPLOAD_ATTACHMENTS_RULE;
  const limit = `${Math.round(rule.max / (1024 * 1024))} MB`;
  await spend(
    db,
    `upload:${kind}:${userId}`,
    rule,
    (s) =>
      `Você atingiu o limite de ${limit} de arquivos enviados por dia. Tente novamente em ${waitText(s)}.`,
    bytes,
  );
}

/** "Tente novamente em 42 segundos" / "em 3 minutos" / "em 2 horas". */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutos`;
  return `${Math.ceil(minutes / 60)} horas`;
}
