import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/inertia/assets.ts';
import { loadRouteTable } from '../../server/inertia/pages.ts';
import { inertiaPlugin } from '../../server/inertia/plugin.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

/** A fake project root with its own build, so the asset version is known and can change. */
function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'inertia-'));
  const real = resolve(__dirname, '../..');
  mkdirSync(join(root, 'routes'));
  mkdirSync(join(root, 'resources/views'), { recursive: true });
  mkdirSync(join(root, 'public/build/assets'), { recursive: true });
  copyFileSync(join(real, 'routes/pages.json'), join(root, 'routes/pages.json'));
  copyFileSync(join(real, 'resources/views/app.blade.php'), join(root, 'resources/views/app.blade.php'));
  writeManifest(root, 'app-1111.js');
  return root;
}

function writeManifest(root: string, file: string) {
  writeFileSync(
    join(root, 'public/build/manifest.json'),
    JSON.stringify({
      'resources/js/app.tsx': {
        file: `assets/${file}`,
        isEntry: true,
        css: ['assets/app-aaaa.css'],
        imports: ['_vendor.js'],
      },
      '_vendor.js': { file: 'assets/vendor-2222.js', css: ['assets/vendor-bbbb.css'] },
    }),
  );
  writeFileSync(join(root, `public/build/assets/${file}`), 'console.log("app")');
}

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = fakeRoot();
  t = await createTestApp({ root });
});
afterAll(async () => {
  await t.close();
});

const inertiaHeaders = (version?: string, extra: Record<string, string> = {}) => ({
  'x-inertia': 'true',
  ...(version ? { 'x-inertia-version': version } : {}),
  ...extra,
});

describe('first visit', () => {
  it('renders the Blade root view with the page object, Ziggy and the built assets', async () => {
    const res = await t.request('GET', '/filter-products/dragao/1', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache, private');
    expect(res.headers.vary).toMatch(/X-Inertia/);
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR">');
    const json =
      /<script data-page="app" type="application\/json">(.*?)<\/script><div id="app"><\/div>/s.exec(
        html,
      )?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</');
    const page = JSON.parse(json as string);
    expect(page).toMatchObject({
      component: 'Product/Filter',
      url: '/filter-products/dragao/1',
      props: {
        search: 'dragao',
        category_id: '1',
        errors: {},
        route: { name: 'filter-products', guard: 'none' },
      },
    });
    expect(page.version).toBe(loadAssets(root).version);
    expect(html).toContain('const Ziggy = {');
    expect(html).toContain('<link rel="stylesheet" href="/build/assets/app-aaaa.css" />');
    expect(html).toContain('<link rel="stylesheet" href="/build/assets/vendor-bbbb.css" />');
    expect(html).toContain('<link rel="modulepreload" href="/build/assets/vendor-2222.js" />');
    expect(html).toContain('<script type="module" src="/build/assets/app-1111.js"></script>');
    expect(html).not.toMatch(/@(vite|inertia|routes)/);
  });

  it('sets the XSRF-TOKEN cookie on page responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('renews the XSRF-TOKEN cookie on every page response, keeping the token a tab holds', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const token = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const again = await t.app.inject({ method: 'GET', url: '/ranking', cookies: { 'XSRF-TOKEN': token } });
    const renewed = again.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(renewed?.value).toBe(token);
    expect(renewed?.maxAge).toBeGreaterThan(0);
  });

  it('escapes / in the page JSON so a prop cannot close the script element', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/filter-products/%3C%2Fscript%3E' });
    expect(res.body).toContain('<\\/script>');
    expect(res.body.match(/<\/script>/g)?.length).toBe(res.body.match(/<script/g)?.length);
  });

  it('answers the not-found screen with 404 for a path no route matches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/a/b/c/d/e' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('"component":"Errors\\/NotFound"');
  });
});

describe('Inertia requests', () => {
  it('get the JSON page object with X-Inertia and Vary', async () => {
    const version = loadAssets(root).version;
    const res = await t.app.inject({
      method: 'GET',
      url: '/filter-products/dragao?page=2',
      headers: inertiaHeaders(version),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-inertia']).toBe('true');
    expect(String(res.headers.vary).split(', ')).toContain('X-Inertia');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const page = res.json();
    expect(page).toMatchObject({
      component: 'Product/Filter',
      url: '/filter-products/dragao?page=2',
      version,
      clearHistory: false,
      encryptHistory: false,
      props: { search: 'dragao', errors: {}, appName: expect.any(String), locale: 'pt_BR', auth: null },
    });
    expect(page.props.realtime).toMatchObject({ wsPort: 6001, key: expect.any(String) });
  });

  it('a stale asset version gets 409 with X-Inertia-Location', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ranking',
      headers: inertiaHeaders('old-version'),
    });
    expect(res.statusCode).toBe(409);
    // A path: the full load stays on the origin the visitor used.
    expect(res.headers['x-inertia-location']).toBe('/ranking');
  });

  it('a new build changes the version', async () => {
    const before = loadAssets(root).version;
    writeManifest(root, 'app-3333.js');
    const after = loadAssets(root).version;
    expect(after).not.toBe(before);
    const res = await t.app.inject({ method: 'GET', url: '/', headers: inertiaHeaders(before) });
    expect(res.statusCode).toBe(409);
  });

  it('partial reloads keep only the asked props, and always errors', async () => {
    const version = loadAssets(root).version;
    const res = await t.app.inject({
      method: 'GET',
      url: '/filter-products/x',
      headers: inertiaHeaders(version, {
        'x-inertia-partial-component': 'Product/Filter',
        'x-inertia-partial-data': 'search,locale',
      }),
    });
    expect(Object.keys(res.json().props).sort()).toEqual(['errors', 'locale', 'search']);
  });

  it('partial reloads drop the excepted props', async () => {
    const version = loadAssets(root).version;
    const res = await t.app.inject({
      method: 'GET',
      url: '/filter-products/x',
      headers: inertiaHeaders(version, {
        'x-inertia-partial-component': 'Product/Filter',
        'x-inertia-partial-except': 'realtime,search',
      }),
    });
    const keys = Object.keys(res.json().props);
    expect(keys).not.toContain('realtime');
    expect(keys).not.toContain('search');
    expect(keys).toContain('errors');
  });

  it('a partial reload for another component gets every prop', async () => {
    const version = loadAssets(root).version;
    const res = await t.app.inject({
      method: 'GET',
      url: '/filter-products/x',
      headers: inertiaHeaders(version, {
        'x-inertia-partial-component': 'Other/Page',
        'x-inertia-partial-data': 'id',
      }),
    });
    expect(res.json().props).toHaveProperty('realtime');
  });
});

describe('redirects after PUT/PATCH/DELETE', () => {
  it('turn 302 into 303 for Inertia requests', async () => {
    const app = Fastify();
    await app.register(inertiaPlugin, { config: t.config, routes: loadRouteTable(root) });
    app.route({
      method: ['PUT', 'PATCH', 'DELETE', 'POST'],
      url: '/x',
      handler: async (_req, reply) => reply.redirect('/', 302),
    });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/x', headers: { 'x-inertia': 'true' } });
      expect(res.statusCode).toBe(303);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/x', headers: { 'x-inertia': 'true' } })).statusCode,
    ).toBe(302);
    expect((await app.inject({ method: 'PUT', url: '/x' })).statusCode).toBe(302);
    await app.close();
  });
});

describe('assets', () => {
  it('serves built files with long-lived immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/build/assets/app-1111.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('never lets the manifest be cached: it keeps its name from build to build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/build/manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/build/assets/nao-existe-1111.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('compresses responses with brotli or gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="app"');
    const gz = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="app"');
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="app"');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
  });

  it('emits the dev server client, React refresh preamble and dev entry when public/hot exists', () => {
    const hotRoot = fakeRoot();
    writeFileSync(join(hotRoot, 'public/hot'), 'http://localhost:5173');
    const assets = loadAssets(hotRoot);
    expect(assets.tags(['resources/js/app.tsx'])).toContain(
      '<script type="module" src="http://localhost:5173/@vite/client"></script>',
    );
    expect(assets.tags(['resources/js/app.tsx'])).toContain(
      'src="http://localhost:5173/resources/js/app.tsx"',
    );
    expect(assets.reactRefresh('n0nce')).toContain('http://localhost:5173/@react-refresh');
    expect(assets.reactRefresh('n0nce')).toContain('nonce="n0nce"');
  });
});
