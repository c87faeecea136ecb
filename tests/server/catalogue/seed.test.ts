import { describe, expect, it } from 'vitest';
import { catalogueSizes, seedCatalogue } from '../../../server/db/seed/catalogue/index.ts';
import { createTestApp } from '../support/testApp.ts';

describe('catalogue seed', () => {
  it('the default scale meets the demo minimums (20k products, 60 collections, 40 stores)', () => {
    const s = catalogueSizes(1);
    const products = s.collections * (s.cardsPerCollection + s.tcgPerCollection) + s.accessories + s.bra;
    expect(products).toBeGreaterThanOrEqual(20000);
    expect(s.collections).toBeGreaterThanOrEqual(60);
    expect(s.stores).toBeGreaterThanOrEqual(40);
    expect(catalogueSizes(10).collections).toBe(640);
  });

  it('builds a tiny but complete catalogue, the same on every run, and only once', async () => {
    const now = new Date('2025-03-10T12:00:00Z');
    const names: string[][] = [];
    for (let run = 0; run < 2; run++) {
      const t = await createTestApp();
      const summary = await seedCatalogue(t.db, { scale: 0.01, now });
      expect(summary).toMatchObject({ collections: 3, stores: 6 });
      const types = await t.db.selectFrom('products').select('type').distinct().execute();
      expect(types.map((r) => r.type).sort()).toEqual(['accessory', 'bra', 'card', 'tcg']);
      const listings = await t.db
        .selectFrom('store_listings')
        .select(['condition', 'language', 'quantity', 'price', 'status'])
        .execute();
      expect(listings.length).toBe(summary?.listings);
      expect(listings.some((l) => l.quantity === 1)).toBe(true);
      expect(new Set(listings.map((l) => l.condition)).size).toBeGreaterThan(4);
      expect(listings.every((l) => Number.isInteger(l.price) && l.price > 0)).toBe(true);
      const ufs = await t.db.selectFrom('stores').select('uf').distinct().execute();
      expect(ufs.length).toBeGreaterThan(1);
      const days = await t.db
        .selectFrom('price_snapshots')
        .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
        .executeTakeFirstOrThrow();
      expect(days).toEqual({ first: '2024-12-10', last: '2025-03-10' });
      expect(await seedCatalogue(t.db, { scale: 0.01, now })).toBeNull();
      names.push(
        (await t.db.selectFrom('products').select('name').orderBy('id').execute()).map((r) => r.name),
      );
      await t.close();
    }
    expect(names[0]).toEqual(names[1]);
    expect(names[0].some((n) => /[ãõçéíáê]/i.test(n))).toBe(true);
  });
});
