import { randomBytes } from 'node:crypto';
import { type Clock, systemClock } from '../shared/clock.ts';
import {
  type BlingCredentials,
  type BlingDriver,
  BlingError,
  type BlingInvoiceInput,
  type BlingTokens,
} from './types.ts';

/** Bling's access-token lifetime. */
export const SANDBOX_BLING_TOKEN_SECONDS = 21_600;
const CODE_SECONDS = 60;

interface Grant {
  clientId: string;
  clientSecret: string;
}

export interface SandboxBlingDriver extends BlingDriver {
  readonly name: 'sandbox';
  /** The sandbox authorize page's "Autorizar": a one-time code (60 s) for this client. */
  approve(clientId: string): string;
  /** How many refreshes the sandbox answered (the tests check a token is refreshed once). */
  readonly refreshCount: number;
  /** The invoices received, newest last. */
  readonly invoices: ReadonlyArray<{ id: string; invoice: BlingInvoiceInput }>;
  /** The next push is refused with this message (tests). */
  failNextPush(message: string): void;
}

const token = () => randomBytes(20).toString('hex');

/**
 * In-memory Bling: the authorize page is the host's /_sandbox/bling/authorize (relative URL, same
 * origin); codes are one-time and bound to the client id; the first exchange pins the client
 * secret, a different one later is refused (invalid_client); refresh tokens rotate; access tokens
 * expire after six hours of the injected clock.
 */
export function createSandboxBlingDriver(options: { clock?: Clock } = {}): SandboxBlingDriver {
  const clock = options.clock ?? systemClock;
  const codes = new Map<string, { clientId: string; expiresAt: number }>();
  const secrets = new Map<string, string>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, { expiresAt: number }>();
  const invoices: Array<{ id: string; invoice: BlingInvoiceInput }> = [];
  let refreshCount = 0;
  let nextPushFailure: string | null = null;

  const checkClient = ({ clientId, clientSecret }: BlingCredentials) => {
    if (!clientId || !clientSecret)
      throw new BlingError('invalid_client', 'Credenciais do aplicativo ausentes.');
    const pinned = secrets.get(clientId);
    if (pinned !== undefined && pinned !== clientSecret) {
      throw new BlingError('invalid_client', 'Client secret inválido para este aplicativo.');
    }
    secrets.set(clientId, clientSecret);
  };

  const issue = (grant: Grant): BlingTokens => {
    const accessToken = token();
    const refreshToken = token();
    accessTokens.set(accessToken, { expiresAt: clock.now().getTime() + SANDBOX_BLING_TOKEN_SECONDS * 1000 });
    refreshTokens.set(refreshToken, grant);
    return { accessToken, refreshToken, expiresIn: SANDBOX_BLING_TOKEN_SECONDS };
  };

  return {
    name: 'sandbox',
    get refreshCount() {
      return refreshCount;
    },
    invoices,

    authorizeUrl(clientId, state) {
      const query = new URLSearchParams({ response_type: 'code', client_id: clientId, state });
      return `/_sandbox/bling/authorize?${query}`;
    },

    approve(clientId) {
      const code = token();
      codes.set(code, { clientId, expiresAt: clock.now().getTime() + CODE_SECONDS * 1000 });
      return code;
    },

    async exchangeCode(credentials, code) {
      const entry = codes.get(code);
      codes.delete(code);
      if (!entry || entry.expiresAt < clock.now().getTime() || entry.clientId !== credentials.clientId) {
        throw new BlingError('invalid_grant', 'Código de autorização inválido ou expirado.');
      }
      checkClient(credentials);
      return issue({ ...credentials });
    },

    async refresh(credentials, refreshToken) {
      const grant = refreshTokens.get(refreshToken);
      if (!grant || grant.clientId !== credentials.clientId) {
        throw new BlingError('invalid_grant', 'Refresh token inválido.');
      }
      checkClient(credentials);
      refreshTokens.delete(refreshToken);
      refreshCount += 1;
      return issue(grant);
    },

    async pushInvoice(accessToken, invoice) {
      const access = accessTokens.get(accessToken);
      if (!access || access.expiresAt <= clock.now().getTime()) {
        throw new BlingError('invalid_token', 'Token de acesso inválido ou expirado.');
      }
      if (nextPushFailure) {
        const message = nextPushFailure;
        nextPushFailure = null;
        throw new BlingError('rejected', message);
      }
      const id = String(10_000_000 + invoices.length + 1);
      invoices.push({ id, invoice });
      return { id };
    },

    failNextPush(message) {
      nextPushFailure = message;
    },
  };
}
