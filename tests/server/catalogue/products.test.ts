import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addListings, B, createCatalogueApp, makeProduct, makeStores, PRODUCT_LIST_KEYS } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let stores: { sp: number; rj: number };
let collection: string;
const ids: Record<string, number> = {};

const paginate = (body: Record<string, unknown>) => t.request('POST', `${B}/products/paginate`, { body });

beforeAll(async () => {
  t = await createCatalogueApp();
  stores = await makeStores(t);
  collection = (await t.db.selectFrom('collections').select('code').orderBy('id').executeTakeFirstOrThrow())
    .code;
  ids.cheapJp = await makeProduct(t, {
    name: 'Quimera Filtrada Alfa',
    collectionCode: collection,
    rarity: 'R',
  });
  await addListings(t, ids.cheapJp, [
    { storeId: stores.sp, price: 5, condition: 'NM', language: 'JP', extras: ['foil'] },
    { storeId: stores.rj, price: 2, condition: 'HP', language: 'BR' },
  ]);
  ids.pricey = await makeProduct(t, {
    name: 'Quimera Filtrada Beta',
    collectionCode: collection,
    rarity: 'R',
  });
  await addListings(t, ids.pricey, [
    { storeId: stores.rj, price: 80, condition: 'SP', language: 'EN', quantity: 3 },
  ]);
  ids.pausedOnly = await makeProduct(t, {
    name: 'Quimera Filtrada Gama',
    collectionCode: collection,
    rarity: 'R',
  });
  await addListings(t, ids.pausedOnly, [{ storeId: stores.sp, price: 40, status: 'paused' }]);
});
afterAll(async () => {
  await t.close();
});

describe('POST /v1/{business}/products/paginate', () => {
  it('answers product list items with exactly the spec fields and a paginate block', async () => {
    const res = await paginate({ per_page: 5 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(5);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(PRODUCT_LIST_KEYS);
    expect(body.paginate).toMatchObject({ current_page: 1, per_page: 5 });
    expect(body.paginate.last_page).toBe(Math.ceil(body.paginate.total / 5));
    const cards = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'card')
      .executeTakeFirstOrThrow();
    expect(body.paginate.total).toBe(Number(cards.n));
  });

  it('shows the cheapest available offer as the price, else the highest listed price', async () => {
    const res = await paginate({ type: 'card', collection_code: collection, per_page: 60 });
    const byCode = new Map(res.json().data.map((i: { code: number; price: number }) => [i.code, i]));
    expect(byCode.get(ids.cheapJp)).toMatchObject({
      price: 2,
      collection: expect.any(String),
      codePro: expect.stringMatching(/^TST-/),
    });
    expect(byCode.get(ids.pricey)).toMatchObject({ price: 80 });
    expect(byCode.get(ids.pausedOnly)).toMatchObject({ price: 40 });
  });

  it('pages through the list: later pages continue where the previous stopped', async () => {
    const first = (await paginate({ per_page: 4, page: 1 })).json();
    const second = (await paginate({ per_page: 4, page: 2 })).json();
    expect(second.paginate.current_page).toBe(2);
    const codes = [...first.data, ...second.data].map((i: { code: number }) => i.code);
    expect(new Set(codes).size).toBe(8);
    const beyond = (await paginate({ per_page: 4, page: 9999 })).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.paginate.total).toBe(first.paginate.total);
  });

  it('caps per_page at 60', async () => {
    const res = await paginate({ per_page: 500, type: 'filter' });
    expect(res.json().paginate.per_page).toBe(60);
    expect(res.json().data.length).toBeLessThanOrEqual(60);
  });

  it('filters by list type', async () => {
    for (const [type, productType] of [
      ['tcg', 'tcg'],
      ['accessory', 'accessory'],
      ['bra', 'bra'],
    ] as const) {
      const body = (await paginate({ type, per_page: 60 })).json();
      const expected = await t.db
        .selectFrom('products')
        .select('id')
        .where('type', '=', productType)
        .execute();
      expect(body.paginate.total).toBe(expected.length);
      const allowed = new Set(expected.map((r) => r.id));
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((i: { code: number }) => allowed.has(i.code))).toBe(true);
    }
    const acs = (await paginate({ type: 'acs', per_page: 60 })).json();
    expect(acs.data.every((i: { price: number | null }) => i.price !== null)).toBe(true);
    const ranked = (await paginate({ type: 'after_initial_rank', per_page: 10 })).json();
    const sales = await t.db
      .selectFrom('products')
      .select(['id', 'monthly_sales'])
      .where(
        'id',
        'in',
        ranked.data.map((i: { code: number }) => i.code),
      )
      .execute();
    const order = ranked.data.map(
      (i: { code: number }) => sales.find((s) => s.id === i.code)?.monthly_sales ?? 0,
    );
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('filters by category (a root or a child), collection and rarity', async () => {
    const child = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', 3)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const inChild = (await paginate({ type: 'filter', category_id: child.id, per_page: 60 })).json();
    const expected = await t.db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', child.id)
      .execute();
    expect(inChild.paginate.total).toBe(expected.length);
    const root = (await paginate({ type: 'filter', category_id: 3, per_page: 1 })).json();
    const accessories = await t.db
      .selectFrom('products')
      .select('id')
      .where('type', '=', 'accessory')
      .execute();
    expect(root.paginate.total).toBe(accessories.length);

    const rare = (await paginate({ collection_code: collection, rarity: 'R', per_page: 60 })).json();
    const codes = rare.data.map((i: { code: number }) => i.code);
    expect(codes).toEqual(expect.arrayContaining([ids.cheapJp, ids.pricey]));
    const rows = await t.db
      .selectFrom('products as p')
      .innerJoin('rarities as r', 'r.id', 'p.rarity_id')
      .innerJoin('collections as c', 'c.id', 'p.collection_id')
      .select(['r.code', 'c.code as col'])
      .where('p.id', 'in', codes)
      .execute();
    expect(rows.every((r) => r.code === 'R' && r.col === collection)).toBe(true);
  });

  it('filters by offer: condition, language, extras and seller state, and shows the cheapest matching offer', async () => {
    const base = { collection_code: collection, per_page: 60 };
    const jp = (await paginate({ ...base, language: 'JP', uf: 'SP' })).json();
    expect(jp.data.find((i: { code: number }) => i.code === ids.cheapJp)).toMatchObject({ price: 5 });
    expect(jp.data.some((i: { code: number }) => i.code === ids.pricey)).toBe(false);

    const foil = (await paginate({ ...base, extras: ['foil'] })).json();
    expect(foil.data.some((i: { code: number }) => i.code === ids.cheapJp)).toBe(true);

    const hp = (await paginate({ ...base, condition: 'HP', uf: ['RJ'] })).json();
    expect(hp.data.find((i: { code: number }) => i.code === ids.cheapJp)).toMatchObject({ price: 2 });

    // Condition and state must hold for the same offer: the RJ store has no NM copy of it.
    const nmRj = (await paginate({ ...base, condition: 'NM', uf: 'RJ' })).json();
    expect(nmRj.data.some((i: { code: number }) => i.code === ids.cheapJp)).toBe(false);
  });

  it('filters by price range on the shown price and by stock', async () => {
    const base = { collection_code: collection, per_page: 60 };
    const range = (await paginate({ ...base, price_min: 50, price_max: 100 })).json();
    expect(range.data.map((i: { code: number }) => i.code)).toContain(ids.pricey);
    expect(range.data.every((i: { price: number }) => i.price >= 50 && i.price <= 100)).toBe(true);
    const withOffer = (await paginate({ ...base, language: 'JP', price_min: 4, price_max: 6 })).json();
    expect(withOffer.data.find((i: { code: number }) => i.code === ids.cheapJp)).toMatchObject({ price: 5 });
    const stocked = (await paginate({ ...base, in_stock: true })).json();
    expect(stocked.data.some((i: { code: number }) => i.code === ids.pausedOnly)).toBe(false);
    expect(stocked.data.some((i: { code: number }) => i.code === ids.cheapJp)).toBe(true);
  });

  it('sorts by price, name and newest', async () => {
    const prices = (await paginate({ type: 'filter', sort: 'price_asc', per_page: 60 }))
      .json()
      .data.map((i: { price: number | null }) => i.price);
    const priced = prices.filter((p: number | null) => p !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(0, priced.length).every((p: number | null) => p !== null)).toBe(true);
    const desc = (await paginate({ collection_code: collection, sort: 'price_desc', per_page: 3 })).json()
      .data;
    expect(desc[0].code).toBe(ids.pricey);
    const names = (await paginate({ collection_code: collection, rarity: 'R', sort: 'name', per_page: 60 }))
      .json()
      .data.map((i: { name: string }) => i.name);
    expect(names.indexOf('Quimera Filtrada Alfa')).toBeLessThan(names.indexOf('Quimera Filtrada Beta'));
    const newest = (await paginate({ type: 'card', sort: 'newest', per_page: 60 }))
      .json()
      .data.map((i: { code: number }) => i.code);
    const dates = await t.db
      .selectFrom('products')
      .select(['id', 'released_at'])
      .where('id', 'in', newest)
      .execute();
    const ordered = newest.map((id: number) => dates.find((d) => d.id === id)?.released_at ?? '');
    expect(ordered).toEqual([...ordered].sort().reverse());
  });

  it('answers 422 in Portuguese for invalid filters', async () => {
    const res = await paginate({
      page: 0,
      condition: 'XX',
      language: 'Klingon',
      uf: 'ZZ',
      price_min: 10,
      price_max: 5,
      sort: 'random',
      type: 'nope',
    });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(errors.page[0]).toBe('O campo página deve ser no mínimo 1.');
    expect(errors.condition[0]).toBe('O campo condição tem um valor inválido.');
    expect(errors.language[0]).toBe('O campo idioma tem um valor inválido.');
    expect(errors.uf[0]).toBe('O campo UF tem um valor inválido.');
    expect(errors.sort[0]).toBe('A ordenação é inválida.');
    expect(errors.type[0]).toBe('O tipo de lista é inválido.');
    expect(message).toMatch(/e mais \d+ erros/);
    const range = await paginate({ price_min: 10, price_max: 5 });
    expect(range.json().errors.price_max[0]).toBe('O preço mínimo deve ser menor ou igual ao preço máximo.');
  });

  it('answers 404 for another business', async () => {
    const res = await t.request('POST', '/v1/2/products/paginate', { body: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Empresa não encontrada.');
  });
});
