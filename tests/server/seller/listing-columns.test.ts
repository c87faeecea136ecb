import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../server/db/seed/catalogue/index.ts';
import { makeOffer } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Migration 0010: each listing carries its product's kind, sort name and collection, kept by triggers. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const columnsOf = (id: number) =>
  t.db
    .selectFrom('store_listings')
    .select(['product_type', 'product_search_text', 'collection_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe("a listing's copy of its product", () => {
  it('is filled on insert, whoever inserts', async () => {
    const offer = await makeOffer(t);
    const product = await t.db
      .selectFrom('products')
      .select(['type', 'search_text', 'collection_id'])
      .where('id', '=', offer.productId)
      .executeTakeFirstOrThrow();
    expect(await columnsOf(offer.listingId)).toEqual({
      product_type: product.type,
      product_search_text: `${product.search_text} 001 `,
      collection_id: product.collection_id,
    });
  });

  it("follows the product's new kind and name, and a listing moved to another product", async () => {
    const offer = await makeOffer(t);
    const other = await makeOffer(t);
    await t.db
      .updateTable('products')
      .set({ type: 'tcg', search_text: 'aaa renomeado' })
      .where('id', '=', offer.productId)
      .execute();
    expect(await columnsOf(offer.listingId)).toMatchObject({
      product_type: 'tcg',
      product_search_text: 'aaa renomeado 001 ',
    });
    // Each copied column alone is enough (PostgreSQL's trigger fires on exactly these columns).
    await t.db.updateTable('products').set({ number: '7/9' }).where('id', '=', offer.productId).execute();
    expect((await columnsOf(offer.listingId)).product_search_text).toBe('aaa renomeado 7 9 ');
    await t.db.updateTable('products').set({ rdc: 'RDC-9' }).where('id', '=', offer.productId).execute();
    expect((await columnsOf(offer.listingId)).product_search_text).toBe('aaa renomeado 7 9 rdc-9');
    // Unrelated product updates (the offer figures) leave the copy alone.
    await t.db.updateTable('products').set({ min_price: 123 }).where('id', '=', offer.productId).execute();
    expect(await columnsOf(offer.listingId)).toMatchObject({ product_type: 'tcg' });
    await t.db
      .updateTable('store_listings')
      .set({ product_id: other.productId })
      .where('id', '=', offer.listingId)
      .execute();
    const moved = await columnsOf(offer.listingId);
    expect(moved.product_type).toBe('card');
    expect(moved.product_search_text).not.toContain('aaa renomeado');
  });

  it("is filled by the seed's bulk load too (which runs without the triggers on SQLite)", async () => {
    await seedCatalogue(t.db, { scale: 0.01, now: new Date() });
    const empty = await t.db
      .selectFrom('store_listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_type', '=', '')
      .executeTakeFirstOrThrow();
    expect(Number(empty.n)).toBe(0);
    const sample = await t.db
      .selectFrom('store_listings as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.product_type', 'p.type', 'l.product_search_text', 'p.search_text'])
      .limit(20)
      .execute();
    for (const row of sample) {
      expect(row.product_type).toBe(row.type);
      expect(row.product_search_text.startsWith(row.search_text)).toBe(true);
    }
  });
});
