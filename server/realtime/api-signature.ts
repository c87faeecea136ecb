import { hmacSha256Hex, md5Hex, safeEqual } from './signatures.ts';

/**
 * Pusher HTTP API request signing (auth_version 1.0), shared by the API handler that checks it
 * and by HttpBroadcaster that produces it. String to sign:
 *   METHOD \n PATH \n key=value&... (every query param but auth_signature, keys lowercased and
 *   sorted, values raw — not URL-encoded — as the official PHP and Node libraries build it).
 */

export const MAX_TIMESTAMP_SKEW_SECONDS = 600;

function canonicalQuery(params: Iterable<[string, string]>): string {
  return [...params]
    .map(([k, v]) => [k.toLowerCase(), v] as const)
    .filter(([k]) => k !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function apiStringToSign(method: string, path: string, params: Iterable<[string, string]>): string {
  return `${method.toUpperCase()}\n${path}\n${canonicalQuery(params)}`;
}

export interface SignRequestInput {
  key: string;
  secret: string;
  method: string;
  path: string;
  body?: string;
  /** Extra query params (e.g. info, filter_by_prefix). */
  query?: Record<string, string>;
  /** Seconds since epoch; defaults to now. */
  timestamp?: number;
}

/** Returns the full query string (already URL-encoded) to append after `?`. */
export function signApiRequest(input: SignRequestInput): string {
  const params: Record<string, string> = {
    ...input.query,
    auth_key: input.key,
    auth_timestamp: String(input.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
  };
  if (input.body !== undefined && input.body !== '') params.body_md5 = md5Hex(input.body);
  const signature = hmacSha256Hex(
    input.secret,
    apiStringToSign(input.method, input.path, Object.entries(params)),
  );
  const search = new URLSearchParams(params);
  search.set('auth_signature', signature);
  return search.toString();
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

export interface VerifyRequestInput {
  key: string;
  secret: string;
  method: string;
  /** Path exactly as requested (before query); a decoded variant is also accepted. */
  path: string;
  query: URLSearchParams;
  body: Buffer;
  nowSeconds?: number;
}

export function verifyApiRequest(input: VerifyRequestInput): VerifyResult {
  const { query } = input;
  const authKey = query.get('auth_key');
  const timestamp = query.get('auth_timestamp');
  const version = query.get('auth_version');
  const signature = query.get('auth_signature');

  if (!authKey || !timestamp || !signature || !version)
    return { ok: false, reason: 'Missing auth parameters' };
  if (!safeEqual(authKey, input.key)) return { ok: false, reason: 'Unknown auth_key' };
  if (version !== '1.0') return { ok: false, reason: 'Unsupported auth_version' };

  const seconds = Number(timestamp);
  const now = input.nowSeconds ?? Date.now() / 1000;
  if (!Number.isFinite(seconds) || Math.abs(now - seconds) > MAX_TIMESTAMP_SKEW_SECONDS) {
    return { ok: false, reason: 'Timestamp expired: more than 600 s from server time' };
  }

  if (input.body.length > 0) {
    const bodyMd5 = query.get('body_md5');
    if (!bodyMd5 || !safeEqual(bodyMd5, md5Hex(input.body))) return { ok: false, reason: 'Invalid body_md5' };
  }

  const entries = [...query.entries()];
  const candidates = new Set([input.path]);
  try {
    candidates.add(decodeURIComponent(input.path));
  } catch {
    // Malformed escapes: only the raw path can match.
  }
  for (const path of candidates) {
    const expected = hmacSha256Hex(input.secret, apiStringToSign(input.method, path, entries));
    if (safeEqual(signature, expected)) return { ok: true };
  }
  return { ok: false, reason: 'Invalid signature' };
}
