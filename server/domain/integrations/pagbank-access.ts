import { type DB, nowIso } from '../../db/index.ts';
import { RefusedError } from '../errors.ts';
import type { OwnedCompany } from './access.ts';
import type { Integrations } from './context.ts';
import { gatewayAccountRow } from './pagbank-account.ts';
import { hashToken, randomState } from './secrets.ts';

/** How long a generated access link can be used. */
export const ACCESS_LINK_SECONDS = 600;

export const PAGBANK_CONNECT_URL = 'https://connect.pagseguro.uol.com.br/oauth2/authorize';

export interface AccountAccess {
  authorization_url: string;
  expires_at: string;
}

/**
 * POST /v1/bankData/generate-access {company_id}: the link with which the company's PagBank account
 * authorizes the marketplace to charge and split on its behalf (PagBank Connect). A fresh random
 * `state` (stored hashed, ten minutes, one use) replaces any earlier link. With the sandbox account
 * driver the link is the host's /_sandbox/pagbank/connect page. 422 without an account.
 */
export async function generateAccountAccess(
  db: DB,
  integrations: Integrations,
  company: OwnedCompany,
): Promise<AccountAccess> {
  const driver = integrations.accounts.name;
  const account = await gatewayAccountRow(db, company.id, driver);
  if (!account) throw new RefusedError('Crie a conta PagBank da empresa antes de gerar o acesso.');
  const state = randomState();
  const now = integrations.now();
  const expiresAt = nowIso(new Date(now.getTime() + ACCESS_LINK_SECONDS * 1000));
  await db
    .updateTable('gateway_accounts')
    .set({ access_state_hash: hashToken(state), access_expires_at: expiresAt, updated_at: nowIso(now) })
    .where('id', '=', account.id)
    .execute();
  const query = new URLSearchParams(
    driver === 'sandbox'
      ? { account_id: account.external_id, state }
      : {
          response_type: 'code',
          client_id: process.env.PAGBANK_CONNECT_CLIENT_ID ?? '',
          scope: 'payments.read payments.create payments.split.read accounts.read',
          state,
        },
  );
  const base = driver === 'sandbox' ? '/_sandbox/pagbank/connect' : PAGBANK_CONNECT_URL;
  return { authorization_url: `${base}?${query}`, expires_at: expiresAt };
}

/**
 * The Connect authorization confirmed (sandbox page): the state is used up in the same statement
 * that checks it, so a link works once and not after it expired. Null when refused.
 */
export async function grantAccountAccess(
  db: DB,
  integrations: Integrations,
  state: string,
): Promise<{ externalId: string } | null> {
  if (!state) return null;
  const hash = hashToken(state);
  const now = nowIso(integrations.now());
  const row = await db
    .selectFrom('gateway_accounts')
    .select(['id', 'external_id'])
    .where('access_state_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return null;
  const used = await db
    .updateTable('gateway_accounts')
    .set({ access_state_hash: null, access_expires_at: null, access_granted_at: now, updated_at: now })
    .where('id', '=', row.id)
    .where('access_state_hash', '=', hash)
    .where('access_expires_at', '>', now)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? { externalId: row.external_id } : null;
}
