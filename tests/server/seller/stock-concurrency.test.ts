import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  type Buyer,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
} from '../cart/fixtures.ts';
import { createSharedTestApp, RaceHosts, type SharedTestApp } from '../cart/race-hosts.ts';
import { registerUser } from '../support/testApp.ts';

/**
 * Seller edits racing checkouts of the same listing, in separate host processes with their own
 * database connections (SQLite file in WAL mode, or PostgreSQL with TEST_DATABASE_URL): the quantity
 * edit is conditional on the quantity the seller saw, so no edit re-sells units a checkout took.
 */
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

async function sellerListing(quantity: number) {
  const seller = await registerUser(t);
  const storeId = await makeStore(t, { ownerUserId: seller.id });
  const productId = await makeProduct(t);
  const listingId = await makeListing(t, { storeId, productId, quantity, price: 1000 });
  return { seller, storeId, productId, listingId };
}

const editBody = (storeId: number, productId: number, id: number, quantity: number, expected: number) => ({
  store_id: storeId,
  id,
  product_id: productId,
  condition: 'NM',
  language: 'BR',
  extras: [],
  quantity,
  price: 10,
  expected_quantity: expected,
});

async function unitsInOrders(listingId: number) {
  const row = await t.db
    .selectFrom('order_items')
    .select((eb) => eb.fn.sum<number>('quantity').as('n'))
    .where('listing_id', '=', listingId)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

describe('stock edits under concurrency', () => {
  it('two edits with the same expected quantity: exactly one wins', async () => {
    const { seller, storeId, productId, listingId } = await sellerListing(10);
    hosts = await RaceHosts.start(t.database, 4);
    const targets = [11, 12, 13, 14, 15, 16, 17, 18];
    const { answers } = await hosts.place(
      targets.map((quantity) => ({
        path: '/v1/product-store-save',
        token: seller.token,
        body: editBody(storeId, productId, listingId, quantity, 10),
      })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(targets.length - 1);
    const winner = targets[statuses.indexOf(200)];
    expect(await listingQuantity(t, listingId)).toBe(winner);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.result).toMatchObject({ id: listingId, quantity: winner });
    }
  }, 120_000);

  it('checkouts racing seller restocks: never negative, never oversold, units add up', async () => {
    const START = 6;
    const { seller, storeId, productId, listingId } = await sellerListing(START);
    const buyers: Buyer[] = [];
    for (let i = 0; i < 16; i++) buyers.push(await makeBuyer(t));
    for (const buyer of buyers) await addToCart(t, buyer, listingId, 1);
    hosts = await RaceHosts.start(t.database, 4);

    // The seller keeps restocking from what they read (+2 each time) while the checkouts run.
    let added = 0;
    let conflicts = 0;
    let racing = true;
    const seller$ = (async () => {
      while (racing) {
        const seen = await listingQuantity(t, listingId);
        const res = await t.request('POST', '/v1/product-store-save', {
          token: seller.token,
          body: editBody(storeId, productId, listingId, seen + 2, seen),
        });
        if (res.statusCode === 200) added += 2;
        else if (res.statusCode === 409) conflicts++;
        else throw new Error(`edit answered ${res.statusCode}: ${res.body}`);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const { answers } = await hosts.place(
      buyers.map((buyer) => ({ path: '/v1/order/pix', token: buyer.token, body: orderBody(buyer) })),
    );
    racing = false;
    await seller$;

    const placed = answers.filter((a) => a.status === 201).length;
    expect(answers.every((a) => a.status === 201 || a.status === 422)).toBe(true);
    const left = await listingQuantity(t, listingId);
    const sold = await unitsInOrders(listingId);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold).toBe(placed);
    // Every unit is either still for sale or in an order: none created, none lost.
    expect(left + sold).toBe(START + added);
    expect(sold).toBeLessThanOrEqual(START + added);
    expect(placed).toBeGreaterThanOrEqual(START);
    // The product's stock figure follows the listing.
    const product = await t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(product.stock).toBe(left);
    expect(added + conflicts).toBeGreaterThan(0);
  }, 180_000);
});
