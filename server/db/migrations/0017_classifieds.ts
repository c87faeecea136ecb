import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

const text = (n = 255) => `varchar(${n})` as const;

/** The ad categories and conditions (GET /v1/categoryAds, /v1/adConditions), in list order. */
export const AD_CATEGORIES = [
  { code: 'cartas-avulsas', name: 'Cartas avulsas' },
  { code: 'lotes-colecoes', name: 'Lotes e coleções' },
  { code: 'produtos-selados', name: 'Produtos selados' },
  { code: 'acessorios', name: 'Acessórios' },
  { code: 'outros', name: 'Outros' },
] as const;

/** Codes shared with the listings' "other" conditions, so the cart names them. */
export const AD_CONDITIONS = [
  { code: 'sealed', name: 'Lacrado' },
  { code: 'new', name: 'Novo' },
  { code: 'opened', name: 'Aberto' },
  { code: 'used', name: 'Usado' },
] as const;

/**
 * Classified ads (docs/classifieds.md):
 * - `ad_categories`, `ad_conditions`: reference lists.
 * - `ads`: one ad of a store, in `analysis | available | paused | reproved`, soft-deleted with
 *   `trashed_at`. Its price and stock live on the backing `store_listings` row (`listing_id`, over a
 *   hidden product of type `classified`), which the existing cart, checkout and ledger move.
 * - `ad_photos`: up to 6 per ad, ordered by `position`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, rows] of [
    ['ad_categories', AD_CATEGORIES],
    ['ad_conditions', AD_CONDITIONS],
  ] as const) {
    await withId(db, db.schema.createTable(table))
      .addColumn('code', text(40), (c) => c.notNull().unique())
      .addColumn('name', text(80), (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto(table as never)
      .values(rows.map((r, i) => ({ code: r.code, name: r.name, position: i + 1 })) as never)
      .execute();
  }

  await withId(db, db.schema.createTable('ads'))
    .addColumn('business_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.references('store_listings.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('ad_categories.id'))
    .addColumn('condition_id', 'integer', (c) => c.notNull().references('ad_conditions.id'))
    .addColumn('title', text(120), (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('uf', text(2), (c) => c.notNull())
    .addColumn('city', text(120), (c) => c.notNull())
    .addColumn('status', text(20), (c) => c.notNull())
    .addColumn('reproved_reason', text(500))
    .addColumn('trashed_at', text(40))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ads_store_status_idx').on('ads').columns(['store_id', 'status']).execute();
  await db.schema.createIndex('ads_public_idx').on('ads').columns(['status', 'uf', 'city']).execute();
  await db.schema.createIndex('ads_listing_idx').on('ads').column('listing_id').execute();

  await withId(db, db.schema.createTable('ad_photos'))
    .addColumn('ad_id', 'integer', (c) => c.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', text(200), (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_photos_ad_idx').on('ad_photos').columns(['ad_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ad_photos').ifExists().execute();
  await db.schema.dropTable('ads').ifExists().execute();
  await db.schema.dropTable('ad_conditions').ifExists().execute();
  await db.schema.dropTable('ad_categories').ifExists().execute();
}
