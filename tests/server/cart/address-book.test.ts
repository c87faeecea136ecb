import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import { addToCart, count, makeBuyer, makeOffer, orderBody } from './fixtures.ts';

/** A company's address and a store's origin share the addresses table, but not the buyer's book. */
const COMPANY = {
  cnpj: '11.222.333/0001-81',
  legal_name: 'Cartas da Bruna LTDA',
  trade_name: 'Cartas da Bruna',
  email: 'contato@cartasdabruna.com.br',
  phone: '(11) 98765-4321',
  address: {
    postcode: '01310-100',
    address: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function companyAddressId(token: string): Promise<number> {
  const res = await t.request('POST', '/v1/company/add_companies', { token, body: COMPANY });
  expect(res.statusCode).toBe(201);
  const row = await t.db
    .selectFrom('addresses')
    .select('id')
    .where('company_id', '=', res.json().result.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("the buyer's address book leaves company and store addresses out", () => {
  it('a checkout cannot ship to the company address', async () => {
    const offer = await makeOffer(t, { quantity: 3 });
    const buyer = await makeBuyer(t);
    const companyAddress = await companyAddressId(buyer.token);
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { address_id: companyAddress }),
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Endereço não encontrado.');
    expect(await count(t, 'order_groups')).toBe(0);
    const book = (await t.request('GET', '/v1/address', { token: buyer.token })).json().result;
    expect(book.map((a: { id: number }) => a.id)).toEqual([buyer.addressId]);
  });

  it('with only a company address, the cart has no default address to quote shipping to', async () => {
    const user = await registerUser(t);
    await companyAddressId(user.token);
    const res = await t.request('GET', '/v1/address-default', { token: user.token });
    expect(res.json().result).toEqual({ address: null, session: null });
  });
});
