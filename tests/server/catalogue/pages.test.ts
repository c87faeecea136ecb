import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canDrawText } from '../../../server/domain/catalogue/raster.ts';
import { createCatalogueApp, inertiaVisits } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => {
  await t.close();
});

const inertia = (url: string) => t.request('GET', url, { headers: { 'x-inertia': 'true' } });

describe('catalogue screens', () => {
  it('a store page by slug gets the store, an unknown slug is a 404', async () => {
    const ok = await inertia('/loja-do-sergio');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      component: 'Store/Page',
      props: { store_slug: 'loja-do-sergio', store: { slug: 'loja-do-sergio' } },
    });
    expect(ok.json().props.store_id).toBe(ok.json().props.store.id);
    const missing = await inertia('/loja-que-nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().component).toBe('Errors/NotFound');
  });

  it("a product's price figures come only when the page asks for them (scrolled near), not with the page", async () => {
    const product = await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const visit = await inertiaVisits(t);
    const views = async () =>
      (
        await t.db
          .selectFrom('products')
          .select('monthly_views')
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow()
      ).monthly_views;
    const first = (await visit(`/product/${product.id}`)).json();
    expect(first.props.stats).toBeUndefined();
    expect(first.props.history).toBeUndefined();
    expect(first.deferredProps).toBeUndefined();
    const viewsAfterVisit = await views();
    const figures = (
      await visit(`/product/${product.id}`, {
        'x-inertia-partial-component': 'Product/Show',
        'x-inertia-partial-data': 'stats,history',
      })
    ).json();
    expect(Object.keys(figures.props).sort()).toEqual(['errors', 'history', 'stats']);
    expect(Array.isArray(figures.props.history.daily)).toBe(true);
    // Asking for the figures is not another view of the product.
    expect(await views()).toBe(viewsAfterVisit);
  });

  it('a product page checks the product; brand and league pages check theirs', async () => {
    const product = await t.db.selectFrom('products').select(['id', 'name']).executeTakeFirstOrThrow();
    const ok = await inertia(`/product/${product.id}`);
    expect(ok.json()).toMatchObject({
      component: 'Product/Show',
      props: { product: { code: product.id, name: product.name } },
    });
    expect((await inertia('/product/99999999')).statusCode).toBe(404);
    const brand = await t.db.selectFrom('brands').select('slug').executeTakeFirstOrThrow();
    expect((await inertia(`/brand/${brand.slug}`)).json().props.brand.slug).toBe(brand.slug);
    expect((await inertia('/brand/nenhuma')).statusCode).toBe(404);
    const league = await t.db.selectFrom('leagues').select('slug').executeTakeFirstOrThrow();
    expect((await inertia(`/league/${league.slug}`)).statusCode).toBe(200);
    expect((await inertia('/league/nenhuma')).statusCode).toBe(404);
    expect((await inertia('/store/product/99999')).statusCode).toBe(404);
    expect((await inertia('/store/product')).statusCode).toBe(200);
  });

  it('optional list segments must name something that exists, or the page is a 404', async () => {
    const collection = await t.db.selectFrom('collections').select('code').executeTakeFirstOrThrow();
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const found = [
      '/product/list',
      `/product/list/${collection.code}`,
      `/product/list/${category.id}`,
      '/product/list/2',
      '/promotion/list',
      '/promotion/list/1',
      '/promotion/list/4',
      '/store/list',
      '/store/list/SP',
      '/store/list/rj',
    ];
    for (const url of found) {
      const res = await inertia(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().component, url).not.toBe('Errors/NotFound');
    }
    const missing = [
      '/product/list/ZZZ99',
      '/product/list/99999',
      '/promotion/list/9999',
      '/promotion/list/abc',
      `/promotion/list/${category.id}`,
      '/store/list/9999',
      '/store/list/XX',
    ];
    for (const url of missing) {
      const res = await inertia(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().component, url).toBe('Errors/NotFound');
    }
    // A full page load gets the same status.
    expect(
      (await t.request('GET', '/product/list/ZZZ99', { headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
  });
});

describe('generated images', () => {
  it('draws product, store, banner and collection pictures as cacheable SVG', async () => {
    const product = await t.db.selectFrom('products').select(['id', 'name']).executeTakeFirstOrThrow();
    const res = await t.request('GET', `/media/products/${product.id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain(product.name.split(' ')[0].replace(/&/g, '&#38;'));
    for (const url of [
      `/media/products/${product.id}-2.svg`,
      '/media/stores/1/logo.svg',
      '/media/stores/1/banner.svg',
      '/media/banners/1.svg',
      '/media/brands/1.svg',
      '/media/categories/1.svg',
      '/media/banner-ads/1.svg',
    ]) {
      expect((await t.request('GET', url)).statusCode, url).toBe(200);
    }
    const collection = await t.db.selectFrom('collections').select('code').executeTakeFirstOrThrow();
    expect((await t.request('GET', `/media/collections/${collection.code}.svg`)).statusCode).toBe(200);
    for (const url of [
      '/media/products/99999999.svg',
      '/media/products/abc.svg',
      '/media/stores/99999/logo.svg',
      '/media/stores/1/other.svg',
    ]) {
      expect((await t.request('GET', url)).statusCode, url).toBe(404);
    }
  });

  it('sends a browser that takes WebP the same picture drawn at twice its size, and redraws it when the row changes', async () => {
    const row = await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const url = `/media/products/${row.id}.svg`;
    const accept = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    const first = await t.request('GET', url, { headers: accept });
    expect(first.statusCode).toBe(200);
    expect(first.headers.vary).toMatch(/accept/i);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    if (!(await canDrawText())) {
      // No font for librsvg on this machine: the SVG, whose text the browser draws.
      expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
      return;
    }
    expect(first.headers['content-type']).toBe('image/webp');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 672]);
    // The same request again comes from the cache, byte for byte.
    expect((await t.request('GET', url, { headers: accept })).rawPayload.equals(first.rawPayload)).toBe(true);
    await t.db
      .updateTable('products')
      .set({ name: 'Outro Nome Qualquer' })
      .where('id', '=', row.id)
      .execute();
    const renamed = await t.request('GET', url, { headers: accept });
    expect(renamed.headers['content-type']).toBe('image/webp');
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
    // A client that does not say it takes WebP (a link preview, curl) gets the SVG.
    const plain = await t.request('GET', url, { headers: { accept: '*/*' } });
    expect(plain.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(plain.headers.vary).toMatch(/accept/i);
  });

  it('escapes names in the SVG', async () => {
    const row = await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ name: 'Dragão <script>alert(1)</script> & Cia' })
      .where('id', '=', row.id)
      .execute();
    const body = (await t.request('GET', `/media/products/${row.id}.svg`)).body;
    expect(body).not.toContain('<script>');
    expect(body).toContain('&#60;script&#62;');
  });
});
