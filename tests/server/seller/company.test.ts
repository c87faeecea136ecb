import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogueApp } from '../catalogue/support.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

const CNPJ = '11.222.333/0001-81';
const OTHER_CNPJ = '45.723.174/0001-10';

const COMPANY = {
  cnpj: CNPJ,
  legal_name: 'Cartas da Bruna LTDA',
  trade_name: 'Cartas da Bruna',
  state_registration: '',
  email: 'contato@cartasdabruna.com.br',
  phone: '(11) 98765-4321',
  address: {
    postcode: '01310-100',
    address: 'Avenida Paulista',
    number: '1000',
    complement: 'sala 5',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
};

const HOME = {
  postcode: '13010-000',
  address: 'Rua Barão de Jaguara',
  number: '12',
  district: 'Centro',
  city: 'Campinas',
  state: 'SP',
};

let t: TestApp;

beforeEach(async () => {
  t = await createCatalogueApp();
});
afterEach(async () => {
  await t.close();
});

const count = async (table: 'companies' | 'addresses') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function storeOf(token: string, name = 'Loja da Bruna') {
  const res = await t.request('POST', '/v1/store/add_store', {
    token,
    body: { name, uf: 'SP', city: 'Campinas', document: '529.982.247-25' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().result as { id: number };
}

describe('the seller company', () => {
  it('creates the company with its address in one go, links the stores, and keeps it out of the address book', async () => {
    const seller = await registerUser(t);
    const store = await storeOf(seller.token);
    await t.request('POST', '/v1/address', { token: seller.token, body: HOME });

    expect((await t.request('GET', '/v1/company', { token: seller.token })).json().result).toBeNull();

    const res = await t.request('POST', '/v1/company/add_companies', { token: seller.token, body: COMPANY });
    expect(res.statusCode).toBe(201);
    const company = res.json().result;
    expect(res.json().message).toBe('Cadastrada com sucesso');
    expect(company).toMatchObject({
      cnpj: '11222333000181',
      legal_name: 'Cartas da Bruna LTDA',
      trade_name: 'Cartas da Bruna',
      state_registration: null,
      phone: '11987654321',
      address: expect.objectContaining({ postcode: '01310-100', city: 'São Paulo', state: 'SP' }),
    });
    const row = await t.db
      .selectFrom('stores')
      .select('company_id')
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBe(company.id);

    const got = (await t.request('GET', '/v1/company', { token: seller.token })).json().result;
    expect(got).toEqual(company);

    // The company's address is the company's, not the buyer's book (GET /v1/address, address-store-null).
    const book = (await t.request('GET', '/v1/address', { token: seller.token })).json().result;
    expect(book.map((a: { city: string }) => a.city)).toEqual(['Campinas']);
    const storeNull = (await t.request('GET', '/v1/address-store-null', { token: seller.token })).json()
      .result;
    expect(storeNull).toEqual(book);
    const companyRows = await t.request('GET', `/v1/address-company/${company.id}`, { token: seller.token });
    expect(companyRows.json().result).toEqual([expect.objectContaining({ address: 'Avenida Paulista' })]);
    const defaults = (await t.request('GET', '/v1/address-default', { token: seller.token })).json().result;
    expect(defaults.address.city).toBe('Campinas');

    // One company per user.
    const second = await t.request('POST', '/v1/company/add_companies', {
      token: seller.token,
      body: { ...COMPANY, cnpj: OTHER_CNPJ },
    });
    expect(second.statusCode).toBe(422);
    expect(await count('companies')).toBe(1);
  });

  it('updates the company and its address', async () => {
    const seller = await registerUser(t);
    await t.request('POST', '/v1/company/add_companies', { token: seller.token, body: COMPANY });
    const res = await t.request('POST', '/v1/company/update_company', {
      token: seller.token,
      body: { ...COMPANY, legal_name: 'Bruna Cartas ME', address: { ...COMPANY.address, number: '2000' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Atualizado com sucesso!' });
    expect(res.json().result).toMatchObject({ legal_name: 'Bruna Cartas ME', address: { number: '2000' } });
    const rows = await t.db
      .selectFrom('addresses')
      .select('number')
      .where('company_id', 'is not', null)
      .execute();
    expect(rows).toEqual([{ number: '2000' }]);

    const stranger = await registerUser(t);
    const none = await t.request('POST', '/v1/company/update_company', {
      token: stranger.token,
      body: COMPANY,
    });
    expect(none.statusCode).toBe(404);
  });

  it('refuses a CNPJ with wrong check digits and bad fields in Portuguese, writing nothing', async () => {
    const seller = await registerUser(t);
    const before = [await count('companies'), await count('addresses')];
    const res = await t.request('POST', '/v1/company/add_companies', {
      token: seller.token,
      body: {
        ...COMPANY,
        cnpj: '11.222.333/0001-82',
        legal_name: ' ',
        email: 'não-é-email',
        phone: '123',
        address: { ...COMPANY.address, postcode: '20040-002' },
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.cnpj).toEqual(['CNPJ inválido: confira os dígitos.']);
    expect(errors.legal_name).toEqual(['O campo razão social é obrigatório.']);
    expect(errors.email).toEqual(['Informe um e-mail válido.']);
    expect(errors.phone).toEqual(['Telefone inválido: informe DDD e número.']);
    expect(errors['address.postcode']).toEqual(['O CEP informado pertence a RJ, não a SP.']);
    expect([await count('companies'), await count('addresses')]).toEqual(before);

    // Another account's CNPJ.
    const first = await registerUser(t);
    await t.request('POST', '/v1/company/add_companies', { token: first.token, body: COMPANY });
    const dup = await t.request('POST', '/v1/company/add_companies', { token: seller.token, body: COMPANY });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.cnpj).toEqual(['Este CNPJ já está cadastrado por outra conta.']);
  });

  it('answers 401 without a session, 419 without XSRF, 403/404 on company addresses', async () => {
    const seller = await registerUser(t);
    const other = await registerUser(t);
    expect((await t.request('GET', '/v1/company')).statusCode).toBe(401);
    expect((await t.request('POST', '/v1/company/add_companies', { body: COMPANY })).statusCode).toBe(401);
    const noXsrf = await t.request('POST', '/v1/company/add_companies', {
      token: seller.token,
      body: COMPANY,
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(419);
    expect(await count('companies')).toBe(0);

    const company = (
      await t.request('POST', '/v1/company/add_companies', { token: seller.token, body: COMPANY })
    ).json().result;
    expect(
      (await t.request('GET', `/v1/address-company/${company.id}`, { token: other.token })).statusCode,
    ).toBe(403);
    expect((await t.request('GET', '/v1/address-company/999999', { token: seller.token })).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', '/v1/address-store-null')).statusCode).toBe(401);
  });
});

describe("the store's shipping origin", () => {
  it('copies one of the owner addresses as the store origin and sets the origin CEP', async () => {
    const seller = await registerUser(t);
    const store = await storeOf(seller.token);
    const home = (await t.request('POST', '/v1/address', { token: seller.token, body: HOME })).json().result;

    expect(
      (await t.request('GET', `/v1/address-default-store/${store.id}`, { token: seller.token })).json()
        .result,
    ).toBeNull();

    const res = await t.request('POST', `/v1/address-default-store/${store.id}`, {
      token: seller.token,
      body: { address_id: home.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ postcode: '13010-000', city: 'Campinas' });
    expect(res.json().result.id).not.toBe(home.id);
    const row = await t.db
      .selectFrom('stores')
      .select('origin_postcode')
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow();
    expect(row.origin_postcode).toBe('13010000');
    const origin = await t.request('GET', `/v1/address-default-store/${store.id}`, { token: seller.token });
    expect(origin.json().result).toMatchObject({ id: res.json().result.id, city: 'Campinas' });

    // Setting it again replaces the store's row; the book still has only the buyer's address.
    await t.request('POST', `/v1/address-default-store/${store.id}`, {
      token: seller.token,
      body: { address_id: home.id },
    });
    expect(
      await t.db.selectFrom('addresses').select('id').where('store_id', '=', store.id).execute(),
    ).toHaveLength(1);
    const book = (await t.request('GET', '/v1/address', { token: seller.token })).json().result;
    expect(book).toHaveLength(1);
    // The store's row is not the book's to edit.
    const storeRow = res.json().result.id;
    expect((await t.request('DELETE', `/v1/address/${storeRow}`, { token: seller.token })).statusCode).toBe(
      404,
    );
  });

  it("refuses another user's store (403), their address (403), an unknown one (404), a visitor (401), no XSRF (419)", async () => {
    const seller = await registerUser(t);
    const other = await registerUser(t);
    const store = await storeOf(seller.token);
    const mine = (await t.request('POST', '/v1/address', { token: seller.token, body: HOME })).json().result;
    const theirs = (await t.request('POST', '/v1/address', { token: other.token, body: HOME })).json().result;
    const set = (token: string | null, body: unknown, xsrf = true, id = store.id) =>
      t.request('POST', `/v1/address-default-store/${id}`, { token, body, xsrf });

    const forbidden = await set(other.token, { address_id: theirs.id });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem acesso a esta loja.');
    expect(
      (await t.request('GET', `/v1/address-default-store/${store.id}`, { token: other.token })).statusCode,
    ).toBe(403);
    expect((await set(seller.token, { address_id: theirs.id })).statusCode).toBe(403);
    expect((await set(seller.token, { address_id: 999999 })).statusCode).toBe(404);
    expect((await set(seller.token, { address_id: 'x' })).statusCode).toBe(422);
    expect((await set(null, { address_id: mine.id })).statusCode).toBe(401);
    expect((await set(seller.token, { address_id: mine.id }, false)).statusCode).toBe(419);
    expect((await set(seller.token, { address_id: mine.id }, true, 999999)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('addresses').select('id').where('store_id', '=', store.id).execute(),
    ).toHaveLength(0);
  });
});
