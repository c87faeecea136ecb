import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredit } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
let seller: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  seller = await registerUser(t);
});
afterAll(() => t.close());

describe('GET /v1/parametrization/{code}', () => {
  it('gives the parametrization codes to anyone, money in reais', async () => {
    const price = await t.request('GET', '/v1/parametrization/withdrawal_price');
    expect(price.statusCode).toBe(200);
    expect(price.json().result).toMatchObject({ code: 'withdrawal_price', type: 'money', value: 3.67 });
    const days = await t.request('GET', '/v1/parametrization/withdrawal_min_date');
    expect(days.json().result).toMatchObject({ value: 1, type: 'integer' });
    for (const code of ['max_classified_per_store', 'max_classified_active'])
      expect((await t.request('GET', `/v1/parametrization/${code}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and for a private one', async () => {
    const res = await t.request('GET', '/v1/parametrization/nao_existe');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Parâmetro não encontrado.');
    expect((await t.request('GET', '/v1/parametrization/order_auto_conclude_days')).statusCode).toBe(404);
    const asAdmin = await t.request('GET', '/v1/parametrization/order_auto_conclude_days', {
      token: admin.token,
    });
    expect(asAdmin.json().result.value).toBe(7);
  });
});

describe('system-config calls', () => {
  it('GET /v1/system-config-params/{code}: signed in; private codes for admins only', async () => {
    expect((await t.request('GET', '/v1/system-config-params/withdrawal_price')).statusCode).toBe(401);
    const res = await t.request('GET', '/v1/system-config-params/withdrawal_price', { token: seller.token });
    expect(res.json().result).toMatchObject({ min: 0, max: 100, value: 3.67 });
    expect(res.json().result.description).toMatch(/Tarifa/);
    expect(
      (await t.request('GET', '/v1/system-config-params/order_auto_conclude_days', { token: seller.token }))
        .statusCode,
    ).toBe(403);
    expect((await t.request('GET', '/v1/system-config-params/xyz', { token: admin.token })).statusCode).toBe(
      404,
    );
  });

  it('POST /v1/system-config-param-values-by-code', async () => {
    const res = await t.request('POST', '/v1/system-config-param-values-by-code', {
      body: { codes: ['withdrawal_price', 'withdrawal_min_date'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.values).toEqual({ withdrawal_price: 3.67, withdrawal_min_date: 1 });
    const unknown = await t.request('POST', '/v1/system-config-param-values-by-code', {
      body: { codes: ['withdrawal_price', 'foo'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Parâmetros desconhecidos: foo.');
    expect(
      (await t.request('POST', '/v1/system-config-param-values-by-code', { body: { codes: [] } })).statusCode,
    ).toBe(422);
    const restricted = await t.request('POST', '/v1/system-config-param-values-by-code', {
      token: seller.token,
      body: { codes: ['order_auto_conclude_days'] },
    });
    expect(restricted.statusCode).toBe(403);
    const noXsrf = await t.request('POST', '/v1/system-config-param-values-by-code', {
      xsrf: false,
      body: { codes: ['withdrawal_price'] },
    });
    expect(noXsrf.statusCode).toBe(419);
  });

  it('POST /v1/system-config-param-values-custom: admin only, validated, then read back', async () => {
    const set = (body: unknown, token = admin.token) =>
      t.request('POST', '/v1/system-config-param-values-custom', { token, body });
    expect((await set({ code: 'withdrawal_price', value: 4 }, '')).statusCode).toBe(401);
    expect((await set({ code: 'withdrawal_price', value: 4 }, seller.token)).statusCode).toBe(403);
    const bad: [unknown, string][] = [
      [{ code: 'withdrawal_price', value: 4.999 }, 'Informe o valor com no máximo 2 casas decimais.'],
      [{ code: 'withdrawal_price', value: -1 }, 'O valor deve estar entre 0 e 100.'],
      [{ code: 'withdrawal_min_date', value: 1.5 }, 'Informe um número inteiro.'],
      [{ code: 'withdrawal_min_date', value: 'abc' }, 'Informe um número.'],
      [{ code: 'nope', value: 1 }, 'Parâmetro desconhecido.'],
    ];
    for (const [body, message] of bad) {
      const res = await set(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await t.request('GET', '/v1/parametrization/withdrawal_price')).json().result.value).toBe(3.67);
    const ok = await set({ code: 'withdrawal_price', value: '4,25' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.value).toBe(4.25);
    const stored = await t.db
      .selectFrom('system_config')
      .select('value')
      .where('code', '=', 'withdrawal_price')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe('425');
    expect((await t.request('GET', '/v1/parametrization/withdrawal_price')).json().result.value).toBe(4.25);
  });
});

describe('GET /v1/wallet-client/{id}', () => {
  it('is the signed-in user’s own buyer-wallet credit; nobody else’s', async () => {
    await grantCredit(t, seller.id, 4321);
    const res = await t.request('GET', `/v1/wallet-client/${seller.id}`, { token: seller.token });
    expect(res.json().result).toEqual({ user_id: seller.id, balance: 43.21 });
    expect((await t.request('GET', `/v1/wallet-client/${seller.id}`)).statusCode).toBe(401);
    const other = await t.request('GET', `/v1/wallet-client/${seller.id}`, {
      token: (await registerUser(t)).token,
    });
    expect(other.statusCode).toBe(403);
    const byAdmin = await t.request('GET', `/v1/wallet-client/${seller.id}`, { token: admin.token });
    expect(byAdmin.json().result.balance).toBe(43.21);
    expect((await t.request('GET', '/v1/wallet-client/abc', { token: seller.token })).statusCode).toBe(404);
  });
});
