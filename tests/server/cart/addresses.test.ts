import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import { SP_ADDRESS } from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const RJ_ADDRESS = {
  postcode: '20040020',
  address: 'Praça Floriano',
  number: '10',
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'rj',
};

describe('address calls', () => {
  it('creates, lists, updates and moves the default, with the browser-session form', async () => {
    const { token } = await registerUser(t);
    const first = await t.request('POST', '/v1/address', { token, body: SP_ADDRESS });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Salvo com sucesso');
    expect(first.json().result).toMatchObject({ postcode: '01310-100', state: 'SP', default: true });
    const second = await t.request('POST', '/v1/address/add_address', { token, body: RJ_ADDRESS });
    expect(second.json().result).toMatchObject({ postcode: '20040-020', state: 'RJ', default: false });

    const list = (await t.request('GET', '/v1/address', { token })).json().result;
    expect(list.map((a: { default: boolean }) => a.default)).toEqual([true, false]);

    const moved = await t.request('POST', '/v1/address-default', {
      token,
      body: { id: second.json().result.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().result.session).toEqual({
      id: second.json().result.id,
      cep: '20040-020',
      logradouro: 'Praça Floriano',
      complemento: '',
      unidade: '10',
      bairro: 'Centro',
      localidade: 'Rio de Janeiro',
      uf: 'RJ',
      estado: 'Rio de Janeiro',
    });
    const current = (await t.request('GET', '/v1/address-default', { token })).json().result;
    expect(current.address.id).toBe(second.json().result.id);

    const updated = await t.request('POST', '/v1/update-address/', {
      token,
      body: { id: first.json().result.id, ...SP_ADDRESS, number: '2000', complement: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result).toMatchObject({ number: '2000', complement: null, default: false });

    const removed = await t.request('DELETE', `/v1/address/${second.json().result.id}`, { token });
    expect(removed.statusCode).toBe(200);
    const left = (await t.request('GET', '/v1/address', { token })).json().result;
    expect(left).toHaveLength(1);
    expect(left[0].default).toBe(true);
  });

  it('refuses a CEP of another state and incomplete forms with Portuguese messages, saving nothing', async () => {
    const { token } = await registerUser(t);
    const wrongState = await t.request('POST', '/v1/address', {
      token,
      body: { ...SP_ADDRESS, state: 'MG' },
    });
    expect(wrongState.statusCode).toBe(422);
    expect(wrongState.json().errors.postcode[0]).toBe('O CEP informado pertence a SP, não a MG.');
    const empty = await t.request('POST', '/v1/address', { token, body: { postcode: '123' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      postcode: ['CEP inválido: informe os 8 dígitos no formato 00000-000.'],
      address: ['O campo endereço é obrigatório.'],
      number: ['O campo número é obrigatório.'],
    });
    expect((await t.request('GET', '/v1/address', { token })).json().result).toEqual([]);
  });

  it('keeps every buyer to their own addresses: 401, 403, 404', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const id = (await t.request('POST', '/v1/address', { token: owner.token, body: SP_ADDRESS })).json()
      .result.id;
    expect((await t.request('GET', '/v1/address')).statusCode).toBe(401);
    expect((await t.request('POST', '/v1/address', { body: SP_ADDRESS })).statusCode).toBe(401);
    const update = await t.request('POST', '/v1/update-address/', {
      token: other.token,
      body: { id, ...SP_ADDRESS },
    });
    expect(update.statusCode).toBe(403);
    expect(
      (await t.request('POST', '/v1/address-default', { token: other.token, body: { id } })).statusCode,
    ).toBe(403);
    expect((await t.request('DELETE', `/v1/address/${id}`, { token: other.token })).statusCode).toBe(403);
    expect((await t.request('DELETE', '/v1/address/99999', { token: owner.token })).statusCode).toBe(404);
    expect(
      (await t.request('POST', '/v1/address-default', { token: owner.token, body: { id: 99999 } }))
        .statusCode,
    ).toBe(422);
    const row = await t.db
      .selectFrom('addresses')
      .select('number')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.number).toBe('1000');
  });

  it('lists states and the cities of a state', async () => {
    const states = (await t.request('GET', '/v1/states')).json().result;
    expect(states).toHaveLength(27);
    expect(states[0]).toMatchObject({ uf: 'AC', name: 'Acre' });
    const cities = (await t.request('GET', '/v1/cities/state/sp')).json().result;
    expect(cities[0]).toBe('São Paulo');
    for (const uf of ['ZZ', 'XX', 'S']) {
      const unknown = await t.request('GET', `/v1/cities/state/${uf}`);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        message: 'Estado desconhecido: informe a sigla da UF (ex.: SP).',
        errors: { state: ['Estado desconhecido: informe a sigla da UF (ex.: SP).'] },
      });
    }
  });
});

describe('GET /api/cep/{cep}', () => {
  it('answers in the ViaCEP shape from the sandbox', async () => {
    const res = await t.request('GET', '/api/cep/01310100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect((await t.request('GET', '/api/cep/99999-999')).json()).toEqual({ erro: true });
    expect((await t.request('GET', '/api/cep/99999-999')).statusCode).toBe(404);
    const bad = await t.request('GET', '/api/cep/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/CEP inválido/);
  });
});
