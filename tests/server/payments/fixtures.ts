import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { AppConfig } from '../../../server/config.ts';
import {
  APPROVED_CARD,
  addToCart,
  type Buyer,
  listingQuantity,
  makeOffer,
  orderBody,
} from '../cart/fixtures.ts';
import { type TestApp, XSRF } from '../support/testApp.ts';

/** A paid card order of one unit from each of `stores` stores; its group, charge and store orders. */
export async function cardOrder(t: TestApp, buyer: Buyer, stores = 2, price = 2000) {
  const offers = [];
  for (let i = 0; i < stores; i++) offers.push(await makeOffer(t, { quantity: 3, price: price + i * 500 }));
  for (const offer of offers) await addToCart(t, buyer, offer.listingId);
  const res = await t.request('POST', '/v1/order/credit-card', {
    token: buyer.token,
    body: orderBody(buyer, { card: { ...APPROVED_CARD, save: false }, installments: 1 }),
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  const group = res.json().result.data;
  const orders = await t.db
    .selectFrom('store_orders')
    .selectAll()
    .where('order_group_id', '=', group.id)
    .orderBy('id')
    .execute();
  return {
    groupId: group.id as number,
    number: group.number as string,
    chargeId: group.payment.charge_id as string,
    offers,
    orders,
  };
}

/** What a forged or repeated event must leave as it was: statuses, stock, payments, the ledger. */
export async function snapshot(t: TestApp, listingIds: number[] = []) {
  const groups = await t.db.selectFrom('order_groups').select(['id', 'status']).orderBy('id').execute();
  const orders = await t.db
    .selectFrom('store_orders')
    .select(['id', 'status', 'refunded_amount'])
    .orderBy('id')
    .execute();
  const payments = await t.db
    .selectFrom('payments')
    .select(['id', 'status', 'refunded_amount'])
    .orderBy('id')
    .execute();
  const entries = await t.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const stock = [];
  for (const id of listingIds) stock.push(await listingQuantity(t, id));
  return { groups, orders, payments, entries: Number(entries.n), stock };
}

/**
 * Another host process on the same database (a restart): a new app, with its own Commerce and
 * sandbox driver, nothing in memory from the first.
 */
export async function restartedHost(
  t: TestApp,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...t.config, ...overrides },
    database: { db: t.db, dialect: t.dialect, close: async () => {} },
  });
  await app.ready();
  return app;
}

export function post(app: FastifyInstance, url: string, body: unknown = {}, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: {
      accept: 'application/json',
      'x-xsrf-token': XSRF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    cookies: { 'XSRF-TOKEN': XSRF },
  });
}

export async function balance(t: TestApp, code: string): Promise<number> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}
