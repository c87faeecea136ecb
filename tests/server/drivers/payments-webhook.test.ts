import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type PaymentEvent,
  signWebhook,
  toWebhookDelivery,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../../server/drivers/payments/index.js';

const secret = 'whsec_sandbox_123';
const event: PaymentEvent = {
  id: 'evt_1',
  type: 'charge.paid',
  chargeId: 'ch_1',
  orderRef: 'PED-42',
  amountCents: 1990,
  at: '2025-01-15T12:00:00.000Z',
};

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of the raw body, prefixed sha256=', () => {
    const body = JSON.stringify(event);
    const expected = createHmac('sha256', secret).update(body).digest('hex');
    expect(signWebhook(body, secret)).toBe(`sha256=${expected}`);
  });

  it('verifies a genuine delivery, with or without the prefix', () => {
    const { body, headers } = toWebhookDelivery(event, secret);
    expect(headers['content-type']).toBe('application/json');
    const signature = headers[WEBHOOK_SIGNATURE_HEADER];
    expect(verifyWebhook(body, signature, secret)).toBe(true);
    expect(verifyWebhook(body, signature.replace('sha256=', ''), secret)).toBe(true);
    expect(verifyWebhook(body, signature.toUpperCase(), secret)).toBe(true);
    expect(JSON.parse(body)).toEqual(event);
  });

  it('detects a tampered body', () => {
    const { body, headers } = toWebhookDelivery(event, secret);
    const tampered = body.replace('"amountCents":1990', '"amountCents":1');
    expect(tampered).not.toBe(body);
    expect(verifyWebhook(tampered, headers[WEBHOOK_SIGNATURE_HEADER], secret)).toBe(false);
    expect(verifyWebhook(`${body} `, headers[WEBHOOK_SIGNATURE_HEADER], secret)).toBe(false);
  });

  it('detects a wrong secret, a tampered or malformed signature', () => {
    const { body, headers } = toWebhookDelivery(event, secret);
    const signature = headers[WEBHOOK_SIGNATURE_HEADER];
    expect(verifyWebhook(body, signature, 'other-secret')).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    expect(verifyWebhook(body, flipped, secret)).toBe(false);
    expect(verifyWebhook(body, 'sha256=abc', secret)).toBe(false);
    expect(verifyWebhook(body, undefined, secret)).toBe(false);
    expect(verifyWebhook(body, '', secret)).toBe(false);
    expect(verifyWebhook(body, signature, '')).toBe(false);
  });
});
