import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../cart/fixtures.ts';
import { richBuyer, type SellerStore } from '../seller/store-orders-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import { balanceOf, bankAccount, concludedOrder, fixClock, sellerStore } from './wallet-fixtures.ts';

let t: TestApp;
let store: SellerStore;
let orderNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  store = await sellerStore(t);
  const buyer = await richBuyer(t);
  ({ number: orderNumber } = await concludedOrder(t, buyer, store, 3));
  await concludedOrder(t, buyer, store, 1);
  const accountId = await bankAccount(t, store.storeId);
  fixClock(t);
  const res = await t.request('POST', '/v1/store-wallet/cash-out', {
    token: store.seller.token,
    body: { store_id: store.storeId, amount: '10,50', bank_account_id: accountId, date: '2025-03-13' },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const statement = (query: Record<string, string | number> = {}, token = store.seller.token) =>
  t.request('GET', '/v1/store-wallet/statement', { token, query: { store_id: store.storeId, ...query } });

describe('GET /v1/store-wallet/statement', () => {
  it('lists every entry of the store’s two accounts, newest first, with running balances', async () => {
    const res = await statement();
    expect(res.statusCode).toBe(200);
    const { data, paginate } = res.json();
    // 2 sales (receivable +), 2 releases (receivable −, wallet +), 1 cash-out (wallet −).
    expect(paginate.total).toBe(7);
    expect(data[0]).toMatchObject({
      kind: 'payout_requested',
      kind_label: 'Saque solicitado',
      account: 'wallet',
    });
    expect(data[0].amount).toBe(-(10.5 + 3.67));
    expect(data[0].payout_id).toBeGreaterThan(0);
    expect(Math.round(data[0].balance_after * 100)).toBe(await balanceOf(t, `store_wallet:${store.storeId}`));
    const receivable = data.filter((e: { account: string }) => e.account === 'receivable');
    expect(receivable.at(0).balance_after).toBe(0);
    expect(data.map((e: { order_number: string | null }) => e.order_number)).toContain(orderNumber);
    // Each account's balance_after is the sum of its entries so far.
    for (const account of ['wallet', 'receivable']) {
      const mine = data.filter((e: { account: string }) => e.account === account).reverse();
      let sum = 0;
      for (const e of mine) {
        sum = Math.round((sum + e.amount) * 100) / 100;
        expect(e.balance_after).toBe(sum);
      }
    }
  });

  it('filters by kind, account and period, and pages', async () => {
    const releases = (await statement({ kind: 'store_release' })).json();
    expect(releases.paginate.total).toBe(4);
    expect(new Set(releases.data.map((e: { kind: string }) => e.kind))).toEqual(new Set(['store_release']));
    const wallet = (await statement({ account: 'wallet' })).json();
    expect(wallet.paginate.total).toBe(3);
    const page2 = (await statement({ per_page: 3, page: 2 })).json();
    expect(page2.paginate).toMatchObject({ current_page: 2, last_page: 3, total: 7 });
    expect(page2.data).toHaveLength(3);
    const none = (await statement({ from: '2000-01-01', to: '2000-01-31' })).json();
    expect(none.paginate.total).toBe(0);
  });

  it('refuses bad filters with a 422 and someone else with a 403', async () => {
    expect((await statement({ kind: 'roubo' })).json().message).toBe('Tipo de lançamento inválido.');
    const backwards = await statement({ from: '2025-02-01', to: '2025-01-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to[0]).toBe('A data final deve ser igual ou posterior à inicial.');
    expect((await statement({ from: '01/02/2025' })).statusCode).toBe(422);
    const other = await registerUser(t);
    expect((await statement({}, other.token)).statusCode).toBe(403);
    expect((await statement({}, '')).statusCode).toBe(401);
  });
});

describe('GET /v1/store-wallet/statement.csv', () => {
  it('is a CSV an accountant opens: BOM, ";" separator, decimal comma, ISO dates, oldest first', async () => {
    const res = await t.request('GET', '/v1/store-wallet/statement.csv', {
      token: store.seller.token,
      query: { store_id: store.storeId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="extrato-loja-${store.storeId}.csv"`,
    );
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(res.body.slice(1).trim(), { delimiter: ';' });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([
      'data',
      'data_hora_utc',
      'conta',
      'tipo',
      'descricao',
      'pedido',
      'saque',
      'valor',
      'saldo_apos',
      'transacao',
    ]);
    expect(rows).toHaveLength(7);
    expect(rows[0][0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows[0][3]).toBe('order_paid');
    const last = rows.at(-1) as string[];
    expect(last.slice(2, 5)).toEqual(['Carteira', 'payout_requested', 'Saque solicitado']);
    expect(last[7]).toBe('-14,17');
    expect(last[8]).toMatch(/^\d+,\d{2}$/);
    const filtered = await t.request('GET', '/v1/store-wallet/statement.csv', {
      token: store.seller.token,
      query: { store_id: store.storeId, kind: 'payout_requested', from: '2020-01-01', to: '2099-12-31' },
    });
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
    expect(filtered.headers['content-disposition']).toContain('2020-01-01_a_2099-12-31');
  });

  it('is the store owner’s only', async () => {
    const other = await registerUser(t);
    const res = await t.request('GET', '/v1/store-wallet/statement.csv', {
      token: other.token,
      query: { store_id: store.storeId },
    });
    expect(res.statusCode).toBe(403);
  });
});
