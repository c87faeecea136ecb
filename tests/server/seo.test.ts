import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../server/http/context.ts';
import { seoRoutes } from '../../server/http/seo.ts';
import { trustedOrigin } from '../../server/http/support/origin.ts';
import { createCatalogueApp } from './catalogue/support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, host = '127.0.0.1:9999') => t.app.inject({ method: 'GET', url, headers: { host } });
const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('keeps the private areas out and names the sitemap on the origin asked', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const path of ['/my-store', '/cart', '/checkout', '/v1/'])
      expect(res.body).toContain(`Disallow: ${path}`);
    expect(res.body).toContain('Sitemap: http://127.0.0.1:9999/sitemap.xml');
  });
});

describe('favicon.ico', () => {
  it('is served: a real icon, cacheable (browsers ask for it on every page)', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(res.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
  });
});

describe('sitemap.xml', () => {
  it('lists the home, every product, collection and active store on the origin asked', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const urls = locs(res.body);
    const product = await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const collection = await t.db.selectFrom('collections').select('code').executeTakeFirstOrThrow();
    expect(urls).toContain('http://127.0.0.1:9999/');
    expect(urls).toContain(`http://127.0.0.1:9999/product/${product.id}`);
    expect(urls).toContain(`http://127.0.0.1:9999/product/list/${collection.code}`);
    expect(urls).toContain('http://127.0.0.1:9999/loja-do-sergio');
    expect(urls.every((u) => u.startsWith('http://127.0.0.1:9999/'))).toBe(true);
    const products = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(urls.length).toBeGreaterThan(Number(products.n));
  });

  it('past the limit, is an index of parts that hold every URL exactly once', async () => {
    const app = Fastify();
    await app.register(trustedOrigin, { appUrl: 'http://localhost:8000', allowedHosts: ['example.test'] });
    await app.register(async (web) => seoRoutes(web, { db: t.db } as AppServices, { limit: 7 }));
    const whole = locs((await get('/sitemap.xml')).body);
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'example.test' } });
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    expect(parts[0]).toBe('http://example.test/sitemap-1.xml');
    expect(parts).toHaveLength(Math.ceil(whole.length / 7));
    // Parts at the start and across the boundaries between stores, collections and products.
    const strip = (u: string) => new URL(u).pathname;
    const firstCollection = whole.findIndex((u) => u.includes('/product/list/'));
    const firstProduct = whole.findIndex((u) => /\/product\/\d+$/.test(u));
    for (const at of [0, firstCollection, firstProduct]) {
      const part = Math.floor(at / 7) + 1;
      const res = await app.inject({
        method: 'GET',
        url: `/sitemap-${part}.xml`,
        headers: { host: 'example.test' },
      });
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(7);
      expect(urls.map(strip)).toEqual(whole.slice((part - 1) * 7, part * 7).map(strip));
    }
    const last = await app.inject({ method: 'GET', url: `/sitemap-${parts.length}.xml` });
    expect(last.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/sitemap-${parts.length + 1}.xml` })).statusCode).toBe(
      404,
    );
    await app.close();
  });
});
