import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from '../../../server/domain/stores/media.ts';
import { NOT_A_PICTURE } from '../../../server/domain/stores/reencode.ts';
import { createCatalogueApp, inertiaVisits } from '../catalogue/support.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

/** A real PNG of that size (pngjs), each one different so its content hash is too. */
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

/** The first bytes of a baseline JPEG: SOI, an APP0 segment, then SOF0 with height and width. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0,
  ];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...new Array(20).fill(0)]);
}

/** A WebP header of each kind the sniffer reads. */
function webpHeader(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(32, 4);
  b.write('WEBP', 8, 'latin1');
  b.write(kind, 12, 'latin1');
  if (kind === 'VP8 ') {
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(width, 26);
    b.writeUInt16LE(height, 28);
  } else if (kind === 'VP8L') {
    b[20] = 0x2f;
    b.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  } else {
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  }
  return b;
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(document.cookie)</script></svg>',
);

let t: TestApp;
let dir: string;
let seller: { token: string; id: number };
let stranger: { token: string };
let storeId: number;

const upload = (
  kind: string,
  body: Buffer,
  type = 'image/png',
  token: string | null = seller.token,
  xsrf = true,
) =>
  t.request('POST', `/v1/store-media/${storeId}/${kind}`, {
    token,
    xsrf,
    body,
    headers: { 'content-type': type },
  });

const storeRow = () =>
  t.db
    .selectFrom('stores')
    .select(['logo_url', 'banner_url', 'slug'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'store-media-'));
  process.env.STORE_MEDIA_DIR = dir;
  const app = await createCatalogueApp({ seller: true });
  t = app;
  seller = app.seller as { token: string; id: number };
  stranger = await registerUser(t);
  storeId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('owner_user_id', '=', seller.id)
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await t.close();
  delete process.env.STORE_MEDIA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

describe('sniffImage reads the type and size from the header bytes', () => {
  it('PNG, JPEG and the three WebP kinds; anything else is not an image', () => {
    expect(sniffImage(png(120, 80))).toEqual({ type: 'png', width: 120, height: 80 });
    expect(sniffImage(jpegHeader(1024, 300))).toEqual({ type: 'jpeg', width: 1024, height: 300 });
    expect(sniffImage(webpHeader('VP8 ', 700, 200))).toEqual({ type: 'webp', width: 700, height: 200 });
    expect(sniffImage(webpHeader('VP8L', 64, 65))).toEqual({ type: 'webp', width: 64, height: 65 });
    expect(sniffImage(webpHeader('VP8X', 3000, 900))).toEqual({ type: 'webp', width: 3000, height: 900 });
    expect(sniffImage(SVG)).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a....'))).toBeNull();
  });
});

describe('POST /v1/store-media/{store_id}/{logo|banner}', () => {
  it('stores a PNG logo under its content hash, points the store at it, and serves it', async () => {
    const bytes = png(128, 128);
    const res = await upload('logo', bytes);
    expect(res.statusCode).toBe(200);
    // Stored as decoded and encoded again: the name is the hash of the stored bytes, the pixels are the upload's.
    const url = String(res.json().result.url);
    const hash = /([a-f0-9]{64})\.png$/.exec(url)?.[1] ?? '';
    const stored = readFileSync(join(dir, `${hash}.png`));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(hash);
    expect(PNG.sync.read(stored).data.equals(PNG.sync.read(bytes).data)).toBe(true);
    expect(res.json()).toMatchObject({ message: 'Salvo com sucesso', result: { kind: 'logo', url } });
    expect(res.json().result.settings.logo).toBe(url);
    expect((await storeRow()).logo_url).toBe(url);
    expect(existsSync(join(dir, `${hash}.png`))).toBe(true);

    const served = await t.request('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(stored)).toBe(true);

    // The public store page shows it on the next request.
    const visit = await inertiaVisits(t);
    const page = (await visit(`/${(await storeRow()).slug}`)).json();
    expect(page.props.store.logo).toBe(url);
  });

  it('takes a banner of at least 600×150, as PNG or as a WebP', async () => {
    const res = await upload('banner', png(800, 200));
    expect(res.statusCode).toBe(200);
    expect((await storeRow()).banner_url).toBe(res.json().result.url);
    const real = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#3366aa' } })
      .webp()
      .toBuffer();
    const webp = await upload('banner', real, 'image/webp');
    expect(webp.statusCode).toBe(200);
    expect(webp.json().result.url).toMatch(/^\/media\/uploads\/stores\/[a-f0-9]{64}\.webp$/);
  });

  it('keeps only the picture: a PNG with an HTML page appended is stored without it', async () => {
    const picture = png(128, 128);
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const res = await upload('logo', Buffer.concat([picture, html]));
    expect(res.statusCode).toBe(200);
    const name = String(res.json().result.url).split('/').pop() ?? '';
    const stored = readFileSync(join(dir, name));
    expect(stored.includes('<html')).toBe(false);
    expect(stored.includes('<script')).toBe(false);
    expect(PNG.sync.read(stored).data.equals(PNG.sync.read(picture).data)).toBe(true);
    const served = await t.request('GET', String(res.json().result.url));
    expect(served.rawPayload.includes('<script')).toBe(false);
  });

  it('refuses a file whose header looks like a picture but does not decode (422, in Portuguese)', async () => {
    const before = await storeRow();
    const broken = png(128, 128).subarray(0, 60);
    for (const [body, type] of [
      [jpegHeader(200, 200), 'image/jpeg'],
      [webpHeader('VP8X', 1200, 300), 'image/webp'],
      [Buffer.concat([broken, Buffer.alloc(200)]), 'image/png'],
    ] as const) {
      const res = await upload('logo', body, type);
      expect(res.statusCode, type).toBe(422);
      expect(res.json().errors.file).toEqual([NOT_A_PICTURE]);
    }
    expect((await storeRow()).logo_url).toBe(before.logo_url);
  });

  it('refuses a 5 MB logo with the size message, and the logo stays', async () => {
    const before = await storeRow();
    const big = Buffer.concat([png(100, 100), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('logo', big);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['A imagem deve ter no máximo 1 MB.']);
    expect(res.json().message).toBe('A imagem deve ter no máximo 1 MB.');
    expect((await storeRow()).logo_url).toBe(before.logo_url);
    const banner = await upload('banner', Buffer.concat([png(800, 200), Buffer.alloc(3 * 1024 * 1024)]));
    expect(banner.statusCode).toBe(422);
    expect(banner.json().errors.file).toEqual(['A imagem deve ter no máximo 3 MB.']);
  });

  it('refuses an SVG with script however it is labelled, and any non-image', async () => {
    const before = await storeRow();
    for (const type of ['image/svg+xml', 'image/png', 'application/octet-stream']) {
      const res = await upload('logo', SVG, type);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(['Envie uma imagem PNG, JPEG ou WebP.']);
    }
    const json = await t.request('POST', `/v1/store-media/${storeId}/logo`, {
      token: seller.token,
      body: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const empty = await upload('logo', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect((await storeRow()).logo_url).toBe(before.logo_url);
  });

  it('refuses pictures below the minimum size', async () => {
    const small = await upload('logo', png(32, 32));
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.file).toEqual(['A imagem deve ter pelo menos 64×64 pixels.']);
    const narrow = await upload('banner', png(500, 200));
    expect(narrow.statusCode).toBe(422);
    expect(narrow.json().errors.file).toEqual(['A imagem deve ter pelo menos 600×150 pixels.']);
  });

  it('401, 403, 404 (unknown store or kind) and 419, before the body is looked at', async () => {
    const before = await storeRow();
    const bytes = png(100, 100);
    expect((await upload('logo', bytes, 'image/png', null)).statusCode).toBe(401);
    const forbidden = await upload('logo', bytes, 'image/png', stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem acesso a esta loja.');
    // Even a body far over the limit gets the 403, not a size answer.
    expect(
      (await upload('logo', Buffer.alloc(2 * 1024 * 1024), 'image/png', stranger.token)).statusCode,
    ).toBe(403);
    expect((await upload('logo', bytes, 'image/png', seller.token, false)).statusCode).toBe(419);
    const unknown = await t.request('POST', '/v1/store-media/999999/logo', {
      token: seller.token,
      body: bytes,
      headers: { 'content-type': 'image/png' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await upload('avatar', bytes)).statusCode).toBe(404);
    expect(await storeRow()).toEqual(before);
  });
});

describe('GET /media/uploads/stores/{file}', () => {
  it('404 for an unknown file or a name of any other shape', async () => {
    expect((await t.request('GET', `/media/uploads/stores/${'a'.repeat(64)}.png`)).statusCode).toBe(404);
    expect((await t.request('GET', '/media/uploads/stores/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await t.request('GET', '/media/uploads/stores/logo.svg')).statusCode).toBe(404);
  });
});
