import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CardBrand } from '../../../shared/cardTokenizer/cardBrand.ts';
import { PaymentError } from './errors.js';
import type { CardReasonCode } from './reasons.js';
import type { Customer } from './types.js';

/**
 * Pieces the pagar.me and PagBank mappings share (pagarme.ts, pagbank.ts): dates, brands, decline
 * codes, the buyer's document and phone, the signature checks and the HTTP client.
 */

/** An ISO-8601 string from a gateway's date; one without a zone is UTC (pagar.me writes them so). */
export function isoFrom(text: string | null | undefined): string | null {
  if (!text) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The instant in Brasília time with its offset (−03:00, no daylight saving since 2019): PagBank's format. */
export function brasiliaIso(date: Date): string {
  const local = new Date(date.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  master: 'mastercard',
  amex: 'amex',
  americanexpress: 'amex',
  elo: 'elo',
  hipercard: 'hipercard',
  hiper: 'hipercard',
  diners: 'diners',
  dinersclub: 'diners',
  discover: 'discover',
  jcb: 'jcb',
};

/** "Visa", "MASTERCARD", "american_express"… → our CardBrand. */
export function brandFrom(name: string | null | undefined): CardBrand {
  const key = (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return BRANDS[key] ?? 'unknown';
}

/**
 * A decline reason from the acquirer's return code (ABECS families) or, when there is none, from the
 * words of the gateway's message. Anything not recognised is a generic decline.
 */
export function declineReason(
  code: string | null | undefined,
  message: string | null | undefined,
): CardReasonCode {
  switch ((code ?? '').trim().toUpperCase()) {
    case '51':
      return 'insufficient_funds';
    case '54':
      return 'expired_card';
    case '14':
      return 'invalid_card_number';
    case '82':
    case 'N7':
      return 'invalid_cvv';
    case '59':
    case '63':
      return 'suspected_fraud';
  }
  const text = (message ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();
  if (/SALDO|LIMITE|INSUFICIENTE/.test(text)) return 'insufficient_funds';
  if (/FRAUDE|RISCO/.test(text)) return 'suspected_fraud';
  if (/VENCID|EXPIRAD/.test(text)) return 'expired_card';
  if (/CVV|CODIGO DE SEGURANCA/.test(text)) return 'invalid_cvv';
  if (/CARTAO INVALIDO|NUMERO/.test(text)) return 'invalid_card_number';
  return 'generic_decline';
}

/** CPF (11 digits) or CNPJ (14) of the buyer, digits only; null when absent or malformed. */
export function documentOf(customer: Customer): { digits: string; type: 'CPF' | 'CNPJ' } | null {
  const digits = (customer.document ?? '').replace(/\D/g, '');
  if (digits.length === 11) return { digits, type: 'CPF' };
  if (digits.length === 14) return { digits, type: 'CNPJ' };
  return null;
}

/** DDD and number of a Brazilian phone ("+55 (11) 98888-7777", "11988887777"); null otherwise. */
export function phoneOf(customer: Customer): { area: string; number: string } | null {
  let digits = (customer.phone ?? '').replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  return { area: digits.slice(0, 2), number: digits.slice(2) };
}

/** Constant-time comparison of two hex digests (false when either is malformed). */
export function sameHex(given: string, expected: string): boolean {
  if (!/^[0-9a-f]+$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** pagar.me's X-Hub-Signature: "sha1=" and the HMAC-SHA1 of the raw body with the secret, in hex. */
export function signPagarmeWebhook(body: string, secret: string): string {
  return `sha1=${createHmac('sha1', secret).update(body, 'utf8').digest('hex')}`;
}

export function verifyPagarmeWebhook(
  body: string,
  signature: string | null | undefined,
  secret: string,
): boolean {
  if (typeof signature !== 'string' || !secret) return false;
  const given = signature
    .trim()
    .replace(/^sha1=/i, '')
    .toLowerCase();
  return sameHex(given, signPagarmeWebhook(body, secret).slice('sha1='.length));
}

/** PagBank's x-authenticity-token: SHA-256 of "<token>-<raw body>", in hex. */
export function signPagbankWebhook(body: string, token: string): string {
  return createHash('sha256').update(`${token}-${body}`, 'utf8').digest('hex');
}

export function verifyPagbankWebhook(
  body: string,
  signature: string | null | undefined,
  token: string,
): boolean {
  if (typeof signature !== 'string' || !token) return false;
  return sameHex(signature.trim().toLowerCase(), signPagbankWebhook(body, token));
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

export interface GatewayHttpOptions {
  baseUrl: string;
  headers: Record<string, string>;
  /** The HTTP client; the tests give one that answers with the documented samples. */
  fetch?: FetchLike;
  timeoutMs?: number;
}

/**
 * JSON over HTTP to a gateway. 404 → null (the caller decides), any other 4xx → PaymentError with
 * the gateway's message, 5xx, timeouts and unreadable answers → PaymentError 'gateway_error'.
 */
export function gatewayHttp(options: GatewayHttpOptions) {
  const send = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const base = options.baseUrl.replace(/\/+$/, '');
  return async function request<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    let status = 0;
    let text = '';
    try {
      const response = await send(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', ...options.headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      status = response.status;
      text = await response.text();
    } catch {
      throw new PaymentError('gateway_error', 'Erro na transação: o meio de pagamento não respondeu.');
    }
    if (status === 404) return null;
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (status >= 400 && status < 500) {
      throw new PaymentError(
        'gateway_error',
        `Erro na transação: ${gatewayMessage(json) ?? `HTTP ${status}`}`,
      );
    }
    if (status >= 500 || json === null) {
      throw new PaymentError('gateway_error', 'Erro na transação: o meio de pagamento falhou.');
    }
    return json as T;
  };
}

/** The first readable message of a gateway's error body (pagar.me `message`, PagBank `error_messages`). */
function gatewayMessage(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const body = json as { message?: unknown; error_messages?: { description?: unknown }[] };
  if (typeof body.message === 'string') return body.message;
  const first = body.error_messages?.[0]?.description;
  return typeof first === 'string' ? first : null;
}
