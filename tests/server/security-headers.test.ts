import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPolicy, originOf } from '../../server/http/support/securityHeaders.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ssr: false });
});
afterAll(() => t.close());

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  it('a page gets a CSP whose nonce is the one on its only inline script', async () => {
    const res = await t.request('GET', '/collection/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(COMMON);
    const policy = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Every executable inline script carries that nonce; data blocks (the page object) need none.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    const inline = scripts.filter(
      (attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it('each page load gets a nonce of its own', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(String((await t.request('GET', '/')).headers['content-security-policy']))?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('API answers carry the common headers but no page policy', async () => {
    const res = await t.request('GET', '/v1/states');
    expect(res.headers).toMatchObject(COMMON);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('the realtime server is an allowed connection, on its own port', () => {
    const policy = contentPolicy({
      nonce: 'abc',
      connectOrigins: [
        'ws://example.test:6001',
        'wss://example.test:6001',
        ...originOf('https://viacep.com.br/ws/{cep}/json/'),
      ],
    });
    expect(policy).toContain(
      "connect-src 'self' ws://example.test:6001 wss://example.test:6001 https://viacep.com.br",
    );
    expect(originOf('/api/cep/{cep}')).toEqual([]);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
  });
});
