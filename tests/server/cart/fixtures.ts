import { randomUUID } from 'node:crypto';
import { nowIso } from '../../../server/db/index.ts';
import { ledgerHealth, postLedger } from '../../../server/domain/ledger/post.ts';
import { walletGrant } from '../../../server/domain/ledger/postings.ts';
import type { Broadcaster } from '../../../server/realtime/broadcaster.ts';
import { sandboxCardBody } from '../../../shared/cardTokenizer/sandboxToken.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

/** Small fixtures written straight to the database, so the checkout tests need no demo seed. */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function ensureBusiness(t: Pick<TestApp, 'db'>): Promise<void> {
  const found = await t.db.selectFrom('businesses').select('id').where('id', '=', 1).executeTakeFirst();
  if (found) return;
  await t.db
    .insertInto('businesses')
    .values({
      id: 1,
      name: 'Mercado de Cartas',
      slug: 'mercado-de-cartas',
      description: '',
      email: 'contato@example.com',
      phone: '1130000000',
      url: 'https://example.com',
      created_at: nowIso(),
    } as never)
    .execute();
}

export async function makeStore(
  t: Pick<TestApp, 'db'>,
  options: { uf?: string; ownerUserId?: number | null; name?: string } = {},
) {
  await ensureBusiness(t);
  const id = unique();
  const now = nowIso();
  const row = await t.db
    .insertInto('stores')
    .values({
      business_id: 1,
      owner_user_id: options.ownerUserId ?? null,
      name: options.name ?? `Loja ${id}`,
      slug: `loja-${id}`,
      uf: options.uf ?? 'SP',
      city: 'São Paulo',
      logo_url: null,
      banner_url: null,
      description: null,
      is_client: 0,
      status: 'active',
      rating_sum: 0,
      reviews_count: 0,
      sales_count: 0,
      offers_count: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeProduct(
  t: TestApp,
  options: { name?: string; type?: 'card' | 'tcg' | 'accessory' | 'bra' } = {},
) {
  await ensureBusiness(t);
  const name = options.name ?? `Dragão ${unique()}`;
  const now = nowIso();
  const row = await t.db
    .insertInto('products')
    .values({
      business_id: 1,
      type: options.type ?? 'card',
      category_id: null,
      collection_id: null,
      brand_id: null,
      rarity_id: null,
      element_id: null,
      origin_id: null,
      name,
      name_en: null,
      name_norm: name.toLowerCase(),
      search_text: name.toLowerCase(),
      number: '001',
      code_pro: null,
      rdc: null,
      description: null,
      can_send_bra_center: 0,
      released_at: null,
      min_price: null,
      avg_price: null,
      max_price: null,
      offers_count: 0,
      stock: 0,
      price_7d_ago: null,
      price_change_bp: null,
      monthly_views: 0,
      monthly_sales: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeListing(
  t: TestApp,
  options: {
    storeId: number;
    productId: number;
    quantity?: number;
    price?: number;
    status?: 'available' | 'paused';
  },
) {
  const now = nowIso();
  const row = await t.db
    .insertInto('store_listings')
    .values({
      store_id: options.storeId,
      product_id: options.productId,
      condition: 'NM',
      language: 'BR',
      extras: 0,
      quantity: options.quantity ?? 5,
      price: options.price ?? 1000,
      status: options.status ?? 'available',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A store with one product listed: the smallest thing a buyer can order. */
export async function makeOffer(
  t: TestApp,
  options: { uf?: string; quantity?: number; price?: number; type?: 'card' | 'tcg' } = {},
) {
  const storeId = await makeStore(t, { uf: options.uf });
  const productId = await makeProduct(t, { type: options.type });
  const listingId = await makeListing(t, {
    storeId,
    productId,
    quantity: options.quantity,
    price: options.price,
  });
  return { storeId, productId, listingId };
}

export const SP_ADDRESS = {
  postcode: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

export interface Buyer {
  id: number;
  token: string;
  addressId: number;
}

/** A registered user with a default address and, optionally, wallet credit granted through the ledger. */
export async function makeBuyer(t: TestApp, options: { credit?: number } = {}): Promise<Buyer> {
  const user = await registerUser(t);
  const res = await t.request('POST', '/v1/address', { token: user.token, body: SP_ADDRESS });
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.statusCode} ${res.body}`);
  if (options.credit) await grantCredit(t, user.id, options.credit);
  return { id: user.id, token: user.token, addressId: res.json().result.id };
}

export async function grantCredit(t: TestApp, userId: number, cents: number) {
  await t.db.transaction().execute((trx) => postLedger(trx, walletGrant(userId, cents, 'teste')));
}

export async function addToCart(t: TestApp, buyer: Buyer, listingId: number, quantity = 1) {
  const res = await t.request('POST', '/v1/add-to-cart', {
    token: buyer.token,
    body: { listing_id: listingId, quantity },
  });
  if (res.statusCode !== 200) throw new Error(`add-to-cart failed: ${res.statusCode} ${res.body}`);
  return res.json().result;
}

export function orderBody(buyer: Buyer, extra: Record<string, unknown> = {}) {
  return { idempotency_key: randomUUID(), address_id: buyer.addressId, ...extra };
}

/** What the checkout posts for a card: the sandbox token made in the browser, never the number. */
export const APPROVED_CARD = sandboxCardBody('4111 1111 1111 1111', { holder: 'Maria Silva' });
export const REFUSED_CARD = sandboxCardBody('4000 0000 0000 9995', { holder: 'Maria Silva' });

export async function listingQuantity(t: TestApp, listingId: number) {
  const row = await t.db
    .selectFrom('store_listings')
    .select('quantity')
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

export async function count(
  t: TestApp,
  table: 'order_groups' | 'store_orders' | 'order_items' | 'payments' | 'cart_items',
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ledger invariants of docs/ledger.md. */
export async function expectLedgerBalanced(t: TestApp) {
  const health = await ledgerHealth(t.db);
  if (
    health.balanceSum !== 0 ||
    health.entrySum !== 0 ||
    health.unbalancedTransactions !== 0 ||
    health.driftedAccounts !== 0
  ) {
    throw new Error(`ledger out of balance: ${JSON.stringify(health)}`);
  }
}

export async function walletOf(t: TestApp, userId: number) {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', `buyer_wallet:${userId}`)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Records what the host broadcasts (the tests' host runs without a socket server). */
export function recordBroadcasts(t: TestApp) {
  const events: { channels: string[]; event: string; payload: unknown }[] = [];
  const recorder: Broadcaster = {
    async broadcast(channels, event, payload) {
      events.push({ channels, event, payload });
    },
  };
  t.app.commerce.deps.broadcaster = recorder;
  return events;
}
