import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardTokenizerConfig } from '../../../server/domain/payments/tokenizer.ts';
import {
  buildInstallmentOption,
  createPagarmePaymentDriver,
  createPagbankPaymentDriver,
  type FetchLike,
  pagarmeCardOrder,
  pagbankCardOrder,
} from '../../../server/drivers/payments/index.ts';
import { cardGatewayOrigins } from '../../../server/http/support/securityHeaders.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const customer = { id: 'user-7', name: 'Sérgio Lojista', email: 'lojista@example.com' };
const card = { brand: 'visa' as const, last4: '1111', holder: 'Sérgio Lojista', expMonth: 7, expYear: 2041 };

/** A gateway that records each request and answers with `answer(url)`. */
function recorder(answer: (url: string, method: string) => unknown) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url, method: init.method, body: init.body ? JSON.parse(init.body) : undefined });
    const body = answer(url, init.method);
    return { ok: body !== null, status: body === null ? 404 : 200, text: async () => JSON.stringify(body) };
  };
  return { seen, fetch };
}

describe('pagar.me: a card comes from the browser token', () => {
  it('saves the card with the token only, and charges a new card by card_token', async () => {
    const gateway = recorder((url, method) => {
      if (url.includes('/customers?code=')) return { data: [{ id: 'cus_1' }] };
      if (url.endsWith('/customers/cus_1/cards') && method === 'POST') {
        return {
          id: 'card_abc',
          brand: 'Visa',
          last_four_digits: '1111',
          holder_name: 'SERGIO LOJISTA',
          exp_month: 7,
          exp_year: 2041,
        };
      }
      return null;
    });
    const driver = createPagarmePaymentDriver({ secretKey: 'sk_test', fetch: gateway.fetch });
    const saved = await driver.saveCard({
      customerId: 'user-7',
      customer,
      card: { ...card, token: 'token_Xy12ab34Cd56' },
    });
    expect(saved).toEqual({
      cardId: 'card_abc',
      brand: 'visa',
      last4: '1111',
      holder: 'SERGIO LOJISTA',
      expMonth: 7,
      expYear: 2041,
    });
    const post = gateway.seen.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ token: 'token_Xy12ab34Cd56' });

    const order = pagarmeCardOrder(
      { orderRef: 'MC-1', amountCents: 5000, installments: 1, card: { ...card, token: 'token_Q' }, customer },
      buildInstallmentOption(5000, 1),
    );
    const payment = order.payments[0];
    expect(payment.payment_method === 'credit_card' && payment.credit_card).toMatchObject({
      card_token: 'token_Q',
    });
    expect(JSON.stringify(order)).not.toMatch(/"(number|cvv)"/);
  });
});

describe('PagBank: a card comes encrypted by the SDK in the browser', () => {
  it('stores the encrypted card, filling what PagBank leaves out from the browser reading', async () => {
    const gateway = recorder((url) => (url.endsWith('/tokens/cards') ? { id: 'CARD_9F' } : null));
    const driver = createPagbankPaymentDriver({ token: 'tok', fetch: gateway.fetch });
    const saved = await driver.saveCard({
      customerId: 'user-7',
      card: { ...card, token: 'RSA+enc/BASE64==' },
    });
    expect(saved).toEqual({
      cardId: 'CARD_9F',
      brand: 'visa',
      last4: '1111',
      holder: 'Sérgio Lojista',
      expMonth: 7,
      expYear: 2041,
    });
    expect(gateway.seen[0].body).toEqual({
      encrypted: 'RSA+enc/BASE64==',
      holder: { name: 'Sérgio Lojista' },
    });

    const order = pagbankCardOrder(
      { orderRef: 'MC-2', amountCents: 5000, installments: 1, card: { ...card, token: 'ENC' }, customer },
      buildInstallmentOption(5000, 1),
    );
    expect(order.charges?.[0].payment_method.card).toEqual({
      encrypted: 'ENC',
      holder: { name: 'Sérgio Lojista' },
      store: false,
    });
  });

  it('refuses an expired card before calling the gateway', async () => {
    const gateway = recorder(() => ({ id: 'x' }));
    const driver = createPagbankPaymentDriver({ token: 'tok', fetch: gateway.fetch });
    await expect(
      driver.saveCard({ customerId: 'u', card: { ...card, expYear: 2020, token: 'ENCRYPTED' } }),
    ).rejects.toMatchObject({ code: 'invalid_card' });
    expect(gateway.seen).toEqual([]);
  });
});

describe('the browser learns the driver and its public key only', () => {
  it('hands out public keys, never a secret one', () => {
    expect(cardTokenizerConfig('sandbox', {})).toEqual({ driver: 'sandbox', public_key: null });
    expect(
      cardTokenizerConfig('pagarme', { PAGARME_PUBLIC_KEY: 'pk_test_1', PAGARME_SECRET_KEY: 'sk_x' }),
    ).toEqual({
      driver: 'pagarme',
      public_key: 'pk_test_1',
    });
    expect(cardTokenizerConfig('pagarme', { PAGARME_PUBLIC_KEY: 'sk_oops' }).public_key).toBeNull();
    expect(
      cardTokenizerConfig('pagbank', { PAGBANK_PUBLIC_KEY: 'MIIBIjAN', PAGBANK_TOKEN: 'secret' }),
    ).toEqual({
      driver: 'pagbank',
      public_key: 'MIIBIjAN',
    });
  });

  it('opens the CSP to a gateway only when it is the driver', () => {
    expect(cardGatewayOrigins('sandbox')).toEqual({ script: [], connect: [] });
    expect(cardGatewayOrigins(undefined)).toEqual({ script: [], connect: [] });
    expect(cardGatewayOrigins('pagarme')).toEqual({ script: [], connect: ['https://api.pagar.me'] });
    expect(cardGatewayOrigins('pagbank')).toEqual({
      script: ['https://assets.pagseguro.com.br'],
      connect: [],
    });
  });
});

describe('the host with PAYMENT_DRIVER=pagarme', () => {
  let t: TestApp | null = null;
  const saved = { ...process.env };
  afterEach(async () => {
    await t?.close();
    t = null;
    process.env = { ...saved };
  });

  it('sends pagar.me’s origin in connect-src and the public key in the shared props, no secret', async () => {
    vi.stubEnv('PAGARME_SECRET_KEY', 'sk_test_secret_value');
    vi.stubEnv('PAGARME_PUBLIC_KEY', 'pk_test_public_value');
    t = await createTestApp({ paymentDriver: 'pagarme' });
    // The policy of the document (an Inertia visit's JSON is no document: the first page's policy holds).
    const csp = String((await t.request('GET', '/')).headers['content-security-policy']);
    const res = await t.request('GET', '/', { headers: { 'x-inertia': 'true' } });
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.pagar\.me/);
    expect(csp).not.toContain('pagseguro');
    expect(res.json().props.payments).toEqual({ driver: 'pagarme', public_key: 'pk_test_public_value' });
    expect(res.body).not.toContain('sk_test_secret_value');
  });

  it('the sandbox host allows no gateway origin', async () => {
    t = await createTestApp();
    const csp = String((await t.request('GET', '/')).headers['content-security-policy']);
    expect(csp).not.toContain('pagar.me');
    expect(csp).not.toContain('pagseguro');
  });
});
