import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf } from '../../server/http/support/securityHeaders.ts';
import { sameToken, XSRF_COOKIE } from '../../server/http/support/xsrf.ts';
import { createTestApp, registerUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ssr: false, wsPort: 6123 });
});
afterAll(() => t.close());

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const nonceIn = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('security headers', () => {
  it('a page gets a CSP whose nonce is the one on its inline script', async () => {
    const res = await t.request('GET', '/collection/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(COMMON);
    const policy = String(res.headers['content-security-policy']);
    const nonce = nonceIn(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Styles keep inline attributes (no nonce there, which would switch them off).
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
    // The realtime server, on its own port, on the host the visitor used.
    expect(policy).toMatch(/connect-src 'self' ws:\/\/localhost:\d+ wss:\/\/localhost:\d+/);
    // Every executable inline script carries that nonce; data blocks (the page object) need none.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    const inline = scripts.filter(
      (attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    // Plain http: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('each page load gets a nonce of its own', async () => {
    const nonceOf = async () => nonceIn((await t.request('GET', '/')).headers['content-security-policy']);
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('API answers and Inertia visits carry the same headers and a policy that allows nothing', async () => {
    for (const res of [
      await t.request('GET', '/v1/states'),
      await t.request('GET', '/collection/list', { headers: { 'x-inertia': 'true' } }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers).toMatchObject({
        ...COMMON,
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      });
    }
  });

  it('a cross-origin CEP lookup is an allowed connection; a same-origin one adds nothing', () => {
    expect(originOf('https://viacep.com.br/ws/{cep}/json/')).toEqual(['https://viacep.com.br']);
    expect(originOf('/api/cep/{cep}')).toEqual([]);
  });
});

describe('on https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ ssr: false, appUrl: 'https://mercado.example' });
  });
  afterAll(() => secure.close());

  it('HSTS is sent', async () => {
    const res = await secure.request('GET', '/');
    expect(String(res.headers['strict-transport-security'])).toContain('max-age=31536000');
  });

  it('the XSRF-TOKEN cookie is Secure', async () => {
    const res = await secure.request('GET', '/', { xsrf: false });
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });
});

describe('on http', () => {
  it('the XSRF-TOKEN cookie is not Secure (a browser would drop it)', async () => {
    const res = await t.request('GET', '/', { xsrf: false });
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{16,}$/);
    expect(cookie?.secure).toBeFalsy();
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('an authenticated JSON answer and a page are same-origin', async () => {
    const { token } = await registerUser(t);
    const me = await t.request('GET', '/v1/users/current-user', { token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await t.request('GET', '/')).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await t.request('GET', '/v1/states')).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });

  it('a public picture may be shown by other sites', async () => {
    const now = new Date().toISOString();
    const business = await t.db
      .insertInto('businesses')
      .values({
        name: 'M',
        slug: 'm',
        description: '',
        email: 'a@b.c',
        phone: '1',
        url: '/',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('categories')
      .values({
        business_id: business.id,
        name: 'Cartas',
        slug: 'cartas',
        type: 'card',
        position: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.request('GET', `/media/categories/${id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('a malformed XSRF token', () => {
  for (const [cookie, header] of [
    ['%', '%'],
    ['abc%zz', 'abc%zz'],
    ['ok-token-1234567890', '%E0%A4%A'],
    ['%', 'x'],
  ]) {
    it(`cookie ${cookie} / header ${header} answers 419, not 500`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/token',
        payload: { email: 'ninguem@exemplo.com' },
        headers: { accept: 'application/json', 'x-xsrf-token': header },
        cookies: { 'XSRF-TOKEN': cookie },
      });
      // A pair that is the same text is a matching pair (the route answers); any other is 419.
      expect(res.statusCode).toBe(cookie === header ? 200 : 419);
    });
  }

  it('sameToken compares undecodable values as they are', () => {
    expect(sameToken('%', '%')).toBe(true);
    expect(sameToken('abc%zz', 'abc%zy')).toBe(false);
    expect(sameToken('a%2Bb', 'a+b')).toBe(true);
  });
});
