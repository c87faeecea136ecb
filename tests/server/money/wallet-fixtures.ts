import { nowIso } from '../../../server/db/index.ts';
import { transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import type { Buyer } from '../cart/fixtures.ts';
import {
  advance,
  makeSellerStore,
  paidStoreOrder,
  type SellerStore,
} from '../seller/store-orders-fixtures.ts';
import type { TestApp } from '../support/testApp.ts';

/** A Wednesday (2025-03-12, São Paulo midday): the earliest cash-out date is Thursday 2025-03-13. */
export const WEDNESDAY = new Date('2025-03-12T15:00:00.000Z');

export function fixClock(t: TestApp, at: Date = WEDNESDAY) {
  t.app.commerce.clock = { now: () => new Date(at.getTime()) };
}

/** A concluded store order: its net is in the store's wallet. Returns the net in centavos. */
export async function concludedOrder(t: TestApp, buyer: Buyer, store: SellerStore, quantity = 2) {
  const { storeOrderId } = await paidStoreOrder(t, buyer, store, quantity);
  await advance(t, storeOrderId, 'delivered');
  await transitionStoreOrder(t.app.commerce, storeOrderId, 'concluded');
  const order = await t.db
    .selectFrom('store_orders')
    .selectAll()
    .where('id', '=', storeOrderId)
    .executeTakeFirstOrThrow();
  return { storeOrderId, net: order.items_total + order.shipping_price - order.fee, number: order.number };
}

/** A seller's store with a listing at `price` centavos. */
export const sellerStore = (t: TestApp, price = 2000) => makeSellerStore(t, price, 500);

/** A bank account of the store, inserted as the bank accounts module would keep it. */
export async function bankAccount(
  t: TestApp,
  storeId: number,
  { account = '12345678', deleted = false }: { account?: string; deleted?: boolean } = {},
) {
  const now = nowIso();
  const row = await t.db
    .insertInto('bank_accounts')
    .values({
      store_id: storeId,
      bank_code: '341',
      bank_name: 'Itaú Unibanco',
      agency: '1584',
      agency_digit: null,
      account,
      account_digit: '7',
      account_type: 'checking',
      holder_name: 'Sérgio Lojista',
      holder_document: '52998224725',
      pix_key_type: null,
      pix_key: null,
      is_default: 1,
      created_at: now,
      updated_at: now,
      deleted_at: deleted ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function balanceOf(t: TestApp, code: string): Promise<number> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** What a refused cash-out must leave as it was. */
export async function moneySnapshot(t: TestApp, storeId: number) {
  const payouts = await t.db
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const txs = await t.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    payouts: Number(payouts.n),
    transactions: Number(txs.n),
    wallet: await balanceOf(t, `store_wallet:${storeId}`),
    inTransit: await balanceOf(t, 'payouts_in_transit'),
    fee: await balanceOf(t, 'platform_fee'),
  };
}
