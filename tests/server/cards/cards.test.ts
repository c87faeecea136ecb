import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { encodeSandboxToken, sandboxCardBody } from '../../../shared/cardTokenizer/sandboxToken.ts';
import {
  addToCart,
  count,
  expectLedgerBalanced,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
} from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

const NUMBER = '4111111111111111';
const CARD = sandboxCardBody(NUMBER, { holder: 'Sérgio Lojista', exp_month: 7, exp_year: 2041 });

let t: TestApp;
let logs: string[];
beforeEach(async () => {
  t = await createTestApp();
  logs = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logs.push(args.map((a) => (a instanceof Error ? a.stack : JSON.stringify(a))).join(' '));
    });
  }
});
afterEach(async () => {
  vi.restoreAllMocks();
  // Whatever the scenario, nothing printed the card number.
  expect(logs.join('\n')).not.toContain(NUMBER);
  await expectLedgerBalanced(t);
  await t.close();
});

const savedCards = () => t.db.selectFrom('saved_cards').selectAll().execute();

/** Bodies carrying a raw card, as a page that skipped the tokenizer (or a script) would post them. */
const RAW_BODIES: [string, Record<string, unknown>, string][] = [
  ['number', { ...CARD, number: NUMBER }, 'number'],
  ['card_number with spaces', { ...CARD, card_number: '4111 1111 1111 1111' }, 'card_number'],
  ['cardNumber', { ...CARD, cardNumber: NUMBER }, 'cardNumber'],
  ['cvv alone', { ...CARD, cvv: '123' }, 'cvv'],
  ['security_code', { ...CARD, security_code: '123' }, 'security_code'],
  ['the number as the token', { ...CARD, card_token: NUMBER }, 'card_token'],
  ['the number in the holder', { ...CARD, holder: '4111-1111-1111-1111' }, 'holder'],
  ['a nested card object', { ...CARD, card: { number: NUMBER } }, 'card.number'],
];

describe('card calls take a browser token, never a card number', () => {
  it.each(RAW_BODIES)(
    'refuses %s with 422, stores nothing and never echoes the number',
    async (_, body, key) => {
      const { token } = await registerUser(t);
      for (const url of ['/v1/pagarme/cards', '/pagbank/orders/add_credit_card']) {
        const res = await t.request('POST', url, { token, body });
        expect(res.statusCode, url).toBe(422);
        expect(res.json().errors[key][0]).toMatch(/tokenizado no navegador/);
        expect(res.body).not.toContain(NUMBER);
        expect(res.body).not.toContain('4111 1111');
      }
      expect(await savedCards()).toEqual([]);
    },
  );

  it('saves a token keeping only brand, last 4, holder and expiry', async () => {
    const { token, id } = await registerUser(t);
    const res = await t.request('POST', '/pagbank/orders/add_credit_card', { token, body: CARD });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Salvo com sucesso',
      result: { brand: 'visa', last4: '1111', holder: 'SÉRGIO LOJISTA', exp_month: 7, exp_year: 2041 },
    });
    const rows = await savedCards();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ user_id: id, driver: 'sandbox', brand: 'visa', last4: '1111' });
    expect(row.gateway_card_id).toMatch(/^card_/);
    // Neither the number nor the browser's token is kept.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(NUMBER);
    expect(stored).not.toContain(CARD.card_token);
    expect(Object.keys(row).sort()).toEqual(
      [
        'brand',
        'created_at',
        'driver',
        'exp_month',
        'exp_year',
        'gateway_card_id',
        'holder',
        'id',
        'last4',
        'user_id',
      ].sort(),
    );
    const list = await t.request('GET', '/v1/pagarme/cards', { token });
    expect(list.json().result).toEqual([expect.objectContaining({ id: row.id, last4: '1111' })]);
  });

  it('reads the card from the token: metadata beside it that disagrees is ignored', async () => {
    const { token } = await registerUser(t);
    const res = await t.request('POST', '/v1/pagarme/cards', {
      token,
      body: { ...CARD, brand: 'amex', last4: '9999', exp_year: 2050 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ brand: 'visa', last4: '1111', exp_year: 2041 });
  });

  it('refuses a token the gateway does not read, an expired card, and a body with no token (422)', async () => {
    const { token } = await registerUser(t);
    const foreign = await t.request('POST', '/v1/pagarme/cards', {
      token,
      body: { ...CARD, card_token: 'token_pagarme123456' },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.card_token[0]).toMatch(/Cartão não reconhecido/);

    const expired = encodeSandboxToken({
      v: 1,
      brand: 'visa',
      last4: '1111',
      holder: 'ANA',
      exp_month: 1,
      exp_year: 2020,
      behaviour: 'approve',
      nonce: 'x',
    });
    const old = await t.request('POST', '/v1/pagarme/cards', {
      token,
      body: { ...CARD, card_token: expired, exp_month: 1, exp_year: 2020 },
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.card_token[0]).toMatch(/vencido/);

    const { card_token: _dropped, ...withoutToken } = CARD;
    const none = await t.request('POST', '/v1/pagarme/cards', { token, body: withoutToken });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.card_token[0]).toMatch(/tokenizado/);
    const both = await t.request('POST', '/v1/pagarme/cards', {
      token,
      body: { ...CARD, encrypted: 'abcdefghijklmnop' },
    });
    expect(both.statusCode).toBe(422);
    expect(await savedCards()).toEqual([]);
  });

  it('answers 401 to a visitor and 419 without the XSRF token, saving nothing', async () => {
    const { token } = await registerUser(t);
    expect((await t.request('POST', '/pagbank/orders/add_credit_card', { body: CARD })).statusCode).toBe(401);
    expect((await t.request('GET', '/pagbank/orders/list_credit_card')).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/pagbank/orders/add_credit_card', { token, body: CARD, xsrf: false }))
        .statusCode,
    ).toBe(419);
    expect(
      (await t.request('POST', '/v1/pagarme/cards', { token, body: CARD, xsrf: false })).statusCode,
    ).toBe(419);
    expect(
      (
        await t.request('POST', '/pagbank/orders/get_installment', {
          token,
          body: { amount: 10 },
          xsrf: false,
        })
      ).statusCode,
    ).toBe(419);
    expect(await savedCards()).toEqual([]);
  });
});

describe('a store owner’s cards (list_credit_card?store_id= and bankCardCredit)', () => {
  async function owner() {
    const seller = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: seller.id });
    await t.request('POST', '/pagbank/orders/add_credit_card', { token: seller.token, body: CARD });
    return { seller, storeId };
  }

  it('lists the owner’s cards; another seller’s store is 403, an unknown one 404', async () => {
    const { seller, storeId } = await owner();
    const other = await registerUser(t);
    const otherStore = await makeStore(t, { ownerUserId: other.id });
    const mine = await t.request('GET', '/pagbank/orders/list_credit_card', {
      token: seller.token,
      query: { store_id: storeId },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.map((c: { last4: string }) => c.last4)).toEqual(['1111']);
    const foreign = await t.request('GET', '/pagbank/orders/list_credit_card', {
      token: seller.token,
      query: { store_id: otherStore },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Você não tem acesso a esta loja.');
    expect(
      (
        await t.request('GET', '/pagbank/orders/list_credit_card', {
          token: other.token,
          query: { store_id: storeId },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request('GET', '/pagbank/orders/list_credit_card', {
          token: seller.token,
          query: { store_id: 987654 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the bankCardCredit page gets the same cards as props, with the expired flag; others do not', async () => {
    const { seller, storeId } = await owner();
    await t.db
      .insertInto('saved_cards')
      .values({
        user_id: seller.id,
        driver: 'sandbox',
        gateway_card_id: 'card_old',
        brand: 'mastercard',
        last4: '4444',
        holder: 'SÉRGIO',
        exp_month: 1,
        exp_year: 2021,
        created_at: new Date().toISOString(),
      })
      .execute();
    const version = (await t.request('GET', '/', { headers: { 'x-inertia': 'true' } })).json().version;
    const visit = (session?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/my-store/${storeId}/bankCardCredit`,
        headers: { 'x-inertia': 'true', 'x-inertia-version': version },
        cookies: session ? { [SESSION_COOKIE]: session } : {},
      });
    const page = await visit(seller.token);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.component).toBe('MyStore/Bank/CardCredit');
    expect(body.props.store.id).toBe(storeId);
    expect(body.props.payments).toEqual({ driver: 'sandbox', public_key: null });
    expect(body.props.cards.map((c: { last4: string; expired: boolean }) => [c.last4, c.expired])).toEqual([
      ['4444', true],
      ['1111', false],
    ]);
    expect(page.body).not.toContain(NUMBER);

    const other = await registerUser(t);
    expect((await visit(other.token)).statusCode).not.toBe(200);
    expect((await visit()).statusCode).not.toBe(200);
  });

  it('deletes a card of its own only (403 for another user)', async () => {
    const { seller } = await owner();
    const [row] = await savedCards();
    const other = await registerUser(t);
    expect(
      (await t.request('DELETE', `/v1/pagarme/cards/${row.id}`, { token: other.token })).statusCode,
    ).toBe(403);
    const gone = await t.request('DELETE', `/v1/pagarme/cards/${row.id}`, { token: seller.token });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Excluído com sucesso');
    expect(await savedCards()).toEqual([]);
  });
});

describe('the checkout’s card payment', () => {
  async function cartReady() {
    const seller = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: seller.id });
    const listingId = await makeListing(t, { storeId, productId: await makeProduct(t), quantity: 2 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, listingId);
    return buyer;
  }

  it('refuses a raw card with 422 before any order exists', async () => {
    const buyer = await cartReady();
    for (const card of [
      { number: NUMBER, holder: 'Ana', exp_month: 12, exp_year: 2040, cvv: '123' },
      { ...CARD, cvv: '123' },
      { ...CARD, number: NUMBER, save: true },
    ]) {
      const res = await t.request('POST', '/v1/order/credit-card', {
        token: buyer.token,
        body: orderBody(buyer, { card }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatch(/tokenizado no navegador/);
      expect(res.body).not.toContain(NUMBER);
    }
    expect(await count(t, 'order_groups')).toBe(0);
    expect(await count(t, 'payments')).toBe(0);
  });

  it('pays with a token and keeps only brand, last 4 and expiry of a card saved on the way', async () => {
    const buyer = await cartReady();
    const res = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: { ...CARD, save: true } }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result.data.status).toBe('paid');
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ card_brand: 'visa', card_last4: '1111' });
    expect(JSON.stringify(payment)).not.toContain(CARD.card_token);
    const rows = await savedCards();
    expect(rows.map((r) => [r.brand, r.last4, r.exp_month, r.exp_year])).toEqual([['visa', '1111', 7, 2041]]);
  });
});
