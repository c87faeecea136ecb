import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random opaque token: only its SHA-256 is stored, so a database leak yields no usable token. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export async function issueAccessToken(db: DB, userId: number, ttlSeconds: number): Promise<IssuedToken> {
  const token = randomToken();
  const now = new Date();
  const expiresAt = nowIso(new Date(now.getTime() + ttlSeconds * 1000));
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: sha256(token), created_at: nowIso(now), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** Resolves a bearer token to its user id, or null when unknown, revoked or expired. */
export async function findTokenOwner(
  db: DB,
  token: string,
): Promise<{ tokenId: number; userId: number } | null> {
  const row = await db
    .selectFrom('access_tokens')
    .select(['id', 'user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= nowIso()) return null;
  return { tokenId: row.id, userId: row.user_id };
}

export async function revokeToken(db: DB, tokenId: number, at: Date = new Date()): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso(at) })
    .where('id', '=', tokenId)
    .execute();
}

/**
 * Issues a fresh token and lets the old one live for a short grace period, so another tab that
 * still holds it does not get logged out mid-request.
 */
export async function refreshAccessToken(
  db: DB,
  tokenId: number,
  userId: number,
  ttlSeconds: number,
  graceSeconds: number,
): Promise<IssuedToken> {
  return db.transaction().execute(async (trx) => {
    const issued = await issueAccessToken(trx, userId, ttlSeconds);
    const graceEnd = nowIso(new Date(Date.now() + graceSeconds * 1000));
    await trx
      .updateTable('access_tokens')
      .set({ expires_at: graceEnd })
      .where('id', '=', tokenId)
      .where('expires_at', '>', graceEnd)
      .execute();
    return issued;
  });
}
