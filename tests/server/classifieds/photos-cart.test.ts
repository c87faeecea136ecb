import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPROVED_CARD, expectLedgerBalanced, makeBuyer, orderBody } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { adRow, approve, createAd, makeAdmin, makeSeller, post, type Seller } from './support.ts';

let seed = 0;
function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  seed++;
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = (i + seed * 37) % 256;
    image.data[i + 1] = (seed * 11) % 256;
    image.data[i + 2] = 120;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

let t: TestApp;
let dir: string;
let seller: Seller;
let admin: { token: string };
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ad-media-'));
  process.env.AD_MEDIA_DIR = dir;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.AD_MEDIA_DIR;
});
beforeEach(async () => {
  t = await createTestApp();
  seller = await makeSeller(t);
  admin = await makeAdmin(t);
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const upload = (
  adId: number,
  body: Buffer,
  token: string | null = seller.token,
  type = 'image/png',
  xsrf = true,
) => t.request('POST', `/v1/1/ads-photos/${adId}`, { token, body, xsrf, headers: { 'content-type': type } });

const photoCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('ad_photos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('photos', () => {
  it('stores a PNG by content hash and serves it with a safe type', async () => {
    const ad = await createAd(t, seller);
    const bytes = png(200, 150);
    const res = await upload(ad.id, bytes);
    expect(res.statusCode).toBe(201);
    // Stored decoded and encoded again (docs/security.md): named by the hash of the stored bytes.
    const hash = /([a-f0-9]{64})\.png$/.exec(res.json().result.photos[0].url)?.[1] ?? '';
    expect(
      createHash('sha256')
        .update(readFileSync(join(dir, `${hash}.png`)))
        .digest('hex'),
    ).toBe(hash);
    expect(res.json().result.photos).toEqual([
      expect.objectContaining({ url: `/v1/ads-media/${hash}.png`, position: 0 }),
    ]);
    expect(existsSync(join(dir, `${hash}.png`))).toBe(true);
    const served = await t.request('GET', `/v1/ads-media/${hash}.png`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await t.request('GET', '/v1/ads-media/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    // The cart's picture of the ad is its first photo.
    const product = (await adRow(t, ad.id))?.product_id as number;
    const image = await t.db
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', product)
      .executeTakeFirst();
    expect(image?.url).toBe(`/v1/ads-media/${hash}.png`);

    const photoId = res.json().result.photos[0].id;
    const removed = await t.request('DELETE', `/v1/1/ads-photos/${ad.id}/${photoId}`, {
      token: seller.token,
    });
    expect(removed.json().result.photos).toEqual([]);
  });

  it('refuses a non-image, an SVG, a 10 MB image, a 7th photo, strangers and no XSRF; nothing stored', async () => {
    const ad = await createAd(t, seller);
    const other = await makeSeller(t);
    expect((await upload(ad.id, png(120, 120), null)).statusCode).toBe(401);
    expect((await upload(ad.id, png(120, 120), other.token)).statusCode).toBe(403);
    expect((await upload(ad.id, png(120, 120), seller.token, 'image/png', false)).statusCode).toBe(419);
    const text = await upload(ad.id, Buffer.from('não sou imagem'), seller.token, 'image/png');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['Envie uma imagem PNG, JPEG ou WebP.']);
    const svg = await upload(
      ad.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      seller.token,
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(422);
    const big = Buffer.concat([png(200, 200), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(ad.id, big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.file).toEqual(['A foto deve ter no máximo 3 MB.']);
    const tiny = await upload(ad.id, png(20, 20));
    expect(tiny.statusCode).toBe(422);
    expect(await photoCount()).toBe(0);
    for (let i = 0; i < 6; i++) expect((await upload(ad.id, png(120, 120))).statusCode).toBe(201);
    const seventh = await upload(ad.id, png(120, 120));
    expect(seventh.statusCode).toBe(422);
    expect(seventh.json().errors.file).toEqual(['Um anúncio pode ter no máximo 6 fotos.']);
    expect(await photoCount()).toBe(6);
  });

  it('a new photo on an approved ad sends it back to analysis', async () => {
    const ad = await createAd(t, seller);
    await approve(t, admin.token, ad.id);
    const res = await upload(ad.id, png(120, 120));
    expect(res.json().result.status).toBe('analysis');
  });
});

describe('add-ad-to-cart and checkout', () => {
  const addAd = (token: string | null, adId: number, quantity = 1) =>
    t.request('POST', '/v1/add-ad-to-cart', { token, body: { ad_id: adId, quantity } });
  const payByCard = (buyer: Awaited<ReturnType<typeof makeBuyer>>) =>
    t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: APPROVED_CARD, installments: 1 }),
    });

  it('a buyer adds an approved ad and buys it with the card: stock and money move like a listing', async () => {
    const ad = await createAd(t, seller, { price: 40, quantity: 2 });
    const buyer = await makeBuyer(t);
    const early = await addAd(buyer.token, ad.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.ad_id).toEqual(['Este anúncio não está disponível.']);
    await approve(t, admin.token, ad.id);
    expect((await addAd(null, ad.id)).statusCode).toBe(401);
    const own = await addAd(seller.token, ad.id);
    expect(own.statusCode).toBe(422);
    const tooMany = await addAd(buyer.token, ad.id, 3);
    expect(tooMany.statusCode).toBe(422);
    const added = await addAd(buyer.token, ad.id);
    expect(added.statusCode).toBe(200);
    expect(added.json().result.items[0]).toMatchObject({
      quantity: 1,
      price: 40,
      product: { name: 'Playmat oficial' },
    });

    const placed = await payByCard(buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const listing = (await adRow(t, ad.id))?.listing_id as number;
    const row = await t.db
      .selectFrom('store_listings')
      .select('quantity')
      .where('id', '=', listing)
      .executeTakeFirstOrThrow();
    expect(row.quantity).toBe(1);
    const shown = await t.request('GET', `/v1/1/ads-show/${ad.id}`);
    expect(shown.json().result.quantity).toBe(1);
    const item = await t.db
      .selectFrom('order_items')
      .select(['product_name', 'unit_price'])
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ product_name: 'Playmat oficial', unit_price: 4000 });
  });

  it("keeps the store's offer count: an ad on sale counts, back in analysis or sold out it does not", async () => {
    const offers = async () =>
      (
        await t.db
          .selectFrom('stores')
          .select('offers_count')
          .where('id', '=', seller.storeId)
          .executeTakeFirstOrThrow()
      ).offers_count;
    const ad = await createAd(t, seller, { price: 40, quantity: 1 });
    expect(await offers()).toBe(0);
    await approve(t, admin.token, ad.id);
    expect(await offers()).toBe(1);
    expect((await upload(ad.id, png(120, 120))).json().result.status).toBe('analysis');
    expect(await offers()).toBe(0);
    await approve(t, admin.token, ad.id);
    expect(await offers()).toBe(1);

    const buyer = await makeBuyer(t);
    const added = await addAd(buyer.token, ad.id);
    expect(added.statusCode).toBe(200);
    const placed = await payByCard(buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    // The checkout lowered the count by the one listing it emptied, as a full recount would.
    expect(await offers()).toBe(0);
  });

  it('a paused or trashed ad cannot be added', async () => {
    const ad = await createAd(t, seller);
    await approve(t, admin.token, ad.id);
    await post(t, 'change-status', seller.token, { id: ad.id, status: 'paused' });
    const buyer = await makeBuyer(t);
    const res = await addAd(buyer.token, ad.id);
    expect(res.statusCode).toBe(422);
    const missing = await addAd(buyer.token, 99999);
    expect(missing.statusCode).toBe(422);
  });

  it('keeps the hidden product behind an ad out of the sitemap', async () => {
    const ad = await createAd(t, seller);
    await approve(t, admin.token, ad.id);
    const row = await t.db
      .selectFrom('store_listings')
      .innerJoin('ads', 'ads.listing_id', 'store_listings.id')
      .select('store_listings.product_id')
      .where('ads.id', '=', ad.id)
      .executeTakeFirstOrThrow();
    const res = await t.request('GET', '/sitemap.xml', { headers: { accept: 'application/xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(`/product/${row.product_id}<`);
  });

  it("refuses the store's stock calls on an ad's listing: it changes only through the ad", async () => {
    const ad = await createAd(t, seller);
    await approve(t, admin.token, ad.id);
    const listing = await t.db
      .selectFrom('store_listings')
      .innerJoin('ads', 'ads.listing_id', 'store_listings.id')
      .select(['store_listings.id', 'store_listings.product_id', 'store_listings.price'])
      .where('ads.id', '=', ad.id)
      .executeTakeFirstOrThrow();
    const body = { store_id: seller.storeId, condition: 'used', language: 'en', quantity: 9, price: '1,00' };
    for (const extra of [
      { product_id: listing.product_id },
      { id: listing.id, product_id: listing.product_id },
    ]) {
      const res = await t.request('POST', '/v1/product-store-save/', {
        token: seller.token,
        body: { ...body, ...extra },
      });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('anúncio classificado');
    }
    const after = await t.db
      .selectFrom('store_listings')
      .select('price')
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(after.price).toBe(listing.price);
  });
});
