import { sql } from 'kysely';
import { spreadMonthlyViews } from '../../../domain/catalogue/daily-stats.ts';
import { rebuildOfferFacets } from '../../../domain/catalogue/facets.ts';
import { countVocabulary, variantRows } from '../../../domain/catalogue/search-index.ts';
import type { DB, Dialect } from '../../index.ts';
import { isPostgres } from '../../migrations/helpers.ts';
import { bulkInsert, type Columns, type Row, syncSequences } from './bulk.ts';
import {
  buildBannerAds,
  buildBanners,
  buildFreeShippingDays,
  buildLeagues,
  buildNotices,
  STATIC_TEXTS,
} from './content.ts';
import { withIndexesDeferred } from './deferred.ts';
import { OfferGenerator, type ProductAggregates } from './offers.ts';
import {
  buildAccessories,
  buildBraProducts,
  buildCards,
  buildCollections,
  buildTcgProducts,
  type ProductSeed,
} from './products.ts';
import { Random } from './random.ts';
import { buildBrands, buildCategories, ELEMENTS, ORIGINS, RARITIES, TAGS } from './reference.ts';
import { buildReviews, buildStores, type StoreSeed } from './stores.ts';
import { GAMES } from './words.ts';

export interface CatalogueSeedOptions {
  /** 1 = the demo catalogue (20k products, 200k listings); 10 for benchmarks; 0.01 for tests. */
  scale?: number;
  /** "Today" of the generated history; defaults to now. */
  now?: Date;
  /** Demo accounts that own the demo store and get favorites, collections and notices. */
  users?: { buyer?: number; seller?: number; seller2?: number };
  seed?: number;
  log?: (line: string) => void;
}

export interface CatalogueSeedSummary {
  collections: number;
  products: number;
  listings: number;
  stores: number;
  snapshots: number;
  sales: number;
}

/** The sizes the scale gives; a scale below 1 shrinks collections too, so tests get a tiny but complete set. */
export function catalogueSizes(scale: number) {
  const small = Math.min(1, scale * 5);
  return {
    collections: Math.max(3, Math.round(64 * scale)),
    cardsPerCollection: scale >= 1 ? 250 : Math.max(8, Math.round(250 * small)),
    tcgPerCollection: scale >= 1 ? 24 : Math.max(4, Math.round(24 * small)),
    accessories: Math.max(8, Math.round(1800 * scale)),
    bra: Math.max(6, Math.round(1000 * scale)),
    stores: Math.max(6, Math.round(40 * scale)),
  };
}

const PRODUCT_COLUMNS: Columns = {
  id: 'int',
  business_id: 'int',
  type: 'text',
  category_id: 'int',
  collection_id: 'int',
  brand_id: 'int',
  rarity_id: 'int',
  element_id: 'int',
  origin_id: 'int',
  name: 'text',
  name_en: 'text',
  name_norm: 'text',
  search_text: 'text',
  number: 'text',
  code_pro: 'text',
  rdc: 'text',
  description: 'text',
  can_send_bra_center: 'int',
  released_at: 'text',
  min_price: 'int',
  avg_price: 'int',
  max_price: 'int',
  offers_count: 'int',
  stock: 'int',
  price_7d_ago: 'int',
  price_change_bp: 'int',
  monthly_views: 'int',
  monthly_sales: 'int',
  created_at: 'text',
  updated_at: 'text',
};
const LISTING_COLUMNS: Columns = {
  store_id: 'int',
  product_id: 'int',
  condition: 'text',
  language: 'text',
  extras: 'int',
  quantity: 'int',
  price: 'int',
  status: 'text',
  created_at: 'text',
  updated_at: 'text',
};
const SNAPSHOT_COLUMNS: Columns = {
  product_id: 'int',
  day: 'text',
  min_price: 'int',
  avg_price: 'int',
  max_price: 'int',
  offers: 'int',
};
const SALE_COLUMNS: Columns = {
  product_id: 'int',
  store_id: 'int',
  condition: 'text',
  language: 'text',
  quantity: 'int',
  price: 'int',
  sold_at: 'text',
};

/** Builds the whole demo catalogue on an empty catalogue; returns null when one already exists. */
export async function seedCatalogue(
  db: DB,
  options: CatalogueSeedOptions = {},
): Promise<CatalogueSeedSummary | null> {
  const existing = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const dialect: Dialect = isPostgres(db as never) ? 'postgres' : 'sqlite';
  return db.transaction().execute((trx) => seedInto(trx, dialect, options));
}

async function seedInto(
  db: DB,
  dialect: Dialect,
  options: CatalogueSeedOptions,
): Promise<CatalogueSeedSummary> {
  const scale = options.scale ?? 1;
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const log = options.log ?? (() => {});
  const random = new Random(options.seed ?? 20240601);
  const sizes = catalogueSizes(scale);
  const insert = (table: string, columns: Columns, rows: readonly Row[]) =>
    bulkInsert(db, dialect, table, columns, rows);
  if (dialect === 'postgres') await skipForeignKeyChecks(db);

  await db
    .insertInto('businesses')
    .values({
      id: 1,
      name: 'Mercado de Cartas',
      slug: 'mercado-de-cartas',
      description: 'O marketplace brasileiro de cards, produtos TCG e acessórios.',
      email: 'contato@mercadodecartas.com.br',
      phone: '1130000000',
      url: 'https://mercadodecartas.com.br',
      created_at: nowIso,
    })
    .execute();

  const categories = buildCategories();
  await db
    .insertInto('categories')
    .values(
      categories.all.map((c) => ({
        ...c,
        business_id: 1,
        image_url: `/media/categories/${c.id}.svg`,
        created_at: nowIso,
      })),
    )
    .execute();
  await db.insertInto('rarities').values(RARITIES).execute();
  await db.insertInto('elements').values(ELEMENTS).execute();
  await db.insertInto('origins').values(ORIGINS).execute();
  const brands = buildBrands();
  await db.insertInto('brands').values(brands.all).execute();
  const tags = TAGS.map((t, i) => ({
    id: i + 1,
    ...t,
    slug: t.name
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-'),
  }));
  await db.insertInto('tags').values(tags).execute();

  const collections = buildCollections(
    random,
    sizes.collections,
    sizes.cardsPerCollection,
    categories.games,
    now,
  );
  await insert(
    'collections',
    {
      id: 'int',
      business_id: 'int',
      category_id: 'int',
      code: 'text',
      name: 'text',
      name_en: 'text',
      name_norm: 'text',
      release_date: 'text',
      created_at: 'text',
    },
    collections.map(({ size: _size, ...c }) => ({ ...c, business_id: 1, created_at: nowIso })),
  );

  const stores = buildStores(
    random,
    sizes.stores,
    options.users?.seller ?? null,
    now,
    options.users?.seller2 ?? null,
  );
  await insert(
    'stores',
    {
      id: 'int',
      business_id: 'int',
      owner_user_id: 'int',
      name: 'text',
      slug: 'text',
      uf: 'text',
      city: 'text',
      logo_url: 'text',
      banner_url: 'text',
      description: 'text',
      is_client: 'int',
      status: 'text',
      created_at: 'text',
      updated_at: 'text',
    },
    stores.map(({ weight: _w, ...s }) => ({
      ...s,
      business_id: 1,
      status: 'active',
      updated_at: s.created_at,
    })),
  );

  const counters = { nextId: 1, nextRdc: 500001 };
  const brandRefs = (ids: number[]) => ids.map((id) => ({ id, name: brands.all[id - 1].name }));
  const products: ProductSeed[] = [
    ...buildCards(random, collections, counters, now),
    ...buildTcgProducts(random, collections, sizes.tcgPerCollection, categories.tcg, counters),
    ...buildAccessories(
      random,
      sizes.accessories,
      brandRefs(brands.accessory),
      categories.accessory,
      counters,
    ),
    ...buildBraProducts(random, sizes.bra, brandRefs(brands.bra), categories.bra, counters),
  ];
  log(`Catálogo: ${products.length} produtos em ${collections.length} coleções, ${stores.length} lojas`);

  const bulkTables = [
    'products',
    'product_images',
    'product_tags',
    'store_listings',
    'price_snapshots',
    'product_sales',
    'product_offer_facets',
  ];
  const totals = await withIndexesDeferred(db, dialect, bulkTables, async () => {
    const loaded = await insertProducts(
      db,
      dialect,
      random,
      products,
      stores,
      tags,
      collections.at(-1)?.id ?? 0,
      now,
    );
    // The offer facets and their counts, from the listings just loaded (docs/catalogue.md).
    await rebuildOfferFacets(db);
    return loaded;
  });
  await insertStoreData(db, dialect, random, stores, totals, scale, now);
  // The monthly views need a day-by-day history for the daily statistics job to recompute them.
  await spreadMonthlyViews(db, now);
  await insertContent(db, random, stores, now, options.users ?? {});
  if (options.users?.buyer) await insertBuyerData(db, random, products, options.users.buyer, now);

  const vocabulary = countVocabulary(products.map((p) => p.search_text));
  await insert(
    'search_vocabulary',
    { term: 'text', doc_count: 'int' },
    [...vocabulary].map(([term, doc_count]) => ({ term, doc_count })),
  );
  await insert('search_term_variants', { variant: 'text', term: 'text' }, variantRows(vocabulary.keys()));

  await syncSequences(db, dialect, [
    'businesses',
    'categories',
    'rarities',
    'elements',
    'origins',
    'brands',
    'tags',
    'collections',
    'stores',
    'products',
    'banners',
    'banner_ads',
  ]);
  // Planner statistics for the new data (a sampled ANALYZE misjudged the product type index badly).
  await sql`ANALYZE`.execute(db);
  return {
    collections: collections.length,
    products: products.length,
    stores: stores.length,
    ...totals.counts,
  };
}

async function insertProducts(
  db: DB,
  dialect: Dialect,
  random: Random,
  products: ProductSeed[],
  stores: StoreSeed[],
  tags: { id: number; used_in: string; slug: string }[],
  newestCollectionId: number,
  now: Date,
) {
  const offers = new OfferGenerator(random, stores, now);
  const nowIso = now.toISOString();
  const counts = { listings: 0, snapshots: 0, sales: 0 };
  const storeSales = new Map<number, number>();
  const storeOffers = new Map<number, number>();
  const productTags = tags.filter((t) => t.used_in === 'product');
  const tagId = (slug: string) => productTags.find((t) => t.slug === slug)?.id as number;
  const CHUNK = 2000;
  for (let start = 0; start < products.length; start += CHUNK) {
    const chunk = products.slice(start, start + CHUNK);
    const productRows: Row[] = [];
    const imageRows: Row[] = [];
    const tagRows: Row[] = [];
    const listingRows: Row[] = [];
    const snapshotRows: Row[] = [];
    const saleRows: Row[] = [];
    for (const product of chunk) {
      const { listings, snapshots, sales, aggregates } = offers.generate(product);
      productRows.push(productRow(product, aggregates, nowIso));
      imageRows.push({ product_id: product.id, position: 0, url: `/media/products/${product.id}.svg` });
      if (product.type !== 'card')
        imageRows.push({ product_id: product.id, position: 1, url: `/media/products/${product.id}-2.svg` });
      for (const id of productTagIds(random, product, newestCollectionId, tagId, productTags))
        tagRows.push({ product_id: product.id, tag_id: id });
      listingRows.push(...(listings as unknown as Row[]));
      snapshotRows.push(...(snapshots as unknown as Row[]));
      saleRows.push(...(sales as unknown as Row[]));
      for (const sale of sales)
        storeSales.set(sale.store_id, (storeSales.get(sale.store_id) ?? 0) + sale.quantity);
      for (const l of listings)
        if (l.status === 'available' && l.quantity > 0)
          storeOffers.set(l.store_id, (storeOffers.get(l.store_id) ?? 0) + 1);
    }
    await bulkInsert(db, dialect, 'products', PRODUCT_COLUMNS, productRows);
    await bulkInsert(
      db,
      dialect,
      'product_images',
      { product_id: 'int', position: 'int', url: 'text' },
      imageRows,
    );
    await bulkInsert(db, dialect, 'product_tags', { product_id: 'int', tag_id: 'int' }, tagRows);
    await bulkInsert(db, dialect, 'store_listings', LISTING_COLUMNS, listingRows);
    await bulkInsert(db, dialect, 'price_snapshots', SNAPSHOT_COLUMNS, snapshotRows);
    await bulkInsert(db, dialect, 'product_sales', SALE_COLUMNS, saleRows);
    counts.listings += listingRows.length;
    counts.snapshots += snapshotRows.length;
    counts.sales += saleRows.length;
  }
  return { counts, storeSales, storeOffers };
}

function productRow(product: ProductSeed, aggregates: ProductAggregates, nowIso: string): Row {
  const { basePrice: _b, popularity: _p, language: _l, ...fields } = product;
  return { ...fields, ...aggregates, business_id: 1, created_at: nowIso, updated_at: nowIso };
}

function productTagIds(
  random: Random,
  product: ProductSeed,
  newestCollectionId: number,
  tagId: (slug: string) => number,
  productTags: { id: number }[],
): number[] {
  const ids = new Set<number>();
  if (product.collection_id === newestCollectionId) ids.add(tagId('lancamento'));
  if (product.type === 'bra') ids.add(tagId('produto-nacional'));
  if (random.chance(0.18)) ids.add(random.pick(productTags).id);
  return [...ids];
}

async function insertStoreData(
  db: DB,
  dialect: Dialect,
  random: Random,
  stores: StoreSeed[],
  totals: { storeSales: Map<number, number>; storeOffers: Map<number, number> },
  scale: number,
  now: Date,
) {
  const reviews = stores.flatMap((store) => buildReviews(random, store, scale, now));
  await bulkInsert(
    db,
    dialect,
    'store_reviews',
    { store_id: 'int', author_name: 'text', rating: 'int', comment: 'text', created_at: 'text' },
    reviews as unknown as Row[],
  );
  for (const store of stores) {
    const own = reviews.filter((r) => r.store_id === store.id);
    await db
      .updateTable('stores')
      .set({
        rating_sum: own.reduce((n, r) => n + r.rating, 0),
        reviews_count: own.length,
        sales_count: totals.storeSales.get(store.id) ?? 0,
        offers_count: totals.storeOffers.get(store.id) ?? 0,
      })
      .where('id', '=', store.id)
      .execute();
  }
  const days = buildFreeShippingDays(random, stores);
  if (days.length) await db.insertInto('store_free_shipping_days').values(days).execute();
  const leagues = buildLeagues(
    random,
    stores,
    GAMES.map((g) => g.name),
  );
  if (leagues.length) await db.insertInto('leagues').values(leagues).execute();
}

async function insertContent(
  db: DB,
  random: Random,
  stores: StoreSeed[],
  now: Date,
  users: { buyer?: number; seller?: number },
) {
  await db.insertInto('banners').values(buildBanners(now)).execute();
  const ads = buildBannerAds(random, stores, now);
  if (ads.length) await db.insertInto('banner_ads').values(ads).execute();
  const updated = now.toISOString();
  await db
    .insertInto('static_texts')
    .values(STATIC_TEXTS.map((t) => ({ ...t, updated_at: updated })))
    .execute();
  await db.insertInto('notices').values(buildNotices(now, users)).execute();
}

/** The demo buyer's favorites and have/want lists, so those screens have something to show. */
async function insertBuyerData(db: DB, random: Random, products: ProductSeed[], buyer: number, now: Date) {
  const cards = products.filter((p) => p.type === 'card');
  const pick = (n: number) => {
    const ids = new Set<number>();
    while (ids.size < Math.min(n, cards.length)) ids.add(random.pick(cards).id);
    return [...ids];
  };
  const at = (i: number) => new Date(now.getTime() - i * 3600000).toISOString();
  await db
    .insertInto('favorites')
    .values(pick(10).map((product_id, i) => ({ user_id: buyer, product_id, created_at: at(i) })))
    .execute();
  const have = pick(12).map((product_id, i) => ({
    user_id: buyer,
    product_id,
    vision: 'have' as const,
    quantity: random.int(1, 4),
    created_at: at(i),
    updated_at: at(i),
  }));
  const want = pick(6)
    .filter((id) => !have.some((h) => h.product_id === id))
    .map((product_id, i) => ({
      user_id: buyer,
      product_id,
      vision: 'want' as const,
      quantity: 1,
      created_at: at(i),
      updated_at: at(i),
    }));
  await db
    .insertInto('user_collections')
    .values([...have, ...want])
    .execute();
}

/**
 * The generated rows are consistent by construction, and PostgreSQL's per-row foreign-key triggers cost
 * two thirds of the bulk insert time. Where the role may (superuser), they are skipped for this
 * transaction only; elsewhere the checks simply run.
 */
async function skipForeignKeyChecks(db: DB): Promise<void> {
  await sql`SAVEPOINT catalogue_seed_fk`.execute(db);
  try {
    await sql`SET LOCAL session_replication_role = replica`.execute(db);
    await sql`RELEASE SAVEPOINT catalogue_seed_fk`.execute(db);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT catalogue_seed_fk`.execute(db);
  }
}
