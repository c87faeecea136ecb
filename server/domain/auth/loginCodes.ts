import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { escapeHtml, type Mailer } from '../../drivers/mail/index.ts';
import { randomToken, sha256 } from './tokens.ts';

/** A login link is good once, for this long, and only in the browser that asked for it. */
export const LOGIN_CODE_TTL_SECONDS = 15 * 60;

/**
 * The login variant of spec section 2 (`/auth/login?token=…`): the token in the link is a one-time
 * code, not a bearer token. It is made when a browser asks for a login link for an address and is
 * bound to that browser: the row keeps the hash of a random nonce that only that browser holds, in an
 * HttpOnly cookie (`browserNonce`). So a link carrying somebody else's code cannot sign this browser
 * into their account (login CSRF), a leaked link is useless elsewhere, and the URL never holds a
 * session. Answers the same whether or not the address has an account.
 */
export async function sendLoginLink(
  db: DB,
  mailer: Mailer,
  email: string,
  browserNonce: string,
  appUrl: string,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return;
  const code = randomToken(32);
  const now = new Date();
  await db
    .insertInto('login_codes')
    .values({
      user_id: user.id,
      code_hash: sha256(code),
      browser_hash: sha256(browserNonce),
      created_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + LOGIN_CODE_TTL_SECONDS * 1000)),
    })
    .execute();
  const link = `${appUrl.replace(/\/$/, '')}/auth/login?token=${encodeURIComponent(code)}`;
  const minutes = LOGIN_CODE_TTL_SECONDS / 60;
  await mailer.send({
    to: email,
    subject: 'Seu link de acesso',
    text: `Olá, ${user.name}!\n\nPara entrar na sua conta, acesse: ${link}\n\nO link vale por ${minutes} minutos, uma única vez, e só no navegador em que você o pediu. Se não foi você, ignore este e-mail.`,
    html: `<p>Olá, ${escapeHtml(user.name)}!</p><p><a href="${link}">Entrar na minha conta</a></p><p>O link vale por ${minutes} minutos, uma única vez, e só no navegador em que você o pediu. Se não foi você, ignore este e-mail.</p>`,
  });
}

/**
 * The user a login code signs in, or null: unknown, used, expired, or asked for by another browser.
 * One statement marks it used, so two requests with the same code sign in once.
 */
export async function redeemLoginCode(
  db: DB,
  code: string,
  browserNonce: string | null,
): Promise<number | null> {
  if (!browserNonce) return null;
  const now = nowIso();
  const row = await db
    .updateTable('login_codes')
    .set({ used_at: now })
    .where('code_hash', '=', sha256(code))
    .where('browser_hash', '=', sha256(browserNonce))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
