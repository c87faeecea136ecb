import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentEvent } from './types.js';

/** Header carrying the signature on webhook deliveries. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';

/** HMAC-SHA256 of the raw body with the shared secret, hex-encoded, prefixed "sha256=". */
export function signWebhook(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * Checks a signature against the raw body (exactly the bytes received, before any JSON
 * parsing). Accepts the signature with or without the "sha256=" prefix; constant-time compare.
 */
export function verifyWebhook(body: string, signature: string | undefined | null, secret: string): boolean {
  if (typeof signature !== 'string' || typeof body !== 'string' || !secret) return false;
  const given = signature
    .trim()
    .replace(/^sha256=/i, '')
    .toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = signWebhook(body, secret).slice('sha256='.length);
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

export interface WebhookDelivery {
  body: string;
  headers: { 'content-type': 'application/json'; [WEBHOOK_SIGNATURE_HEADER]: string };
}

/** The HTTP request a gateway would POST for an event: JSON body plus its signature header. */
export function toWebhookDelivery(event: PaymentEvent, secret: string): WebhookDelivery {
  const body = JSON.stringify(event);
  return {
    body,
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, secret) },
  };
}
