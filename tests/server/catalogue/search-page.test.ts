import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshProductOffers } from '../../../server/domain/catalogue/offers.ts';
import type { ProductQuery } from '../../../server/domain/catalogue/products.ts';
import { searchBackend } from '../../../server/domain/catalogue/search.ts';
import { relevancePage } from '../../../server/domain/catalogue/search-page.ts';
import {
  addListings,
  B,
  createCatalogueApp,
  type ListingFixture,
  makeProduct,
  makeStores,
} from './support.ts';

/**
 * Search results in relevance order (server/domain/catalogue/search-page.ts) are read in two parts that
 * each stop once the page is full. These tests hold every page to the order's definition, computed here
 * from the products themselves: the names that start with the typed words in name order, then every
 * other match newest first, with the filters applied, across the boundary between the parts.
 */

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let stores: { sp: number; rj: number };

interface Made {
  id: number;
  name: string;
  type: 'card' | 'bra';
  /** States with an available offer in stock. */
  ufs: string[];
}
const made: Made[] = [];

const STARTING = ['Quimera Rubra', 'Quimera Azul', 'Quimera de Gelo', 'Quimera Anciã', 'Quimera Azul'];
const INSIDE = ['Escudo da Quimera', 'Grito Quimérico', 'Elmo Quimera', 'Toca da Quimera', 'Voo Quimera'];

beforeAll(async () => {
  t = await createCatalogueApp();
  stores = await makeStores(t);
  let n = 0;
  for (const name of [...STARTING, ...INSIDE, ...STARTING.slice(0, 2), ...INSIDE.slice(0, 3)]) {
    n++;
    const type = n % 4 === 0 ? 'bra' : 'card';
    const id = await makeProduct(t, { name, type });
    const ufs = n % 3 === 0 ? [] : n % 3 === 1 ? ['SP'] : ['RJ', 'SP'];
    const listings: ListingFixture[] = ufs.map((uf) => ({
      storeId: uf === 'SP' ? stores.sp : stores.rj,
      price: 5 + n,
    }));
    // A paused offer is no offer in its state.
    if (n % 3 === 0) listings.push({ storeId: stores.sp, price: 3, status: 'paused' });
    if (listings.length) await addListings(t, id, listings);
    made.push({ id, name, type, ufs });
  }
});
afterAll(async () => {
  await t.close();
});

/** Every offer of the n-th product made costs 5 + n reais. */
const inRange = (m: Made, min: number, max: number) => {
  const price = 5 + made.indexOf(m) + 1;
  return price >= min && price <= max;
};

// "Grito Quimérico" matches "quimer" but not "quimera": each typed word is a word prefix.
const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

function expected(word: string, keep: (m: Made) => boolean): number[] {
  const matches = made.filter(
    (m) =>
      norm(m.name)
        .split(' ')
        .some((w) => w.startsWith(word)) && keep(m),
  );
  const starts = matches.filter((m) => norm(m.name).startsWith(word));
  const byName = (a: Made, b: Made) =>
    norm(a.name) < norm(b.name) ? -1 : norm(a.name) > norm(b.name) ? 1 : a.id - b.id;
  const others = matches.filter((m) => !starts.includes(m)).sort((a, b) => b.id - a.id);
  return [...starts.sort(byName), ...others].map((m) => m.id);
}

const paginate = async (body: Record<string, unknown>) => {
  const res = await t.request('POST', `${B}/products/paginate`, { body: { type: 'filter', ...body } });
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  return res.json() as { data: { code: number }[]; paginate: { total: number; total_at_least?: true } };
};

describe('search results in relevance order', () => {
  it.each([
    ['quimera', {}, () => true],
    ['quimer', {}, () => true],
    ['quimera', { uf: ['SP'] }, (m: Made) => m.ufs.includes('SP')],
    ['quimer', { uf: ['RJ'] }, (m: Made) => m.ufs.includes('RJ')],
    ['quimera', { type: 'card' }, (m: Made) => m.type === 'card'],
    ['quimera', { type: 'bra', uf: ['SP'] }, (m: Made) => m.type === 'bra' && m.ufs.includes('SP')],
    ['quimera', { price_min: 8, price_max: 14 }, (m: Made) => m.ufs.length > 0 && inRange(m, 8, 14)],
    ['quimer', { uf: ['RJ'], price_min: 9 }, (m: Made) => m.ufs.includes('RJ') && inRange(m, 9, 99)],
  ] as const)('"%s" with %j: every page in order, the total exact', async (word, filters, keep) => {
    const all = expected(word, keep);
    expect(all.length).toBeGreaterThan(0);
    for (const perPage of [1, 3, 4, 60]) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / perPage) + 1; page++) {
        const body = await paginate({ search: word, per_page: perPage, page, ...filters });
        expect(body.paginate.total, `page ${page} of ${perPage}`).toBe(all.length);
        expect(body.paginate.total_at_least).toBeUndefined();
        seen.push(...body.data.map((d) => d.code));
      }
      expect(seen).toEqual(all);
    }
  });

  it('shows the cheapest matching offer of each product as its price', async () => {
    const body = await paginate({ search: 'quimera', uf: ['RJ'], per_page: 60 });
    expect(body.data.map((d) => d.code)).toEqual(expected('quimera', (m) => m.ufs.includes('RJ')));
    for (const item of body.data as unknown as { code: number; price: number }[]) {
      const n = made.findIndex((m) => m.id === item.code) + 1;
      expect(item.price).toBe(5 + n);
    }
  });

  it('gives a true lower bound past the matches it counts, and the same pages', async () => {
    const backend = await searchBackend(t.db, t.dialect);
    const cases: { filters: Partial<ProductQuery>; keep: (m: Made) => boolean }[] = [
      { filters: {}, keep: () => true },
      { filters: { ufs: ['SP'] }, keep: (m) => m.ufs.includes('SP') },
      // None of the names that start with "quimera" passes: on PostgreSQL, more of them than the
      // scan reads, so the total falls back to the search index's first matches. Which matches come
      // first there is the heap's order, which an update of min_price or a vacuum can change: the
      // first six may hold the one that passes (a lower bound) or not (then all are counted).
      { filters: { priceMin: 1800 }, keep: (m) => m.ufs.length > 0 && inRange(m, 18, 99) },
    ];
    for (const { filters, keep } of cases) {
      const all = expected('quimera', keep);
      expect(all.length).toBeGreaterThan(0);
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 4); page++) {
        const query: ProductQuery = { types: null, sort: 'relevance', page, perPage: 4, ...filters };
        const found = await relevancePage(t.db, t.dialect, backend, query, ['quimera'], 5);
        seen.push(...found.rows.map((r) => r.id));
        const label = `${JSON.stringify(filters)}, page ${page}`;
        // FTS5 counts a search without filters on its index: exact. Otherwise the first 6 matches read,
        // or, on PostgreSQL, the first 6 names that start with the word (7 do). FTS5 reads its matches
        // oldest first, so with the price filter none of the first 6 passes and all are counted.
        const exact = t.dialect === 'sqlite' && !filters.ufs;
        if (exact) expect(found, label).toMatchObject({ total: all.length, atLeast: false });
        else {
          if (!filters.priceMin) expect(found.atLeast, label).toBe(true);
          if (!found.atLeast) expect(found.total, label).toBe(all.length);
          expect(found.total, label).toBeLessThanOrEqual(all.length);
          expect(found.total, label).toBeGreaterThanOrEqual(Math.min(page * 4, all.length));
        }
      }
      expect(seen).toEqual(all);
    }
  });

  it('follows a paused offer in the next request', async () => {
    const target = made.find((m) => m.ufs.length === 1 && m.ufs[0] === 'SP');
    if (!target) throw new Error('fixture without an SP-only product');
    const before = (await paginate({ search: 'quimera', uf: ['SP'], per_page: 60 })).data.map((d) => d.code);
    expect(before).toContain(target.id);
    await t.db
      .updateTable('store_listings')
      .set({ status: 'paused' })
      .where('product_id', '=', target.id)
      .execute();
    await refreshProductOffers(t.db, [target.id]);
    const after = (await paginate({ search: 'quimera', uf: ['SP'], per_page: 60 })).data.map((d) => d.code);
    expect(after).toEqual(before.filter((id) => id !== target.id));
    target.ufs = [];
  });
});
