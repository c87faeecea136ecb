import type { Page, Response } from '@playwright/test';
import Database from 'better-sqlite3';
import { AD_STATUSES } from '../../resources/js/types/pages/classifieds';
import { TICKET_STATUSES } from '../../resources/js/types/pages/support';
import pages from '../../routes/pages.json' with { type: 'json' };
import { OTHER_CONDITIONS } from '../../server/domain/catalogue/references';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../server/domain/orders/status';
import { apiHeaders } from './support/session';
import { expect, test } from './support/test';

/**
 * The "look" test: every screen of routes/pages.json as a person sees it, on a phone (390 px) and a
 * laptop (1366 px), as a visitor, the demo buyer and the demo seller. A screen fails when it is wider
 * than the window (sideways scrolling), throws, logs a console error, gets a 4xx/5xx for one of its
 * files (or for the page itself), shows a raw enum value in English (the server's codes: "paid",
 * "sealed"...) or a date that is not dd/mm/aaaa. One login per role and one tab per role keep it short.
 */

const port = Number(process.env.E2E_PORT ?? 8765);
const E2E_DB = process.env.E2E_DB ?? `/tmp/marketplace-e2e-${port}.sqlite`;

type Route = { name: string; uri: string; guard: string };
type Role = 'visitor' | 'buyer' | 'seller';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

const ACCOUNTS = {
  buyer: 'comprador@demo.test',
  seller: 'lojista@demo.test',
} as const;

/** Enum values the server sends as codes: shown as such, they are English words in a pt-BR screen. */
const ENUM_WORDS = [
  ...new Set(
    [
      ...Object.keys(ORDER_STATUS_LABELS),
      ...Object.keys(PAYMENT_STATUS_LABELS),
      ...OTHER_CONDITIONS.map((c) => c.code),
      ...AD_STATUSES,
      ...TICKET_STATUSES,
    ].filter((w) => /^[a-z_]{3,}$/.test(w)),
  ),
];

/** Who opens a screen: the store area is the seller's, the account screens the buyer's. */
function roleOf(route: Route): Role {
  if (route.uri.startsWith('my-store') && route.name !== 'my-store.be-seller') return 'seller';
  if (route.guard !== 'none') return 'buyer';
  return 'visitor';
}

/** The demo data's values for the route parameters, read from the test server's database. */
function samples(): Record<string, string> {
  const db = new Database(E2E_DB, { readonly: true, timeout: 5000 });
  try {
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T | undefined;
    const idOf = (email: string) => one<{ id: number }>('SELECT id FROM users WHERE email = ?', email)?.id;
    const seller = idOf(ACCOUNTS.seller);
    const buyer = idOf(ACCOUNTS.buyer);
    const store = one<{ id: number; slug: string }>(
      'SELECT id, slug FROM stores WHERE owner_user_id = ? ORDER BY id LIMIT 1',
      seller,
    );
    if (!store) throw new Error('the demo seller has no store');
    const orderIn = (statuses: string[]) =>
      one<{ id: number }>(
        `SELECT id FROM store_orders WHERE store_id = ? AND status IN (${statuses.map(() => '?').join(',')})
         ORDER BY id LIMIT 1`,
        store.id,
        ...statuses,
      )?.id ??
      one<{ id: number }>('SELECT id FROM store_orders WHERE store_id = ? ORDER BY id LIMIT 1', store.id)?.id;
    const group = one<{ id: number }>(
      'SELECT id FROM order_groups WHERE user_id = ? ORDER BY id DESC',
      buyer,
    );
    const complaint = one<{ id: number }>('SELECT id FROM complaints WHERE user_id = ? ORDER BY id', buyer);
    const storeComplaint = one<{ id: number; store_order_id: number }>(
      'SELECT id, store_order_id FROM complaints WHERE store_id = ? ORDER BY id LIMIT 1',
      store.id,
    );
    const ad = one<{ id: number }>("SELECT id FROM ads WHERE status = 'available' ORDER BY id LIMIT 1");
    const brand = one<{ slug: string }>('SELECT slug FROM brands ORDER BY id LIMIT 1');
    const league = one<{ slug: string }>('SELECT slug FROM leagues ORDER BY id LIMIT 1');
    return {
      store_id: String(store.id),
      store_slug: store.slug,
      'product.show:id': '1',
      'my-account.order-view:id': String(group?.id ?? ''),
      'complaints:id': String(complaint?.id ?? ''),
      'my-store.complaints:id': String(storeComplaint?.id ?? ''),
      'my-store.order.view:id': String(orderIn(['paid']) ?? ''),
      'my-store.order.new:order_id': String(orderIn(['paid']) ?? ''),
      'my-store.order.detail:order_id': String(orderIn(['shipped']) ?? ''),
      'my-store.order.status:order_id': String(orderIn(['delivered']) ?? ''),
      'my-store.order.cancel:order_id': String(orderIn(['paid']) ?? ''),
      'my-store.order.concluded:order_id': String(orderIn(['concluded']) ?? ''),
      // The store's order with a complaint, else any of its orders (the screen shows it without one).
      'my-store.order.defense:order_id': String(
        storeComplaint?.store_order_id ?? orderIn(['delivered']) ?? '',
      ),
      'classified.show:id': String(ad?.id ?? ''),
      search: 'dragao',
      brand: brand?.slug ?? '',
      name: league?.slug ?? '',
    };
  } finally {
    db.close();
  }
}

/** The route's URL with its parameters filled (optional ones only when the demo data has a value). */
function pathOf(route: Route, values: Record<string, string>, extra: Record<string, string>): string {
  const value = (name: string) => extra[name] ?? values[`${route.name}:${name}`] ?? values[name] ?? '';
  const path = route.uri
    .replace(/\/?\{(\w+)\?\}/g, (_, name: string) => (value(name) ? `/${value(name)}` : ''))
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = value(name);
      if (!v) throw new Error(`no sample value for {${name}} of ${route.name}`);
      return v;
    });
  // The featured-ad payment screens name their ad in the query.
  const query =
    /^my-store\.payment\./.test(route.name) && extra.featured_id ? `?featured_id=${extra.featured_id}` : '';
  return `/${path.replace(/^\//, '')}${query}`;
}

/** What the open page shows wrong: overflow (with the widest elements), enum words, dates. */
async function inspect(page: Page, words: string[]): Promise<string[]> {
  return page.evaluate((enumWords) => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.right <= width + 1 || getComputedStyle(el).position === 'fixed')
            return false;
          // Inside a scrolling or clipping box it does not widen the page.
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
            if (getComputedStyle(up).overflowX !== 'visible') return false;
          return true;
        })
        // The innermost ones: an element whose children all fit is the one that sticks out.
        .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1))
        .slice(0, 3)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.className}">${(el.textContent ?? '').slice(0, 40)}`,
        );
      found.push(`overflow: ${document.documentElement.scrollWidth}px > ${width}px ${culprits.join(' | ')}`);
    }
    const text = document.body.innerText;
    const words = enumWords.filter((w) => new RegExp(`(^|[^\\p{L}_])${w}([^\\p{L}_]|$)`, 'u').test(text));
    if (words.length) found.push(`enum values shown: ${words.join(', ')}`);
    // Three numbers joined by one separator, not part of a longer run ("127.0.0.1", "1.234.567").
    const dates = [...text.matchAll(/(?<![\d./-])\d{1,4}([-/.])\d{1,2}\1\d{1,4}(?![./-]?\d)/g)]
      .map((m) => m[0])
      .filter((d) => !/^\d{2}\/\d{2}\/\d{4}$/.test(d));
    if (dates.length) found.push(`dates not in dd/mm/aaaa: ${[...new Set(dates)].slice(0, 3).join(', ')}`);
    return found;
  }, words);
}

/** Opens every screen of one role at both widths in one tab; returns what failed, per screen. */
async function lookAt(page: Page, role: Role, values: Record<string, string>, extra: Record<string, string>) {
  const failures: string[] = [];
  let current = '';
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/WebSocket connection|ERR_CONNECTION_REFUSED/.test(message.text()))
      problems.push(`console error: ${message.text().slice(0, 200)}`);
  });
  page.on('response', (response: Response) => {
    const kind = response.request().resourceType();
    const status = response.status();
    const asset = ['document', 'script', 'stylesheet', 'image', 'font', 'media', 'manifest', 'other'];
    if ((status >= 400 && asset.includes(kind)) || status >= 500)
      problems.push(`${status} ${kind} ${new URL(response.url()).pathname}`);
  });
  // Requests in flight: a screen is looked at once its deferred props and lazy parts have arrived.
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  const quiet = async () => {
    for (let calm = 0, tries = 0; calm < 3 && tries < 100; tries++) {
      calm = inFlight <= 0 ? calm + 1 : 0;
      await page.waitForTimeout(50);
    }
  };
  const routes = (pages as Route[]).filter((r) => roleOf(r) === role);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const route of routes) {
      current = `${size.width}px ${role} ${pathOf(route, values, extra)} (${route.name})`;
      problems.length = 0;
      await page.goto(pathOf(route, values, extra));
      await quiet();
      const seen = [...problems, ...(await inspect(page, ENUM_WORDS))];
      for (const problem of seen) failures.push(`${current}: ${problem}`);
    }
  }
  return failures;
}

async function logIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('senha1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('header-user-name')).toBeVisible();
}

test.describe('every screen, as a person sees it', () => {
  // A limit for a hung screen, not a speed target: on a busy 2-core machine the seller took 3 minutes.
  test.describe.configure({ timeout: 360_000 });

  test('as a visitor', async ({ page }) => {
    const failures = await lookAt(page, 'visitor', samples(), {});
    expect(failures).toEqual([]);
  });

  test('as the demo buyer', async ({ page }) => {
    await logIn(page, ACCOUNTS.buyer);
    const values = samples();
    // The want-list screen needs a list: the buyer makes one, with a card in it.
    const list = await page.request.post('/v1/wants', {
      headers: await apiHeaders(page),
      data: { name: 'Deck de dragões' },
    });
    expect(list.ok(), await list.text()).toBe(true);
    const listId = ((await list.json()) as { result: { id: number } }).result.id;
    const entry = await page.request.post(`/v1/wants/${listId}/entries`, {
      headers: await apiHeaders(page),
      data: { text: '2 Dragão' },
    });
    expect(entry.ok(), await entry.text()).toBe(true);
    values['wants.show:id'] = String(listId);
    const failures = await lookAt(page, 'buyer', values, {});
    expect(failures).toEqual([]);
  });

  test('as the demo seller', async ({ page }) => {
    await logIn(page, ACCOUNTS.seller);
    const values = samples();
    // The ticket screen needs a ticket: the seller opens one, as on the ticket screen.
    const created = await page.request.post('/v1/tickets', {
      headers: await apiHeaders(page),
      data: {
        store_id: Number(values.store_id),
        subject: 'Dúvida sobre o repasse',
        category: 'payment',
        message: 'Quando cai o repasse do pedido concluído?',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const ticket = ((await created.json()) as { result: { id: number } }).result.id;
    // The payment screens show one featured ad: the seller reserves a day a month from now.
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const featured = await page.request.post('/v1/create-featured', {
      headers: await apiHeaders(page),
      data: {
        store_id: Number(values.store_id),
        position_id: 1,
        target_type: 'store',
        title: 'Ofertas da semana',
        starts_on: day,
        ends_on: day,
      },
    });
    expect(featured.ok(), await featured.text()).toBe(true);
    const featuredId = ((await featured.json()) as { result: { id: number } }).result.id;
    const failures = await lookAt(page, 'seller', values, {
      ticket_id: String(ticket),
      featured_id: String(featuredId),
    });
    expect(failures).toEqual([]);
  });
});
