import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B, createCatalogueApp, makeProduct } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let braCard: number;
beforeAll(async () => {
  t = await createCatalogueApp();
  braCard = await makeProduct(t, {
    name: 'Guardião Catalogado',
    collectionCode: 'LA01',
    braCenter: true,
    number: '099/12',
  });
});
afterAll(async () => {
  await t.close();
});

const ENTRY_KEYS = [
  'can_send_bra_center',
  'category',
  'code_pro',
  'collection',
  'id',
  'name',
  'name_en',
  'number',
  'rarity',
  'rdc',
  'type',
  'url',
];

describe('catalogue lookup for sellers', () => {
  it('products-by-api: cards by query, collection and Bra Center eligibility, paginated', async () => {
    const res = await t.request('GET', `${B}/products-by-api`, { query: { query: 'guardiao catalog' } });
    expect(res.statusCode).toBe(200);
    const { data, paginate } = res.json();
    expect(data[0]).toMatchObject({
      id: braCard,
      type: 'card',
      collection: { code: 'LA01' },
      can_send_bra_center: true,
    });
    expect(Object.keys(data[0]).sort()).toEqual(ENTRY_KEYS);
    expect(paginate.current_page).toBe(1);
    const inCollection = (
      await t.request('GET', `${B}/products-by-api`, { query: { collection_code: 'LA01', per_page: 60 } })
    ).json();
    expect(
      inCollection.data.every((e: { collection: { code: string } }) => e.collection.code === 'LA01'),
    ).toBe(true);
    const eligible = (
      await t.request('GET', `${B}/products-by-api`, { query: { can_send_bra_center: 'true', per_page: 60 } })
    ).json();
    expect(eligible.data.every((e: { can_send_bra_center: boolean }) => e.can_send_bra_center)).toBe(true);
    const page2 = (
      await t.request('GET', `${B}/products-by-api`, { query: { page: 2, per_page: 5 } })
    ).json();
    expect(page2.paginate.current_page).toBe(2);
    expect(page2.data).toHaveLength(5);
  });

  it('products-by-api-bra/{id}: the Bra line of a Bra category; 404 for any other category', async () => {
    const all = (await t.request('GET', `${B}/products-by-api-bra/4`)).json();
    const bra = await t.db.selectFrom('products').select('id').where('type', '=', 'bra').execute();
    expect(all.paginate.total).toBe(bra.length);
    expect(all.data.every((e: { type: string }) => e.type === 'bra')).toBe(true);
    expect((await t.request('GET', `${B}/products-by-api-bra/1`)).statusCode).toBe(404);
    expect((await t.request('GET', `${B}/products-by-api-bra/99999`)).statusCode).toBe(404);
  });

  it('find-by-rdc/{id}: one product by its catalogue reference', async () => {
    const rdc = (
      await t.db.selectFrom('products').select('rdc').where('id', '=', braCard).executeTakeFirstOrThrow()
    ).rdc as string;
    expect((await t.request('GET', `${B}/find-by-rdc/${rdc}`)).json().result.id).toBe(braCard);
    expect((await t.request('GET', `${B}/find-by-rdc/000`)).statusCode).toBe(404);
  });

  it('find-by-rdc/{code}: the codes the screens show, the product code and the number, in any case', async () => {
    const id = await makeProduct(t, { name: 'Dragão Numerado', collectionCode: 'LA01', number: '157/268' });
    const { code_pro } = await t.db
      .selectFrom('products')
      .select('code_pro')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const find = (code: string) => t.request('GET', `${B}/find-by-rdc/${encodeURIComponent(code)}`);
    for (const code of [code_pro as string, (code_pro as string).toLowerCase(), ` ${code_pro} `, '157/268']) {
      const res = await find(code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().result.id, code).toBe(id);
    }
    expect((await find('157/269')).statusCode).toBe(404);
  });

  it('products-by-api-tcg and -accessory: by query and category', async () => {
    const tcgCategory = (await t.request('GET', `${B}/get-categories-tcg`)).json().result[0].id;
    const tcg = (
      await t.request('GET', `${B}/products-by-api-tcg`, { query: { category: tcgCategory, per_page: 60 } })
    ).json();
    expect(tcg.data.length).toBeGreaterThan(0);
    expect(
      tcg.data.every(
        (e: { type: string; category: { id: number } }) => e.type === 'tcg' && e.category.id === tcgCategory,
      ),
    ).toBe(true);
    const boosters = (
      await t.request('GET', `${B}/products-by-api-tcg`, { query: { query: 'booster' } })
    ).json();
    expect(boosters.data.every((e: { name: string }) => /booster/i.test(e.name))).toBe(true);
    const accessories = (
      await t.request('GET', `${B}/products-by-api-accessory`, { query: { per_page: 60 } })
    ).json();
    expect(accessories.data.every((e: { type: string }) => e.type === 'accessory')).toBe(true);
    expect(
      (await t.request('GET', `${B}/products-by-api-accessory`, { query: { category: 'abc' } })).statusCode,
    ).toBe(422);
  });
});
