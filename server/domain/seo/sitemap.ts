import type { DB } from '../../db/index.ts';
import { CLASSIFIED_PRODUCT_TYPE } from '../classifieds/write.ts';

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of parts. */
export const SITEMAP_LIMIT = 50_000;

/** Screens with no record of their own that crawlers should know. */
const FIXED_PATHS = [
  '/',
  '/collection/list',
  '/store/list',
  '/ranking',
  '/productTcg/list',
  '/product-accessory/list',
];

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** How many URLs the sitemap lists: the fixed screens, every product, collection and active store. */
export async function sitemapSize(db: DB): Promise<number> {
  const [products, collections, stores] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '!=', CLASSIFIED_PRODUCT_TYPE)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('collections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
  ]);
  return FIXED_PATHS.length + Number(products.n) + Number(collections.n) + Number(stores.n);
}

/**
 * The URLs `offset` to `offset + limit` of the sitemap, in a fixed order (screens, stores, collections,
 * products by id), read a slice at a time so a part never loads the whole catalogue.
 */
export async function sitemapEntries(db: DB, offset: number, limit: number): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  let skip = offset;
  let room = limit;
  const take = <T>(rows: T[], toEntry: (row: T) => SitemapEntry) => {
    for (const row of rows) out.push(toEntry(row));
    room -= rows.length;
  };

  const fixed = FIXED_PATHS.slice(skip, skip + room);
  take(fixed, (path) => ({ path }));
  skip = Math.max(0, skip - FIXED_PATHS.length);
  if (room <= 0) return out;

  const stores = await db
    .selectFrom('stores')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'active')
    .orderBy('id')
    .offset(skip)
    .limit(room)
    .execute();
  take(stores, (s) => ({ path: `/${encodeURIComponent(s.slug)}`, lastmod: s.updated_at }));
  if (room <= 0) return out;
  skip = Math.max(0, skip - (await countStores(db)));

  const collections = await db
    .selectFrom('collections')
    .select(['code'])
    .orderBy('id')
    .offset(skip)
    .limit(room)
    .execute();
  take(collections, (c) => ({ path: `/product/list/${encodeURIComponent(c.code)}` }));
  if (room <= 0) return out;
  skip = Math.max(0, skip - (await countCollections(db)));

  const products = await db
    .selectFrom('products')
    .select(['id'])
    // The hidden products behind classified ads are not catalogue pages (docs/classifieds.md).
    .where('type', '!=', CLASSIFIED_PRODUCT_TYPE)
    .orderBy('id')
    .offset(skip)
    .limit(room)
    .execute();
  take(products, (p) => ({ path: `/product/${p.id}` }));
  return out;
}

async function countStores(db: DB): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countCollections(db: DB): Promise<number> {
  const row = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
