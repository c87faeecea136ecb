import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Buyer, listingQuantity, walletOf } from '../cart/fixtures.ts';
import { createSharedTestApp, RaceHosts, type SharedTestApp } from '../cart/race-hosts.ts';
import {
  accountFigures,
  advance,
  expectBooksBalanced,
  makeSellerStore,
  paidStoreOrder,
  richBuyer,
  type SellerStore,
} from './store-orders-fixtures.ts';

/**
 * Two clicks (or tabs, or a click and the auto-conclusion) on the same move: separate host processes,
 * each with its own database connection (a shared SQLite file, or the PostgreSQL test database), fire
 * the same move on the same order at the same moment. One wins; the others get a 422 and nothing moves
 * twice: the move's conditional update on the current status decides.
 */
const HOSTS = 4;
const MOVES = 8;

let t: SharedTestApp;
let hosts: RaceHosts | null = null;
let store: SellerStore;
let buyer: Buyer;
beforeEach(async () => {
  t = await createSharedTestApp();
  store = await makeSellerStore(t);
  buyer = await richBuyer(t);
});
afterEach(async () => {
  await hosts?.close();
  hosts = null;
  await expectBooksBalanced(t);
  await t.close();
});

const same = (path: string, body: unknown) =>
  Array.from({ length: MOVES }, () => ({ path, token: store.seller.token, body }));

const split = (answers: { status: number }[]) => ({
  won: answers.filter((a) => a.status === 200).length,
  refused: answers.filter((a) => a.status === 422).length,
});

describe('concurrent identical moves on one store order', () => {
  it('cancels once: one refund, the stock back once', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store, 2);
    const wallet = await walletOf(t, buyer.id);
    const stock = await listingQuantity(t, store.listingId);
    hosts = await RaceHosts.start(t.database, HOSTS);
    const answers = await hosts.fire(
      same('/v1/store-order-cancel', { store_order_id: storeOrderId, reason: 'Clique duplo no cancelar' }),
    );
    expect(split(answers)).toEqual({ won: 1, refused: MOVES - 1 });
    for (const a of answers.filter((x) => x.status === 422))
      expect(a.body.message).toMatch(/Não é possível passar de "Cancelado"|O pedido mudou enquanto isso/);
    const order = await t.db
      .selectFrom('store_orders')
      .selectAll()
      .where('id', '=', storeOrderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('canceled');
    expect(await walletOf(t, buyer.id)).toBe(wallet + order.items_total + order.shipping_price);
    expect(await listingQuantity(t, store.listingId)).toBe(stock + 2);
    const refunds = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('store_order_id', '=', storeOrderId)
      .where('kind', '=', 'store_order_refund')
      .execute();
    expect(refunds).toHaveLength(1);
    const history = await t.db
      .selectFrom('order_status_history')
      .select('id')
      .where('store_order_id', '=', storeOrderId)
      .where('status', '=', 'canceled')
      .execute();
    expect(history).toHaveLength(1);
  }, 120_000);

  it('concludes once: the net reaches the store’s wallet once', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    await advance(t, storeOrderId, 'delivered');
    hosts = await RaceHosts.start(t.database, HOSTS);
    const answers = await hosts.fire(same('/v1/store-order-conclude', { store_order_id: storeOrderId }));
    expect(split(answers)).toEqual({ won: 1, refused: MOVES - 1 });
    const order = await t.db
      .selectFrom('store_orders')
      .selectAll()
      .where('id', '=', storeOrderId)
      .executeTakeFirstOrThrow();
    const net = order.items_total + order.shipping_price - order.fee;
    expect(await accountFigures(t, `store_wallet:${store.storeId}`)).toEqual({ balance: net, entries: net });
  }, 120_000);

  it('accepts once: the others hear it was already accepted', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    hosts = await RaceHosts.start(t.database, HOSTS);
    const answers = await hosts.fire(same('/v1/store-order-accept', { store_order_id: storeOrderId }));
    expect(split(answers)).toEqual({ won: 1, refused: MOVES - 1 });
    for (const a of answers.filter((x) => x.status === 422))
      expect(a.body.message).toBe('Este pedido já foi aceito.');
  }, 120_000);

  it('delivers once', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    await advance(t, storeOrderId, 'shipped');
    hosts = await RaceHosts.start(t.database, HOSTS);
    const answers = await hosts.fire(same('/v1/store-order-deliver', { store_order_id: storeOrderId }));
    expect(split(answers)).toEqual({ won: 1, refused: MOVES - 1 });
    const delivered = await t.db
      .selectFrom('order_status_history')
      .select('id')
      .where('store_order_id', '=', storeOrderId)
      .where('status', '=', 'delivered')
      .execute();
    expect(delivered).toHaveLength(1);
  }, 120_000);
});
