import { ledgerHealth } from '../../../server/domain/ledger/post.ts';
import { transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import {
  addToCart,
  type Buyer,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
} from '../cart/fixtures.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

/** A seller (registered user) with an active store it owns, and a product listed there. */
export async function makeSellerStore(t: TestApp, price = 2000, quantity = 50) {
  const seller = await registerUser(t);
  const storeId = await makeStore(t, { ownerUserId: seller.id });
  const productId = await makeProduct(t);
  const listingId = await makeListing(t, { storeId, productId, quantity, price });
  return { seller, storeId, productId, listingId };
}

export type SellerStore = Awaited<ReturnType<typeof makeSellerStore>>;

/** A paid order (wallet credit covers it) of `quantity` units of the store's listing; its store order id. */
export async function paidStoreOrder(t: TestApp, buyer: Buyer, store: SellerStore, quantity = 2) {
  await addToCart(t, buyer, store.listingId, quantity);
  const res = await t.request('POST', '/v1/order/pix', {
    token: buyer.token,
    body: orderBody(buyer, { wallet_credit: 5000 }),
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  const group = res.json().result.data;
  const order = group.orders.find((o: { store: { id: number } }) => o.store.id === store.storeId);
  return { groupId: group.id as number, storeOrderId: order.id as number };
}

export const richBuyer = (t: TestApp) => makeBuyer(t, { credit: 500_000 });

/** Moves a store order along the store's path up to `status` (paid → invoiced → shipped → delivered). */
export async function advance(t: TestApp, storeOrderId: number, to: 'invoiced' | 'shipped' | 'delivered') {
  const c = t.app.commerce;
  await transitionStoreOrder(c, storeOrderId, 'invoiced', { invoice: { number: '000123' } });
  if (to === 'invoiced') return;
  await transitionStoreOrder(c, storeOrderId, 'shipped', { trackingCode: 'SS473031384BR' });
  if (to === 'shipped') return;
  await transitionStoreOrder(c, storeOrderId, 'delivered');
}

/** docs/ledger.md: every balance and every transaction sums to zero, no account drifted. */
export async function expectBooksBalanced(t: TestApp) {
  const health = await ledgerHealth(t.db);
  if (Object.values(health).some((v) => v !== 0))
    throw new Error(`ledger out of balance: ${JSON.stringify(health)}`);
}

/** An account's balance, and the sum of its entries (they must agree). */
export async function accountFigures(t: TestApp, code: string) {
  const account = await t.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!account) return { balance: 0, entries: 0 };
  const sum = await t.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount').as('s'))
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  return { balance: Number(account.balance), entries: Number(sum.s ?? 0) };
}

export async function outbox(t: TestApp, to: string) {
  return t.db
    .selectFrom('outbox_mails')
    .select(['subject', 'text', 'html'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}
