import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AppConfig } from '../../../server/config.ts';
import { addBusinessDays, today } from '../../../server/domain/money/wallet-calendar.ts';
import { expectLedgerBalanced } from '../cart/fixtures.ts';
import { createSharedTestApp, type SharedTestApp } from '../cart/race-hosts.ts';
import { richBuyer } from '../seller/store-orders-fixtures.ts';
import type { MoveHostMessage, MoveTestMessage } from '../seller/store-orders-race-host.ts';
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
let children: ChildProcess[] = [];

beforeEach(async () => {
  t = await createSharedTestApp();
});
afterEach(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.send({ type: 'close' } satisfies MoveTestMessage);
        }),
    ),
  );
  children = [];
  await expectLedgerBalanced(t);
  await t.close();
});

async function startHosts(database: AppConfig['database']) {
  const script = join(import.meta.dirname, '../seller/store-orders-race-host.ts');
  children = Array.from({ length: HOSTS }, () =>
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
}

/** Loads the requests round-robin, then releases every process at once. */
function fire(moves: { path: string; token: string; body: unknown }[]) {
  const answers: { status: number; body: { message: string } }[] = new Array(moves.length);
  let loaded = 0;
  let answered = 0;
  return new Promise<typeof answers>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`race: ${answered}/${moves.length} answers`)), 60_000);
    const listener = (m: MoveHostMessage) => {
      if (m.type === 'loaded' && ++loaded === children.length)
        for (const child of children) child.send({ type: 'go' } satisfies MoveTestMessage);
      if (m.type === 'answer') {
        answers[m.index] = { status: m.status, body: m.body as { message: string } };
        if (++answered === moves.length) {
          clearTimeout(timer);
          for (const child of children) child.off('message', listener);
          resolve(answers);
        }
      }
    };
    for (const child of children) child.on('message', listener);
    children.forEach((child, c) => {
      const mine = moves.map((m, index) => ({ ...m, index })).filter((_, i) => i % children.length === c);
      child.send({ type: 'load', moves: mine } satisfies MoveTestMessage);
    });
  });
}

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

  await startHosts(t.database);
  const body = { store_id: store.storeId, amount: amount / 100, bank_account_id: accountId, date };
  const answers = await fire(
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
