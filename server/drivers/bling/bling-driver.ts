import type { FetchLike } from '../payments/gateway-shared.ts';
import {
  type BlingCredentials,
  type BlingDriver,
  BlingError,
  type BlingInvoiceInput,
  type BlingTokens,
} from './types.ts';

export const BLING_API_URL = 'https://www.bling.com.br/Api/v3';

export interface BlingHttpOptions {
  /** Default https://www.bling.com.br/Api/v3. */
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: { type?: string; message?: string; description?: string } | string;
}

const reais = (cents: number) => Math.round(cents) / 100;

/** Bling's NF-e record (POST /nfe) for an NF-e the site already had authorized. */
export function blingNfeBody(invoice: BlingInvoiceInput) {
  return {
    tipo: 1,
    numero: String(invoice.number),
    serie: invoice.series,
    chaveAcesso: invoice.accessKey,
    dataOperacao: invoice.issuedAt.slice(0, 19).replace('T', ' '),
    numeroPedidoLoja: invoice.orderNumber,
    contato: {
      nome: invoice.buyer.name,
      numeroDocumento: invoice.buyer.document ?? '',
    },
    itens: invoice.items.map((item) => ({
      descricao: item.name,
      unidade: 'UN',
      quantidade: item.quantity,
      valor: reais(item.unitCents),
      tipo: 'P',
    })),
    transporte: { frete: reais(invoice.shippingCents) },
  };
}

/**
 * Bling API v3 over HTTP: the browser authorizes at /oauth/authorize; the host exchanges and
 * refreshes at /oauth/token (Basic client_id:client_secret, form-encoded grant); API calls carry
 * `Authorization: Bearer`. Never called by the tests (BLING_DRIVER=bling).
 */
export function createBlingDriver(options: BlingHttpOptions = {}): BlingDriver {
  const base = (options.baseUrl ?? BLING_API_URL).replace(/\/$/, '');
  const send = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) {
    try {
      const response = await send(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: response.status, json };
    } catch {
      throw new BlingError('unavailable', 'O Bling não respondeu. Tente novamente em instantes.');
    }
  }

  async function token(credentials: BlingCredentials, grant: Record<string, string>): Promise<BlingTokens> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const { status, json } = await call('/oauth/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: '1.0',
      },
      body: new URLSearchParams(grant).toString(),
    });
    const answer = (json ?? {}) as TokenAnswer;
    if (status >= 200 && status < 300 && answer.access_token && answer.refresh_token) {
      return {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        expiresIn: Number(answer.expires_in ?? 21_600),
      };
    }
    if (status >= 500)
      throw new BlingError('unavailable', 'O Bling não respondeu. Tente novamente em instantes.');
    const type = typeof answer.error === 'string' ? answer.error : (answer.error?.type ?? '');
    if (status === 401 || /client/i.test(type)) {
      throw new BlingError('invalid_client', 'O Bling recusou o client id ou o client secret.');
    }
    throw new BlingError('invalid_grant', 'O Bling recusou a autorização: conecte de novo.');
  }

  return {
    name: 'bling',

    authorizeUrl(clientId, state) {
      const query = new URLSearchParams({ response_type: 'code', client_id: clientId, state });
      return `${base}/oauth/authorize?${query}`;
    },

    exchangeCode(credentials, code) {
      return token(credentials, { grant_type: 'authorization_code', code });
    },

    refresh(credentials, refreshToken) {
      return token(credentials, { grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    async pushInvoice(accessToken, invoice) {
      const { status, json } = await call('/nfe', {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(blingNfeBody(invoice)),
      });
      const data = (json as { data?: { id?: number | string } } | null)?.data;
      if (status >= 200 && status < 300 && data?.id !== undefined) return { id: String(data.id) };
      if (status === 401) throw new BlingError('invalid_token', 'Token de acesso do Bling inválido.');
      if (status >= 500)
        throw new BlingError('unavailable', 'O Bling não respondeu. Tente novamente em instantes.');
      const error = (json as { error?: { message?: string; description?: string } } | null)?.error;
      throw new BlingError(
        'rejected',
        error?.description || error?.message || 'O Bling recusou a nota fiscal.',
      );
    },
  };
}
