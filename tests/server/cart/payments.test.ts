import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import { APPROVED_CARD, makeStore } from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('saved cards', () => {
  it('saves a card keeping only brand, last digits and expiry, and deletes it', async () => {
    const { token, id } = await registerUser(t);
    const res = await t.request('POST', '/v1/pagarme/cards', { token, body: APPROVED_CARD });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({
      brand: 'visa',
      last4: '1111',
      holder: 'MARIA SILVA',
      exp_month: 12,
      exp_year: 2040,
    });
    const stored = await t.db
      .selectFrom('saved_cards')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    const list = (await t.request('GET', '/v1/pagarme/cards', { token })).json().result;
    expect(list).toHaveLength(1);
    const other = await registerUser(t);
    expect(
      (await t.request('DELETE', `/v1/pagarme/cards/${list[0].id}`, { token: other.token })).statusCode,
    ).toBe(403);
    expect((await t.request('DELETE', `/v1/pagarme/cards/${list[0].id}`, { token })).statusCode).toBe(200);
    expect((await t.request('GET', '/v1/pagarme/cards', { token })).json().result).toEqual([]);
  });

  it('refuses a raw card number or a card that is not a token (422) and answers 401 without a session', async () => {
    const { token } = await registerUser(t);
    const raw = await t.request('POST', '/v1/pagarme/cards', {
      token,
      body: { ...APPROVED_CARD, number: '4111 1111 1111 1111' },
    });
    expect(raw.statusCode).toBe(422);
    expect(raw.json().errors.number[0]).toMatch(/tokenizado no navegador/);
    const notToken = await t.request('POST', '/v1/pagarme/cards', {
      token,
      body: { ...APPROVED_CARD, card_token: 'tok_not_a_sandbox_token' },
    });
    expect(notToken.statusCode).toBe(422);
    expect(notToken.json().errors.card_token[0]).toMatch(/Cartão não reconhecido/);
    expect((await t.request('POST', '/v1/pagarme/cards', { token, body: {} })).statusCode).toBe(422);
    expect((await t.request('GET', '/v1/pagarme/cards')).statusCode).toBe(401);
    expect(await t.db.selectFrom('saved_cards').selectAll().execute()).toEqual([]);
  });
});

describe('POST /pagbank/orders/get_installment', () => {
  it('lists 1x to 12x, the first three interest-free', async () => {
    const { token } = await registerUser(t);
    const res = await t.request('POST', '/pagbank/orders/get_installment', { token, body: { amount: 100 } });
    expect(res.statusCode).toBe(200);
    const options = res.json().result;
    expect(options).toHaveLength(12);
    expect(options[2]).toMatchObject({ installments: 3, interest_free: true, total: 100 });
    expect(options[3]).toMatchObject({
      installments: 4,
      interest_free: false,
      total: 107.59,
      installment: 26.89,
      first_installment: 26.9,
    });
    expect(
      (await t.request('POST', '/pagbank/orders/get_installment', { token, body: { amount: 'x' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.request('POST', '/pagbank/orders/get_installment', { body: { amount: 100 } })).statusCode,
    ).toBe(401);
  });
});

describe('PagBank card calls', () => {
  it('saves a card through add_credit_card and lists it, for a store only to its owner', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: owner.id });

    const saved = await t.request('POST', '/pagbank/orders/add_credit_card', {
      token: owner.token,
      body: APPROVED_CARD,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      message: 'Salvo com sucesso',
      result: { brand: 'visa', last4: '1111' },
    });

    const list = await t.request('GET', '/pagbank/orders/list_credit_card', {
      token: owner.token,
      query: { store_id: storeId },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((c: { last4: string }) => c.last4)).toEqual(['1111']);
    // Without a store: the user's own cards.
    expect(
      (await t.request('GET', '/pagbank/orders/list_credit_card', { token: owner.token })).json().result,
    ).toHaveLength(1);

    const foreign = await t.request('GET', '/pagbank/orders/list_credit_card', {
      token: other.token,
      query: { store_id: storeId },
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (
        await t.request('GET', '/pagbank/orders/list_credit_card', {
          token: owner.token,
          query: { store_id: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request('GET', '/pagbank/orders/list_credit_card', {
          token: owner.token,
          query: { store_id: 'x' },
        })
      ).statusCode,
    ).toBe(422);
    expect((await t.request('GET', '/pagbank/orders/list_credit_card')).statusCode).toBe(401);
  });

  it('refuses a bad card form with Portuguese messages and saves nothing', async () => {
    const { token } = await registerUser(t);
    const res = await t.request('POST', '/pagbank/orders/add_credit_card', {
      token,
      body: { ...APPROVED_CARD, last4: '12', exp_month: 13 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      last4: ['Informe os 4 últimos dígitos do cartão.'],
      exp_month: ['Mês de validade inválido.'],
    });
    const cvv = await t.request('POST', '/pagbank/orders/add_credit_card', {
      token,
      body: { ...APPROVED_CARD, cvv: '123' },
    });
    expect(cvv.statusCode).toBe(422);
    expect(cvv.json().errors.cvv[0]).toMatch(/tokenizado no navegador/);
    expect(await t.db.selectFrom('saved_cards').selectAll().execute()).toEqual([]);
    expect(
      (await t.request('POST', '/pagbank/orders/add_credit_card', { body: APPROVED_CARD })).statusCode,
    ).toBe(401);
  });
});
