import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ledgerHealth } from '../../../server/domain/ledger/post.ts';
import { SANDBOX_GATEWAY_WEBHOOK_KEYS } from '../../../server/domain/payments/commerce.ts';
import { signPagbankWebhook } from '../../../server/drivers/payments/index.ts';
import { expectLedgerBalanced, listingQuantity, makeBuyer } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { balance, cardOrder, restartedHost, snapshot } from './fixtures.ts';

/**
 * PagBank chargebacks (docs/payments.md "PagBank chargebacks"): the notification of PagBank's
 * chargeback API, signed like its order notifications (x-authenticity-token), reverses the store
 * orders of the disputed charge as a refund does — once, whatever the stages and redeliveries; a won
 * dispute restores nothing (docs/decisions.md); a forged or unsigned one changes nothing.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
let other: FastifyInstance | null = null;
afterEach(async () => {
  await other?.close();
  other = null;
  vi.unstubAllEnvs();
  await expectLedgerBalanced(t);
  await t.close();
});

const KEY = SANDBOX_GATEWAY_WEBHOOK_KEYS.pagbank;

function chargebackBody(chargeId: string, status: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: 'CHBK_5F3C2A10-7E1B-4D52-9A0C-1B2C3D4E5F60',
    status,
    charge: { id: chargeId },
    amount: { value: 4500, currency: 'BRL' },
    reason: { code: '4837', description: 'Transação não reconhecida pelo portador' },
    created_at: '2026-11-20T10:15:00-03:00',
    updated_at: '2026-11-21T09:00:00-03:00',
    ...extra,
  });
}

function post(raw: string, signature: string | null = signPagbankWebhook(raw, KEY)) {
  return t.request('POST', '/webhooks/pagbank', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-authenticity-token': signature }),
    },
    xsrf: false,
  });
}

const outcomes = (res: { json(): { outcomes: { outcome: string }[] } }) =>
  res.json().outcomes.map((o) => o.outcome);

async function status(table: 'order_groups' | 'store_orders', id: number) {
  const row = await t.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

describe('a signed PagBank chargeback', () => {
  it('reverses the order and the ledger once, through every stage and redelivery', async () => {
    const order = await cardOrder(t, await makeBuyer(t), 2);
    const listings = order.offers.map((o) => o.listingId);

    const opened = chargebackBody(order.chargeId, 'OPENED', { reference_id: order.number });
    const res = await post(opened);
    expect(res.statusCode).toBe(200);
    expect(outcomes(res)).toEqual(['applied']);
    expect(await status('order_groups', order.groupId)).toBe('refunded');
    for (const o of order.orders) {
      expect(await status('store_orders', o.id)).toBe('refunded');
      expect(await balance(t, `store_receivable:${o.store_id}`)).toBe(0);
    }
    for (const id of listings) expect(await listingQuantity(t, id)).toBe(3);
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'refunded', refunded_amount: payment.amount });
    expect(await balance(t, 'gateway:sandbox')).toBe(0);
    const kinds = await t.db.selectFrom('ledger_transactions').select('kind').execute();
    expect(kinds.filter((k) => k.kind === 'store_order_chargeback')).toHaveLength(2);
    expect(await ledgerHealth(t.db)).toEqual({
      balanceSum: 0,
      entrySum: 0,
      unbalancedTransactions: 0,
      driftedAccounts: 0,
    });

    // The same notification again, then the dispute lost: nothing more moves.
    const before = await snapshot(t, listings);
    expect(outcomes(await post(opened))).toEqual(['duplicate']);
    expect(outcomes(await post(chargebackBody(order.chargeId, 'LOST')))).toEqual(['already_applied']);
    expect(await snapshot(t, listings)).toEqual(before);
  });

  it('matches the charge by its id, never by amount: another order’s reference or an unknown charge moves nothing', async () => {
    const buyer = await makeBuyer(t);
    const first = await cardOrder(t, buyer, 1);
    const second = await cardOrder(t, buyer, 1);
    const listings = [...first.offers, ...second.offers].map((o) => o.listingId);
    const before = await snapshot(t, listings);

    // The first charge's id with the second order's number: the two disagree, nothing is reversed.
    const mixed = chargebackBody(first.chargeId, 'OPENED', {
      id: 'CHBK_MIXED',
      charge: { id: first.chargeId, reference_id: second.number },
    });
    expect(outcomes(await post(mixed))).toEqual(['needs_review']);
    // A charge the store never made: not applied (and not recorded, so a retry once it is known can be).
    expect(outcomes(await post(chargebackBody('CHAR_UNKNOWN', 'OPENED', { id: 'CHBK_UNKNOWN' })))).toEqual([
      'unknown_charge',
    ]);
    expect(await snapshot(t, listings)).toEqual(before);

    // The flat form (`charge_id`) of the second charge reverses the second order only.
    const flat = JSON.stringify({ id: 'CHBK_FLAT', status: 'OPENED', charge_id: second.chargeId });
    expect(outcomes(await post(flat))).toEqual(['applied']);
    expect(await status('order_groups', second.groupId)).toBe('refunded');
    expect(await status('order_groups', first.groupId)).toBe('paid');
  });
});

describe('with PAYMENT_DRIVER=pagbank', () => {
  it('takes a chargeback signed with the configured PAGBANK_TOKEN only', async () => {
    const order = await cardOrder(t, await makeBuyer(t), 1);
    vi.stubEnv('PAGBANK_TOKEN', 'pagbank-token-of-this-account');
    other = await restartedHost(t, { paymentDriver: 'pagbank' });
    const raw = chargebackBody(order.chargeId, 'OPENED');
    const send = (key: string) =>
      (other as FastifyInstance).inject({
        method: 'POST',
        url: '/webhooks/pagbank',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-authenticity-token': signPagbankWebhook(raw, key) },
      });
    expect((await send(KEY)).statusCode).toBe(401);
    expect(await status('order_groups', order.groupId)).toBe('paid');
    const res = await send('pagbank-token-of-this-account');
    expect(res.statusCode).toBe(200);
    expect(res.json().outcomes).toEqual([
      { charge_id: order.chargeId, type: 'charge.chargeback', outcome: 'applied' },
    ]);
    expect(await status('order_groups', order.groupId)).toBe('refunded');
  });
});

describe('a forged PagBank chargeback', () => {
  it('unsigned, signed with another key or over another body: 401, nothing changes', async () => {
    const order = await cardOrder(t, await makeBuyer(t), 1);
    const listings = order.offers.map((o) => o.listingId);
    const before = await snapshot(t, listings);
    const raw = chargebackBody(order.chargeId, 'OPENED');

    expect((await post(raw, null)).statusCode).toBe(401);
    expect((await post(raw, signPagbankWebhook(raw, 'another-token'))).statusCode).toBe(401);
    expect((await post(raw, signPagbankWebhook(chargebackBody(order.chargeId, 'WON'), KEY))).statusCode).toBe(
      401,
    );
    expect((await post(raw, '')).statusCode).toBe(401);
    expect(await snapshot(t, listings)).toEqual(before);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
  });
});

describe('a PagBank chargeback on a host whose gateway is another', () => {
  it('with PAYMENT_DRIVER=pagarme, or in production with the public sandbox key: 404, nothing changes', async () => {
    const order = await cardOrder(t, await makeBuyer(t), 1);
    const listings = order.offers.map((o) => o.listingId);
    const before = await snapshot(t, listings);
    const raw = chargebackBody(order.chargeId, 'OPENED');
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/webhooks/pagbank',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-authenticity-token': signPagbankWebhook(raw, KEY) },
      });

    vi.stubEnv('PAGARME_SECRET_KEY', 'sk_test_configured');
    vi.stubEnv('PAGARME_WEBHOOK_SECRET', 'whsec_configured');
    other = await restartedHost(t, { paymentDriver: 'pagarme' });
    expect((await send(other)).statusCode).toBe(404);
    await other.close();

    vi.unstubAllEnvs();
    vi.stubEnv('NODE_ENV', 'production');
    other = await restartedHost(t);
    expect((await send(other)).statusCode).toBe(404);
    expect(await snapshot(t, listings)).toEqual(before);
  });
});

describe('a dispute the store wins', () => {
  it('after the reversal, restores nothing, however often it is told', async () => {
    const order = await cardOrder(t, await makeBuyer(t), 1);
    const listings = order.offers.map((o) => o.listingId);
    expect(outcomes(await post(chargebackBody(order.chargeId, 'OPENED')))).toEqual(['applied']);
    const reversed = await snapshot(t, listings);

    const won = chargebackBody(order.chargeId, 'WON');
    expect(outcomes(await post(won))).toEqual(['needs_review']);
    expect(outcomes(await post(won))).toEqual(['duplicate']);
    // A later stage, or a new notice of the same charge's dispute, reverses nothing again.
    expect(outcomes(await post(chargebackBody(order.chargeId, 'LOST', { id: 'CHBK_AGAIN' })))).toEqual([
      'needs_review',
    ]);
    expect(await snapshot(t, listings)).toEqual(reversed);
    expect(await status('order_groups', order.groupId)).toBe('refunded');
  });

  it('told before the dispute was opened (out of order), keeps the order paid', async () => {
    const order = await cardOrder(t, await makeBuyer(t), 1);
    const listings = order.offers.map((o) => o.listingId);
    const before = await snapshot(t, listings);
    expect(outcomes(await post(chargebackBody(order.chargeId, 'WON')))).toEqual(['needs_review']);
    expect(outcomes(await post(chargebackBody(order.chargeId, 'OPENED')))).toEqual(['needs_review']);
    expect(await snapshot(t, listings)).toEqual(before);
    expect(await status('order_groups', order.groupId)).toBe('paid');
  });
});
