import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../../server/domain/ledger/post.ts';
import { runPayoutSettle } from '../../../server/jobs/payout-settle.ts';
import { type Buyer, expectLedgerBalanced, recordBroadcasts } from '../cart/fixtures.ts';
import { advance, paidStoreOrder, richBuyer, type SellerStore } from '../seller/store-orders-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import {
  balanceOf,
  bankAccount,
  concludedOrder,
  fixClock,
  moneySnapshot,
  sellerStore,
} from './wallet-fixtures.ts';

let t: TestApp;
let store: SellerStore;
let buyer: Buyer;
let net: number;
let accountId: number;

beforeEach(async () => {
  t = await createTestApp();
  store = await sellerStore(t);
  buyer = await richBuyer(t);
  ({ net } = await concludedOrder(t, buyer, store));
  accountId = await bankAccount(t, store.storeId);
  fixClock(t);
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const FEE = 367;
const summary = (token = store.seller.token) =>
  t.request('GET', '/v1/store-wallet', { token, query: { store_id: store.storeId } });
const cashOut = (body: Record<string, unknown>, token: string | null = store.seller.token, xsrf = true) =>
  t.request('POST', '/v1/store-wallet/cash-out', {
    token,
    xsrf,
    body: { store_id: store.storeId, bank_account_id: accountId, date: '2025-03-13', ...body },
  });

describe('GET /v1/store-wallet', () => {
  it('shows the ledger balances: available = store_wallet, receivable = store_receivable', async () => {
    // One more order still on its way: its net waits in the receivable.
    const { storeOrderId } = await paidStoreOrder(t, buyer, store, 1);
    await advance(t, storeOrderId, 'delivered');
    const res = await summary();
    expect(res.statusCode).toBe(200);
    const w = res.json().result;
    expect(w.available).toBe(net / 100);
    expect(w.available * 100).toBe(await balanceOf(t, `store_wallet:${store.storeId}`));
    expect(Math.round(w.receivable * 100)).toBe(await balanceOf(t, `store_receivable:${store.storeId}`));
    expect(w.receivable).toBeGreaterThan(0);
    expect(w.pending_payouts).toBe(0);
    expect(w.withdrawal).toEqual({
      fee: 3.67,
      min_amount: 10,
      min_business_days: 1,
      earliest_date: '2025-03-13',
      latest_date: '2025-06-11',
    });
    expect(w.next_releases).toHaveLength(1);
    expect(w.next_releases[0]).toMatchObject({
      store_order_id: storeOrderId,
      status: 'delivered',
      hold: null,
    });
    expect(w.next_releases[0].release_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(w.last_movements.map((m: { kind: string }) => m.kind)).toContain('store_release');
  });

  it('refuses a visitor (401), another seller (403) and an unknown store (404)', async () => {
    expect((await summary('')).statusCode).toBe(401);
    const other = await registerUser(t);
    const res = await summary(other.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem acesso a esta loja.');
    const unknown = await t.request('GET', '/v1/store-wallet', {
      token: store.seller.token,
      query: { store_id: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.request('GET', '/v1/store-wallet', {
      token: store.seller.token,
      query: { store_id: 'x' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /v1/store-wallet/cash-out', () => {
  it('moves amount + fee out of the wallet in one transaction and records a pending payout', async () => {
    const before = await moneySnapshot(t, store.storeId);
    const res = await cashOut({ amount: 12.5 });
    expect(res.statusCode).toBe(201);
    const { message, result } = res.json();
    expect(message).toBe('Saque solicitado.');
    expect(result).toMatchObject({
      amount: 12.5,
      fee: 3.67,
      total: 16.17,
      status: 'pending',
      status_label: 'Pendente',
      scheduled_for: '2025-03-13',
      failure_reason: null,
    });
    expect(result.bank_account.account_masked).toBe('Ag. 1584 · ••••5678-7');
    const after = await moneySnapshot(t, store.storeId);
    expect(after.wallet).toBe(before.wallet - 1250 - FEE);
    expect(after.inTransit).toBe(before.inTransit + 1250);
    expect(after.fee).toBe(before.fee + FEE);
    expect(after.payouts).toBe(1);
    const w = (await summary()).json().result;
    expect(w.available).toBe((net - 1250 - FEE) / 100);
    expect(w.pending_payouts).toBe(16.17);
    expect(w.pending_payouts_count).toBe(1);
    const list = await t.request('GET', '/v1/store-wallet/payouts', {
      token: store.seller.token,
      query: { store_id: store.storeId },
    });
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([result.id]);
    expect(list.json().paginate.total).toBe(1);
  });

  it('accepts the whole balance less the fee, and nothing more', async () => {
    const all = (net - FEE) / 100;
    const over = await cashOut({ amount: (net - FEE + 1) / 100 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toMatch(/não cobre .* mais a tarifa de R\$ 3,67/);
    const ok = await cashOut({ amount: all });
    expect(ok.statusCode).toBe(201);
    expect(await balanceOf(t, `store_wallet:${store.storeId}`)).toBe(0);
  });

  const refusals: [string, () => Promise<Record<string, unknown>>, string, RegExp][] = [
    ['zero', async () => ({ amount: 0 }), 'amount', /maior que zero/],
    ['negative', async () => ({ amount: -5 }), 'amount', /maior que zero/],
    ['not a number', async () => ({ amount: 'dez' }), 'amount', /deve ser um número/],
    ['3 decimals', async () => ({ amount: 10.005 }), 'amount', /no máximo 2 casas decimais/],
    ['below the minimum', async () => ({ amount: 9.99 }), 'amount', /O valor mínimo de saque é R\$ 10,00/],
    ['more than available', async () => ({ amount: (net + 100) / 100 }), 'amount', /não cobre/],
    ['amount + fee over the balance', async () => ({ amount: net / 100 }), 'amount', /não cobre/],
    ['a date before the earliest', async () => ({ amount: 10, date: '2025-03-12' }), 'date', /13\/03\/2025/],
    ['a weekend', async () => ({ amount: 10, date: '2025-03-15' }), 'date', /dia útil/],
    ['a holiday', async () => ({ amount: 10, date: '2025-04-21' }), 'date', /dia útil/],
    ['a bad date', async () => ({ amount: 10, date: '13/03/2025' }), 'date', /AAAA-MM-DD/],
    ['too far', async () => ({ amount: 10, date: '2025-09-01' }), 'date', /no máximo/],
    [
      'another store’s bank account',
      async () => {
        const other = await sellerStore(t);
        return { amount: 10, bank_account_id: await bankAccount(t, other.storeId) };
      },
      'bank_account_id',
      /conta bancária ativa desta loja/,
    ],
    [
      'a deleted bank account',
      async () => ({ amount: 10, bank_account_id: await bankAccount(t, store.storeId, { deleted: true }) }),
      'bank_account_id',
      /conta bancária ativa desta loja/,
    ],
  ];

  it.each(refusals)(
    'refuses %s with a 422 in Portuguese and changes nothing',
    async (_, body, field, message) => {
      const input = await body();
      const before = await moneySnapshot(t, store.storeId);
      const res = await cashOut(input);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field][0]).toMatch(message);
      expect(res.json().message).toMatch(message);
      expect(await moneySnapshot(t, store.storeId)).toEqual(before);
    },
  );

  it('answers 401 to a visitor, 403 to another seller, 419 without the XSRF token', async () => {
    const before = await moneySnapshot(t, store.storeId);
    expect((await cashOut({ amount: 10 }, null)).statusCode).toBe(401);
    const other = await registerUser(t);
    const res = await cashOut({ amount: 10 }, other.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await cashOut({ amount: 10 }, store.seller.token, false)).statusCode).toBe(419);
    expect(await moneySnapshot(t, store.storeId)).toEqual(before);
  });

  it('follows the fee and the minimum set by the admin', async () => {
    await t.db
      .updateTable('system_config')
      .set({ value: '500' })
      .where('code', '=', 'withdrawal_price')
      .execute();
    await t.db
      .updateTable('system_config')
      .set({ value: '2' })
      .where('code', '=', 'withdrawal_min_date')
      .execute();
    const early = await cashOut({ amount: 10, date: '2025-03-13' });
    expect(early.json().errors.date[0]).toBe('A data mais próxima para este saque é 14/03/2025.');
    const res = await cashOut({ amount: 10, date: '2025-03-14' });
    expect(res.statusCode).toBe(201);
    expect(res.json().result.fee).toBe(5);
  });
});

describe('settlement', () => {
  const settle = (body: Record<string, unknown> = {}) =>
    t.request('POST', '/_sandbox/payouts/settle', { body });

  it('pays: in transit → payouts_sent:sandbox, "Pago", broadcast on the store channel', async () => {
    const events = recordBroadcasts(t);
    const { result } = (await cashOut({ amount: 20 })).json();
    const wallet = await balanceOf(t, `store_wallet:${store.storeId}`);
    const res = await settle();
    expect(res.statusCode).toBe(200);
    expect(res.json().result.settled).toHaveLength(1);
    const payout = res.json().result.settled[0];
    expect(payout).toMatchObject({
      id: result.id,
      status: 'paid',
      status_label: 'Pago',
      failure_reason: null,
    });
    expect(payout.settled_at).toBeTruthy();
    expect(await balanceOf(t, 'payouts_in_transit')).toBe(0);
    expect(await balanceOf(t, 'payouts_sent:sandbox')).toBe(2000);
    expect(await balanceOf(t, `store_wallet:${store.storeId}`)).toBe(wallet);
    expect(events).toContainEqual({
      channels: [`private-store.${store.storeId}`],
      event: 'payout.settled',
      payload: {
        payout_id: result.id,
        status: 'paid',
        status_label: 'Pago',
        amount: 20,
        failure_reason: null,
      },
    });
    // Once only: a second call finds nothing to settle.
    expect((await settle({ payout_id: result.id })).json().result.settled).toHaveLength(0);
    expect(await balanceOf(t, 'payouts_sent:sandbox')).toBe(2000);
  });

  it('fails to an account ending in 99999: amount and fee back in the wallet, reason kept', async () => {
    const failing = await bankAccount(t, store.storeId, { account: '0099999' });
    const before = await moneySnapshot(t, store.storeId);
    const { result } = (await cashOut({ amount: 15, bank_account_id: failing })).json();
    await settle({ payout_id: result.id });
    const payout = (
      await t.request('GET', '/v1/store-wallet/payouts', {
        token: store.seller.token,
        query: { store_id: store.storeId },
      })
    ).json().data[0];
    expect(payout).toMatchObject({
      status: 'failed',
      status_label: 'Falhou',
      failure_reason: 'Conta inexistente no banco',
    });
    const after = await moneySnapshot(t, store.storeId);
    expect(after).toMatchObject({ wallet: before.wallet, inTransit: before.inTransit, fee: before.fee });
    expect(await ledgerHealth(t.db)).toEqual({
      balanceSum: 0,
      entrySum: 0,
      unbalancedTransactions: 0,
      driftedAccounts: 0,
    });
    const kinds = (
      await t.request('GET', '/v1/store-wallet/statement', {
        token: store.seller.token,
        query: { store_id: store.storeId, account: 'wallet' },
      })
    )
      .json()
      .data.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['payout_failed', 'payout_requested']);
  });

  it('two settlements racing pay once', async () => {
    const { result } = (await cashOut({ amount: 10 })).json();
    const [a, b] = await Promise.all([settle({ payout_id: result.id }), settle({ payout_id: result.id })]);
    expect(a.json().result.settled.length + b.json().result.settled.length).toBe(1);
    expect(await balanceOf(t, 'payouts_sent:sandbox')).toBe(1000);
    const paid = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'payout_paid')
      .execute();
    expect(paid).toHaveLength(1);
  });

  it('the job settles only the payouts whose date has come', async () => {
    await cashOut({ amount: 10, date: '2025-03-13' });
    await cashOut({ amount: 10, date: '2025-03-17' });
    expect(await runPayoutSettle(t.app.commerce)).toBe(0);
    fixClock(t, new Date('2025-03-13T12:00:00.000Z'));
    expect(await runPayoutSettle(t.app.commerce)).toBe(1);
    expect(await runPayoutSettle(t.app.commerce)).toBe(0);
    fixClock(t, new Date('2025-03-18T12:00:00.000Z'));
    expect(await runPayoutSettle(t.app.commerce)).toBe(1);
    expect(await balanceOf(t, 'payouts_sent:sandbox')).toBe(2000);
  });
});
