import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../server/config.ts';
import { type Buyer, listingQuantity, walletOf } from '../cart/fixtures.ts';
import { createSharedTestApp, type SharedTestApp } from '../cart/race-hosts.ts';
import {
  accountFigures,
  advance,
  expectBooksBalanced,
  makeSellerStore,
  paidStoreOrder,
  richBuyer,
  type SellerStore,
} from './store-orders-fixtures.ts';
import type { MoveHostMessage, MoveTestMessage } from './store-orders-race-host.ts';

/**
 * Two clicks (or tabs, or a click and the auto-conclusion) on the same move: separate host processes,
 * each with its own database connection (a shared SQLite file, or the PostgreSQL test database), fire
 * the same move on the same order at the same moment. One wins; the others get a 422 and nothing moves
 * twice: the move's conditional update on the current status decides.
 */
const HOSTS = 4;
const MOVES = 8;

class MoveHosts {
  private constructor(private readonly children: ChildProcess[]) {}

  static async start(database: AppConfig['database']): Promise<MoveHosts> {
    const script = join(import.meta.dirname, 'store-orders-race-host.ts');
    const children = Array.from({ length: HOSTS }, () =>
      fork(script, [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, RACE_DATABASE: JSON.stringify(database) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve, reject) => {
            child.once('error', reject);
            child.once('message', (m: MoveHostMessage) => (m.type === 'ready' ? resolve() : undefined));
          }),
      ),
    );
    return new MoveHosts(children);
  }

  /** Loads the moves round-robin, then releases every process at once; the answers in order. */
  async fire(moves: { path: string; token: string; body: unknown }[]) {
    const answers: { status: number; body: { message: string }; pid: number }[] = new Array(moves.length);
    let loaded = 0;
    let answered = 0;
    return new Promise<typeof answers>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`race: ${answered}/${moves.length} answers`)), 60_000);
      const listener = (m: MoveHostMessage) => {
        if (m.type === 'loaded' && ++loaded === this.children.length)
          for (const child of this.children) child.send({ type: 'go' } satisfies MoveTestMessage);
        if (m.type === 'answer') {
          answers[m.index] = { status: m.status, body: m.body as { message: string }, pid: m.pid };
          if (++answered === moves.length) {
            clearTimeout(timer);
            for (const child of this.children) child.off('message', listener);
            resolve(answers);
          }
        }
      };
      for (const child of this.children) child.on('message', listener);
      this.children.forEach((child, c) => {
        const mine = moves
          .map((m, index) => ({ ...m, index }))
          .filter((_, i) => i % this.children.length === c);
        child.send({ type: 'load', moves: mine } satisfies MoveTestMessage);
      });
    });
  }

  async close() {
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.send({ type: 'close' } satisfies MoveTestMessage);
          }),
      ),
    );
  }
}

let t: SharedTestApp;
let hosts: MoveHosts | null = null;
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
    hosts = await MoveHosts.start(t.database);
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
    hosts = await MoveHosts.start(t.database);
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
    hosts = await MoveHosts.start(t.database);
    const answers = await hosts.fire(same('/v1/store-order-accept', { store_order_id: storeOrderId }));
    expect(split(answers)).toEqual({ won: 1, refused: MOVES - 1 });
    for (const a of answers.filter((x) => x.status === 422))
      expect(a.body.message).toBe('Este pedido já foi aceito.');
  }, 120_000);

  it('delivers once', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    await advance(t, storeOrderId, 'shipped');
    hosts = await MoveHosts.start(t.database);
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
