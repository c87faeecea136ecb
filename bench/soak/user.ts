/**
 * One virtual user of the soak. Set-up: register an account, add a São Paulo address, open a
 * websocket (with the registration's session, as a tab left open would) subscribed to the user's
 * private channel. Then, until the deadline, one loop after another:
 *
 * 1. browse, as a visitor: `/` and the product page of the listing it will buy, each as a full page
 *    load (HTML, server-rendered when SSR is on) and as an Inertia visit (`X-Inertia` + the version of
 *    the first page);
 * 2. search: products/paginate with a word of that product's name, search suggestions for its prefix;
 * 3. cart: log in, add one unit of each of two listings of two stores (the pool's next listings with
 *    units left);
 * 4. checkout: card (sandbox card 4111 1111 1111 1111, paid at once) and PIX on alternate loops; the
 *    thank-you page's read of the order (GET /v1/orders/{id}, which draws a PIX QR code); a PIX is then
 *    paid through the sandbox as the buyer's bank would; log out;
 * 5. realtime: a pusher:ping round trip on the socket; every `order.status-changed` to `paid` of the
 *    orders placed is expected on the channel (EventTracker).
 *
 * A refusal for a real reason (another buyer took the unit: 422 with the host's message) is counted
 * apart, not as an error; the cart is emptied and the loop goes on.
 */
import { randomUUID } from 'node:crypto';
import { sessionTokenFromSetCookie } from '../../server/http/support/sessionCookie.ts';
import { sandboxCardBody } from '../../shared/cardTokenizer/sandboxToken.ts';
import { type Answer, HttpClient, type Json, pageObject, summary } from './client.ts';
import type { Listing, ListingPool } from './pool.ts';
import { RealtimeClient, STEP_PING } from './realtime.ts';
import type { Recorder } from './stats.ts';

export const STEPS = {
  register: 'setup     POST /register',
  address: 'setup     POST /v1/address',
  homeHtml: 'browse    GET / (HTML)',
  homeInertia: 'browse    GET / (Inertia visit)',
  productHtml: 'browse    GET /product/{id}/{type} (HTML)',
  productInertia: 'browse    GET /product/{id}/{type} (Inertia visit)',
  paginate: 'search    POST /v1/1/products/paginate',
  suggestions: 'search    GET /v1/1/search-suggestions',
  login: 'cart      POST /login',
  addToCart: 'cart      POST /v1/add-to-cart',
  orderCard: 'checkout  POST /v1/order/credit-card',
  orderPix: 'checkout  POST /v1/order/pix',
  orderView: 'checkout  GET /v1/orders/{id}',
  payPix: 'checkout  POST /_sandbox/payments/{id}/pay',
  logout: 'checkout  POST /v1/auth/logout',
  cleanup: 'cart      cart emptied after a refusal',
  event: 'realtime  order.status-changed (paid), after the call',
  poolEmpty: 'cart      listing with units left in the pool',
} as const;

export const COUNTERS = {
  loops: 'loops completed',
  cardOrders: 'orders placed by card (paid)',
  pixOrders: 'orders placed by PIX',
  pixPaid: 'PIX orders paid through the sandbox',
  addRefused: 'add-to-cart refused: not enough stock (422, not an error)',
  lineFlagged: 'cart line flagged after adding (stock changed, not an error)',
  orderRefused: 'orders refused: stock taken by another buyer (422, not an error)',
  versionChanged: 'Inertia visits answered 409: the asset version changed (not an error)',
  pingSkipped: 'pings skipped while the socket reconnected',
  unmatchedEvents: 'events on the channel that no call of the soak explains',
} as const;

const STOCK_CODES = new Set(['sold_out', 'quantity_reduced', 'price_changed', 'unavailable']);
const PASSWORD = 'soak-senha-1234';
const GUEST = 'b'.repeat(20);
const ITEMS_PER_ORDER = 2;

/**
 * The `order.status-changed` events the orders of the soak must cause, matched by store-order number;
 * the event can arrive before the answer that names the order, so early arrivals wait here too.
 */
export class EventTracker {
  private readonly pending = new Map<string, number>();
  private readonly early = new Map<string, number>();
  delivered = 0;
  expected = 0;

  constructor(private readonly recorder: Recorder) {}

  expect(userId: number, numbers: readonly string[], since: number): void {
    for (const number of numbers) {
      const key = `${userId}:${number}`;
      this.expected++;
      const at = this.early.get(key);
      if (at === undefined) this.pending.set(key, since);
      else {
        this.early.delete(key);
        this.delivered++;
        this.recorder.ok(STEPS.event, Math.max(0, at - since), at);
      }
    }
  }

  receive(userId: number, event: string, data: Json | null, at: number): void {
    if (event !== 'order.status-changed' || data?.status !== 'paid') {
      if (!event.startsWith('order.') && !event.startsWith('cart.'))
        this.recorder.count(COUNTERS.unmatchedEvents);
      return;
    }
    const key = `${userId}:${String(data.number)}`;
    const since = this.pending.get(key);
    if (since === undefined) {
      this.early.set(key, at);
      return;
    }
    this.pending.delete(key);
    this.delivered++;
    this.recorder.ok(STEPS.event, at - since, at);
  }

  /** Expected events still missing after `maxAgeMs` are errors; early ones nobody claimed are noted. */
  sweep(now: number, maxAgeMs: number): void {
    for (const [key, since] of this.pending) {
      if (now - since < maxAgeMs) continue;
      this.pending.delete(key);
      this.recorder.error(STEPS.event, `order ${key}: not received within ${maxAgeMs / 1000} s`);
    }
    for (const [key, at] of this.early) {
      if (now - at < maxAgeMs) continue;
      this.early.delete(key);
      this.recorder.count(COUNTERS.unmatchedEvents);
    }
  }

  get outstanding(): number {
    return this.pending.size;
  }
}

export interface SoakContext {
  origin: string;
  wsUrl: string;
  recorder: Recorder;
  pool: ListingPool;
  events: EventTracker;
  /** Whether full page loads must come back server-rendered. */
  ssr: boolean;
  /** The asset version Inertia visits send, from the latest full page load. */
  assets: { version: string };
  thinkMs: number;
  /** performance.now() after which no loop starts. */
  deadline: number;
  runId: string;
}

/** A step that did not answer as it should: already recorded as an error; the loop stops. */
class StepFailed extends Error {}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export class VirtualUser {
  /** The session of the loops: logged in and out each time. */
  private readonly web: HttpClient;
  /** The session the socket is authorized with (a tab left open). */
  private readonly tab: HttpClient;
  private readonly email: string;
  private userId = 0;
  private addressId = 0;
  realtime: RealtimeClient | null = null;
  loops = 0;

  constructor(
    private readonly ctx: SoakContext,
    readonly n: number,
  ) {
    this.web = new HttpClient(ctx.origin);
    this.tab = new HttpClient(ctx.origin);
    this.email = `soak.${ctx.runId}.${n}@exemplo.com.br`;
  }

  private get recorder(): Recorder {
    return this.ctx.recorder;
  }

  /**
   * Records the answer under `step`: a status in `statuses` that passes `check` (which returns what
   * is wrong, or null) is a success with its duration; anything else an error, and the step fails.
   */
  private accept(
    step: string,
    answer: Answer,
    statuses: number[],
    check?: (json: Json) => string | null,
  ): Json {
    const problem =
      answer.failure ??
      (statuses.includes(answer.status)
        ? check
          ? answer.json
            ? check(answer.json)
            : `not JSON: ${answer.text.slice(0, 100)}`
          : null
        : summary(answer));
    if (problem) {
      this.recorder.error(step, problem);
      throw new StepFailed(problem);
    }
    this.recorder.ok(step, answer.ms, answer.startedAt + answer.ms);
    return answer.json ?? {};
  }

  private think(): Promise<void> {
    return this.ctx.thinkMs > 0 ? pause(this.ctx.thinkMs * (0.5 + Math.random())) : Promise.resolve();
  }

  async setup(): Promise<void> {
    const registration = await this.tab.call('POST', '/register', {
      body: {
        user: {
          name: 'Soak',
          last_name: `Comprador ${this.n}`,
          email: this.email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      },
    });
    const registered = this.accept(STEPS.register, registration, [201], (json) =>
      json.result?.user?.id && sessionOf(registration) ? null : 'no session cookie or user in the answer',
    );
    this.tab.token = sessionOf(registration);
    this.userId = registered.result.user.id;
    const address = this.accept(
      STEPS.address,
      await this.tab.call('POST', '/v1/address', {
        body: {
          recipient: `Soak Comprador ${this.n}`,
          postcode: '01310100',
          address: 'Avenida Paulista',
          number: String(1000 + this.n),
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      }),
      [200, 201],
      (json) => (json.result?.id ? null : 'no address id in the answer'),
    );
    this.addressId = address.result.id;

    const channel = `private-App.Models.User.${this.userId}`;
    this.realtime = new RealtimeClient({
      url: this.ctx.wsUrl,
      channel,
      recorder: this.recorder,
      authorize: async (socketId) => {
        const answer = await this.tab.call('POST', '/broadcasting/auth', {
          body: { socket_id: socketId, channel_name: channel },
        });
        if (answer.status !== 200 || typeof answer.json?.auth !== 'string')
          throw new Error(`POST /broadcasting/auth: ${summary(answer)}`);
        return answer.json.auth;
      },
      onEvent: (event, data, at) => this.ctx.events.receive(this.userId, event, data, at),
    });
    await this.realtime.start();
  }

  async run(): Promise<void> {
    while (performance.now() < this.ctx.deadline) {
      try {
        await this.loop();
        this.loops++;
        this.recorder.count(COUNTERS.loops);
      } catch (error) {
        if (!(error instanceof StepFailed)) {
          this.recorder.error(
            'soak      loop',
            error instanceof Error ? (error.stack ?? error.message) : String(error),
          );
        }
        await this.emptyCart().catch(() => {});
        await this.logout(false).catch(() => {});
        await pause(1000);
      }
    }
  }

  private async loop(): Promise<void> {
    const skipStores = new Set<number>();
    const first = this.ctx.pool.next(skipStores);
    if (!first) {
      this.recorder.error(STEPS.poolEmpty, 'every listing of the pool is believed sold out');
      throw new StepFailed('pool empty');
    }

    // 1. browse, as a visitor
    const productPath = `/product/${first.productId}/${first.productType}`;
    await this.page(STEPS.homeHtml, STEPS.homeInertia, '/', 'Home/Index');
    await this.think();
    await this.page(STEPS.productHtml, STEPS.productInertia, productPath, 'Product/Show');
    await this.think();

    // 2. search
    const word = searchWord(first.productName);
    this.accept(
      STEPS.paginate,
      await this.web.call('POST', '/v1/1/products/paginate', {
        body: { type: 'filter', search: word, page: 1, per_page: 24 },
      }),
      [200],
      (json) => (Array.isArray(json.data) ? null : 'no data list'),
    );
    this.accept(
      STEPS.suggestions,
      await this.web.call('GET', `/v1/1/search-suggestions?q=${encodeURIComponent(word.slice(0, 4))}`),
      [200],
      (json) => (Array.isArray(json.result) ? null : 'no result list'),
    );
    await this.think();

    // 3. cart
    const loggedIn = await this.web.call('POST', '/login', {
      body: { email: this.email, password: PASSWORD },
    });
    this.accept(STEPS.login, loggedIn, [200], () => (sessionOf(loggedIn) ? null : 'no session cookie'));
    this.web.token = sessionOf(loggedIn);
    const bought: Listing[] = [];
    let candidate: Listing | null = first;
    for (let tries = 0; bought.length < ITEMS_PER_ORDER && tries < 10; tries++) {
      candidate ??= this.ctx.pool.next(skipStores);
      if (!candidate) break;
      const listing: Listing = candidate;
      candidate = null;
      skipStores.add(listing.storeId);
      if (await this.add(listing)) bought.push(listing);
    }
    if (bought.length === 0) {
      this.recorder.error(STEPS.poolEmpty, 'no listing could be added in 10 tries');
      throw new StepFailed('nothing added');
    }
    await this.think();

    // 4. checkout
    const method = this.loops % 2 === 0 ? 'credit-card' : 'pix';
    const placed = await this.web.call('POST', `/v1/order/${method}`, {
      body: {
        idempotency_key: randomUUID(),
        address_id: this.addressId,
        wallet_credit: 0,
        ...(method === 'credit-card'
          ? {
              card: sandboxCardBody('4111111111111111', { holder: `Soak Comprador ${this.n}` }),
            }
          : {}),
      },
    });
    const orderStep = method === 'credit-card' ? STEPS.orderCard : STEPS.orderPix;
    if (placed.status === 422 && this.refusedForStock(placed)) {
      this.recorder.count(COUNTERS.orderRefused);
      for (const m of placed.json?.messages ?? []) {
        const listing = bought.find((l) => l.id === m.listing_id);
        if (listing) this.ctx.pool.soldOut(listing);
      }
      await this.emptyCart();
      await this.logout(true);
      return;
    }
    const group = this.accept(orderStep, placed, [201], (json) => {
      const data = json.result?.data;
      if (!data?.id || !Array.isArray(data.orders)) return 'no order group in the answer';
      if (data.orders.length !== bought.length)
        return `${data.orders.length} store orders for ${bought.length} stores`;
      if (method === 'credit-card' && data.status !== 'paid') return `card order ${data.status}, not paid`;
      if (method === 'pix' && !data.payment?.charge_id) return 'PIX order without a charge id';
      return null;
    }).result.data;
    for (const listing of bought) this.ctx.pool.bought(listing);
    const numbers: string[] = group.orders.map((o: Json) => String(o.number));
    if (method === 'credit-card') {
      this.recorder.count(COUNTERS.cardOrders);
      this.ctx.events.expect(this.userId, numbers, placed.startedAt);
    } else this.recorder.count(COUNTERS.pixOrders);

    this.accept(STEPS.orderView, await this.web.call('GET', `/v1/orders/${group.id}`), [200], (json) =>
      json.result?.id === group.id ? null : 'another order in the answer',
    );
    if (method === 'pix') {
      await this.think();
      const pay = await this.web.call(
        'POST',
        `/_sandbox/payments/${encodeURIComponent(group.payment.charge_id)}/pay`,
      );
      this.accept(STEPS.payPix, pay, [200], (json) =>
        json.result?.status === 'paid' ? null : `order ${json.result?.status}, not paid`,
      );
      this.recorder.count(COUNTERS.pixPaid);
      this.ctx.events.expect(this.userId, numbers, pay.startedAt);
    }
    await this.logout(true);

    // 5. realtime: the socket still answers
    const ping = await this.realtime?.ping();
    if (typeof ping === 'number') this.recorder.ok(STEP_PING, ping);
    else if (ping === 'offline') this.recorder.count(COUNTERS.pingSkipped);
    else if (ping === 'no-pong') this.recorder.error(STEP_PING, 'no pusher:pong within 10 s');
    await this.think();
  }

  /** A full page load, then the same page as an Inertia visit. */
  private async page(htmlStep: string, inertiaStep: string, path: string, component: string): Promise<void> {
    const html = await this.web.call('GET', path, {
      api: false,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    let version = '';
    const problem =
      html.failure ??
      (html.status !== 200
        ? summary(html)
        : (() => {
            const page = pageObject(html.text);
            if (!page) return 'no page object in the HTML';
            if (page.component !== component) return `component ${page.component}, not ${component}`;
            if (this.ctx.ssr && !html.text.includes('data-server-rendered="true"'))
              return 'not rendered on the server (SSR fell back to the client shell)';
            version = String(page.version ?? '');
            return null;
          })());
    if (problem) {
      this.recorder.error(htmlStep, problem);
      throw new StepFailed(problem);
    }
    this.recorder.ok(htmlStep, html.ms, html.startedAt + html.ms);
    if (version) this.ctx.assets.version = version;

    await this.think();
    const visit = await this.web.call('GET', path, {
      api: false,
      headers: {
        accept: 'text/html, application/xhtml+xml',
        'x-requested-with': 'XMLHttpRequest',
        'x-inertia': 'true',
        'x-inertia-version': this.ctx.assets.version,
      },
    });
    if (visit.status === 409 && visit.headers?.get('x-inertia-location')) {
      // A rebuild changed the assets: the browser would load the page in full, which the next loop does.
      this.recorder.count(COUNTERS.versionChanged);
      return;
    }
    this.accept(inertiaStep, visit, [200], (json) =>
      json.component === component ? null : `component ${json.component}, not ${component}`,
    );
  }

  /** Adds one unit; false (not an error) when the host says the stock is not there any more. */
  private async add(listing: Listing): Promise<boolean> {
    const answer = await this.web.call('POST', '/v1/add-to-cart', {
      body: { listing_id: listing.id, quantity: 1 },
    });
    if (answer.status === 422 && typeof answer.json?.message === 'string' && answer.json.message) {
      this.recorder.count(COUNTERS.addRefused);
      this.ctx.pool.soldOut(listing);
      return false;
    }
    const cart = this.accept(STEPS.addToCart, answer, [200], (json) =>
      Array.isArray(json.result?.items) ? null : 'no cart in the answer',
    ).result;
    const line = (cart.items as Json[]).find((item) => item.listing_id === listing.id);
    if (!line) {
      this.recorder.error(STEPS.addToCart, `listing ${listing.id} is not in the cart it answered`);
      throw new StepFailed('line missing');
    }
    this.ctx.pool.report(listing, Number(line.available_quantity));
    if (line.status !== 'ok') {
      this.recorder.count(COUNTERS.lineFlagged);
      await this.web.call('POST', '/v1/remove-from-cart', { body: { id: line.id } });
      return false;
    }
    return true;
  }

  private refusedForStock(answer: Answer): boolean {
    const json = answer.json;
    const messages: Json[] = Array.isArray(json?.messages) ? json.messages : [];
    return (
      typeof json?.message === 'string' &&
      json.message.length > 0 &&
      messages.length > 0 &&
      messages.every((m) => STOCK_CODES.has(String(m.code)))
    );
  }

  /** Removes every line of the cart (after a refusal or a failed loop), so the next loop starts empty. */
  private async emptyCart(): Promise<void> {
    if (!this.web.token) return;
    const cart = await this.web.call('GET', `/v1/active-cart/${GUEST}`);
    if (cart.status !== 200) {
      this.recorder.error(STEPS.cleanup, `GET /v1/active-cart: ${summary(cart)}`);
      return;
    }
    for (const item of (cart.json?.result?.items ?? []) as Json[]) {
      const removed = await this.web.call('POST', '/v1/remove-from-cart', { body: { id: item.id } });
      if (removed.status !== 200)
        this.recorder.error(STEPS.cleanup, `POST /v1/remove-from-cart: ${summary(removed)}`);
      else this.recorder.ok(STEPS.cleanup, removed.ms, removed.startedAt + removed.ms);
    }
  }

  private async logout(record: boolean): Promise<void> {
    if (!this.web.token) return;
    const answer = await this.web.call('POST', '/v1/auth/logout');
    this.web.token = '';
    if (record) this.accept(STEPS.logout, answer, [200]);
  }

  async stop(): Promise<void> {
    await this.realtime?.stop();
  }
}

/** A word of the product's name to search for, without accents (what a buyer types). */
function searchWord(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4);
  return words[0] ?? 'dragao';
}

/** The session token the answer set in its cookie (the body carries none), sent back as a bearer token. */
function sessionOf(answer: Answer): string {
  return sessionTokenFromSetCookie(answer.headers?.getSetCookie()) ?? '';
}
