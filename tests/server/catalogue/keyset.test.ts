import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../server/domain/catalogue/keyset.ts';
import { addListings, B, createCatalogueApp, inertiaVisits, makeProduct, makeStores } from './support.ts';

/**
 * Keyset paging of the product lists (server/domain/catalogue/keyset.ts): "carregar mais" sends the
 * previous page's `next_cursor`, and the page starts after that product. Followed from page 1 to the
 * end, the cursors give exactly the pages that numbers give, on every way a list is read (products
 * alone, a walk over the products with offer filters, the matching facets grouped, a price range, lists
 * paged by number), and a product added before the cursor does not push the next page back.
 */

let t: Awaited<ReturnType<typeof createCatalogueApp>>;

beforeAll(async () => {
  t = await createCatalogueApp();
  const stores = await makeStores(t);
  // Equal names (the id breaks the tie) and products without a release date (last when newest first).
  for (const [i, name] of ['Quimera Azul', 'Quimera Azul', 'Quimera Azul', 'Abelha Rubra'].entries()) {
    const id = await makeProduct(t, { name, type: i === 3 ? 'bra' : 'card' });
    await addListings(t, id, [{ storeId: stores.rj, price: 4 + i, language: 'EN' }]);
  }
});
afterAll(async () => {
  await t.close();
});

type Body = Record<string, unknown>;

interface Page {
  codes: number[];
  paginate: { current_page: number; last_page: number; total: number; next_cursor?: string };
}

async function paginate(body: Body): Promise<Page> {
  const res = await t.request('POST', `${B}/products/paginate`, { body });
  expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(200);
  const json = res.json();
  return { codes: json.data.map((i: { code: number }) => i.code), paginate: json.paginate };
}

/** Every page by number, and every page by cursor from page 1. */
async function bothWays(body: Body, perPage: number) {
  const byNumber: Page[] = [];
  for (let page = 1; ; page++) {
    const p = await paginate({ ...body, page, per_page: perPage });
    byNumber.push(p);
    if (page >= p.paginate.last_page) break;
  }
  const byCursor: Page[] = [await paginate({ ...body, page: 1, per_page: perPage })];
  for (let page = 2; page <= byNumber.length; page++) {
    const cursor = byCursor.at(-1)?.paginate.next_cursor;
    byCursor.push(await paginate({ ...body, page, per_page: perPage, ...(cursor ? { cursor } : {}) }));
  }
  return { byNumber, byCursor };
}

const LISTS: Body[] = [
  { type: 'card' },
  { type: 'filter' },
  { type: 'filter', sort: 'newest' },
  { type: 'card', sort: 'newest' },
  { type: 'card', language: ['BR'] },
  { type: 'filter', condition: ['NM', 'SP'], sort: 'newest' },
  { type: 'card', language: ['EN'], uf: ['RJ'] },
  { type: 'card', condition: ['HP'] },
  { type: 'card', language: ['BR'], price_min: 2, price_max: 30 },
  { type: 'filter', uf: ['SP'], price_max: 15, sort: 'newest' },
  { type: 'card', category_id: 1, in_stock: true },
];

describe('keyset paging', () => {
  it.each(LISTS)('pages by cursor are the pages by number: %j', async (body) => {
    for (const perPage of [2, 7, 24]) {
      const { byNumber, byCursor } = await bothWays(body, perPage);
      expect(byNumber.flatMap((p) => p.codes).length).toBe(byNumber[0].paginate.total);
      expect(byCursor.map((p) => p.codes)).toEqual(byNumber.map((p) => p.codes));
      const info = (p: Page) => ({ ...p.paginate, next_cursor: undefined });
      expect(byCursor.map(info)).toEqual(byNumber.map(info));
      // A cursor on every page but the last.
      expect(byNumber.map((p) => Boolean(p.paginate.next_cursor))).toEqual(
        byNumber.map((_, i) => i < byNumber.length - 1),
      );
    }
  });

  it('the list has more than one page of each kind, so the cursors were followed', async () => {
    for (const body of LISTS)
      expect(
        (await paginate({ ...body, per_page: 2 })).paginate.last_page,
        JSON.stringify(body),
      ).toBeGreaterThan(1);
  });

  it('lists paged by number (price sorts, best sellers, a search, a collection) give no cursor', async () => {
    for (const body of [
      { type: 'card', sort: 'price_asc' },
      { type: 'card', language: ['BR'], sort: 'price_desc' },
      { type: 'card', sort: 'popular' },
      { type: 'filter', search: 'quimera' },
      { type: 'filter', search: 'quimera', sort: 'name' },
    ])
      expect(
        (await paginate({ ...body, per_page: 1 })).paginate.next_cursor,
        JSON.stringify(body),
      ).toBeUndefined();
    const collection = await t.db.selectFrom('collections').select('code').executeTakeFirstOrThrow();
    const page = await paginate({ type: 'card', collection_code: collection.code, per_page: 2 });
    const next = await paginate({
      type: 'card',
      collection_code: collection.code,
      per_page: 2,
      page: 2,
      cursor: page.paginate.next_cursor,
    });
    expect(next.codes).toEqual(
      (await paginate({ type: 'card', collection_code: collection.code, per_page: 2, page: 2 })).codes,
    );
  });

  it('a product added before the cursor does not repeat the last one on the next page', async () => {
    const body = { type: 'card', per_page: 5 };
    const first = await paginate(body);
    const byNumberBefore = await paginate({ ...body, page: 2 });
    // Sorts first: page 2 by number would start with page 1's last product.
    const stores = await makeStores(t);
    const added = await makeProduct(t, { name: 'Aaaa Primeira Carta' });
    await addListings(t, added, [{ storeId: stores.sp, price: 3 }]);
    const byNumber = await paginate({ ...body, page: 2 });
    expect(byNumber.codes[0]).toBe(first.codes.at(-1));
    const byCursor = await paginate({ ...body, page: 2, cursor: first.paginate.next_cursor });
    expect(byCursor.codes).toEqual(byNumberBefore.codes);
    expect(byCursor.paginate.total).toBe(first.paginate.total + 1);
  });

  it('a cursor that is not one, or of another order, is a 422 in Portuguese; pages drop it', async () => {
    const nameCursor = (await paginate({ type: 'card', per_page: 2 })).paginate.next_cursor as string;
    const cases: Body[] = [
      { type: 'card', cursor: 'não é um cursor' },
      { type: 'card', cursor: Buffer.from('[1,2]').toString('base64url') },
      { type: 'card', cursor: encodeCursor({ sort: 'name', key: 'a', id: 1 }).slice(0, -3) },
      { type: 'card', cursor: 'x'.repeat(700) },
      { type: 'card', sort: 'newest', cursor: nameCursor },
      { type: 'card', sort: 'price_asc', cursor: nameCursor },
      { type: 'filter', search: 'quimera', cursor: nameCursor },
    ];
    for (const body of cases) {
      const res = await t.request('POST', `${B}/products/paginate`, { body: { ...body, page: 2 } });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.cursor).toEqual(['O cursor da página é inválido: carregue a lista de novo.']);
    }
    const visit = await inertiaVisits(t);
    const page = await visit('/productTcg/list?page=2&cursor=zzz', {
      'x-inertia-partial-component': 'Product/TcgList',
      'x-inertia-partial-data': 'products',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().props.products.paginate.current_page).toBe(2);
  });

  it('the product-list page takes the cursor of "carregar mais" (a partial reload of products)', async () => {
    const visit = await inertiaVisits(t);
    const partial = { 'x-inertia-partial-component': 'Product/List', 'x-inertia-partial-data': 'products' };
    const first = (await visit('/product/list?language=BR')).json().props.products;
    const cursor = first.paginate.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const second = (await visit(`/product/list?language=BR&page=2&cursor=${cursor}`, partial)).json().props
      .products;
    const byNumber = (await visit('/product/list?language=BR&page=2', partial)).json().props.products;
    expect(second.data.map((i: { code: number }) => i.code)).toEqual(
      byNumber.data.map((i: { code: number }) => i.code),
    );
    expect(second.paginate.current_page).toBe(2);
  });
});
