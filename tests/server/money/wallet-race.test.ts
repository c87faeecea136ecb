import { afterEach, beforeEach, expect, it } from 'vitest';
import { addBusinessDays, today } from '../../../server/domain/money/wallet-calendar.ts';
import { expectLedgerBalanced } from '../cart/fixtures.ts';
import { createSharedTestApp, RaceHosts, type SharedTestApp } from '../cart/race-hosts.ts';
import { richBuyer } from '../seller/store-orders-fixtures.ts';
import { balanceOf, bankAccount, concludedOrder, sellerStore } from './wallet-fixtures.ts';

/**
 * 20 cash-outs of one store's balance at the same moment, from 4 host processes with their own
 * database connections (a shared SQLite file, or PostgreSQL): only as many as the wallet covers pass,
 * the others get the 422, and the wallet never goes below zero.
 */
const HOSTS = 4;
const CASH_OUTS = 20;
const FITS = 7;
const FEE = 367;

let t: SharedTestApp;
let hosts: RaceHosts | null = null;

beforeEach(async () => {
  t = await createSharedTestApp();
});
afterEach(async () => {
  await hosts?.close();
  hosts = null;
  await expectLedgerBalanced(t);
  await t.close();
});

it('20 concurrent cash-outs never overdraw the wallet', async () => {
  const store = await sellerStore(t, 2000);
  const buyer = await richBuyer(t);
  const { net } = await concludedOrder(t, buyer, store, 10);
  const accountId = await bankAccount(t, store.storeId);
  // Each cash-out costs amount + fee; exactly FITS of them fit in the balance.
  const amount = Math.floor(net / FITS) - FEE - 1;
  expect((FITS + 1) * (amount + FEE)).toBeGreaterThan(net);
  expect(amount).toBeGreaterThanOrEqual(1000);
  const date = addBusinessDays(today(new Date()), 1);

  hosts = await RaceHosts.start(t.database, HOSTS);
  const body = { store_id: store.storeId, amount: amount / 100, bank_account_id: accountId, date };
  const answers = await hosts.fire(
    Array.from({ length: CASH_OUTS }, () => ({
      path: '/v1/store-wallet/cash-out',
      token: store.seller.token,
      body,
    })),
  );
  const won = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 422);
  expect(won).toHaveLength(FITS);
  expect(refused).toHaveLength(CASH_OUTS - FITS);
  for (const a of refused) expect(a.body.message).toMatch(/^O saldo disponível/);

  const wallet = await balanceOf(t, `store_wallet:${store.storeId}`);
  expect(wallet).toBe(net - FITS * (amount + FEE));
  expect(wallet).toBeGreaterThanOrEqual(0);
  expect(await balanceOf(t, 'payouts_in_transit')).toBe(FITS * amount);
  const payouts = await t.db
    .selectFrom('payouts')
    .selectAll()
    .where('store_id', '=', store.storeId)
    .execute();
  expect(payouts).toHaveLength(FITS);
  await expectLedgerBalanced(t);

  // Settled: what left through the driver is the sum of the amounts; the fees stayed as revenue.
  const settled = await t.request('POST', '/_sandbox/payouts/settle', { body: {} });
  expect(settled.json().result.settled).toHaveLength(FITS);
  expect(await balanceOf(t, 'payouts_sent:sandbox')).toBe(FITS * amount);
  expect(await balanceOf(t, 'payouts_in_transit')).toBe(0);
}, 180_000);
