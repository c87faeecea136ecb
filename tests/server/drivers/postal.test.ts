import { describe, expect, it } from 'vitest';
import {
  citiesOfState,
  createSandboxPostalDriver,
  createViaCepDriver,
  InvalidCepError,
  KNOWN_CEPS,
  listStates,
  lookupCep,
  PostalLookupError,
} from '../../../server/drivers/postal/index.js';
import { UF_CODES, ufFromCep, ufInfo } from '../../../server/drivers/shared/brazil.js';

describe('sandbox lookupCep', () => {
  it('answers well-known CEPs from the built-in table, in the ViaCEP shape', () => {
    expect(lookupCep('01310-100')).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(lookupCep('01001000')).toMatchObject({
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
    });
    expect(lookupCep('20040-020')).toMatchObject({ localidade: 'Rio de Janeiro', uf: 'RJ' });
    expect(lookupCep('50030-230')).toMatchObject({
      logradouro: 'Cais do Apolo',
      localidade: 'Recife',
      uf: 'PE',
    });
    expect(lookupCep('60060-440')).toMatchObject({ localidade: 'Fortaleza', uf: 'CE' });
  });

  it('the table has ~40 entries covering all 27 UFs, each consistent with the range table', () => {
    expect(KNOWN_CEPS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(KNOWN_CEPS.map((e) => e.uf))).toEqual(new Set(UF_CODES));
    expect(new Set(KNOWN_CEPS.map((e) => e.cep)).size).toBe(KNOWN_CEPS.length);
    for (const entry of KNOWN_CEPS) {
      expect(entry.cep).toMatch(/^\d{5}-\d{3}$/);
      expect(ufFromCep(entry.cep), entry.cep).toBe(entry.uf);
      expect(ufInfo(entry.uf)?.cities, entry.cep).toBeDefined();
    }
  });

  it('answers other valid CEPs with a deterministic synthetic address in the UF capital', () => {
    const bh = lookupCep('30130-010');
    expect(bh).toEqual({
      cep: '30130-010',
      logradouro: 'Rua 10',
      complemento: '',
      bairro: expect.any(String),
      localidade: 'Belo Horizonte',
      uf: 'MG',
    });
    expect(lookupCep('30130010')).toEqual(bh);
    expect(lookupCep('70040-010')).toMatchObject({ localidade: 'Brasília', uf: 'DF' });
    expect(lookupCep('69005-010')).toMatchObject({ localidade: 'Manaus', uf: 'AM' });
    expect(lookupCep('69300-000')).toMatchObject({
      localidade: 'Boa Vista',
      uf: 'RR',
      logradouro: 'Rua 1000',
    });
    expect(lookupCep('78900-000')).toMatchObject({ localidade: 'Porto Velho', uf: 'RO' });
    expect(lookupCep('72800-000')).toMatchObject({ localidade: 'Goiânia', uf: 'GO' });
  });

  it('follows the range table at its boundaries', () => {
    expect(lookupCep('68899-999')?.uf).toBe('PA');
    expect(lookupCep('68900-000')?.uf).toBe('AP');
    expect(lookupCep('69899-999')?.uf).toBe('AM');
    expect(lookupCep('69900-000')?.uf).toBe('AC');
  });

  it('returns null for CEPs that do not exist', () => {
    expect(lookupCep('00000-000')).toBeNull();
    expect(lookupCep('00999-999')).toBeNull();
    expect(lookupCep('99999-999')).toBeNull();
  });

  it('throws a typed error for malformed input', () => {
    expect(() => lookupCep('1234')).toThrow(InvalidCepError);
    expect(() => lookupCep('abcde-fgh')).toThrow('CEP inválido: informe os 8 dígitos no formato 00000-000.');
  });

  it('the driver wraps the same lookup behind the async interface', async () => {
    const driver = createSandboxPostalDriver();
    expect(driver.name).toBe('sandbox');
    expect(await driver.lookupCep('01310100')).toMatchObject({ logradouro: 'Avenida Paulista' });
    expect(await driver.lookupCep('00000000')).toBeNull();
    await expect(driver.lookupCep('x')).rejects.toBeInstanceOf(InvalidCepError);
  });
});

describe('ViaCEP driver (fetch injected, no network)', () => {
  const respond = (status: number, body: unknown) =>
    (async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;

  it('maps a ViaCEP answer and calls the documented URL', async () => {
    const urls: string[] = [];
    const fetchFn = (async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response(
        JSON.stringify({
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          complemento: 'lado ímpar',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
          ibge: '3550308',
        }),
      );
    }) as typeof fetch;
    const driver = createViaCepDriver({ fetch: fetchFn });
    expect(await driver.lookupCep('01001-000')).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(urls).toEqual(['https://viacep.com.br/ws/01001000/json/']);
  });

  it('"erro": true becomes null; failures become PostalLookupError', async () => {
    expect(
      await createViaCepDriver({ fetch: respond(200, { erro: true }) }).lookupCep('99999999'),
    ).toBeNull();
    expect(
      await createViaCepDriver({ fetch: respond(200, { erro: 'true' }) }).lookupCep('99999999'),
    ).toBeNull();
    await expect(
      createViaCepDriver({ fetch: respond(500, {}) }).lookupCep('01001000'),
    ).rejects.toBeInstanceOf(PostalLookupError);
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(createViaCepDriver({ fetch: offline }).lookupCep('01001000')).rejects.toThrow(
      /Não foi possível consultar o CEP/,
    );
    await expect(createViaCepDriver({ fetch: offline }).lookupCep('0100')).rejects.toBeInstanceOf(
      InvalidCepError,
    );
  });
});

describe('states and cities', () => {
  it('lists the 27 UFs sorted by name', () => {
    const states = listStates();
    expect(states).toHaveLength(27);
    expect(states[0]).toEqual({ uf: 'AC', name: 'Acre', capital: 'Rio Branco', region: 'Norte' });
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(names.indexOf('Paraíba')).toBeLessThan(names.indexOf('Paraná'));
  });

  it('gives a few cities per state, capital first', () => {
    expect(citiesOfState('SP')?.[0]).toBe('São Paulo');
    expect(citiesOfState('rj')).toContain('Niterói');
    expect(citiesOfState('DF')).toEqual(['Brasília']);
    expect(citiesOfState('XX')).toBeNull();
    for (const uf of UF_CODES) expect(citiesOfState(uf)?.length).toBeGreaterThan(0);
  });
});
