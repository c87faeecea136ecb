import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildInstallmentOption,
  type Customer,
  cardChargeFromPagbank,
  chargeFromPagbankOrder,
  createPagbankPaymentDriver,
  type PagbankCharge,
  type PagbankOrder,
  pagbankCardOrder,
  pagbankCardStatus,
  pagbankPixOrder,
  pagbankWebhookEvents,
  signPagbankWebhook,
  verifyPagbankWebhook,
} from '../../../server/drivers/payments/index.js';
import { recorder } from './gateway-recorder.js';
import {
  GATEWAY_BR_CODE,
  pagbankCardChargeSample,
  pagbankCardOrderSample,
  pagbankDeclinedChargeSample,
  pagbankPixOrderSample,
  pagbankPixPaidSample,
} from './payments-gateway-samples.js';

const customer: Customer = {
  id: 'user-12',
  name: 'Maria Silva',
  email: 'maria@example.com',
  document: '123.456.789-09',
  phone: '+55 11 98888-7777',
};
/** 12:00 UTC = 09:00 in Brasília. */
const now = new Date('2025-01-15T12:00:00.000Z');

describe('PagBank requests', () => {
  it('asks for a PIX as an order with one QR code, expiring in Brasília time', () => {
    expect(
      pagbankPixOrder(
        { orderRef: 'MC-000123', amountCents: 10750, expiresInSeconds: 1800, customer },
        now,
        'https://mercadodecartas.example/webhooks/pagbank',
      ),
    ).toEqual({
      reference_id: 'MC-000123',
      customer: {
        name: 'Maria Silva',
        email: 'maria@example.com',
        tax_id: '12345678909',
        phones: [{ country: '55', area: '11', number: '988887777', type: 'MOBILE' }],
      },
      items: [{ reference_id: 'MC-000123', name: 'Pedido MC-000123', quantity: 1, unit_amount: 10750 }],
      qr_codes: [{ amount: { value: 10750 }, expiration_date: '2025-01-15T09:30:00-03:00' }],
      notification_urls: ['https://mercadodecartas.example/webhooks/pagbank'],
    });
  });

  it("charges a card encrypted in the browser, captured at once, declaring the interest as the buyer's fee", () => {
    const order = pagbankCardOrder(
      {
        orderRef: 'MC-000124',
        amountCents: 10000,
        installments: 4,
        card: {
          token: 'ENCRYPTED+card/BASE64==',
          brand: 'visa',
          last4: '1111',
          holder: 'Maria Silva',
          expMonth: 12,
          expYear: 2030,
        },
        customer,
      },
      buildInstallmentOption(10000, 4),
    );
    expect(order.qr_codes).toBeUndefined();
    expect(order.notification_urls).toBeUndefined();
    expect(order.charges).toEqual([
      {
        reference_id: 'MC-000124',
        description: 'Pedido MC-000124',
        amount: {
          value: 10759,
          currency: 'BRL',
          fees: { buyer: { interest: { total: 759, installments: 4 } } },
        },
        payment_method: {
          type: 'CREDIT_CARD',
          installments: 4,
          capture: true,
          soft_descriptor: 'MercadoCartas',
          card: { encrypted: 'ENCRYPTED+card/BASE64==', holder: { name: 'Maria Silva' }, store: false },
        },
      },
    ]);
    const interestFree = pagbankCardOrder(
      { orderRef: 'MC-2', amountCents: 10000, installments: 3, card: { cardId: 'CARD_1' }, customer },
      buildInstallmentOption(10000, 3),
    );
    expect(interestFree.charges?.[0].amount).toEqual({ value: 10000, currency: 'BRL' });
    expect(interestFree.charges?.[0].payment_method.card).toEqual({ id: 'CARD_1' });
  });
});

describe('PagBank answers', () => {
  it('reads a PIX order: the order id is the charge, the QR code text and PNG link', () => {
    expect(chargeFromPagbankOrder(pagbankPixOrderSample() as PagbankOrder, now)).toEqual({
      chargeId: 'ORDE_F87334AC-BB8B-42E2-AA85-8579F70AA328',
      method: 'pix',
      orderRef: 'MC-000123',
      amountCents: 10750,
      status: 'pending',
      customerId: '',
      createdAt: '2025-01-15T12:00:00.000Z',
      updatedAt: '2025-01-15T12:00:00.000Z',
      paidAt: null,
      pixPayload: GATEWAY_BR_CODE,
      qrCode: 'https://sandbox.api.pagseguro.com/qrcode/QRCO_86FD8A10-2B7B-4FA4-9A53-A0B1D9D1E0CD/png',
      txid: 'QRCO_86FD8A10-2B7B-4FA4-9A53-A0B1D9D1E0CD',
      expiresAt: '2025-01-15T12:30:00.000Z',
    });
  });

  it('knows a PIX paid (a PAID PIX charge on the order) and one past its expiration', () => {
    expect(chargeFromPagbankOrder(pagbankPixPaidSample() as PagbankOrder, now)).toMatchObject({
      status: 'paid',
      paidAt: '2025-01-15T12:04:59.000Z',
    });
    const later = new Date('2025-01-15T12:30:00.000Z');
    expect(chargeFromPagbankOrder(pagbankPixOrderSample() as PagbankOrder, later).status).toBe('expired');
  });

  it('reads a paid card charge: approved, amount before the declared interest', () => {
    expect(chargeFromPagbankOrder(pagbankCardOrderSample as PagbankOrder, now)).toMatchObject({
      chargeId: 'CHAR_67B4D6B4-B6E5-4E1C-A7A6-C8AE2D7E8F2A',
      method: 'card',
      orderRef: 'MC-000124',
      status: 'approved',
      amountCents: 10000,
      totalCents: 10759,
      installments: 4,
      installmentAmountsCents: [2690, 2690, 2690, 2689],
      card: { brand: 'visa', last4: '1111', holder: 'Maria Silva' },
      reasonCode: 'approved',
      paidAt: '2025-01-15T12:00:01.000Z',
    });
  });

  it('reads a decline with the reason in its message', () => {
    expect(cardChargeFromPagbank(pagbankDeclinedChargeSample as PagbankCharge)).toMatchObject({
      status: 'refused',
      reasonCode: 'insufficient_funds',
      message: 'Pagamento recusado: saldo ou limite insuficiente. Tente outro cartão ou pague com PIX.',
      paidAt: null,
    });
  });

  it('maps the card charge statuses', () => {
    const of = (status: string, refunded = 0) =>
      pagbankCardStatus({
        status,
        amount: { value: 100, summary: { total: 100, paid: 0, refunded } },
      } as PagbankCharge);
    expect(of('PAID')).toBe('approved');
    expect(of('AUTHORIZED')).toBe('pending');
    expect(of('IN_ANALYSIS')).toBe('pending');
    expect(of('WAITING')).toBe('pending');
    expect(of('DECLINED')).toBe('refused');
    expect(of('CANCELED')).toBe('canceled');
    expect(of('CANCELED', 100)).toBe('refunded');
  });
});

describe('PagBank notifications', () => {
  it('reports a PIX paid under its order id', () => {
    expect(pagbankWebhookEvents(pagbankPixPaidSample() as PagbankOrder, now)).toEqual([
      {
        id: 'pagbank:ORDE_F87334AC-BB8B-42E2-AA85-8579F70AA328:PAID',
        type: 'charge.paid',
        chargeId: 'ORDE_F87334AC-BB8B-42E2-AA85-8579F70AA328',
        orderRef: 'MC-000123',
        amountCents: 10750,
        at: '2025-01-15T12:04:59.000Z',
      },
    ]);
  });

  it('reports a partial refund (PAID with summary.refunded) with its running total, one event per total', () => {
    const charge = pagbankCardChargeSample('CHAR_R', 'PAID', 8000);
    charge.amount.summary = { total: 8000, paid: 8000, refunded: 3000 };
    const [event] = pagbankWebhookEvents(charge as PagbankCharge, now);
    expect(event).toMatchObject({
      id: 'pagbank:CHAR_R:REFUNDED:3000',
      type: 'charge.refunded',
      chargeId: 'CHAR_R',
      refundedCents: 3000,
    });
  });

  it('reports nothing for an order still waiting', () => {
    expect(pagbankWebhookEvents(pagbankPixOrderSample() as PagbankOrder, now)).toEqual([]);
  });

  it('reports a card charge paid or declined, on its order or on its own', () => {
    expect(pagbankWebhookEvents(pagbankCardOrderSample as PagbankOrder, now)).toEqual([
      {
        id: 'pagbank:CHAR_67B4D6B4-B6E5-4E1C-A7A6-C8AE2D7E8F2A:PAID',
        type: 'charge.paid',
        chargeId: 'CHAR_67B4D6B4-B6E5-4E1C-A7A6-C8AE2D7E8F2A',
        orderRef: 'MC-000124',
        amountCents: 10000,
        at: '2025-01-15T12:00:01.000Z',
      },
    ]);
    expect(
      pagbankWebhookEvents(pagbankCardChargeSample('CHAR_X', 'DECLINED', 5000) as PagbankCharge, now),
    ).toEqual([
      {
        id: 'pagbank:CHAR_X:DECLINED',
        type: 'charge.refused',
        chargeId: 'CHAR_X',
        orderRef: 'MC-000124',
        amountCents: 5000,
        at: now.toISOString(),
      },
    ]);
  });

  it('checks x-authenticity-token: SHA-256 of "<token>-<raw body>"', () => {
    const body = JSON.stringify(pagbankPixPaidSample());
    const expected = createHash('sha256').update(`token-da-conta-${body}`).digest('hex');
    expect(signPagbankWebhook(body, 'token-da-conta')).toBe(expected);
    expect(verifyPagbankWebhook(body, expected, 'token-da-conta')).toBe(true);
    expect(verifyPagbankWebhook(body, expected.toUpperCase(), 'token-da-conta')).toBe(true);
    expect(verifyPagbankWebhook(body.replace('10750', '1'), expected, 'token-da-conta')).toBe(false);
    expect(verifyPagbankWebhook(body, expected, 'outro-token')).toBe(false);
    expect(verifyPagbankWebhook(body, undefined, 'token-da-conta')).toBe(false);
  });
});

describe('PagBank driver over HTTP (answered by the samples, no network)', () => {
  const clock = { now: () => now };

  it('posts the PIX order with the Bearer token and answers the mapped charge', async () => {
    const { calls, fetch } = recorder({
      'POST https://pagbank.test/orders': { status: 201, body: pagbankPixOrderSample() },
    });
    const driver = createPagbankPaymentDriver({
      baseUrl: 'https://pagbank.test',
      token: 'tok',
      notificationUrl: 'https://mercadodecartas.example/webhooks/pagbank',
      fetch,
      clock,
    });
    const charge = await driver.createPixCharge({ orderRef: 'MC-000123', amountCents: 10750, customer });
    expect(charge).toMatchObject({
      chargeId: 'ORDE_F87334AC-BB8B-42E2-AA85-8579F70AA328',
      customerId: 'user-12',
    });
    expect(calls[0].headers.authorization).toBe('Bearer tok');
    expect(calls[0].body).toEqual(
      pagbankPixOrder(
        { orderRef: 'MC-000123', amountCents: 10750, customer },
        now,
        'https://mercadodecartas.example/webhooks/pagbank',
      ),
    );
  });

  it('reads a PIX by its order and a card by its charge; refunds a paid PIX through its PIX charge', async () => {
    const orderId = 'ORDE_F87334AC-BB8B-42E2-AA85-8579F70AA328';
    const { calls, fetch } = recorder({
      [`GET https://pagbank.test/orders/${orderId}`]: { status: 200, body: pagbankPixPaidSample() },
      'GET https://pagbank.test/charges/CHAR_X': {
        status: 200,
        body: pagbankCardChargeSample('CHAR_X', 'PAID', 100),
      },
      'POST https://pagbank.test/charges/CHAR_2F7E3C3F-0B8C-4E0E-8A53-3E1D0E4C2B11/cancel': {
        status: 201,
        body: { ...pagbankPixPaidSample().charges[0], status: 'CANCELED' },
      },
    });
    const driver = createPagbankPaymentDriver({
      baseUrl: 'https://pagbank.test',
      token: 'tok',
      fetch,
      clock,
    });
    expect(await driver.getCharge(orderId)).toMatchObject({ method: 'pix', status: 'paid' });
    expect(await driver.getCharge('CHAR_X')).toMatchObject({ method: 'card', status: 'approved' });
    expect(await driver.getCharge('CHAR_NONE')).toBeNull();
    expect(await driver.refundCharge(orderId)).toMatchObject({ status: 'refunded' });
    expect(calls.at(-1)?.body).toEqual({ amount: { value: 10750 } });
  });

  it('cannot be built without its token', () => {
    expect(() => createPagbankPaymentDriver({ token: '' })).toThrow(/PAGBANK_TOKEN/);
  });
});
