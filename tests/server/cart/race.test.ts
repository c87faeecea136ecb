import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InsufficientCreditError, postLedger } from '../../../server/domain/ledger/post.ts';
import { walletHold } from '../../../server/domain/ledger/postings.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  addToCart,
  type Buyer,
  count,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  makeOffer,
  orderBody,
  walletOf,
} from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  // Whatever the scenario, the books balance (docs/ledger.md).
  await expectLedgerBalanced(t);
  await t.close();
});

describe('concurrent checkouts', () => {
  it('sells the last unit once when 50 buyers order it at the same time', async () => {
    const offer = await makeOffer(t, { quantity: 1, price: 9990 });
    const buyers: Buyer[] = [];
    for (let i = 0; i < 50; i++) buyers.push(await makeBuyer(t));
    for (const buyer of buyers) await addToCart(t, buyer, offer.listingId);

    const answers = await Promise.all(
      buyers.map((buyer) =>
        t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(49);
    for (const refused of answers.filter((r) => r.statusCode === 422)) {
      expect(refused.json().messages[0].code).toBe('sold_out');
    }
    expect(await count(t, 'order_groups')).toBe(1);
    expect(await count(t, 'order_items')).toBe(1);
    expect(await listingQuantity(t, offer.listingId)).toBe(0);
    const product = await t.db
      .selectFrom('products')
      .select(['stock', 'offers_count'])
      .where('id', '=', offer.productId)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ stock: 0, offers_count: 0 });
    // The 49 other carts still hold the item, now flagged sold out.
    const loser = answers[0].statusCode === 201 ? buyers[1] : buyers[0];
    const loserCart = (
      await t.request('GET', `/v1/active-cart/${'a'.repeat(20)}`, { token: loser.token })
    ).json().result;
    expect(loserCart.items[0].status).toBe('sold_out');
    await expectLedgerBalanced(t);
  }, 120_000);

  it('never lets two checkouts spend the same wallet credit', async () => {
    const offer = await makeOffer(t, { quantity: 20, price: 12000 });
    const buyer = await makeBuyer(t, { credit: 15000 });
    await addToCart(t, buyer, offer.listingId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request('POST', '/v1/order/pix', {
          token: buyer.token,
          body: { idempotency_key: randomUUID(), address_id: buyer.addressId, wallet_credit: 100 },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(['insufficient_credit', 'empty_cart']).toContain(refused.json().messages[0].code);
    }
    expect(await walletOf(t, buyer.id)).toBe(5000);
    expect(await count(t, 'order_groups')).toBe(1);
    expect(await listingQuantity(t, offer.listingId)).toBe(19);
    await expectLedgerBalanced(t);
  }, 60_000);

  it('debits a wallet only while the balance covers it, however many transactions race', async () => {
    const buyer = await makeBuyer(t, { credit: 10000 });
    const spend = () =>
      t.db
        .transaction()
        .execute((trx) => postLedger(trx, walletHold({ id: 0, user_id: buyer.id, wallet_credit: 6000 })));
    const results = await Promise.allSettled(Array.from({ length: 10 }, spend));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientCreditError);
    expect(await walletOf(t, buyer.id)).toBe(4000);
    await expectLedgerBalanced(t);
  });
});
