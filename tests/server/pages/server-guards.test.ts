import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { addToCart, makeBuyer, makeOffer, makeStore } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A page request as the browser makes it: no bearer, the session (if any) in its cookie. */
function page(
  url: string,
  { session, inertia = false, host }: { session?: string; inertia?: boolean; host?: string } = {},
) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html',
      ...(inertia ? { 'x-inertia': 'true' } : {}),
      ...(host ? { host } : {}),
    },
    cookies: session ? { [SESSION_COOKIE]: session } : {},
  });
}

function cookieOf(res: { cookies: { name: string; value: string }[] }, name: string) {
  return res.cookies.find((c) => c.name === name) as
    | {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        maxAge?: number;
        secure?: boolean;
      }
    | undefined;
}

describe('the session cookie', () => {
  it('is set HttpOnly and SameSite=Lax at login and registration, and cleared at logout', async () => {
    const user = await registerUser(t);
    const login = await t.request('POST', '/login', { body: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(200);
    const cookie = cookieOf(login, SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The cookie is the only place the token goes: the body has none.
    expect(login.json().result.token).toBeUndefined();
    expect(cookie?.maxAge).toBeGreaterThan(3600);
    expect(cookie?.secure).toBeFalsy();

    // The cookie alone is a session for /v1 reads …
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/current-user',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    });
    expect(me.json().result.user.email).toBe(user.email);

    // … and logout (with the XSRF pair, as every state change) revokes the token and clears the cookie.
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { 'x-xsrf-token': 'x' },
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '', 'XSRF-TOKEN': 'x' },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, SESSION_COOKIE)?.value).toBe('');
    expect((await page('/my-account', { session: cookie?.value })).statusCode).toBe(302);
  });

  it('does not let a cross-site form post ride on it: no XSRF header, 419, nothing changes', async () => {
    const user = await registerUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      cookies: { [SESSION_COOKIE]: user.token },
    });
    expect(res.statusCode).toBe(419);
    expect((await page('/my-account', { session: user.token })).statusCode).toBe(200);
  });
});

describe('guards decided on the server', () => {
  it('auth: a visitor gets a full page load of the login (302, or 409 with X-Inertia-Location)', async () => {
    const plain = await page('/my-account');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/auth/login');
    const visit = await page('/favorite/list', { inertia: true });
    expect(visit.statusCode).toBe(409);
    expect(visit.headers['x-inertia-location']).toBe('/auth/login');
    const user = await registerUser(t);
    const ok = await page('/my-account', { session: user.token, inertia: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().props.auth).toMatchObject({ user: { id: user.id, email: user.email }, cart_count: 0 });
    expect(JSON.stringify(ok.json().props.auth)).not.toContain(user.token);
  });

  it('an unknown, revoked or expired token is no session', async () => {
    expect((await page('/my-account', { session: 'not-a-token' })).headers.location).toBe('/auth/login');
    const user = await registerUser(t);
    await t.db.updateTable('access_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await page('/my-account', { session: user.token })).statusCode).toBe(302);
  });

  it('cart: the checkout needs a session and a non-empty cart; an empty cart goes to the cart, not the login', async () => {
    expect((await page('/checkout')).headers.location).toBe('/auth/login');
    const buyer = await makeBuyer(t);
    expect((await page('/checkout', { session: buyer.token })).headers.location).toBe('/cart');
    const visit = await page('/checkout', { session: buyer.token, inertia: true });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/cart');
    const { listingId } = await makeOffer(t, { quantity: 3 });
    await addToCart(t, buyer, listingId);
    const res = await page('/checkout', { session: buyer.token, inertia: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().props.auth.cart_count).toBe(1);
  });

  it("store: the owner enters; anyone else goes to the store list with the server's message", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: owner.id });
    expect((await page(`/my-store/config-store/${storeId}`, { session: owner.token })).statusCode).toBe(200);

    const refused = await page(`/my-store/config-store/${storeId}`, { session: other.token, inertia: true });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/my-store/list');
    const flash = cookieOf(refused, 'mc_flash');
    expect(flash?.httpOnly).toBe(true);

    // The next page carries the message once (the shell shows it for 10 s), then it is gone.
    const list = await t.app.inject({
      method: 'GET',
      url: '/my-store/list',
      headers: { 'x-inertia': 'true' },
      cookies: { [SESSION_COOKIE]: other.token, mc_flash: flash?.value ?? '' },
    });
    expect(list.json().flash).toEqual({ store_forbidden: 'Você não tem acesso a esta loja.' });
    expect(cookieOf(list, 'mc_flash')?.value).toBe('');

    expect((await page('/my-store/config-store/999999', { session: owner.token })).statusCode).toBe(404);
    expect((await page(`/my-store/config-store/${storeId}`)).headers.location).toBe('/auth/login');
  });

  it("/my-store is the store area's home: the store list for a session, the login without one", async () => {
    const owner = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: owner.id });
    const home = await page('/my-store', { session: owner.token, inertia: true });
    expect(home.statusCode).toBe(200);
    expect(home.json().component).toBe('MyStore/List');
    expect(home.json().props.stores.map((s: { id: number }) => s.id)).toContain(storeId);
    expect((await page('/my-store')).headers.location).toBe('/auth/login');
  });

  it('session: /validateEmail without a session goes to the site root', async () => {
    const res = await page('/validateEmail');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('the origin the visitor used', () => {
  it("builds Ziggy's base URL from the request, not APP_URL", async () => {
    const res = await page('/ranking', { host: '127.0.0.1:9999' });
    expect(res.body).toContain('"url":"http:\\/\\/127.0.0.1:9999"');
    expect(res.body).not.toContain('localhost:8000');
  });

  it('ignores X-Forwarded-Host from a client that is not a trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ranking',
      remoteAddress: '203.0.113.9',
      headers: { host: '127.0.0.1:9999', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.body).toContain('"url":"http:\\/\\/127.0.0.1:9999"');
    expect(res.body).not.toContain('evil.example');
  });
});
