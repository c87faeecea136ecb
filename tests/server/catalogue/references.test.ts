import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueApp } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => {
  await t.close();
});

describe('reference lists', () => {
  it('GET /v1/get-conditions/{type}: card grades and the other products’ set', async () => {
    const cards = (await t.request('GET', '/v1/get-conditions/card')).json().result;
    expect(cards.map((c: { code: string }) => c.code)).toEqual(['M', 'NM', 'SP', 'MP', 'HP', 'D']);
    expect(cards[1]).toEqual({ code: 'NM', name: 'Praticamente nova (NM)', type: 'card' });
    expect((await t.request('GET', '/v1/get-conditions/tcg')).json().result).toEqual(cards);
    const other = (await t.request('GET', '/v1/get-conditions/other')).json().result;
    expect(other.map((c: { code: string; name: string }) => `${c.code}:${c.name}`)).toEqual([
      'sealed:Lacrado',
      'opened:Aberto',
      'new:Novo',
      'used:Usado',
    ]);
    expect((await t.request('GET', '/v1/get-conditions/nada')).statusCode).toBe(404);
  });

  it('rarities, elements, origins, languages and extras', async () => {
    const rarities = (await t.request('GET', '/v1/rarities')).json().result;
    expect(rarities[0]).toEqual({ id: expect.any(Number), code: 'C', name: 'Comum', name_en: 'Common' });
    const elements = (await t.request('GET', '/v1/elements')).json().result;
    expect(elements.map((e: { name: string }) => e.name)).toContain('Relâmpago');
    expect(elements[0]).toMatchObject({ color: expect.stringMatching(/^#/) });
    const origins = (await t.request('GET', '/v1/origins')).json().result;
    expect(origins[0]).toEqual({ id: expect.any(Number), code: 'NAC', name: 'Nacional' });
    const languages = (await t.request('GET', '/v1/languages'))
      .json()
      .result.map((l: { code: string }) => l.code);
    expect(languages.slice(0, 10)).toEqual(['BR', 'EN', 'JP', 'ES', 'DE', 'FR', 'IT', 'KO', 'RU', 'TW']);
    expect(
      (await t.request('GET', '/v1/extras')).json().result.map((e: { code: string }) => e.code),
    ).toContain('foil');
  });

  it('GET /v1/tags?used_in filters by where a tag is used', async () => {
    const all = (await t.request('GET', '/v1/tags')).json().result;
    const stores = (await t.request('GET', '/v1/tags', { query: { used_in: 'store' } })).json().result;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.length).toBeLessThan(all.length);
    expect(stores.every((tag: { used_in: string }) => tag.used_in === 'store')).toBe(true);
    expect(stores[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      used_in: 'store',
    });
  });

  it('GET /v1/business, brands and leagues', async () => {
    expect((await t.request('GET', '/v1/business')).json().result).toMatchObject({
      id: 1,
      name: 'Mercado de Cartas',
    });
    const brands = (await t.request('GET', '/v1/brands')).json().result;
    expect(brands.length).toBeGreaterThan(0);
    const withProducts = brands.find((b: { products_count: number }) => b.products_count > 0);
    expect((await t.request('GET', `/v1/brands/${withProducts.slug}`)).json().result).toEqual(withProducts);
    expect((await t.request('GET', '/v1/brands/nenhuma')).statusCode).toBe(404);
    const leagues = (await t.request('GET', '/v1/leagues')).json().result;
    expect(leagues[0]).toMatchObject({
      slug: expect.any(String),
      game: expect.any(String),
      store: { id: expect.any(Number) },
    });
    const uf = leagues[0].uf;
    expect(
      (await t.request('GET', '/v1/leagues', { query: { uf } }))
        .json()
        .result.every((l: { uf: string }) => l.uf === uf),
    ).toBe(true);
    expect((await t.request('GET', `/v1/leagues/${leagues[0].slug}`)).json().result.id).toBe(leagues[0].id);
    expect((await t.request('GET', '/v1/leagues/nenhuma')).statusCode).toBe(404);
  });

  it('POST /v1/free-shipping-day: the weekly calendar and today’s day of the week', async () => {
    const all = (await t.request('POST', '/v1/free-shipping-day', { body: {} })).json();
    expect(all.result).toHaveLength(7);
    expect(all.result[0]).toMatchObject({ day_of_week: 0, name: 'Domingo' });
    expect(all.dayOfWeek).toBeGreaterThanOrEqual(0);
    expect(all.dayOfWeek).toBeLessThanOrEqual(6);
    const store = await t.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'loja-do-sergio')
      .executeTakeFirstOrThrow();
    const own = (await t.request('POST', '/v1/free-shipping-day', { body: { store_id: store.id } })).json()
      .result;
    expect(own[3]).toEqual({
      day_of_week: 3,
      name: 'Quarta-feira',
      free: true,
      min_order: 100,
      stores_count: 1,
    });
    expect(own.filter((d: { free: boolean }) => d.free)).toHaveLength(1);
    expect(all.result[3].stores_count).toBeGreaterThanOrEqual(1);
    expect((await t.request('POST', '/v1/free-shipping-day', { body: { store_id: 99999 } })).statusCode).toBe(
      404,
    );
  });

  it('GET /v1/static_text/{code}', async () => {
    expect((await t.request('GET', '/v1/static_text/termos-de-uso')).json().result).toMatchObject({
      code: 'termos-de-uso',
      title: 'Termos de uso',
    });
    expect((await t.request('GET', '/v1/static_text/nada')).json()).toEqual({
      message: 'Texto não encontrado.',
    });
  });
});
