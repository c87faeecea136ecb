import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDailyStats } from '../../../server/domain/catalogue/daily-stats.ts';
import { refreshProductOffers } from '../../../server/domain/catalogue/offers.ts';
import { startCatalogueStatsJob } from '../../../server/jobs/catalogue-stats.ts';
import { addListings, B, createCatalogueApp, makeProduct, makeStores } from './support.ts';

/** The daily statistics job against a real database (SQLite here, PostgreSQL with TEST_DATABASE_URL). */

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let stores: { sp: number; rj: number };
const DAY = 86_400_000;
const now = new Date();
const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const dayAgo = (n: number) => new Date(today - n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createCatalogueApp();
  stores = await makeStores(t);
});
afterAll(async () => {
  await t.close();
});

const snapshotsOf = (productId: number) =>
  t.db
    .selectFrom('price_snapshots')
    .select(['day', 'min_price', 'avg_price', 'max_price', 'offers'])
    .where('product_id', '=', productId)
    .orderBy('day')
    .execute();

const figuresOf = (productId: number) =>
  t.db
    .selectFrom('products')
    .select(['min_price', 'price_7d_ago', 'price_change_bp', 'monthly_views', 'monthly_sales'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();

async function setPrice(productId: number, cents: number) {
  await t.db
    .updateTable('store_listings')
    .set({ price: cents })
    .where('product_id', '=', productId)
    .where('store_id', '=', stores.sp)
    .execute();
  await refreshProductOffers(t.db, [productId]);
}

describe('daily statistics job', () => {
  it('keeps the seeded monthly views: the seed writes them as a day-by-day history', async () => {
    const seeded = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.sum<number>('monthly_views').as('n'))
      .executeTakeFirstOrThrow();
    const history = await t.db
      .selectFrom('product_view_days as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select((eb) => eb.fn.sum<number>('v.views').as('n'))
      .where('v.day', '>=', dayAgo(29))
      .executeTakeFirstOrThrow();
    expect(Number(seeded.n)).toBeGreaterThan(0);
    expect(Number(history.n)).toBe(Number(seeded.n));
  });

  it("writes today's snapshot once per day, however often it runs", async () => {
    // Settle the seeded catalogue first: after one run every product's latest snapshot is current.
    await runDailyStats(t.db, now);
    const id = await makeProduct(t, { name: 'Fênix Carmesim' });
    await addListings(t, id, [
      { storeId: stores.sp, price: 10 },
      { storeId: stores.rj, price: 30 },
    ]);

    const first = await runDailyStats(t.db, now);
    expect(first.day).toBe(dayAgo(0));
    expect(first.snapshots).toBe(1);
    expect(await snapshotsOf(id)).toEqual([
      { day: dayAgo(0), min_price: 1000, avg_price: 2000, max_price: 3000, offers: 2 },
    ]);

    const again = await runDailyStats(t.db, now);
    expect(again.snapshots).toBe(0);
    expect(await snapshotsOf(id)).toHaveLength(1);

    // The offers moved later the same day: today's row is updated, still one row.
    await setPrice(id, 800);
    expect((await runDailyStats(t.db, now)).snapshots).toBe(1);
    expect(await snapshotsOf(id)).toEqual([
      { day: dayAgo(0), min_price: 800, avg_price: 1900, max_price: 3000, offers: 2 },
    ]);
    const total = await t.db
      .selectFrom('price_snapshots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('day', '=', dayAgo(0))
      .executeTakeFirstOrThrow();
    await runDailyStats(t.db, now);
    const after = await t.db
      .selectFrom('price_snapshots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('day', '=', dayAgo(0))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(total.n));
  });

  it('adds a day only when the prices changed, and closes the history of a product left without offers', async () => {
    const id = await makeProduct(t, { name: 'Golem de Basalto' });
    await addListings(t, id, [{ storeId: stores.sp, price: 12 }]);
    await t.db
      .insertInto('price_snapshots')
      .values([
        { product_id: id, day: dayAgo(3), min_price: 1200, avg_price: 1200, max_price: 1200, offers: 1 },
      ])
      .execute();
    await runDailyStats(t.db, now);
    expect((await snapshotsOf(id)).map((s) => s.day)).toEqual([dayAgo(3)]);

    await t.db.updateTable('store_listings').set({ status: 'paused' }).where('product_id', '=', id).execute();
    await refreshProductOffers(t.db, [id]);
    await runDailyStats(t.db, now);
    expect((await snapshotsOf(id)).at(-1)).toEqual({
      day: dayAgo(0),
      min_price: null,
      avg_price: null,
      max_price: null,
      offers: 0,
    });
    // The price history chart shows no price from today on.
    const history = await t.request('POST', `${B}/product-history-order`, {
      body: { product_id: id, days: 7 },
    });
    const daily = history.json().result.daily;
    expect(daily.at(-2).min).toBe(12);
    expect(daily.at(-1).min).toBeNull();
  });

  it('recomputes the price of 7 days ago and the change from the snapshots', async () => {
    const id = await makeProduct(t, { name: 'Serpente de Jade' });
    await addListings(t, id, [{ storeId: stores.sp, price: 12 }]);
    await t.db
      .insertInto('price_snapshots')
      .values([
        { product_id: id, day: dayAgo(20), min_price: 900, avg_price: 900, max_price: 900, offers: 1 },
        { product_id: id, day: dayAgo(10), min_price: 1000, avg_price: 1000, max_price: 1000, offers: 1 },
        { product_id: id, day: dayAgo(3), min_price: 1500, avg_price: 1500, max_price: 1500, offers: 1 },
      ])
      .execute();
    await t.db.updateTable('products').set({ price_7d_ago: 5000 }).where('id', '=', id).execute();
    await runDailyStats(t.db, now);
    expect(await figuresOf(id)).toMatchObject({ min_price: 1200, price_7d_ago: 1000, price_change_bp: 2000 });

    // A week later (the job's day moves on), the 3-day-old point is the one in force 7 days before.
    await runDailyStats(t.db, new Date(now.getTime() + 5 * DAY));
    expect(await figuresOf(id)).toMatchObject({ price_7d_ago: 1500, price_change_bp: -2000 });

    const shown = await t.request('POST', `${B}/products-show/${id}`);
    expect(shown.json().result.variation_7d).toBe(-20);
  });

  it('recomputes the monthly sales and views from the last 30 days, so old ones drop out', async () => {
    const id = await makeProduct(t, { name: 'Quimera Dourada' });
    await addListings(t, id, [{ storeId: stores.sp, price: 5 }]);
    const sale = (daysAgo: number, quantity: number) => ({
      product_id: id,
      store_id: stores.sp,
      condition: 'NM',
      language: 'BR',
      quantity,
      price: 500,
      sold_at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
    });
    await t.db
      .insertInto('product_sales')
      .values([sale(2, 2), sale(20, 1), sale(45, 5)])
      .execute();
    await t.db
      .insertInto('product_view_days')
      .values([
        { product_id: id, day: dayAgo(1), views: 4 },
        { product_id: id, day: dayAgo(29), views: 3 },
        { product_id: id, day: dayAgo(31), views: 50 },
      ])
      .execute();
    await t.db
      .updateTable('products')
      .set({ monthly_sales: 99, monthly_views: 999 })
      .where('id', '=', id)
      .execute();

    await runDailyStats(t.db, now);
    expect(await figuresOf(id)).toMatchObject({ monthly_sales: 3, monthly_views: 7 });

    // A product page view counts today and on the product at once.
    expect((await t.request('POST', `${B}/products-show/${id}`)).statusCode).toBe(200);
    expect(await figuresOf(id)).toMatchObject({ monthly_views: 8 });
    await runDailyStats(t.db, now);
    expect(await figuresOf(id)).toMatchObject({ monthly_views: 8 });

    // Eleven days on, the sale of 20 days ago and the views of 29 days ago are past the month.
    await runDailyStats(t.db, new Date(now.getTime() + 11 * DAY));
    expect(await figuresOf(id)).toMatchObject({ monthly_sales: 2, monthly_views: 5 });
  });
});

describe('startCatalogueStatsJob', () => {
  it('runs when the host starts and again after midnight, never twice the same day', async () => {
    const id = await makeProduct(t, { name: 'Hidra Noturna' });
    await addListings(t, id, [{ storeId: stores.sp, price: 7 }]);
    let clock = new Date(now);
    const stop = startCatalogueStatsJob(t.db, { checkEveryMs: 5, now: () => clock });
    try {
      await vi.waitFor(async () => expect(await snapshotsOf(id)).toHaveLength(1));
      await setPrice(id, 650);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(await snapshotsOf(id)).toEqual([expect.objectContaining({ day: dayAgo(0), min_price: 700 })]);

      clock = new Date(now.getTime() + DAY);
      await vi.waitFor(async () => expect(await snapshotsOf(id)).toHaveLength(2));
      expect((await snapshotsOf(id))[1]).toMatchObject({ day: dayAgo(-1), min_price: 650 });
    } finally {
      await stop();
    }
  });
});
