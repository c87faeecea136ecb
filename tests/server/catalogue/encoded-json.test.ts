import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../../../server/http/support/encodedJson.ts';
import { addListings, B, createCatalogueApp, inertiaVisits, makeProduct, makeStores } from './support.ts';

/**
 * Cached list answers are serialized and compressed once and sent as those bytes
 * (server/http/support/encodedJson.ts): every encoding decodes to the same answer, a kept answer is
 * sent as the same bytes, and a listing change still shows in the next request.
 */

let t: Awaited<ReturnType<typeof createCatalogueApp>>;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => {
  await t.close();
});

const LIST = { type: 'card', per_page: 24 };

const list = (encoding?: string, extra: Record<string, string> = {}) =>
  t.request('POST', `${B}/products/paginate`, {
    body: LIST,
    headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...extra },
  });

function decoded(res: Awaited<ReturnType<typeof list>>): unknown {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? gunzipSync(raw).toString()
        : raw.toString();
  return JSON.parse(text);
}

describe('cached JSON answers sent as encoded bytes', () => {
  it('brotli, gzip or none as the client asks, each the same answer as JSON', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = plain.json();
    expect(answer.data).toHaveLength(24);
    for (const [asked, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['*', 'br'],
    ] as const) {
      const res = await list(asked);
      expect(res.headers['content-encoding'], asked).toBe(sent);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decoded(res), asked).toEqual(answer);
    }
    expect((await list('br', { 'x-no-compression': '1' })).headers['content-encoding']).toBeUndefined();
  });

  it('a kept answer goes out as the same bytes; a listing change is in the next request', async () => {
    const first = await list('br');
    const again = await list('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const top = (decoded(first) as { data: { code: number; price: number | null }[] }).data[0];
    const stores = await makeStores(t);
    await addListings(t, top.code, [{ storeId: stores.sp, price: 0.5 }]);
    const after = decoded(await list('br')) as { data: { code: number; price: number | null }[] };
    expect(after.data[0]).toMatchObject({ code: top.code, price: 0.5 });
  });

  it('an Inertia page object sent again with the same text goes out as the same bytes', async () => {
    const visit = await inertiaVisits(t);
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await visit('/product/list?language=BR', br);
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary).split(', ')).toEqual(['X-Inertia', 'Accept-Encoding']);
    const page = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    expect(page.component).toBe('Product/List');
    expect(page.props.products.data).toHaveLength(24);
    const again = await visit('/product/list?language=BR', br);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another list is another text.
    const other = await visit('/product/list?language=EN', br);
    expect(JSON.parse(brotliDecompressSync(other.rawPayload).toString()).url).toBe(
      '/product/list?language=EN',
    );
  });

  it('small answers are not compressed (as the compression plugin)', async () => {
    const id = await makeProduct(t, { name: 'Zzyzx Unica' });
    const stores = await makeStores(t);
    await addListings(t, id, [{ storeId: stores.rj, price: 3 }]);
    const res = await t.request('GET', `${B}/search-suggestions`, {
      query: { q: 'zzyzx' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().result.map((s: { name: string }) => s.name)).toContain('Zzyzx Unica');
  });

  it('reads Accept-Encoding with weights and wildcards', () => {
    expect(acceptedEncoding(undefined)).toBe('identity');
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('deflate, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0')).toBe('identity');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding(['gzip', 'br'])).toBe('br');
  });
});
