import { sql } from 'kysely';
import { type DB, nowIso } from '../../db/index.ts';
import { BlingError } from '../../drivers/bling/index.ts';
import { RefusedError, UpstreamError } from '../errors.ts';
import { type BlingRow, seal, unseal } from './bling.ts';
import type { Integrations } from './context.ts';

/** A token this close to its expiry is refreshed before use. */
export const REFRESH_MARGIN_SECONDS = 60;

export const NOT_CONNECTED =
  'Conecte o Bling em Minha loja › Dados da empresa antes de enviar notas fiscais.';
const RECONNECT =
  'A conexão com o Bling expirou: clique em Conectar de novo em Minha loja › Dados da empresa.';

const fresh = (row: BlingRow, now: Date) =>
  row.token_expires_at !== null &&
  new Date(row.token_expires_at).getTime() - REFRESH_MARGIN_SECONDS * 1000 > now.getTime();

/**
 * The company's usable Bling access token. One past (or near) its expiry is refreshed inside a
 * transaction that first locks the connection row (an UPDATE that changes nothing: a row lock on
 * PostgreSQL, the single writer on SQLite) and reads it again: concurrent callers queue there and
 * all but the first find the new token, so Bling sees one refresh (its refresh tokens rotate).
 * A refused refresh marks the connection `error` (connect again).
 */
export async function freshAccessToken(
  db: DB,
  integrations: Integrations,
  companyId: number,
): Promise<string> {
  const row = await db
    .selectFrom('bling_connections')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (row?.status !== 'connected' || !row.access_token_enc || !row.refresh_token_enc) {
    throw new RefusedError(row?.status === 'error' ? RECONNECT : NOT_CONNECTED);
  }
  if (fresh(row, integrations.now()))
    return unseal(integrations, companyId, 'access_token', row.access_token_enc);

  let failed: BlingError | null = null;
  const token = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bling_connections')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', row.id)
      .execute();
    const current = await trx
      .selectFrom('bling_connections')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (current.status !== 'connected' || !current.access_token_enc || !current.refresh_token_enc)
      return null;
    if (fresh(current, integrations.now())) {
      return unseal(integrations, companyId, 'access_token', current.access_token_enc);
    }
    try {
      const tokens = await integrations.bling.refresh(
        {
          clientId: current.client_id,
          clientSecret: unseal(integrations, companyId, 'client_secret', current.client_secret_enc),
        },
        unseal(integrations, companyId, 'refresh_token', current.refresh_token_enc),
      );
      const at = integrations.now();
      await trx
        .updateTable('bling_connections')
        .set({
          access_token_enc: seal(integrations, companyId, 'access_token', tokens.accessToken),
          refresh_token_enc: seal(integrations, companyId, 'refresh_token', tokens.refreshToken),
          token_expires_at: nowIso(new Date(at.getTime() + tokens.expiresIn * 1000)),
          updated_at: nowIso(at),
        })
        .where('id', '=', row.id)
        .execute();
      return tokens.accessToken;
    } catch (error) {
      if (!(error instanceof BlingError)) throw error;
      failed = error;
      if (error.code !== 'unavailable') {
        await trx
          .updateTable('bling_connections')
          .set({ status: 'error', updated_at: nowIso(integrations.now()) })
          .where('id', '=', row.id)
          .execute();
      }
      return null;
    }
  });
  if (token) return token;
  const error = failed as BlingError | null;
  if (error?.code === 'unavailable') throw new UpstreamError(error.message);
  throw new RefusedError(RECONNECT);
}
