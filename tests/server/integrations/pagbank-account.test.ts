import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/domain/integrations/secrets.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { accountBody, companySeller, otherSeller } from './support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const accounts = () => t.db.selectFrom('gateway_accounts').selectAll().execute();

describe('the company PagBank account', () => {
  it('tells there is no account yet, with the data to create one, to the owner only', async () => {
    const seller = await companySeller(t);
    const other = await otherSeller(t);
    const url = '/pagbank/accounts/authorization';
    const query = { company_id: seller.companyId };

    expect((await t.request('GET', url, { query })).statusCode).toBe(401);
    const forbidden = await t.request('GET', url, { token: other.token, query });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem acesso a esta empresa.');
    expect(
      (await t.request('GET', url, { token: seller.token, query: { company_id: 99999 } })).statusCode,
    ).toBe(404);
    const bad = await t.request('GET', url, { token: seller.token, query: { company_id: 'x' } });
    expect(bad.statusCode).toBe(422);

    const res = await t.request('GET', url, { token: seller.token, query });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      company_id: seller.companyId,
      account: null,
      prefill: {
        company_name: 'Cartas do Sérgio LTDA',
        company_tax_id: '11222333000181',
        address: { street: 'Avenida Paulista', region_code: 'SP', postal_code: '01310100' },
      },
    });
  });

  it('answers every rejected parameter in the PagBank shape, in Portuguese, and stores nothing', async () => {
    const seller = await companySeller(t);
    const body = accountBody(seller.companyId);
    body.person.tax_id = '111.111.111-12';
    body.person.birth_date = '2015-01-01';
    body.company.address.postal_code = '20040-002'; // RJ, but the UF says SP
    const res = await t.request('POST', '/pagbank/accounts/create', { token: seller.token, body });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Array<{
      parameter_name: string;
      description: string;
      errors: string[];
    }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          parameter_name: 'person.tax_id',
          description: 'CPF do responsável pela conta',
          errors: ['CPF inválido: os dígitos verificadores não conferem.'],
        },
        {
          parameter_name: 'person.birth_date',
          description: 'Data de nascimento',
          errors: ['O responsável pela conta deve ter ao menos 18 anos.'],
        },
        {
          parameter_name: 'company.address.postal_code',
          description: 'CEP do endereço',
          errors: ['O CEP informado pertence a RJ, não a SP.'],
        },
      ]),
    );
    expect(res.json().message).toContain('CPF do responsável pela conta');
    expect(await accounts()).toHaveLength(0);
  });

  it('refuses another CNPJ than the company one, and a missing company part', async () => {
    const seller = await companySeller(t);
    const body = accountBody(seller.companyId);
    body.company.tax_id = '45.723.174/0001-10';
    const res = await t.request('POST', '/pagbank/accounts/create', { token: seller.token, body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        parameter_name: 'company.tax_id',
        description: 'CNPJ da empresa',
        errors: ['Use o CNPJ da empresa cadastrada em Dados da empresa.'],
      },
    ]);
    const { company: _company, ...withoutCompany } = accountBody(seller.companyId);
    const res2 = await t.request('POST', '/pagbank/accounts/create', {
      token: seller.token,
      body: withoutCompany,
    });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().errors.map((e: { parameter_name: string }) => e.parameter_name)).toContain('company');
    expect(await accounts()).toHaveLength(0);
  });

  it('creates the account once, answers no secret, and then reports it', async () => {
    const seller = await companySeller(t);
    const other = await otherSeller(t);
    const body = accountBody(seller.companyId);

    expect((await t.request('POST', '/pagbank/accounts/create', { body })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/pagbank/accounts/create', { token: seller.token, body, xsrf: false }))
        .statusCode,
    ).toBe(419);
    const forbidden = await t.request('POST', '/pagbank/accounts/create', { token: other.token, body });
    expect(forbidden.statusCode).toBe(403);
    expect(await accounts()).toHaveLength(0);

    const res = await t.request('POST', '/pagbank/accounts/create', { token: seller.token, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Conta PagBank criada com sucesso');
    const account = res.json().result;
    expect(account).toMatchObject({ status: 'active', tax_id: '11222333000181', tax_id_type: 'CNPJ' });
    expect(account.id).toMatch(/^ACCO_/);
    expect(Object.keys(account).sort()).toEqual(
      [
        'access_granted_at',
        'created_at',
        'driver',
        'email',
        'id',
        'name',
        'status',
        'tax_id',
        'tax_id_type',
      ].sort(),
    );
    const rows = await accounts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_id: seller.companyId,
      external_id: account.id,
      driver: 'sandbox',
    });

    const again = await t.request('POST', '/pagbank/accounts/create', { token: seller.token, body });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toEqual({
      parameter_name: 'company_id',
      description: 'Empresa',
      errors: ['Esta empresa já tem uma conta PagBank.'],
    });
    const now = await t.request('GET', '/pagbank/accounts/authorization', {
      token: seller.token,
      query: { company_id: seller.companyId },
    });
    expect(now.json().result.account.id).toBe(account.id);
  });

  it('two creations at once leave one account', async () => {
    const seller = await companySeller(t);
    const body = accountBody(seller.companyId);
    const results = await Promise.all(
      [1, 2, 3].map(() => t.request('POST', '/pagbank/accounts/create', { token: seller.token, body })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    expect(await accounts()).toHaveLength(1);
  });
});

describe('POST /v1/bankData/generate-access', () => {
  it('gives the owner a one-time Connect link for the account (hashed state, ten minutes)', async () => {
    const seller = await companySeller(t);
    const other = await otherSeller(t);
    const url = '/v1/bankData/generate-access';
    const body = { company_id: seller.companyId };

    expect((await t.request('POST', url, { body })).statusCode).toBe(401);
    expect((await t.request('POST', url, { token: seller.token, body, xsrf: false })).statusCode).toBe(419);
    expect((await t.request('POST', url, { token: other.token, body })).statusCode).toBe(403);
    const none = await t.request('POST', url, { token: seller.token, body });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Crie a conta PagBank da empresa antes de gerar o acesso.');
    expect((await t.request('POST', url, { token: seller.token, body: {} })).statusCode).toBe(422);

    await t.request('POST', '/pagbank/accounts/create', {
      token: seller.token,
      body: accountBody(seller.companyId),
    });
    const res = await t.request('POST', url, { token: seller.token, body });
    expect(res.statusCode).toBe(200);
    const { authorization_url, expires_at } = res.json().result;
    const link = new URL(authorization_url, 'http://x');
    expect(link.pathname).toBe('/_sandbox/pagbank/connect');
    const state = link.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThan(30);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(590_000);
    const row = await t.db.selectFrom('gateway_accounts').selectAll().executeTakeFirstOrThrow();
    expect(row.access_state_hash).toBe(hashToken(state));
    expect(JSON.stringify(row)).not.toContain(state);

    const page = await t.app.inject({ method: 'GET', url: authorization_url });
    expect(page.body).toContain('Autorizar');
    const approve = `/_sandbox/pagbank/connect/approve?state=${encodeURIComponent(state)}`;
    expect((await t.app.inject({ method: 'GET', url: approve })).statusCode).toBe(200);
    expect(
      (await t.db.selectFrom('gateway_accounts').select('access_granted_at').executeTakeFirstOrThrow())
        .access_granted_at,
    ).not.toBeNull();
    // Used up: the same link is refused.
    expect((await t.app.inject({ method: 'GET', url: approve })).statusCode).toBe(422);
  });

  it('an expired link is refused', async () => {
    const seller = await companySeller(t);
    await t.request('POST', '/pagbank/accounts/create', {
      token: seller.token,
      body: accountBody(seller.companyId),
    });
    const res = await t.request('POST', '/v1/bankData/generate-access', {
      token: seller.token,
      body: { company_id: seller.companyId },
    });
    const state = new URL(res.json().result.authorization_url, 'http://x').searchParams.get('state') ?? '';
    await t.db
      .updateTable('gateway_accounts')
      .set({ access_expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const approve = `/_sandbox/pagbank/connect/approve?state=${encodeURIComponent(state)}`;
    expect((await t.app.inject({ method: 'GET', url: approve })).statusCode).toBe(422);
    expect(
      (await t.db.selectFrom('gateway_accounts').select('access_granted_at').executeTakeFirstOrThrow())
        .access_granted_at,
    ).toBeNull();
  });
});
