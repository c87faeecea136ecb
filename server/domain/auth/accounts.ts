import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { escapeHtml, type Mailer } from '../../drivers/mail/index.ts';
import { ValidationError } from '../errors.ts';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './passwords.ts';
import { CURRENT_PASSWORD_RULE, clear, spend, waitText } from './throttle.ts';
import { randomToken, sha256 } from './tokens.ts';

export const EMAIL_TOKEN_TTL_SECONDS = 60 * 60 * 24;

export interface NewAccount {
  name: string;
  last_name: string;
  email: string;
  password: string;
  phone?: string | null;
  document?: string | null;
}

export async function createAccount(db: DB, input: NewAccount): Promise<number> {
  const taken = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (taken) throw new ValidationError({ email: ['Este e-mail já está cadastrado.'] });
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      name: input.name,
      last_name: input.last_name,
      email: input.email,
      password_hash: await hashPassword(input.password),
      role: 'supplier',
      phone: input.phone ?? null,
      document: input.document ?? null,
      email_verified_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user id for valid credentials, or null; the hash is always checked so timing does not reveal accounts. */
export async function checkCredentials(db: DB, email: string, password: string): Promise<number | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  const ok = await verifyPassword(password, user?.password_hash ?? UNMATCHABLE_HASH);
  return user && ok ? user.id : null;
}

/** Sends the e-mail validation link; answers the same whether or not the address has an account. */
export async function sendValidationToken(
  db: DB,
  mailer: Mailer,
  email: string,
  appUrl: string,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return;
  const token = randomToken(24);
  const now = new Date();
  await db
    .insertInto('email_tokens')
    .values({
      email,
      user_id: user.id,
      token_hash: sha256(token),
      created_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + EMAIL_TOKEN_TTL_SECONDS * 1000)),
    })
    .execute();
  const link = `${appUrl.replace(/\/$/, '')}/validateEmail?token=${encodeURIComponent(token)}`;
  const refuse = `${link}&unable=1`;
  await mailer.send({
    to: email,
    subject: 'Confirme seu e-mail',
    text: `Olá, ${user.name}!\n\nPara confirmar seu e-mail, acesse: ${link}\n\nSe não foi você, acesse: ${refuse}\n\nO link vale por 24 horas.`,
    html: `<p>Olá, ${escapeHtml(user.name)}!</p><p><a href="${link}">Confirmar meu e-mail</a></p><p>Se não foi você, <a href="${refuse}">clique aqui</a>.</p><p>O link vale por 24 horas.</p>`,
  });
}

const INVALID_TOKEN = { token: ['Este link é inválido ou expirou. Solicite um novo.'] };

async function usableToken(db: DB, token: string) {
  const row = await db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.used_at || row.refused_at || row.expires_at <= nowIso())
    throw new ValidationError(INVALID_TOKEN);
  return row;
}

/** Marks the token used and the address verified, in one transaction. */
export async function validateToken(db: DB, token: string): Promise<{ email: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await usableToken(trx, token);
    const now = nowIso();
    const used = await trx
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new ValidationError(INVALID_TOKEN);
    if (row.user_id) {
      await trx
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', row.user_id)
        .execute();
    }
    return { email: row.email };
  });
}

/** "Não fui eu": the owner of the address refuses the request, and the token can no longer be used. */
export async function refuseToken(db: DB, token: string): Promise<void> {
  const row = await usableToken(db, token);
  await db.updateTable('email_tokens').set({ refused_at: nowIso() }).where('id', '=', row.id).execute();
}

export interface ProfileUpdate {
  name: string;
  last_name: string;
  phone?: string | null;
  document?: string | null;
  current_password?: string | null;
  password?: string | null;
}

/**
 * Changes the profile. A new password needs the current one, whose checks are throttled per user
 * (CURRENT_PASSWORD_RULE: a stolen session must not be a way to guess it); once changed, every other
 * session and bearer token of the user is revoked, in the same transaction, and only `currentTokenId`
 * (the session that made the change) stays signed in.
 */
export async function updateProfile(
  db: DB,
  userId: number,
  input: ProfileUpdate,
  currentTokenId: number,
): Promise<void> {
  const now = nowIso();
  const changes: Record<string, string | null> = {
    name: input.name,
    last_name: input.last_name,
    updated_at: now,
  };
  if (input.phone !== undefined) changes.phone = input.phone || null;
  if (input.document !== undefined) changes.document = input.document || null;
  if (input.password) {
    const key = `password:${userId}`;
    await spend(
      db,
      key,
      CURRENT_PASSWORD_RULE,
      (s) => `Muitas tentativas com a senha atual. Tente novamente em ${waitText(s)}.`,
    );
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!input.current_password || !(await verifyPassword(input.current_password, user.password_hash))) {
      throw new ValidationError({ current_password: ['A senha atual não confere.'] });
    }
    await clear(db, key);
    changes.password_hash = await hashPassword(input.password);
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
    if (changes.password_hash) await revokeOtherSessions(trx, userId, currentTokenId, now);
  });
}

/** Every token of the user but `keepTokenId` stops working, and so do the unused login links. */
async function revokeOtherSessions(db: DB, userId: number, keepTokenId: number, now: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepTokenId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('login_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
