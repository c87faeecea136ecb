import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/index.ts';
import {
  CURRENT_PASSWORD_RULE,
  LOGIN_RULE,
  MAIL_FROM_IP_RULE,
  MAIL_TO_ADDRESS_RULE,
  UPLOAD_IMAGES_RULE,
} from '../../server/domain/auth/throttle.ts';
import { LOGIN_BROWSER_COOKIE, SESSION_COOKIE } from '../../server/http/support/sessionCookie.ts';
import { makeStore } from './cart/fixtures.ts';
import { createTestApp, registerUser, sessionTokenOf, type TestApp, XSRF } from './support/testApp.ts';
import { attachment, pngBytes } from './support-content/fixtures.ts';

/**
 * Sessions and throttles (docs/security.md, "Sessions and throttles"): every throttle is counted in
 * the database with one statement, so parallel requests, and several hosts on one database, cannot
 * pass it together; a password change ends the other sessions; the `?token=` login takes a one-time
 * code bound to the browser that asked for it; the session token is never in a JSON body.
 */

let t: TestApp;
let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sessions-'));
  process.env.STORE_MEDIA_DIR = dir;
  t = await createTestApp({}, { sqliteFile: join(dir, 'db.sqlite') });
});
afterEach(async () => {
  await t.close();
  delete process.env.STORE_MEDIA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

const count = (answers: LightMyRequestResponse[], status: number) =>
  answers.filter((a) => a.statusCode === status).length;

const sessionCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE);

/** A request as a browser sends it: the XSRF pair plus the browser's own cookies. */
const asBrowser = (
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  cookies: Record<string, string> = {},
  app = t.app,
) =>
  app.inject({
    method,
    url,
    payload: body as object,
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': XSRF },
    cookies: { 'XSRF-TOKEN': XSRF, ...cookies },
  });

const mailsTo = (email: string) =>
  t.db
    .selectFrom('outbox_mails')
    .select(['subject', 'text'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

describe('the login throttle holds under concurrency (finding 5)', () => {
  it(`30 parallel wrong passwords for one account: ${LOGIN_RULE.max} are checked, the rest get 429`, async () => {
    const { email, password } = await registerUser(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.request('POST', '/login', { body: { email, password: 'errada123' } }),
      ),
    );
    expect(count(answers, 422)).toBe(LOGIN_RULE.max);
    expect(count(answers, 429)).toBe(30 - LOGIN_RULE.max);
    const refused = answers.find((a) => a.statusCode === 429) as LightMyRequestResponse;
    expect(refused.json().message).toMatch(
      /^Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_RULE.windowSeconds);

    // Even the right password is not checked until the window ends …
    expect((await t.request('POST', '/login', { body: { email, password } })).statusCode).toBe(429);
    // … and then it is (the window's end moved into the past, as time would).
    await t.db
      .updateTable('throttles')
      .set({ reset_at: Date.now() - 1 })
      .execute();
    expect((await t.request('POST', '/login', { body: { email, password } })).statusCode).toBe(200);
  });

  it('is shared by two hosts on one database', async () => {
    const { email } = await registerUser(t);
    const second = openDatabase(t.database);
    const other = await buildApp({ config: t.config, database: second });
    await other.ready();
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          asBrowser('POST', '/login', { email, password: 'errada123' }, {}, i % 2 ? other : t.app),
        ),
      );
      expect(count(answers, 422)).toBe(LOGIN_RULE.max);
      expect(count(answers, 429)).toBe(20 - LOGIN_RULE.max);
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('a successful login starts the count again; another address has its own count', async () => {
    const { email, password } = await registerUser(t);
    for (let i = 0; i < LOGIN_RULE.max - 1; i++)
      expect((await t.request('POST', '/login', { body: { email, password: 'x' } })).statusCode).toBe(422);
    expect((await t.request('POST', '/login', { body: { email, password } })).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_RULE.max; i++)
      expect((await t.request('POST', '/login', { body: { email, password: 'x' } })).statusCode).toBe(422);
    expect((await t.request('POST', '/login', { body: { email, password } })).statusCode).toBe(429);
    const elsewhere = await t.request('POST', '/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': '10.9.8.7' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('current_password checks (finding 9)', () => {
  const change = (token: string, current: string, next = 'novasenha1') =>
    t.request('POST', '/v1/update-client', {
      token,
      body: {
        name: 'M',
        last_name: 'S',
        current_password: current,
        password: next,
        password_confirmation: next,
      },
    });

  it(`40 wrong current passwords in a row: ${CURRENT_PASSWORD_RULE.max} are checked, the rest get 429`, async () => {
    const { token, email, password } = await registerUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await change(token, `errada${i}`)).statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(CURRENT_PASSWORD_RULE.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - CURRENT_PASSWORD_RULE.max);
    const refused = await change(token, password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Muitas tentativas com a senha atual\. Tente novamente em \d+ minutos\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    // Nothing changed: the old password still logs in.
    expect((await t.request('POST', '/login', { body: { email, password } })).statusCode).toBe(200);
  });

  it('30 parallel wrong current passwords: at most the limit are checked', async () => {
    const { token } = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(token, `errada${i}`)));
    expect(count(answers, 422)).toBe(CURRENT_PASSWORD_RULE.max);
    expect(count(answers, 429)).toBe(30 - CURRENT_PASSWORD_RULE.max);
  });

  it('a password change revokes every other session and token of the user, and keeps the current one', async () => {
    const { token: current, email, password } = await registerUser(t);
    const otherBrowser = sessionTokenOf(await t.request('POST', '/login', { body: { email, password } }));
    const apiClient = sessionTokenOf(await t.request('POST', '/login', { body: { email, password } }));
    const someoneElse = await registerUser(t);
    for (const token of [otherBrowser, apiClient])
      expect((await t.request('GET', '/v1/users/current-user', { token })).statusCode).toBe(200);

    expect((await change(current, password)).statusCode).toBe(200);

    expect((await t.request('GET', '/v1/users/current-user', { token: current })).statusCode).toBe(200);
    for (const token of [otherBrowser, apiClient])
      expect((await t.request('GET', '/v1/users/current-user', { token })).statusCode).toBe(401);
    // The other sessions are gone for the pages too (they read the cookie).
    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/users/current-user',
      cookies: { [SESSION_COOKIE]: otherBrowser },
    });
    expect(page.statusCode).toBe(401);
    // Another user's session is untouched.
    const theirs = await t.request('GET', '/v1/users/current-user', { token: someoneElse.token });
    expect(theirs.statusCode).toBe(200);
  });

  it('a profile change without a new password revokes nothing', async () => {
    const { token, email, password } = await registerUser(t);
    const other = sessionTokenOf(await t.request('POST', '/login', { body: { email, password } }));
    const res = await t.request('POST', '/v1/update-client', {
      token,
      body: { name: 'Nova', last_name: 'S' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request('GET', '/v1/users/current-user', { token: other })).statusCode).toBe(200);
  });
});

describe('mails per address and per client (finding 12)', () => {
  it(`20 POST /token for one address in a row: ${MAIL_TO_ADDRESS_RULE.max} mails, the rest 429`, async () => {
    const { email } = await registerUser(t);
    const before = (await mailsTo(email)).length;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await t.request('POST', '/token', { body: { email } })).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAIL_TO_ADDRESS_RULE.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAIL_TO_ADDRESS_RULE.max);
    expect((await mailsTo(email)).length - before).toBe(MAIL_TO_ADDRESS_RULE.max);
    const refused = await t.request('POST', '/token', { body: { email } });
    expect(refused.json().message).toMatch(/^Muitos e-mails pedidos\. Tente novamente em \d+ minutos\.$/);
  });

  it('parallel requests cannot pass it together, and an unknown address is counted the same (no account is revealed)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request('POST', '/token', { body: { email: 'ninguem@example.com' } }),
      ),
    );
    expect(count(answers, 200)).toBe(MAIL_TO_ADDRESS_RULE.max);
    expect(count(answers, 429)).toBe(12 - MAIL_TO_ADDRESS_RULE.max);
  });

  it(`one client address may ask for ${MAIL_FROM_IP_RULE.max} mails an hour, whatever the addresses`, async () => {
    const headers = { 'x-forwarded-for': '10.0.0.42' };
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_FROM_IP_RULE.max; i++) {
      const res = await t.request('POST', '/token', { body: { email: `alvo${i}@example.com` }, headers });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, MAIL_FROM_IP_RULE.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('upload volume per user (finding 12)', () => {
  // Just under 2 MiB with the 4×4 picture in front of the padding: five fit in the day's 10 MiB.
  const twoMiB = attachment(pngBytes(2 * 1024 * 1024 - 200));
  const ticket = (token: string, storeId: number) =>
    t.request('POST', '/v1/tickets', {
      token,
      body: {
        store_id: storeId,
        subject: 'Anexos',
        category: 'payment',
        message: 'Segue o comprovante do pagamento.',
        attachment: twoMiB,
      },
    });

  it('10 tickets with a 2 MiB attachment each: 10 MiB a day are taken, the rest refused with 429', async () => {
    const seller = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: seller.id });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await ticket(seller.token, storeId)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = await ticket(seller.token, storeId);
    expect(refused.json().message).toMatch(/^Você atingiu o limite de 10 MB de arquivos enviados por dia\./);
    const tickets = await t.db.selectFrom('tickets').select('id').execute();
    expect(tickets).toHaveLength(5);
  });

  it('parallel uploads cannot pass the day’s volume together', async () => {
    const seller = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: seller.id });
    const answers = await Promise.all(Array.from({ length: 8 }, () => ticket(seller.token, storeId)));
    expect(count(answers, 201)).toBe(5);
    expect(count(answers, 429)).toBe(3);
  });

  it('a store logo past the day’s volume of pictures is refused and the store keeps its logo', async () => {
    const seller = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: seller.id });
    const image = new PNG({ width: 128, height: 128 });
    image.data.fill(200);
    const logo = PNG.sync.write(image);
    const upload = () =>
      t.request('POST', `/v1/store-media/${storeId}/logo`, {
        token: seller.token,
        body: logo,
        headers: { 'content-type': 'image/png' },
      });
    expect((await upload()).statusCode).toBe(200);
    await t.db
      .updateTable('throttles')
      .set({ hits: UPLOAD_IMAGES_RULE.max - 10 })
      .where('key', '=', `upload:images:${seller.id}`)
      .execute();
    const before = await t.db
      .selectFrom('stores')
      .select('logo_url')
      .where('id', '=', storeId)
      .executeTakeFirst();
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Você atingiu o limite de 100 MB de arquivos enviados por dia\./);
    const after = await t.db
      .selectFrom('stores')
      .select('logo_url')
      .where('id', '=', storeId)
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});

describe('the session token is only in the cookie (finding 14)', () => {
  it('/register, /login and a browser’s /v1/refresh set the cookie and carry no token in the body', async () => {
    const reg = await t.request('POST', '/register', {
      body: {
        user: {
          name: 'Ana',
          last_name: 'Lima',
          email: 'ana@example.com',
          password: 'segredo123',
          password_confirmation: 'segredo123',
        },
      },
    });
    const login = await t.request('POST', '/login', {
      body: { email: 'ana@example.com', password: 'segredo123' },
    });
    const cookie = sessionCookieOf(login)?.value as string;
    const refresh = await asBrowser('POST', '/v1/refresh', {}, { [SESSION_COOKIE]: cookie });
    for (const res of [reg, login, refresh]) {
      expect(res.statusCode).toBeLessThan(300);
      expect(sessionCookieOf(res)?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(res.json().result).not.toHaveProperty('token');
      expect(res.body).not.toContain(sessionCookieOf(res)?.value);
      expect(res.json().result).toMatchObject({ user: { email: 'ana@example.com' }, role: 'supplier' });
      expect(res.json().result.expires_at).toMatch(/^\d{4}-/);
    }
  });

  it('a bearer token never becomes a browser session: /v1/refresh with one answers the new token and sets no cookie', async () => {
    const { token } = await registerUser(t);
    const res = await t.request('POST', '/v1/refresh', { token });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(res.json().result.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });
});

describe('the ?token= login: a one-time code bound to the browser that asked for it (finding 6)', () => {
  /** Asks for a link as one browser; returns the browser's nonce cookie and the code from the mail. */
  const askForLink = async (email: string, cookies: Record<string, string> = {}) => {
    const res = await asBrowser('POST', '/login-link', { email }, cookies);
    expect(res.statusCode).toBe(200);
    const nonce = res.cookies.find((c) => c.name === LOGIN_BROWSER_COOKIE);
    expect(nonce).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const mails = await mailsTo(email);
    const code = decodeURIComponent(
      /\/auth\/login\?token=([^\s&"]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '',
    );
    return { nonce: nonce?.value as string, code };
  };
  const redeem = (code: string, cookies: Record<string, string> = {}) =>
    asBrowser('POST', '/login-link/redeem', { token: code }, cookies);

  it('signs in the browser that asked, once', async () => {
    const user = await registerUser(t, { email: 'lia@example.com' });
    const { nonce, code } = await askForLink(user.email);
    expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const mail = (await mailsTo(user.email)).at(-1);
    expect(mail?.subject).toBe('Seu link de acesso');

    const res = await redeem(code, { [LOGIN_BROWSER_COOKIE]: nonce });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ user: { id: user.id, email: user.email } });
    expect(res.json().result).not.toHaveProperty('token');
    const session = sessionCookieOf(res)?.value as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/current-user',
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(me.json().result.user.id).toBe(user.id);
    // The code is not a bearer token, and it works once.
    expect((await t.request('GET', '/v1/users/current-user', { token: code })).statusCode).toBe(401);
    expect((await redeem(code, { [LOGIN_BROWSER_COOKIE]: nonce })).statusCode).toBe(422);
  });

  it("a link with the attacker's code does not sign the victim's browser into the attacker's account (login CSRF)", async () => {
    const attacker = await registerUser(t, { email: 'atacante@example.com' });
    const { code } = await askForLink(attacker.email);
    // The victim's browser: no nonce, or its own nonce from a link it asked for itself.
    const victim = await registerUser(t, { email: 'vitima@example.com' });
    const own = await askForLink(victim.email);
    const browsers: Record<string, string>[] = [{}, { [LOGIN_BROWSER_COOKIE]: own.nonce }];
    for (const cookies of browsers) {
      const res = await redeem(code, cookies);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.token[0]).toMatch(
        /inválido, já foi usado, expirou ou foi pedido em outro navegador/,
      );
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    // Nor does the attacker's bearer token in the link (the old variant): it is no code.
    const res = await redeem(attacker.token, { [LOGIN_BROWSER_COOKIE]: own.nonce });
    expect(res.statusCode).toBe(422);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('an expired code is refused; two parallel redemptions sign in once', async () => {
    const user = await registerUser(t);
    const first = await askForLink(user.email);
    await t.db.updateTable('login_codes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await redeem(first.code, { [LOGIN_BROWSER_COOKIE]: first.nonce })).statusCode).toBe(422);

    // The same browser asks again: it keeps its nonce, and the new code is bound to it.
    const second = await askForLink(user.email, { [LOGIN_BROWSER_COOKIE]: first.nonce });
    expect(second.nonce).toBe(first.nonce);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => redeem(second.code, { [LOGIN_BROWSER_COOKIE]: second.nonce })),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 422)).toBe(5);
  });

  it('answers the same for an unknown address, and its mails count against the address', async () => {
    const res = await asBrowser('POST', '/login-link', { email: 'ninguem@example.com' });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo('ninguem@example.com')).toHaveLength(0);
    const user = await registerUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < MAIL_TO_ADDRESS_RULE.max + 2; i++)
      statuses.push((await asBrowser('POST', '/login-link', { email: user.email })).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it('a password change voids the unused login links', async () => {
    const user = await registerUser(t);
    const { nonce, code } = await askForLink(user.email);
    const changed = await t.request('POST', '/v1/update-client', {
      token: user.token,
      body: {
        name: 'M',
        last_name: 'S',
        current_password: user.password,
        password: 'novasenha1',
        password_confirmation: 'novasenha1',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await redeem(code, { [LOGIN_BROWSER_COOKIE]: nonce })).statusCode).toBe(422);
  });
});
