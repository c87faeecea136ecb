import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMIT_WAIT_MS } from '../../../server/db/commit-wait.ts';
import {
  cachedRead,
  catalogueGeneration,
  requestGeneration,
  setListCache,
} from '../../../server/domain/catalogue/list-cache.ts';
import { refreshProductOffers } from '../../../server/domain/catalogue/offers.ts';
import { addListings, B, createCatalogueApp, inertiaVisits, makeProduct, makeStores } from './support.ts';

/**
 * The list cache (docs/catalogue.md, "List cache") keeps list and suggestion answers only while the
 * catalogue generation they were read at is current: every write to what they read bumps it in the
 * same transaction, so the next request after a change sees the change.
 */

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let stores: { sp: number; rj: number };

beforeAll(async () => {
  t = await createCatalogueApp();
  stores = await makeStores(t);
});
afterAll(async () => {
  await t.close();
});

const generation = () => catalogueGeneration(t.db, t.dialect);

const listPrices = async (search: string) => {
  const res = await t.request('POST', `${B}/products/paginate`, { body: { type: 'filter', search } });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { name: string; price: number }[]).map((i) => [i.name, i.price]);
};

describe('the catalogue generation', () => {
  it('grows with every committed catalogue change, once per transaction', async () => {
    const before = await generation();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('collections').set({ name: sql`name` }).execute();
      await trx.updateTable('categories').set({ name: sql`name` }).execute();
    });
    const after = await generation();
    expect(after).toBeGreaterThan(before);
    // PostgreSQL bumps once per transaction; SQLite once per changed row.
    if (t.dialect === 'postgres') expect(after).toBe(before + 1);
  });

  it('does not move for a product page view (views only break best-seller ties)', async () => {
    const before = await generation();
    await t.db
      .updateTable('products')
      .set((eb) => ({ monthly_views: eb('monthly_views', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    expect(await generation()).toBe(before);
    await t.db
      .updateTable('products')
      .set({ monthly_sales: sql`monthly_sales` })
      .where('id', '=', 1)
      .execute();
    expect(await generation()).toBeGreaterThan(before);
  });

  it('does not move for a rolled-back transaction', async () => {
    const before = await generation();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('stores')
          .set({ name: 'Nome provisório' })
          .where('id', '=', stores.sp)
          .execute();
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(await generation()).toBe(before);
  });
});

describe('cachedRead', () => {
  it('reads once while nothing changes, again after a change, every time when turned off', async () => {
    let reads = 0;
    const read = async () => ++reads;
    const ctx = { db: t.db, dialect: t.dialect };
    expect(await cachedRead(ctx, 'test:reads', read)).toBe(1);
    expect(await cachedRead(ctx, 'test:reads', read)).toBe(1);
    await t.db.updateTable('brands').set({ name: sql`name` }).execute();
    await t.db.updateTable('rarities').set({ name: sql`name` }).execute();
    expect(await cachedRead(ctx, 'test:reads', read)).toBe(2);
    expect(await cachedRead(ctx, 'test:reads', read)).toBe(2);
    setListCache(t.db, false);
    try {
      expect(await cachedRead(ctx, 'test:reads', read)).toBe(3);
      expect(await cachedRead(ctx, 'test:reads', read)).toBe(4);
    } finally {
      setListCache(t.db, true);
    }
  });
});

describe('lists and suggestions through HTTP', () => {
  it('show a price change, a new offer, a paused offer and a rename in the next request', async () => {
    const id = await makeProduct(t, { name: 'Quimera Cacheada' });
    await addListings(t, id, [{ storeId: stores.sp, price: 30 }]);
    expect(await listPrices('quimera cacheada')).toEqual([['Quimera Cacheada', 30]]);
    expect(await listPrices('quimera cacheada')).toEqual([['Quimera Cacheada', 30]]);

    // A cheaper offer from another store.
    await addListings(t, id, [{ storeId: stores.rj, price: 12.5 }]);
    expect(await listPrices('quimera cacheada')).toEqual([['Quimera Cacheada', 12.5]]);

    // That offer paused, the way the stock screen writes it: the listing and the product's offers in
    // one transaction.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('store_listings')
        .set({ status: 'paused' })
        .where('product_id', '=', id)
        .where('store_id', '=', stores.rj)
        .execute();
      await refreshProductOffers(trx, [id]);
    });
    expect(await listPrices('quimera cacheada')).toEqual([['Quimera Cacheada', 30]]);

    const suggest = async (q: string) =>
      (await t.request('GET', `${B}/search-suggestions?q=${encodeURIComponent(q)}`)).json().result as {
        name: string;
      }[];
    expect((await suggest('quimera cac')).map((s) => s.name)).toContain('Quimera Cacheada');
    await t.db.updateTable('products').set({ name: 'Quimera Renomeada' }).where('id', '=', id).execute();
    expect((await suggest('quimera cac')).map((s) => s.name)).not.toContain('Quimera Cacheada');
  });
});

describe('shared generation reads', () => {
  it('callers during a read share the next one, which still sees a change made before they asked', async () => {
    const bump = () => t.db.updateTable('collections').set({ name: sql`name` }).execute();
    // On PostgreSQL a read sent within the commit wait still serves (commit-wait.ts): the last test's
    // reads may be that recent, and then no read would be under way to share. Past it, `first` reads.
    await new Promise((done) => setTimeout(done, COMMIT_WAIT_MS + 2));
    const first = generation();
    // Asked while `first` is under way: both wait for the read after it, one read for the two.
    const second = generation();
    const third = generation();
    expect(second).toBe(third);
    expect(second).not.toBe(first);
    const before = await first;
    await bump();
    // Asked after the change committed: whatever read was under way, this one is newer.
    expect(await generation()).toBeGreaterThan(before);
    expect(await second).toBeGreaterThanOrEqual(before);
  });

  it('a read never sees a change of a transaction still open, nor one rolled back', async () => {
    const before = await generation();
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    let changed = false;
    const rolledBack = t.db
      .transaction()
      .execute(async (trx) => {
        // The bump is in this transaction (on PostgreSQL, at its commit): it must not leak out.
        await trx.updateTable('collections').set({ name: sql`name` }).execute();
        changed = true;
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    while (!changed) await new Promise((done) => setTimeout(done, 1));
    const during = generation();
    await new Promise((done) => setTimeout(done, 5));
    release();
    expect(await rolledBack).toBe('rolled back');
    expect(await during).toBe(before);
    expect(await generation()).toBe(before);
  });

  // PostgreSQL only (the tests run on it when TEST_DATABASE_URL is set): SQLite has one connection.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a read takes a connection of its own: it answers while every pool connection is held',
    async () => {
      const before = await generation();
      let release = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      let holding = 0;
      // The pool's 10 connections, each held by an open transaction (a list page read from the database).
      const holders = Array.from({ length: 10 }, () =>
        t.db.transaction().execute(async (trx) => {
          await sql`SELECT 1`.execute(trx);
          holding++;
          await held;
        }),
      );
      while (holding < 10) await new Promise((done) => setTimeout(done, 1));
      const read = generation().then((n) => ({ n }));
      const late = new Promise<'waited'>((done) => setTimeout(() => done('waited'), 2000));
      const answered = await Promise.race([read, late]);
      release();
      await Promise.all(holders);
      expect(answered).toEqual({ n: before });
    },
  );
});

describe('one generation read per page request', () => {
  it('a request reads it once for all its answers; the next request reads it again', async () => {
    const request = requestGeneration(t.db, t.dialect);
    const first = await request();
    await t.db.updateTable('collections').set({ name: sql`name` }).execute();
    expect(await request()).toBe(first);
    expect(await requestGeneration(t.db, t.dialect)()).toBeGreaterThan(first);
  });

  it('the product-list page shows a new cheapest offer in the next visit', async () => {
    const visit = await inertiaVisits(t);
    const id = await makeProduct(t, { name: 'Aaaa Quimera da Pagina' });
    await addListings(t, id, [{ storeId: stores.rj, price: 9 }]);
    const priceOf = async () => {
      const page = (await visit('/product/list')).json();
      expect(page.props.featuredAds).toBeDefined();
      return (page.props.products.data as { code: number; price: number }[]).find((i) => i.code === id)
        ?.price;
    };
    expect(await priceOf()).toBe(9);
    expect(await priceOf()).toBe(9);
    await addListings(t, id, [{ storeId: stores.sp, price: 4 }]);
    expect(await priceOf()).toBe(4);
  });
});
