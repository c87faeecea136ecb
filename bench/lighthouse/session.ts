/**
 * The demo users' sessions the Lighthouse benchmark (run.ts) and the page trace (trace.ts) load pages
 * with: the cookies POST /login sets, and one offer in the buyer's cart (the checkout needs one).
 */
import { randomUUID } from 'node:crypto';
import { jsonCallHeaders } from '../shared/json-call.ts';

export const DEMO_BUYER = { email: 'comprador@demo.test', password: 'senha1234' };
export const DEMO_SELLER = { email: 'lojista@demo.test', password: 'senha1234' };

/** The cookies POST /login sets for a demo user, as a Cookie header ('' when it sets none). */
export async function loginCookie(origin: string, who: { email: string; password: string }): Promise<string> {
  // Double-submit XSRF (server/http/support/xsrf.ts): any token works if cookie and header agree.
  const xsrf = randomUUID();
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: jsonCallHeaders(xsrf),
    body: JSON.stringify(who),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`POST /login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/**
 * Puts one offer of product 1 in the buyer's cart (the checkout needs one), unless it holds some: null,
 * or why it could not.
 */
export async function fillCart(origin: string, cookie: string): Promise<string | null> {
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1];
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: xsrf ? cookie : `${cookie}; XSRF-TOKEN=bench`,
    'x-xsrf-token': xsrf ? decodeURIComponent(xsrf) : 'bench',
  };
  const post = (url: string, body: unknown) =>
    fetch(`${origin}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const cart = (await post('/v1/active-cart', {})
    .then((r) => r.json())
    .catch(() => null)) as { result?: { count?: number } } | null;
  if (cart?.result?.count) return null;
  const offers = await post('/v1/1/product-stores/', { product_id: 1 });
  const list = ((await offers.json()) as { data?: { id: number; quantity: number }[] }).data ?? [];
  for (const offer of list.filter((o) => o.quantity > 0)) {
    const added = await post('/v1/add-to-cart', { listing_id: offer.id, quantity: 1 });
    await added.arrayBuffer();
    if (added.ok) return null;
  }
  return "no offer of product 1 could be put in the demo buyer's cart: checkout measured a redirect";
}

/** A Cookie header's pairs as browser cookies for `url` (Playwright's addCookies, DevTools' Storage.setCookies). */
export function cookiesOf(header: string, url: string): { name: string; value: string; url: string }[] {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/**
 * Signs a demo user in and returns the session's cookies for the browser; the buyer's cart gets one
 * offer first (the checkout needs one), and `warn` is told when it cannot.
 */
export async function signedInCookies(
  origin: string,
  who: 'buyer' | 'seller',
  warn: (message: string) => void,
): Promise<{ name: string; value: string; url: string }[]> {
  const cookie = await loginCookie(origin, who === 'buyer' ? DEMO_BUYER : DEMO_SELLER);
  if (who === 'buyer') {
    const failed = await fillCart(origin, cookie);
    if (failed) warn(failed);
  }
  return cookiesOf(cookie, origin);
}
