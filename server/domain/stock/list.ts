import { sql } from 'kysely';
import type { StockListing } from '../../../resources/js/types/pages/sellerStock.ts';
import type { StockSort } from '../../../shared/constants/catalogue.ts';
import type { DB, Dialect } from '../../db/index.ts';
import type { ListingStatus, ProductType } from '../../db/schema.ts';
import { conditionName, extrasCodes, languageName, reais } from '../catalogue/references.ts';
import { tokenize } from '../catalogue/text.ts';
import { CLASSIFIED_PRODUCT_TYPE } from '../classifieds/write.ts';

export { STOCK_SORTS, type StockSort } from '../../../shared/constants/catalogue.ts';

/**
 * The seller's view of a store's stock (docs/stock.md): every listing of the store whatever its
 * status, with what is for sale (`quantity`) and what open orders hold (`reserved`).
 */

/** Store orders whose units were taken off the listing and are not back: they hold the units. */
export const RESERVING_STATUSES = ['awaiting_payment', 'paid'] as const;
/** Store orders that count as sold. */
export const SOLD_STATUSES = ['paid', 'invoiced', 'shipped', 'delivered', 'concluded'] as const;

export interface StockQuery {
  storeId: number;
  type?: ProductType;
  /** Words of the product's name (accent-insensitive prefixes) or its code (number, code_pro, rdc, id). */
  search?: string;
  collection?: string;
  conditions?: string[];
  languages?: string[];
  /** Listings with every one of these extras (bit mask). */
  extrasMask?: number;
  status?: ListingStatus;
  sort: StockSort;
  page: number;
  perPage: number;
}

/** One row of the seller's stock list (money in reais): the wire type the stock screens read. */
export type StockRow = StockListing;

export interface StockCounts {
  availableCount: number;
  pausedCount: number;
  blockedCount: number;
  /** Every listing of the kind matching the search and filters, whatever its status. */
  allCount: number;
}

/**
 * The store's listings matching the kind, search and filters. The kind, collection and search text
 * are the listing's own copies of its product's (migration 0010), so the counts and the page read the
 * store's listing index entries alone.
 */
async function filtered(ctx: { db: DB; dialect: Dialect }, q: StockQuery) {
  const { db } = ctx;
  let base = db
    .selectFrom('store_listings as l')
    .where('l.store_id', '=', q.storeId)
    // A classified ad's listing is managed on the ad screens (docs/classifieds.md), not in the stock.
    .where('l.product_type', '!=', CLASSIFIED_PRODUCT_TYPE);
  if (q.type) base = base.where('l.product_type', '=', q.type);
  const text = q.search?.trim();
  if (text) {
    // Every word starts a word of the listing's copy of its product's search text (name, English
    // name, code, number, RDC code): a scan of this store's index entries, whatever the catalogue's size.
    const words = tokenize(text).map(
      (word) => sql<boolean>`(' ' || l.product_search_text) LIKE ${`% ${word.replace(/[%_\\]/g, '')}%`}`,
    );
    base = base.where((eb) =>
      eb.or([
        ...(words.length ? [eb.and(words)] : []),
        ...(/^\d{1,9}$/.test(text) ? [eb('l.product_id', '=', Number(text))] : []),
      ]),
    );
  }
  if (q.collection) {
    // The id first: an equality lets the store's collection index give both the filter and the order.
    const collection = await db
      .selectFrom('collections')
      .select('id')
      .where('code', '=', q.collection)
      .executeTakeFirst();
    base = base.where('l.collection_id', '=', collection?.id ?? -1);
  }
  if (q.conditions?.length) base = base.where('l.condition', 'in', q.conditions);
  if (q.languages?.length) base = base.where('l.language', 'in', q.languages);
  if (q.extrasMask) base = base.where(sql<boolean>`(l.extras & ${q.extrasMask}) = ${q.extrasMask}`);
  return base;
}

/**
 * One page of the seller's stock (POST /v1/product-store-list and the stock screens' `products`
 * prop), with the counts per status over the same kind, search and filters. Three queries: counts,
 * page, units held by open orders for the page's listings.
 */
export async function stockPage(ctx: { db: DB; dialect: Dialect }, q: StockQuery) {
  const base = await filtered(ctx, q);
  const countRow = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(sql`CASE WHEN l.status = 'available' THEN 1 ELSE 0 END`).as('available'),
      eb.fn.sum<number>(sql`CASE WHEN l.status = 'paused' THEN 1 ELSE 0 END`).as('paused'),
      eb.fn.sum<number>(sql`CASE WHEN l.status = 'blocked' THEN 1 ELSE 0 END`).as('blocked'),
    ])
    .executeTakeFirstOrThrow();
  const counts: StockCounts = {
    allCount: Number(countRow.all ?? 0),
    availableCount: Number(countRow.available ?? 0),
    pausedCount: Number(countRow.paused ?? 0),
    blockedCount: Number(countRow.blocked ?? 0),
  };
  const total = q.status ? counts[`${q.status}Count`] : counts.allCount;
  const listed = q.status ? base.where('l.status', '=', q.status) : base;
  const ordered =
    q.sort === 'price_asc'
      ? listed.orderBy('l.price', 'asc')
      : q.sort === 'price_desc'
        ? listed.orderBy('l.price', 'desc')
        : q.sort === 'quantity_desc'
          ? listed.orderBy('l.quantity', 'desc')
          : q.sort === 'newest'
            ? listed.orderBy('l.id', 'desc')
            : listed.orderBy('l.product_search_text');
  const rows =
    total === 0 || (q.page - 1) * q.perPage >= total
      ? []
      : await ordered
          .select('l.id')
          .orderBy('l.id', 'desc')
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage)
          .execute();
  const data = await stockRows(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { data, total, counts };
}

/** The stock rows of the given listings, in the given order (unknown ids left out). */
export async function stockRows(db: DB, ids: readonly number[]): Promise<StockRow[]> {
  if (ids.length === 0) return [];
  const [rows, held] = await Promise.all([
    db
      .selectFrom('store_listings as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .leftJoin('collections as c', 'c.id', 'p.collection_id')
      .leftJoin('product_images as i', (join) =>
        join.onRef('i.product_id', '=', 'p.id').on('i.position', '=', 0),
      )
      .select([
        'l.id',
        'l.condition',
        'l.language',
        'l.extras',
        'l.quantity',
        'l.price',
        'l.status',
        'l.updated_at',
        'p.id as product_id',
        'p.name',
        'p.number',
        'p.code_pro',
        'p.type',
        'c.name as collection',
        'c.code as collection_code',
        'i.url',
      ])
      .where('l.id', 'in', [...ids])
      .execute(),
    reservedUnits(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        product: {
          code: r.product_id,
          name: r.name,
          number: r.number,
          code_pro: r.code_pro,
          type: r.type,
          collection: r.collection,
          collection_code: r.collection_code,
          url: r.url,
        },
        condition: r.condition,
        condition_name: conditionName(r.condition),
        language: r.language,
        language_name: languageName(r.language),
        extras: extrasCodes(r.extras),
        quantity: r.quantity,
        reserved: held.get(r.id) ?? 0,
        price: reais(r.price) as number,
        status: r.status,
        updated_at: r.updated_at,
      },
    ];
  });
}

/** Units of each listing held by store orders awaiting payment or paid (order_items_listing_idx). */
export async function reservedUnits(db: DB, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('store_orders as o', 'o.id', 'i.store_order_id')
    .select((eb) => ['i.listing_id', eb.fn.sum<number>('i.quantity').as('units')])
    .where('i.listing_id', 'in', [...ids])
    .where('o.status', 'in', [...RESERVING_STATUSES])
    .groupBy('i.listing_id')
    .execute();
  return new Map(rows.map((r) => [r.listing_id as number, Number(r.units)]));
}

/** Units of a listing sold (paid orders and on) and in how many orders. */
export async function soldUnits(db: DB, id: number): Promise<{ units: number; orders: number }> {
  const row = await db
    .selectFrom('order_items as i')
    .innerJoin('store_orders as o', 'o.id', 'i.store_order_id')
    .select((eb) => [
      eb.fn.sum<number>('i.quantity').as('units'),
      eb.fn.count<number>('i.store_order_id').distinct().as('orders'),
    ])
    .where('i.listing_id', '=', id)
    .where('o.status', 'in', [...SOLD_STATUSES])
    .executeTakeFirstOrThrow();
  return { units: Number(row.units ?? 0), orders: Number(row.orders ?? 0) };
}

/** The collections the store has listings of (of one kind), for the collection filter. */
export async function stockCollections(db: DB, storeId: number, type?: ProductType) {
  let q = db
    .selectFrom('collections as c')
    .select(['c.code', 'c.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('products as p')
          .innerJoin('store_listings as l', 'l.product_id', 'p.id')
          .select(sql`1`.as('one'))
          .whereRef('p.collection_id', '=', 'c.id')
          .where('l.store_id', '=', storeId),
      ),
    );
  if (type) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('products as p')
          .select(sql`1`.as('one'))
          .whereRef('p.collection_id', '=', 'c.id')
          .where('p.type', '=', type),
      ),
    );
  }
  return q.orderBy('c.name').execute();
}

/** One listing in full: its row, the product's catalogue figures, units sold; null when unknown. */
export async function stockListingFull(db: DB, storeId: number, id: number) {
  const [row] = await stockRows(db, [id]);
  if (!row) return null;
  const [listing, product, sold] = await Promise.all([
    db
      .selectFrom('store_listings')
      .select(['store_id', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('products')
      .select(['min_price', 'offers_count'])
      .where('id', '=', row.product.code)
      .executeTakeFirstOrThrow(),
    soldUnits(db, id),
  ]);
  if (listing.store_id !== storeId) return null;
  return {
    ...row,
    product: { ...row.product, min_price: reais(product.min_price), offers_count: product.offers_count },
    sold,
    store_id: listing.store_id,
    created_at: listing.created_at,
  };
}
