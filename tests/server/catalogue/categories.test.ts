import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMIT_WAIT_MS } from '../../../server/db/commit-wait.ts';
import { B, createCatalogueApp, makeProduct } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => {
  await t.close();
});

describe('categories', () => {
  it('GET /v1/{business}/categories: the four roots with their children and product counts', async () => {
    const res = await t.request('GET', `${B}/categories`);
    expect(res.statusCode).toBe(200);
    const roots = res.json().result;
    expect(roots.map((c: { id: number; type: string }) => [c.id, c.type])).toEqual([
      [1, 'card'],
      [2, 'tcg'],
      [3, 'accessory'],
      [4, 'bra'],
    ]);
    const products = await t.db.selectFrom('products').select('id').execute();
    expect(roots.reduce((n: number, c: { products_count: number }) => n + c.products_count, 0)).toBe(
      products.length,
    );
    for (const root of roots) {
      expect(root.children.length).toBeGreaterThan(0);
      expect(
        root.children.every(
          (c: { parent_id: number; type: string }) => c.parent_id === root.id && c.type === root.type,
        ),
      ).toBe(true);
    }
  });

  it('the counts and names are kept between requests and follow a new product or a renamed category at once', async () => {
    type Root = {
      id: number;
      name: string;
      products_count: number;
      children: { id: number; products_count: number }[];
    };
    const read = async (): Promise<Root[]> => (await t.request('GET', `${B}/categories`)).json().result;
    const before = await read();
    // Kept: the same answer again, without counting the products again.
    expect(await read()).toEqual(before);
    const accessories = before.find((c) => c.id === 3);
    const child = accessories?.children.find((c) => c.id === 111);
    await makeProduct(t, { name: 'Porta-deck de teste', type: 'accessory' });
    // PostgreSQL: a generation read from just before the write may still serve (the commit wait).
    await new Promise((done) => setTimeout(done, COMMIT_WAIT_MS + 2));
    const after = await read();
    expect(after.find((c) => c.id === 3)?.products_count).toBe((accessories?.products_count ?? 0) + 1);
    expect(after.find((c) => c.id === 3)?.children.find((c) => c.id === 111)?.products_count).toBe(
      (child?.products_count ?? 0) + 1,
    );
    await t.db.updateTable('categories').set({ name: 'Acessórios e mais' }).where('id', '=', 3).execute();
    await new Promise((done) => setTimeout(done, COMMIT_WAIT_MS + 2));
    expect((await t.request('GET', `${B}/categories/3`)).json().result.name).toBe('Acessórios e mais');
    await t.db
      .updateTable('categories')
      .set({ name: accessories?.name ?? '' })
      .where('id', '=', 3)
      .execute();
  });

  it('GET /v1/{business}/categories/{id} and GET /v1/categories/{id} (children of 1, 2, 3)', async () => {
    const one = (await t.request('GET', `${B}/categories/2`)).json().result;
    expect(one).toMatchObject({ id: 2, name: 'Produtos TCG', slug: 'produtos-tcg' });
    for (const id of [1, 2, 3]) {
      const children = (await t.request('GET', `/v1/categories/${id}`)).json().result;
      expect(children.length).toBeGreaterThan(0);
      expect(children.every((c: { parent_id: number }) => c.parent_id === id)).toBe(true);
    }
    expect((await t.request('GET', `${B}/get-categories-tcg`)).json().result).toEqual(
      (await t.request('GET', '/v1/categories/2')).json().result,
    );
    expect((await t.request('GET', `${B}/get-categories-accessory`)).json().result).toEqual(
      (await t.request('GET', '/v1/categories/3')).json().result,
    );
    expect((await t.request('GET', '/v1/categories/999')).json()).toEqual({
      message: 'Categoria não encontrada.',
    });
    expect((await t.request('GET', `${B}/categories/999`)).statusCode).toBe(404);
    expect((await t.request('GET', '/v1/9/categories')).statusCode).toBe(404);
  });

  it('POST /v1/paginate-categories pages, filters by parent and searches without accents', async () => {
    const page = (await t.request('POST', '/v1/paginate-categories', { body: { per_page: 5 } })).json();
    expect(page.data).toHaveLength(5);
    expect(page.paginate).toMatchObject({ current_page: 1, per_page: 5 });
    const children = (
      await t.request('POST', '/v1/paginate-categories', { body: { parent_id: 3, per_page: 50 } })
    ).json();
    expect(children.data.every((c: { parent_id: number }) => c.parent_id === 3)).toBe(true);
    const found = (
      await t.request('POST', '/v1/paginate-categories', { body: { search: 'acessorios' } })
    ).json();
    expect(found.data.map((c: { id: number }) => c.id)).toContain(3);
    expect((await t.request('POST', '/v1/paginate-categories', { body: { page: 'x' } })).statusCode).toBe(
      422,
    );
  });
});

describe('collections', () => {
  it('GET /v1/{business}/collections lists editions newest first with product counts', async () => {
    const res = (await t.request('GET', `${B}/collections`)).json();
    expect(res.paginate.total).toBe(3);
    const dates = res.data.map((c: { release_date: string }) => c.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.data[0]).toMatchObject({
      code: expect.stringMatching(/^[A-Z]{2}\d{2}$/),
      products_count: expect.any(Number),
      category: { id: expect.any(Number) },
    });
    const byGame = (
      await t.request('GET', `${B}/collections`, { query: { category_id: res.data[0].category.id } })
    ).json();
    expect(
      byGame.data.every((c: { category: { id: number } }) => c.category.id === res.data[0].category.id),
    ).toBe(true);
    const byCode = (
      await t.request('GET', `${B}/collections`, { query: { search: res.data[0].code } })
    ).json();
    expect(byCode.data[0].code).toBe(res.data[0].code);
  });

  it('GET /v1/{business}/collections/{code}, 404 for an unknown code', async () => {
    const code = (await t.db.selectFrom('collections').select('code').executeTakeFirstOrThrow()).code;
    expect((await t.request('GET', `${B}/collections/${code}`)).json().result.code).toBe(code);
    expect((await t.request('GET', `${B}/collections/ZZ99`)).statusCode).toBe(404);
  });
});

describe('banners', () => {
  it('GET /v1/{business}/banners: active banners in order', async () => {
    const banners = (await t.request('GET', `${B}/banners`)).json().result;
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.map((b: { position: number }) => b.position)).toEqual(
      [...banners.map((b: { position: number }) => b.position)].sort((a, b) => a - b),
    );
    expect(banners[0]).toMatchObject({
      title: expect.any(String),
      image: expect.stringMatching(/^\/media\/banners\/\d+\.svg$/),
      link: expect.any(String),
    });
    await t.db.updateTable('banners').set({ active: 0 }).where('id', '=', banners[0].id).execute();
    const after = (await t.request('GET', `${B}/banners`)).json().result;
    expect(after.map((b: { id: number }) => b.id)).not.toContain(banners[0].id);
  });

  it('GET /v1/bannerAds: store ads with their store', async () => {
    const ads = (await t.request('GET', '/v1/bannerAds')).json().result;
    expect(ads.length).toBeGreaterThan(0);
    expect(ads[0]).toMatchObject({
      image: expect.stringMatching(/^\/media\/banner-ads\//),
      store: { id: expect.any(Number), slug: expect.any(String) },
    });
  });
});
