import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHostsOf } from '../../server/config.ts';
import { parseHost } from '../../server/http/support/origin.ts';
import { createTestApp, registerUser, type TestApp } from './support/testApp.ts';

/**
 * The origin of links (docs/security.md, "Input and origin"): e-mails are built on APP_URL whatever
 * the request's Host; pages keep the origin the visitor used only on an allowed host; a Host or
 * X-Forwarded-Host that is not a host answers 400.
 */

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp({
    ssr: false,
    appUrl: 'https://mercado.example',
    allowedHosts: ['mercado.example'],
  });
  ({ email } = await registerUser(t));
});
afterAll(() => t.close());

const lastMail = async (to: string) =>
  (
    await t.db
      .selectFrom('outbox_mails')
      .select('text')
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).text;

const pageOrigin = (body: string) => /"url":"([^"]+)"/.exec(body)?.[1]?.replace(/\\\//g, '/');

describe('e-mail links', () => {
  it('POST /token with Host: evil.example mails a link on APP_URL', async () => {
    const res = await t.request('POST', '/token', { body: { email }, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    const text = await lastMail(email);
    expect(text).toContain('https://mercado.example/validateEmail?token=');
    expect(text).not.toContain('evil.example');
  });

  it('a forged X-Forwarded-Host from a trusted proxy does not reach the mail either', async () => {
    const res = await t.request('POST', '/token', {
      body: { email },
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastMail(email)).toContain('https://mercado.example/validateEmail?token=');
  });
});

describe('page links', () => {
  it('an allowed host keeps the origin the visitor used', async () => {
    const res = await t.request('GET', '/ranking', {
      headers: { host: 'mercado.example:8443', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(pageOrigin(res.body)).toBe('http://mercado.example:8443');
  });

  it('a host not allowed gets APP_URL, in the links and in the policy', async () => {
    const res = await t.request('GET', '/ranking', {
      headers: { host: 'evil.example', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(pageOrigin(res.body)).toBe('https://mercado.example');
    expect(res.body).not.toContain('evil.example');
    expect(String(res.headers['content-security-policy'])).not.toContain('evil.example');
    const robots = await t.request('GET', '/robots.txt', { headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://mercado.example/sitemap.xml');
  });
});

describe('malformed hosts', () => {
  const cases: Record<string, string>[] = [
    { host: 'evil.example:99999' },
    { host: 'evil.example:0' },
    { host: 'a b' },
    { host: 'evil.example/path' },
    { host: 'user@evil.example' },
    { 'x-forwarded-host': 'evil:99999' },
    { 'x-forwarded-host': 'evil.example, a b' },
    { 'x-forwarded-proto': 'javascript' },
  ];
  for (const headers of cases) {
    it(`${JSON.stringify(headers)} answers 400 on a page, the API and a form post`, async () => {
      for (const [method, url] of [
        ['GET', '/'],
        ['GET', '/v1/states'],
        ['POST', '/token'],
      ]) {
        const res = await t.request(method, url, {
          headers,
          body: method === 'POST' ? { email } : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().message).toBe('O endereço do site na requisição é inválido.');
      }
    });
  }

  it('parseHost takes names, addresses and ports in range only', () => {
    expect(parseHost('Mercado.Example:443')).toEqual({ name: 'mercado.example', port: 443 });
    expect(parseHost('127.0.0.1')).toEqual({ name: '127.0.0.1', port: null });
    expect(parseHost('[::1]:8000')).toEqual({ name: '[::1]', port: 8000 });
    for (const bad of ['', ':80', 'a_b.example', 'x:65536', 'x:-1', 'x:', '[::1', 'a..b'])
      expect(parseHost(bad), bad).toBeNull();
  });
});

describe('the allowed hosts by default', () => {
  it('outside production: APP_URL, localhost and the loopback addresses', () => {
    const dev = allowedHostsOf({ APP_URL: 'https://loja.example' });
    expect(dev).toEqual(expect.arrayContaining(['loja.example', 'localhost', '127.0.0.1', '[::1]']));
  });

  it('in production: APP_URL and APP_HOSTS only', () => {
    const env = { NODE_ENV: 'production', APP_URL: 'https://loja.example', APP_HOSTS: 'www.loja.example' };
    expect(allowedHostsOf(env).sort()).toEqual(['loja.example', 'www.loja.example']);
  });

  it('in the demo mode (production with SANDBOX=true, as npm start on a fresh clone): the local names too', () => {
    const demo = allowedHostsOf({
      NODE_ENV: 'production',
      SANDBOX: 'true',
      APP_URL: 'http://localhost:8000',
    });
    expect(demo).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '[::1]']));
  });
});
