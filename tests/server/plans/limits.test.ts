import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planLimitsOf } from '../../../server/domain/plans/index.ts';
import { saveListing } from '../../../server/domain/stock/listings.ts';
import { expectLedgerBalanced, makeListing, makeProduct } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { createSignature, type PlanScene, planScene, savedCard } from './fixtures.ts';

let t: TestApp;
let s: PlanScene;
beforeEach(async () => {
  t = await createTestApp();
  s = await planScene(t);
  // Small limits so the test can reach them.
  await t.db.updateTable('plans').set({ max_listings: 3 }).where('code', '=', 'basico').execute();
  await t.db.updateTable('plans').set({ max_listings: 5 }).where('code', '=', 'lojista-pro').execute();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const listingsOf = async (storeId: number) =>
  Number(
    (
      await t.db
        .selectFrom('store_listings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow()
    ).n,
  );

function save(productId: number, quantity = 2) {
  return t.request('POST', '/v1/product-store-save', {
    token: s.seller.token,
    body: {
      store_id: s.storeId,
      product_id: productId,
      condition: 'NM',
      language: 'BR',
      extras: [],
      quantity,
      price: 10,
    },
  });
}

describe('plan limits', () => {
  it('planLimitsOf: the free plan without a subscription, the plan of a paid one', async () => {
    expect(await planLimitsOf(t.db, s.storeId)).toMatchObject({
      planCode: 'basico',
      maxListings: 3,
      maxClassifieds: 5,
    });
    const card = await savedCard(t, s.seller.id);
    await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.pro.id,
      method: 'card',
      card_id: card,
    });
    expect(await planLimitsOf(t.db, s.storeId)).toMatchObject({
      planCode: 'lojista-pro',
      maxListings: 5,
      maxClassifieds: 50,
    });
  });

  it('a new listing past max_listings → 422; updating an existing one still works', async () => {
    const first = await makeProduct(t);
    expect((await save(first)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await save(await makeProduct(t))).statusCode).toBe(200);
    const res = await save(await makeProduct(t));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Seu plano permite até 3 anúncios. Mude de plano em Planos para anunciar mais.',
    );
    expect(await listingsOf(s.storeId)).toBe(3);
    const update = await save(first, 9);
    expect(update.statusCode).toBe(200);
  });

  it('concurrent creates cannot pass the limit', async () => {
    await makeListing(t, { storeId: s.storeId, productId: await makeProduct(t) });
    const products = await Promise.all(Array.from({ length: 6 }, () => makeProduct(t)));
    const store = { id: s.storeId, status: 'active' as const };
    const results = await Promise.allSettled(
      products.map((productId) =>
        saveListing(t.db, () => {}, store, {
          productId,
          condition: 'NM',
          language: 'pt',
          extras: [],
          quantity: 1,
          price: 1000,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await listingsOf(s.storeId)).toBe(3);
  });

  it('a suspended subscription falls back to the free plan', async () => {
    const card = await savedCard(t, s.seller.id);
    await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.pro.id,
      method: 'card',
      card_id: card,
    });
    for (let i = 0; i < 4; i++) await makeListing(t, { storeId: s.storeId, productId: await makeProduct(t) });
    expect((await save(await makeProduct(t))).statusCode).toBe(200);
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'suspended' })
      .where('store_id', '=', s.storeId)
      .execute();
    expect((await save(await makeProduct(t))).statusCode).toBe(422);
  });
});
