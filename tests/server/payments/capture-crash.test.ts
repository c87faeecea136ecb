import { fork } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../../server/domain/ledger/post.ts';
import { runPaymentReconcile } from '../../../server/jobs/payment-reconcile.ts';
import {
  APPROVED_CARD,
  addToCart,
  listingQuantity,
  makeBuyer,
  makeOffer,
  orderBody,
} from '../cart/fixtures.ts';
import { createSharedTestApp, type SharedTestApp } from '../cart/race-hosts.ts';
import type { CrashMessage } from './capture-crash-host.ts';
import { restartedHost } from './fixtures.ts';

/**
 * A host killed (SIGKILL) right after the gateway captured a card, before it recorded the charge and
 * settled the order: the buyer paid, the order still awaits payment. Started again, the reconciliation
 * job finds the charge at the gateway (the sandbox's charges live in the database) and settles the
 * order, with the ledger balanced. SQLite file, or PostgreSQL with TEST_DATABASE_URL.
 */

let t: SharedTestApp;
beforeEach(async () => {
  t = await createSharedTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Runs the crashing host with one checkout; resolves with the signal that ended it. */
function crashingCheckout(message: CrashMessage): Promise<NodeJS.Signals | null> {
  const child = fork(join(import.meta.dirname, 'capture-crash-host.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, CRASH_DATABASE: JSON.stringify(t.database) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.on('message', (m: { type: string }) => {
      if (m.type === 'ready') child.send(message);
    });
    child.once('error', fail);
    child.once('exit', (_code, signal) => done(signal));
  });
}

describe('a host killed between capture and settlement', () => {
  it('leaves an order the reconciliation job settles after the restart, the ledger balanced', async () => {
    const offer = await makeOffer(t, { quantity: 1, price: 7300 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId);

    const signal = await crashingCheckout({
      type: 'place',
      path: '/v1/order/credit-card',
      token: buyer.token,
      body: orderBody(buyer, { card: { ...APPROVED_CARD, save: false }, installments: 1 }),
    });
    expect(signal).toBe('SIGKILL');
    const group = await t.db.selectFrom('order_groups').selectAll().executeTakeFirstOrThrow();
    expect(group.status).toBe('awaiting_payment');
    expect(await t.db.selectFrom('payments').selectAll().execute()).toHaveLength(0);
    const captured = await t.db.selectFrom('sandbox_charges').select(['status', 'order_ref']).execute();
    expect(captured).toEqual([{ status: 'approved', order_ref: group.number }]);

    // The host starts again (nothing in memory from the dead one) and its job runs once the grace is over.
    const host = await restartedHost(t);
    try {
      const later = new Date(Date.now() + 10 * 60_000);
      host.commerce.clock = { now: () => later };
      expect(await runPaymentReconcile(host.commerce)).toEqual({ settled: 1, refunded: 0, released: 0 });
    } finally {
      await host.close();
    }
    const after = await t.db.selectFrom('order_groups').select('status').executeTakeFirstOrThrow();
    expect(after.status).toBe('paid');
    const orders = await t.db.selectFrom('store_orders').select('status').execute();
    expect(orders.map((o) => o.status)).toEqual(['paid']);
    expect(await listingQuantity(t, offer.listingId)).toBe(0);
    const payment = await t.db.selectFrom('payments').select(['status', 'amount']).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'approved', amount: group.charge_amount });
    expect(await ledgerHealth(t.db)).toEqual({
      balanceSum: 0,
      entrySum: 0,
      unbalancedTransactions: 0,
      driftedAccounts: 0,
    });
    const gateway = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', 'gateway:sandbox')
      .executeTakeFirstOrThrow();
    expect(Number(gateway.balance)).toBe(-group.charge_amount);
  }, 120_000);
});
