import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { addToCart, makeBuyer, makeListing, makeProduct, makeStore, orderBody } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let storeId: number;
let otherStoreId: number;
let version: string;
/** Bra Center products the store lists (one paused), one it does not list, one not Bra Center, one blocked. */
const p: Record<string, number> = {};

async function braProduct(name: string, canSend = true) {
  const id = await makeProduct(t, { name, type: 'bra' });
  if (canSend)
    await t.db.updateTable('products').set({ can_send_bra_center: 1 }).where('id', '=', id).execute();
  return id;
}

function visit(
  url: string,
  { session, headers = {} }: { session?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-inertia': 'true', 'x-inertia-version': version, ...headers },
    cookies: session ? { [SESSION_COOKIE]: session } : {},
  });
}

const setList = (body: unknown, options: { token?: string | null; xsrf?: boolean } = {}) =>
  t.request('POST', '/v1/set-list-bra-center', { token: seller.token, body, ...options });

const rows = () =>
  t.db
    .selectFrom('store_bra_center_products' as never)
    .select(['product_id' as never])
    .where('store_id' as never, '=', storeId as never)
    .execute() as Promise<{ product_id: number }[]>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await registerUser(t, { name: 'Sérgio' });
  other = await registerUser(t, { name: 'Helena' });
  storeId = await makeStore(t, { ownerUserId: seller.id, name: 'Loja Gestão' });
  otherStoreId = await makeStore(t, { ownerUserId: other.id });
  p.saci = await braProduct('Saci Pererê');
  p.iara = await braProduct('Iara das Águas');
  p.curupira = await braProduct('Curupira');
  p.notListed = await braProduct('Boitatá');
  p.notBra = await braProduct('Mula sem cabeça', false);
  p.blocked = await braProduct('Cuca');
  await makeListing(t, { storeId, productId: p.saci, quantity: 4 });
  await makeListing(t, { storeId, productId: p.iara, quantity: 2 });
  await makeListing(t, { storeId, productId: p.curupira, quantity: 1, status: 'paused' });
  await makeListing(t, { storeId, productId: p.notBra, quantity: 3 });
  const blocked = await makeListing(t, { storeId, productId: p.blocked, quantity: 3 });
  await t.db.updateTable('store_listings').set({ status: 'blocked' }).where('id', '=', blocked).execute();
  await makeListing(t, { storeId: otherStoreId, productId: p.notListed, quantity: 3 });

  // Two buyers with paid orders at the store: the second buys twice.
  for (const [name, orders] of [
    ['Ana', 1],
    ['Bruno', 2],
  ] as const) {
    const buyer = await makeBuyer(t, { credit: 100000 });
    await t.db.updateTable('users').set({ name, last_name: 'Cliente' }).where('id', '=', buyer.id).execute();
    for (let i = 0; i < orders; i++) {
      await addToCart(
        t,
        buyer,
        (
          await t.db
            .selectFrom('store_listings')
            .select('id')
            .where('product_id', '=', p.saci)
            .executeTakeFirstOrThrow()
        ).id,
      );
      const res = await t.request('POST', '/v1/order/pix', {
        token: buyer.token,
        body: orderBody(buyer, { wallet_credit: 1000 }),
      });
      expect(res.statusCode).toBe(201);
    }
  }
  version = (await t.request('GET', '/', { headers: { 'x-inertia': 'true' } })).json().version;
});
afterAll(async () => {
  await t.close();
});

describe('the Bra Center list', () => {
  it('saves the store’s Bra Center products, replacing the list, and reads it back', async () => {
    const empty = await t.request('GET', `/v1/get-list-bra-center/${storeId}`, { token: seller.token });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().result).toEqual({ store_id: storeId, products: [], updated_at: null });

    const saved = await setList({ store_id: storeId, product_ids: [p.saci, p.curupira, p.saci] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ error: false, message: 'Salvo com sucesso' });
    expect(saved.json().result.products.map((x: { name: string }) => x.name)).toEqual([
      'Curupira',
      'Saci Pererê',
    ]);
    expect(saved.json().result.products[1]).toMatchObject({ product_id: p.saci, type: 'bra', quantity: 1 }); // 4 listed, 3 sold
    // A paused listing still counts as listed; it has no units for sale.
    expect(saved.json().result.products[0]).toMatchObject({ product_id: p.curupira, quantity: 0 });

    const replaced = await setList({ store_id: storeId, product_ids: [p.iara] });
    expect(replaced.json().result.products.map((x: { product_id: number }) => x.product_id)).toEqual([
      p.iara,
    ]);
    const read = await t.request('GET', `/v1/get-list-bra-center/${storeId}`, { token: seller.token });
    expect(read.json().result.products.map((x: { product_id: number }) => x.product_id)).toEqual([p.iara]);
    expect(read.json().result.updated_at).toEqual(expect.any(String));
    expect((await rows()).map((r) => r.product_id)).toEqual([p.iara]);
  });

  it('refuses products the store may not send, and writes nothing', async () => {
    await setList({ store_id: storeId, product_ids: [p.iara] });
    for (const bad of [p.notListed, p.notBra, p.blocked, 987654]) {
      const res = await setList({ store_id: storeId, product_ids: [p.saci, bad] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.product_ids[0]).toBe(
        `Estes produtos não podem ir para o Bra Center por esta loja: ${bad}.`,
      );
    }
    const badInput = await setList({ store_id: storeId, product_ids: ['x'] });
    expect(badInput.statusCode).toBe(422);
    expect(Object.keys(badInput.json().errors)).toEqual(['product_ids.0']);
    expect((await setList({ store_id: storeId })).statusCode).toBe(422);
    expect((await rows()).map((r) => r.product_id)).toEqual([p.iara]);
  });

  it('answers 401, 403, 404 and 419, and writes nothing', async () => {
    await setList({ store_id: storeId, product_ids: [p.iara] });
    const body = { store_id: storeId, product_ids: [p.saci] };
    expect((await setList(body, { token: null })).statusCode).toBe(401);
    const refused = await setList(body, { token: other.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await setList(body, { xsrf: false })).statusCode).toBe(419);
    expect((await setList({ store_id: 999999, product_ids: [] })).statusCode).toBe(404);
    expect((await rows()).map((r) => r.product_id)).toEqual([p.iara]);

    expect((await t.request('GET', `/v1/get-list-bra-center/${storeId}`)).statusCode).toBe(401);
    expect(
      (await t.request('GET', `/v1/get-list-bra-center/${storeId}`, { token: other.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', '/v1/get-list-bra-center/999999', { token: seller.token })).statusCode,
    ).toBe(404);
  });

  it('an empty list clears it', async () => {
    await setList({ store_id: storeId, product_ids: [p.iara, p.saci] });
    const res = await setList({ store_id: storeId, product_ids: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.products).toEqual([]);
    expect(await rows()).toEqual([]);
  });
});

describe('the project-management page', () => {
  it('gets the store’s clients as store-clients lists them, and the Bra Center list with its candidates', async () => {
    await setList({ store_id: storeId, product_ids: [p.saci] });
    const res = await visit(`/my-store/${storeId}/project-management?sort=orders`, { session: seller.token });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.component).toBe('MyStore/ProjectManagement');
    const api = (
      await t.request('POST', '/v1/store-clients', {
        token: seller.token,
        body: { store_id: storeId, sort: 'orders', per_page: 20 },
      })
    ).json();
    expect(page.props.clients).toEqual({ data: api.clients, paginate: api.paginate });
    expect(
      page.props.clients.data.map((c: { name: string; orders_count: number }) => [c.name, c.orders_count]),
    ).toEqual([
      ['Bruno Cliente', 2],
      ['Ana Cliente', 1],
    ]);
    expect(page.props.clientSort).toBe('orders');
    expect(page.props.braCenter.products.map((x: { product_id: number }) => x.product_id)).toEqual([p.saci]);
    expect(page.props.braEligible.data.map((x: { name: string }) => x.name)).toEqual([
      'Curupira',
      'Iara das Águas',
      'Saci Pererê',
    ]);
    expect(page.mergeProps).toEqual(['clients.data', 'braEligible.data']);

    const search = await visit(`/my-store/${storeId}/project-management?bq=iara`, {
      session: seller.token,
      headers: {
        'x-inertia-partial-component': 'MyStore/ProjectManagement',
        'x-inertia-partial-data': 'braEligible,braSearch',
        'x-inertia-reset': 'braEligible',
      },
    });
    expect(Object.keys(search.json().props).sort()).toEqual(['braEligible', 'braSearch', 'errors']);
    expect(search.json().props.braEligible.data.map((x: { product_id: number }) => x.product_id)).toEqual([
      p.iara,
    ]);
  });

  it('keeps other sellers out', async () => {
    const refused = await visit(`/my-store/${storeId}/project-management`, { session: other.token });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/my-store/list');
    expect((await visit('/my-store/999999/project-management', { session: seller.token })).statusCode).toBe(
      404,
    );
  });
});
