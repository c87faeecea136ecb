import type { Selectable } from 'kysely';
import type { BlingConfiguration } from '../../../resources/js/types/pages/sellerIntegrations.ts';
import { type DB, nowIso } from '../../db/index.ts';
import type { BlingConnectionsTable } from '../../db/schema-integrations.ts';
import { BlingError } from '../../drivers/bling/index.ts';
import { DomainError, RefusedError, ValidationError } from '../errors.ts';
import type { OwnedCompany } from './access.ts';
import type { Integrations } from './context.ts';
import { decryptSecret, encryptSecret, hashToken, randomState } from './secrets.ts';

/**
 * The company's Bling connection (spec section 7, "Bank and accounting tool"): credentials saved
 * with POST /v1/bling/create-or-update, the OAuth 2 authorization-code flow started with GET
 * /v1/bling/request_auth and finished at GET /bling/callback. Secrets and tokens are stored
 * encrypted (secrets.ts); the answers carry only the client id, status and dates.
 */

/** Spec section 8: the message when the credentials could not be saved. */
export const BLING_SAVE_ERROR = 'Erro ao criar ao salvar credenciais bling';
/** The credentials could not be saved for a reason other than bad input (the database failed). */
export class BlingSaveFailed extends Error {
  constructor(cause: unknown) {
    super(BLING_SAVE_ERROR, { cause });
  }
}

/** How long the OAuth state of GET /v1/bling/request_auth is accepted. */
export const BLING_STATE_SECONDS = 600;

export type BlingRow = Selectable<BlingConnectionsTable>;
type Column = 'client_secret' | 'access_token' | 'refresh_token';

export const secretContext = (companyId: number, column: Column) => `bling:${companyId}:${column}`;

export const seal = (integrations: Integrations, companyId: number, column: Column, value: string) =>
  encryptSecret(integrations.appKey, secretContext(companyId, column), value);

export const unseal = (integrations: Integrations, companyId: number, column: Column, value: string) =>
  decryptSecret(integrations.appKey, secretContext(companyId, column), value);

export function blingRow(db: DB, companyId: number) {
  return db
    .selectFrom('bling_connections')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export function presentBling(companyId: number, row: BlingRow | undefined): BlingConfiguration {
  return {
    company_id: companyId,
    client_id: row?.client_id ?? null,
    status: row?.status ?? 'none',
    connected_at: row?.connected_at ?? null,
    expires_at: row?.status === 'connected' ? row.token_expires_at : null,
  };
}

export async function blingConfiguration(db: DB, companyId: number): Promise<BlingConfiguration> {
  return presentBling(companyId, await blingRow(db, companyId));
}

export interface BlingCredentialsInput {
  client_id: string;
  /** Blank keeps the saved one (the form never shows it); required the first time and with a new client id. */
  client_secret?: string | null;
}

/**
 * Creates or updates the credentials. A new client id drops the tokens (status `pending`: connect
 * again). Any failure other than bad input is a BlingSaveFailed (the route answers BLING_SAVE_ERROR, 500).
 */
export async function saveBlingCredentials(
  db: DB,
  integrations: Integrations,
  company: OwnedCompany,
  input: BlingCredentialsInput,
): Promise<BlingConfiguration> {
  const current = await blingRow(db, company.id);
  const secret = input.client_secret?.trim() || null;
  const changedClient = !current || current.client_id !== input.client_id;
  if (changedClient && !secret) {
    throw new ValidationError({ client_secret: ['Informe o client secret do aplicativo Bling.'] });
  }
  const now = nowIso(integrations.now());
  try {
    const sealed = secret ? seal(integrations, company.id, 'client_secret', secret) : null;
    const changes = {
      client_id: input.client_id,
      ...(sealed ? { client_secret_enc: sealed } : {}),
      ...(changedClient
        ? {
            access_token_enc: null,
            refresh_token_enc: null,
            token_expires_at: null,
            oauth_state_hash: null,
            state_expires_at: null,
            status: 'pending' as const,
            connected_at: null,
          }
        : {}),
      updated_at: now,
    };
    if (current) {
      await db.updateTable('bling_connections').set(changes).where('id', '=', current.id).execute();
    } else {
      await db
        .insertInto('bling_connections')
        .values({
          company_id: company.id,
          client_id: input.client_id,
          client_secret_enc: sealed ?? '',
          access_token_enc: null,
          refresh_token_enc: null,
          token_expires_at: null,
          oauth_state_hash: null,
          state_expires_at: null,
          status: 'pending',
          connected_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    console.error(BLING_SAVE_ERROR, error instanceof Error ? error.message : 'erro desconhecido');
    throw new BlingSaveFailed(error);
  }
  return blingConfiguration(db, company.id);
}

/** GET /v1/bling/request_auth: Bling's authorize URL with a fresh state (hashed in the row, ten minutes). */
export async function requestBlingAuth(
  db: DB,
  integrations: Integrations,
  company: OwnedCompany,
): Promise<{ url: string; expires_at: string }> {
  const row = await blingRow(db, company.id);
  if (!row) throw new RefusedError('Salve as credenciais do Bling antes de conectar.');
  const state = randomState();
  const now = integrations.now();
  const expiresAt = nowIso(new Date(now.getTime() + BLING_STATE_SECONDS * 1000));
  await db
    .updateTable('bling_connections')
    .set({ oauth_state_hash: hashToken(state), state_expires_at: expiresAt, updated_at: nowIso(now) })
    .where('id', '=', row.id)
    .execute();
  return { url: integrations.bling.authorizeUrl(row.client_id, state), expires_at: expiresAt };
}

export type CallbackOutcome =
  | { ok: true; companyId: number }
  | { ok: false; reason: 'state' | 'denied' | 'exchange'; message: string };

const REFUSED_STATE =
  'A autorização do Bling não pôde ser confirmada (link inválido, expirado ou já usado). Clique em Conectar de novo.';

/**
 * GET /bling/callback?code&state: the state must be the company's pending one, unexpired and not
 * used yet, and the company the signed-in user's; it is used up in the statement that checks it.
 * Only then is the code exchanged and the tokens stored (encrypted). Anything else stores nothing.
 */
export async function completeBlingAuth(
  db: DB,
  integrations: Integrations,
  userId: number,
  query: { code?: string; state?: string; error?: string },
): Promise<CallbackOutcome> {
  const refused = { ok: false as const, reason: 'state' as const, message: REFUSED_STATE };
  if (!query.state) return refused;
  const hash = hashToken(query.state);
  const row = await db
    .selectFrom('bling_connections')
    .innerJoin('companies', 'companies.id', 'bling_connections.company_id')
    .select(['bling_connections.id', 'bling_connections.company_id', 'companies.user_id'])
    .where('bling_connections.oauth_state_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.user_id !== userId) return refused;
  const now = integrations.now();
  const used = await db
    .updateTable('bling_connections')
    .set({ oauth_state_hash: null, state_expires_at: null, updated_at: nowIso(now) })
    .where('id', '=', row.id)
    .where('oauth_state_hash', '=', hash)
    .where('state_expires_at', '>', nowIso(now))
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return refused;
  if (query.error || !query.code) {
    return { ok: false, reason: 'denied', message: 'A conexão com o Bling não foi autorizada.' };
  }

  const current = await db
    .selectFrom('bling_connections')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  let tokens: Awaited<ReturnType<Integrations['bling']['exchangeCode']>>;
  try {
    tokens = await integrations.bling.exchangeCode(
      {
        clientId: current.client_id,
        clientSecret: unseal(integrations, row.company_id, 'client_secret', current.client_secret_enc),
      },
      query.code,
    );
  } catch (error) {
    const message = error instanceof BlingError ? error.message : 'O Bling não respondeu.';
    return { ok: false, reason: 'exchange', message: `Não foi possível conectar ao Bling: ${message}` };
  }
  const at = integrations.now();
  await db
    .updateTable('bling_connections')
    .set({
      access_token_enc: seal(integrations, row.company_id, 'access_token', tokens.accessToken),
      refresh_token_enc: seal(integrations, row.company_id, 'refresh_token', tokens.refreshToken),
      token_expires_at: nowIso(new Date(at.getTime() + tokens.expiresIn * 1000)),
      status: 'connected',
      connected_at: nowIso(at),
      updated_at: nowIso(at),
    })
    .where('id', '=', row.id)
    .where('client_id', '=', current.client_id)
    .execute();
  return { ok: true, companyId: row.company_id };
}
