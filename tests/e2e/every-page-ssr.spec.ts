import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DB } from '../../playwright.config';
import pages from '../../routes/pages.json' with { type: 'json' };
import { login, xsrf } from './support/session';
import { expect, test } from './support/test';

interface PageRoute {
  name: string;
  uri: string;
  component: string;
  guard: 'none' | 'session' | 'auth' | 'cart' | 'store';
}

const routes = pages as PageRoute[];

/**
 * Sample values for the route table's parameters, from the demo data (the journey's fresh database):
 * the demo seller's store 1, an order of that store, a brand, a league, a classified ad; records the
 * demo data lacks (a ticket, a featured ad) are made first through the API. Per route name, a query
 * string the screen needs (the thank-you page's order group, a featured ad's payment).
 */
const SAMPLE: Record<string, string> = { search: 'dragao', store_slug: 'loja-do-sergio', store_id: '1' };
const QUERY: Record<string, string> = {};

function readSamples(): void {
  const db = new Database(E2E_DB, { readonly: true, timeout: 5000 });
  try {
    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    const order = one<{ id: number; group: number }>(
      'SELECT id, order_group_id AS "group" FROM store_orders WHERE store_id = 1 ORDER BY id LIMIT 1',
    );
    SAMPLE.order_id = String(order.id);
    SAMPLE.brand = one<{ slug: string }>('SELECT slug FROM brands ORDER BY id LIMIT 1').slug;
    SAMPLE.name = one<{ slug: string }>('SELECT slug FROM leagues ORDER BY id LIMIT 1').slug;
    SAMPLE['classified.show.id'] = String(
      one<{ id: number }>("SELECT id FROM ads WHERE status = 'available' ORDER BY id LIMIT 1").id,
    );
    SAMPLE['my-store.order.view.id'] = String(order.id);
    SAMPLE['my-account.order-view.id'] = String(order.group);
    QUERY['checkout.thankyou'] = `order=${order.group}`;
  } finally {
    db.close();
  }
}

/** A route's URI with its parameters filled in (an optional one only when a sample is meant for it). */
function samplePath(route: PageRoute): string {
  const id = (name: string) => SAMPLE[`${route.name}.${name}`] ?? SAMPLE[name];
  const path = route.uri
    .replace(/\/?\{(\w+)\?\}/g, (_, name: string) => (id(name) ? `/${id(name)}` : ''))
    .replace(/\{(\w+)\}/g, (_, name: string) => id(name) ?? '1');
  const query = QUERY[route.name] ? `?${QUERY[route.name]}` : '';
  return `${path.startsWith('/') ? path : `/${path}`}${query}`;
}

/** The page object the server rendered into the HTML (Inertia's `<script data-page>`), if any. */
function renderedPage(html: string): { component: string } | null {
  const json = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)?.[1];
  return json ? (JSON.parse(json) as { component: string }) : null;
}

/**
 * Fetches `route` as a full page load (redirects followed) and says what is wrong with it: a server
 * error, a render that fell back to the client shell (a browser-only API read while rendering, say,
 * which a user would not notice but a crawler and a slow phone would), or another screen than
 * `expected` (a 404 page, the login) in its place.
 */
async function problem(
  request: APIRequestContext,
  route: PageRoute,
  expected: string,
): Promise<string | null> {
  const path = samplePath(route);
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const component = renderedPage(html)?.component;
  const status = expected === 'Errors/NotFound' ? 404 : 200;
  if (response.status() !== status) return `${path}: status ${response.status()} (${component})`;
  if (!html.includes('data-server-rendered="true"')) return `${path}: not server-rendered`;
  if (component !== expected) return `${path}: ${component} instead of ${expected}`;
  return null;
}

/*
 * What a visitor gets: the screen, or for a guarded one the login (the home page for /validateEmail).
 * The support tickets are open to whoever manages the store, with no guard of their own: anyone else
 * gets the not-found screen.
 */
const NOT_FOR_VISITORS = new Set(['my-store.ticket.create', 'my-store.ticket.list', 'my-store.ticket.show']);

function visitorSees(route: PageRoute): string {
  if (NOT_FOR_VISITORS.has(route.name)) return 'Errors/NotFound';
  if (route.guard === 'none') return route.component;
  return route.guard === 'session' ? 'Home/Index' : 'Auth/Login';
}

/** The screens of a buyer's purchase: the checkout (with an item in the cart) and the order's pages. */
const BUYER_ROUTES = new Set(['checkout', 'checkout.thankyou', 'my-account.order-view']);

const headersOf = (csrf: string) => ({ 'X-XSRF-TOKEN': csrf, Accept: 'application/json' });

/** Puts one offer of the demo catalogue in the logged-in user's cart (the checkout needs one). */
async function fillCart(request: APIRequestContext, csrf: string): Promise<void> {
  const headers = headersOf(csrf);
  const list = await request.post('/v1/1/products/paginate', {
    headers,
    data: { per_page: 30, in_stock: true },
  });
  for (const product of (await list.json()).data as { code: number }[]) {
    const res = await request.post('/v1/1/product-stores/', { headers, data: { product_id: product.code } });
    const offer = ((await res.json()).data as { id: number; quantity: number }[]).find((o) => o.quantity > 0);
    if (!offer) continue;
    const added = await request.post('/v1/add-to-cart', {
      headers,
      data: { listing_id: offer.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    return;
  }
  throw new Error('no offer in stock in the demo data');
}

/** A ticket and a featured ad of store 1, made by its owner, and a want list (the demo data has none). */
async function makeStoreRecords(request: APIRequestContext, csrf: string): Promise<void> {
  const headers = headersOf(csrf);
  const ticket = await request.post('/v1/tickets/', {
    headers,
    data: {
      store_id: 1,
      subject: 'Dúvida sobre repasse',
      category: 'payment',
      message: 'Quando cai o repasse do último pedido?',
      attachment: null,
    },
  });
  expect(ticket.ok()).toBe(true);
  SAMPLE.ticket_id = String(((await ticket.json()) as { result: { id: number } }).result.id);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const featured = await request.post('/v1/create-featured', {
    headers,
    data: {
      store_id: 1,
      position_id: 2,
      target_type: 'store',
      title: 'Loja em destaque',
      starts_on: today,
      ends_on: today,
    },
  });
  expect(featured.ok()).toBe(true);
  const id = ((await featured.json()) as { result: { id: number } }).result.id;
  QUERY['my-store.payment.pix'] = `featured_id=${id}`;
  QUERY['my-store.payment.cart'] = `featured_id=${id}`;
  // A want list of the seller's own (the demo data has none): /wants/{id} shows only its owner's.
  const list = await request.post('/v1/wants', { headers: headersOf(csrf), data: { name: 'Deck de teste' } });
  expect(list.ok()).toBe(true);
  SAMPLE['wants.show.id'] = String(((await list.json()) as { result: { id: number } }).result.id);
}

test('every page of the route table is server-rendered for a visitor, guarded ones as the login', async ({
  page,
}) => {
  test.setTimeout(120_000);
  readSamples();
  const failed: string[] = [];
  for (const route of routes) {
    const wrong = await problem(page.request, route, visitorSees(route));
    if (wrong) failed.push(wrong);
  }
  expect(failed).toEqual([]);
});

/*
 * Logged in as whom each guard asks for, every page renders itself: the demo seller, who owns store
 * 1, for the store area and the account's screens; the demo buyer, with an item in the cart, for the
 * checkout and the order's pages.
 */
test('every page of the route table is server-rendered for the user it is meant for', async ({ page }) => {
  test.setTimeout(180_000);
  readSamples();
  const failed: string[] = [];
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');
  await makeStoreRecords(page.request, await xsrf(page));
  for (const route of routes.filter((r) => !BUYER_ROUTES.has(r.name))) {
    const wrong = await problem(page.request, route, route.component);
    if (wrong) failed.push(wrong);
  }
  await page.context().clearCookies();
  await login(page, 'comprador@demo.test', 'Olá, Bruna');
  await fillCart(page.request, await xsrf(page));
  for (const route of routes.filter((r) => BUYER_ROUTES.has(r.name))) {
    const wrong = await problem(page.request, route, route.component);
    if (wrong) failed.push(wrong);
  }
  expect(failed).toEqual([]);
});
