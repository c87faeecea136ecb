import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildInstallmentOption,
  type Customer,
  chargeFromPagarme,
  chargeFromPagarmeOrder,
  createPagarmePaymentDriver,
  type PagarmeCharge,
  type PagarmeOrder,
  type PagarmeWebhook,
  PaymentError,
  pagarmeCardOrder,
  pagarmeChargeStatus,
  pagarmePixOrder,
  pagarmeWebhookEvents,
  signPagarmeWebhook,
  verifyPagarmeWebhook,
} from '../../../server/drivers/payments/index.js';
import { recorder } from './gateway-recorder.js';
import {
  GATEWAY_BR_CODE,
  pagarmeCardOrderSample,
  pagarmeChargePaidSample,
  pagarmeDeclinedOrderSample,
  pagarmeOrderPaidSample,
  pagarmePaymentFailedSample,
  pagarmePixOrderSample,
} from './payments-gateway-samples.js';

const customer: Customer = {
  id: 'user-12',
  name: 'Maria Silva',
  email: 'maria@example.com',
  document: '123.456.789-09',
  phone: '(11) 98888-7777',
};

describe('pagar.me requests', () => {
  it('asks for a PIX as an order with one pix payment, its expiry in seconds and our metadata', () => {
    expect(
      pagarmePixOrder({ orderRef: 'MC-000123', amountCents: 10750, expiresInSeconds: 1800, customer }),
    ).toEqual({
      code: 'MC-000123',
      closed: true,
      items: [{ amount: 10750, description: 'Pedido MC-000123', quantity: 1, code: 'MC-000123' }],
      customer: {
        code: 'user-12',
        name: 'Maria Silva',
        email: 'maria@example.com',
        type: 'individual',
        document: '12345678909',
        document_type: 'CPF',
        phones: { mobile_phone: { country_code: '55', area_code: '11', number: '988887777' } },
      },
      payments: [
        {
          payment_method: 'pix',
          pix: { expires_in: 1800, additional_information: [{ name: 'Pedido', value: 'MC-000123' }] },
        },
      ],
      metadata: { order_ref: 'MC-000123', amount_cents: '10750' },
    });
  });

  it('charges a browser card token for the total with interest, captured at once, the amount before interest in the metadata', () => {
    const option = buildInstallmentOption(10000, 4);
    const order = pagarmeCardOrder(
      {
        orderRef: 'MC-000124',
        amountCents: 10000,
        installments: 4,
        card: {
          token: 'token_abc123XYZ',
          brand: 'visa',
          last4: '0010',
          holder: ' Maria Silva ',
          expMonth: 12,
          expYear: 2030,
        },
        customer: { id: 'user-12', name: 'Maria Silva', email: 'maria@example.com' },
      },
      option,
    );
    expect(order.items).toEqual([
      { amount: 10759, description: 'Pedido MC-000124', quantity: 1, code: 'MC-000124' },
    ]);
    expect(order.customer).toEqual({
      code: 'user-12',
      name: 'Maria Silva',
      email: 'maria@example.com',
      type: 'individual',
    });
    expect(order.payments).toEqual([
      {
        payment_method: 'credit_card',
        credit_card: {
          installments: 4,
          statement_descriptor: 'MERCADOCARTAS',
          operation_type: 'auth_and_capture',
          card_token: 'token_abc123XYZ',
        },
      },
    ]);
    expect(order.metadata).toEqual({ order_ref: 'MC-000124', amount_cents: '10000' });
  });

  it('charges a saved card by its card_id, never with card data', () => {
    const order = pagarmeCardOrder(
      {
        orderRef: 'MC-1',
        amountCents: 5000,
        installments: 1,
        card: { cardId: 'card_jr4BLP6hnhzr1aKq' },
        customer,
      },
      buildInstallmentOption(5000, 1),
    );
    expect(order.payments[0]).toMatchObject({
      credit_card: { card_id: 'card_jr4BLP6hnhzr1aKq', installments: 1 },
    });
    expect(JSON.stringify(order)).not.toContain('"card":');
  });
});

describe('pagar.me answers', () => {
  it('reads a PIX order: the copy-and-paste code, the QR image URL and the expiry', () => {
    const charge = chargeFromPagarmeOrder(pagarmePixOrderSample as PagarmeOrder);
    expect(charge).toEqual({
      chargeId: 'ch_K2rJ5nlHwTE4qRDP',
      method: 'pix',
      orderRef: 'MC-000123',
      amountCents: 10750,
      status: 'pending',
      customerId: 'user-12',
      createdAt: '2025-01-15T12:00:00.000Z',
      updatedAt: '2025-01-15T12:00:00.000Z',
      paidAt: null,
      pixPayload: GATEWAY_BR_CODE,
      qrCode: 'https://api.pagar.me/core/v5/transactions/tran_AJ0Pq1Gxt6SZYdbk/qrcode?payment_method=pix',
      txid: 'tran_AJ0Pq1Gxt6SZYdbk',
      expiresAt: '2025-01-15T12:30:00.000Z',
    });
  });

  it('reads a captured card order: approved, installments summing to the total, amount before interest', () => {
    const charge = chargeFromPagarmeOrder(pagarmeCardOrderSample as PagarmeOrder);
    expect(charge).toMatchObject({
      chargeId: 'ch_d22356Jf4WuGr8no',
      method: 'card',
      orderRef: 'MC-000124',
      status: 'approved',
      amountCents: 10000,
      totalCents: 10759,
      installments: 4,
      installmentAmountsCents: [2690, 2690, 2690, 2689],
      card: { brand: 'visa', last4: '0010', holder: 'MARIA SILVA' },
      reasonCode: 'approved',
      message: 'Pagamento aprovado.',
      paidAt: '2025-01-15T12:00:01.000Z',
    });
  });

  it('reads a decline with the Portuguese reason of the acquirer code', () => {
    const charge = chargeFromPagarmeOrder(pagarmeDeclinedOrderSample as PagarmeOrder);
    expect(charge).toMatchObject({
      status: 'refused',
      reasonCode: 'insufficient_funds',
      message: 'Pagamento recusado: saldo ou limite insuficiente. Tente outro cartão ou pague com PIX.',
      paidAt: null,
    });
    const fraud = structuredClone(pagarmeDeclinedOrderSample.charges[0]) as unknown as PagarmeCharge;
    (fraud.last_transaction as { acquirer_return_code?: string }).acquirer_return_code = '05';
    (fraud.last_transaction as { antifraud_response?: { status: string } }).antifraud_response = {
      status: 'reproved',
    };
    expect(chargeFromPagarme(fraud)).toMatchObject({ status: 'refused', reasonCode: 'suspected_fraud' });
  });

  it('maps every charge status to ours, by payment method', () => {
    const of = (status: string, payment_method: string, paid_at?: string) =>
      pagarmeChargeStatus({ status, payment_method, paid_at } as PagarmeCharge);
    expect(of('paid', 'pix')).toBe('paid');
    expect(of('paid', 'credit_card')).toBe('approved');
    expect(of('overpaid', 'pix')).toBe('paid');
    expect(of('pending', 'pix')).toBe('pending');
    expect(of('processing', 'credit_card')).toBe('pending');
    expect(of('underpaid', 'pix')).toBe('pending');
    expect(of('failed', 'credit_card')).toBe('refused');
    expect(of('failed', 'pix')).toBe('expired');
    expect(of('canceled', 'pix')).toBe('canceled');
    expect(of('canceled', 'credit_card', '2025-01-15T12:00:00')).toBe('refunded');
    expect(of('chargedback', 'credit_card')).toBe('refunded');
  });

  it('refuses an order without a charge, or a PIX without its code, as a gateway error', () => {
    expect(() => chargeFromPagarmeOrder({ ...pagarmePixOrderSample, charges: [] } as PagarmeOrder)).toThrow(
      PaymentError,
    );
    const noCode = structuredClone(pagarmePixOrderSample);
    delete (noCode.charges[0].last_transaction as { qr_code?: string }).qr_code;
    expect(() => chargeFromPagarmeOrder(noCode as PagarmeOrder)).toThrow(/sem código/);
  });
});

describe('pagar.me webhooks', () => {
  it('turns charge.paid into our charge.paid, with the hook id and when it was paid', () => {
    expect(pagarmeWebhookEvents(pagarmeChargePaidSample('ch_K2rJ5nlHwTE4qRDP', 'MC-000123', 10750))).toEqual([
      {
        id: 'hook_RyEKQO789TRpZjv5',
        type: 'charge.paid',
        chargeId: 'ch_K2rJ5nlHwTE4qRDP',
        orderRef: 'MC-000123',
        amountCents: 10750,
        at: '2025-01-15T12:04:58.000Z',
      },
    ]);
  });

  it('turns charge.payment_failed into charge.refused', () => {
    const [event] = pagarmeWebhookEvents(pagarmePaymentFailedSample('ch_x', 'MC-000124', 10759));
    expect(event).toMatchObject({
      id: 'hook_0pZk2Lm9VbQx7TyE',
      type: 'charge.refused',
      chargeId: 'ch_x',
      orderRef: 'MC-000124',
      at: '2025-01-15T12:01:00.000Z',
    });
  });

  it('turns order.paid into charge.paid for each paid charge, one event id per charge', () => {
    const events = pagarmeWebhookEvents(pagarmeOrderPaidSample('ch_K2rJ5nlHwTE4qRDP', 'MC-000123', 10750));
    expect(events).toEqual([
      {
        id: 'hook_Wq3nLrV0XfmK9e2D:ch_K2rJ5nlHwTE4qRDP',
        type: 'charge.paid',
        chargeId: 'ch_K2rJ5nlHwTE4qRDP',
        orderRef: 'MC-000123',
        amountCents: 10750,
        at: '2025-01-15T12:04:58.000Z',
      },
    ]);
  });

  it('turns a partial cancellation into charge.refunded with the running total, a chargeback into charge.chargeback', () => {
    const paid = pagarmeChargePaidSample('ch_P', 'MC-000125', 10000);
    const partial = { ...paid, id: 'hook_partial', type: 'charge.partial_canceled' };
    partial.data = { ...paid.data, status: 'paid', canceled_amount: 2500 } as typeof paid.data;
    expect(pagarmeWebhookEvents(partial)).toEqual([
      expect.objectContaining({
        id: 'hook_partial',
        type: 'charge.refunded',
        chargeId: 'ch_P',
        refundedCents: 2500,
      }),
    ]);
    // Everything given back: the whole charge, no running total needed.
    const full = { ...paid, id: 'hook_full', type: 'charge.refunded' };
    full.data = { ...paid.data, status: 'canceled', canceled_amount: 10000 } as typeof paid.data;
    const [refunded] = pagarmeWebhookEvents(full);
    expect(refunded).toMatchObject({ type: 'charge.refunded', chargeId: 'ch_P' });
    expect(refunded?.refundedCents).toBeUndefined();
    const disputed = { ...paid, id: 'hook_cb', type: 'charge.chargedback' };
    disputed.data = { ...paid.data, status: 'chargedback' } as typeof paid.data;
    expect(pagarmeWebhookEvents(disputed)).toEqual([
      expect.objectContaining({ id: 'hook_cb', type: 'charge.chargeback', chargeId: 'ch_P' }),
    ]);
  });

  it('has nothing to say about the other event types', () => {
    const created = { ...pagarmeChargePaidSample('ch_1', 'MC-1', 100), type: 'charge.created' };
    expect(pagarmeWebhookEvents(created as PagarmeWebhook)).toEqual([]);
    expect(pagarmeWebhookEvents({ id: 'hook_1', type: 'order.paid', created_at: '', data: {} })).toEqual([]);
  });

  it('checks X-Hub-Signature: sha1= and the HMAC-SHA1 of the raw body', () => {
    const body = JSON.stringify(pagarmeChargePaidSample('ch_1', 'MC-1', 100));
    const expected = `sha1=${createHmac('sha1', 'segredo').update(body).digest('hex')}`;
    expect(signPagarmeWebhook(body, 'segredo')).toBe(expected);
    expect(verifyPagarmeWebhook(body, expected, 'segredo')).toBe(true);
    expect(verifyPagarmeWebhook(body, expected.slice(5), 'segredo')).toBe(true);
    expect(verifyPagarmeWebhook(`${body} `, expected, 'segredo')).toBe(false);
    expect(verifyPagarmeWebhook(body, expected, 'outro')).toBe(false);
    expect(verifyPagarmeWebhook(body, null, 'segredo')).toBe(false);
    expect(verifyPagarmeWebhook(body, 'sha1=zz', 'segredo')).toBe(false);
  });
});

describe('pagar.me driver over HTTP (answered by the samples, no network)', () => {
  it('posts the order with Basic auth and answers the mapped charge', async () => {
    const { calls, fetch } = recorder({
      'POST https://pagarme.test/core/v5/orders': { status: 200, body: pagarmePixOrderSample },
    });
    const driver = createPagarmePaymentDriver({
      baseUrl: 'https://pagarme.test/core/v5/',
      secretKey: 'sk_test_1',
      fetch,
    });
    const charge = await driver.createPixCharge({ orderRef: 'MC-000123', amountCents: 10750, customer });
    expect(charge).toMatchObject({
      chargeId: 'ch_K2rJ5nlHwTE4qRDP',
      method: 'pix',
      pixPayload: GATEWAY_BR_CODE,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.authorization).toBe(`Basic ${Buffer.from('sk_test_1:').toString('base64')}`);
    expect(calls[0].body).toEqual(pagarmePixOrder({ orderRef: 'MC-000123', amountCents: 10750, customer }));
    expect(driver.name).toBe('pagarme');
    expect(await driver.processDue()).toBe(0);
  });

  it('reads a charge (null when unknown), cancels with DELETE, and reports a refusal of the request', async () => {
    const { calls, fetch } = recorder({
      'GET https://pagarme.test/charges/ch_d22356Jf4WuGr8no': {
        status: 200,
        body: pagarmeCardOrderSample.charges[0],
      },
      'DELETE https://pagarme.test/charges/ch_d22356Jf4WuGr8no': {
        status: 200,
        body: { ...pagarmeCardOrderSample.charges[0], status: 'canceled' },
      },
      'POST https://pagarme.test/orders': {
        status: 422,
        body: { message: 'The request is invalid.', errors: { 'customer.document': ['invalid'] } },
      },
    });
    const driver = createPagarmePaymentDriver({ baseUrl: 'https://pagarme.test', secretKey: 'sk', fetch });
    expect(await driver.getCharge('ch_d22356Jf4WuGr8no')).toMatchObject({
      status: 'approved',
      totalCents: 10759,
    });
    expect(await driver.getCharge('ch_unknown')).toBeNull();
    expect(await driver.refundCharge('ch_d22356Jf4WuGr8no')).toMatchObject({ status: 'refunded' });
    await expect(
      driver.createPixCharge({ orderRef: 'MC-1', amountCents: 100, customer }),
    ).rejects.toMatchObject({
      code: 'gateway_error',
      message: 'Erro na transação: The request is invalid.',
    });
    // Bad input never reaches the gateway.
    const before = calls.length;
    await expect(
      driver.createPixCharge({ orderRef: 'MC-1', amountCents: 0, customer }),
    ).rejects.toMatchObject({
      code: 'invalid_amount',
    });
    expect(calls).toHaveLength(before);
  });

  it('cannot be built without its secret key', () => {
    expect(() => createPagarmePaymentDriver({ secretKey: '' })).toThrow(/PAGARME_SECRET_KEY/);
  });
});
