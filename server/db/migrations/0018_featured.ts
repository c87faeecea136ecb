import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

const text = (n = 255) => `varchar(${n})` as const;

/**
 * The catalogue of featured positions (docs/featured-ads.md "Positions"): where a paid featured ad
 * shows, and its price per Brasília day in centavos.
 */
const POSITIONS: ReadonlyArray<{
  code: string;
  name: string;
  placement: string;
  slot: number;
  daily_price_cents: number;
}> = [
  {
    code: 'home_banner_1',
    name: 'Página inicial: destaque 1',
    placement: 'home',
    slot: 1,
    daily_price_cents: 1500,
  },
  {
    code: 'home_banner_2',
    name: 'Página inicial: destaque 2',
    placement: 'home',
    slot: 2,
    daily_price_cents: 1200,
  },
  {
    code: 'home_banner_3',
    name: 'Página inicial: destaque 3',
    placement: 'home',
    slot: 3,
    daily_price_cents: 1000,
  },
  {
    code: 'home_banner_4',
    name: 'Página inicial: destaque 4',
    placement: 'home',
    slot: 4,
    daily_price_cents: 800,
  },
  {
    code: 'bra_center_1',
    name: 'Bra Center: destaque 1',
    placement: 'bra_center',
    slot: 1,
    daily_price_cents: 800,
  },
  {
    code: 'bra_center_2',
    name: 'Bra Center: destaque 2',
    placement: 'bra_center',
    slot: 2,
    daily_price_cents: 600,
  },
  {
    code: 'bra_center_3',
    name: 'Bra Center: destaque 3',
    placement: 'bra_center',
    slot: 3,
    daily_price_cents: 500,
  },
  {
    code: 'list_top_1',
    name: 'Topo das listas: destaque 1',
    placement: 'list_top',
    slot: 1,
    daily_price_cents: 700,
  },
  {
    code: 'list_top_2',
    name: 'Topo das listas: destaque 2',
    placement: 'list_top',
    slot: 2,
    daily_price_cents: 500,
  },
];

const SETTINGS = [
  { code: 'featured_max_days', value: '30', description: 'Dias que um destaque pode durar, no máximo' },
  {
    code: 'featured_max_advance_days',
    value: '180',
    description: 'Com quantos dias de antecedência, no máximo, um destaque pode começar',
  },
  {
    code: 'featured_hold_minutes',
    value: '60',
    description: 'Minutos que as datas de um destaque não pago ficam reservadas',
  },
];

/**
 * Featured ads (docs/featured-ads.md): `featured_positions` (the catalogue), `featured_ads` (what a
 * store bought: a position for a period, with its payment) and `featured_days`, one row per position
 * and Brasília day held by an ad. UNIQUE (position_id, day) is what keeps two stores off the same
 * position on the same date, whoever commits first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await withId(db, db.schema.createTable('featured_positions'))
    .addColumn('code', text(40), (c) => c.notNull().unique())
    .addColumn('name', text(120), (c) => c.notNull())
    /** home | bra_center | list_top */
    .addColumn('placement', text(20), (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('daily_price_cents', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('featured_ads'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('featured_positions.id'))
    /** store | listing */
    .addColumn('target_type', text(10), (c) => c.notNull())
    .addColumn('listing_id', 'integer', (c) => c.references('store_listings.id').onDelete('set null'))
    .addColumn('title', text(80), (c) => c.notNull())
    .addColumn('image_url', text(500))
    .addColumn('starts_on', text(10), (c) => c.notNull())
    .addColumn('ends_on', text(10), (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    /** pending | active | expired | canceled */
    .addColumn('status', text(10), (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    /** pix | card, once a payment was started */
    .addColumn('method', text(4))
    .addColumn('driver', text(20))
    .addColumn('charge_id', text(80))
    .addColumn('pix_payload', 'text')
    .addColumn('pix_expires_at', text(40))
    .addColumn('card_ref', text(60))
    .addColumn('paid_at', text(40))
    /** When the days of an unpaid ad are freed. */
    .addColumn('hold_until', text(40), (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('featured_ads_store_idx')
    .on('featured_ads')
    .columns(['store_id', 'status'])
    .execute();
  await db.schema
    .createIndex('featured_ads_status_idx')
    .on('featured_ads')
    .columns(['status', 'hold_until'])
    .execute();
  await db.schema.createIndex('featured_ads_charge_idx').on('featured_ads').column('charge_id').execute();

  await db.schema
    .createTable('featured_days')
    .addColumn('position_id', 'integer', (c) => c.notNull().references('featured_positions.id'))
    .addColumn('day', text(10), (c) => c.notNull())
    .addColumn('featured_ad_id', 'integer', (c) =>
      c.notNull().references('featured_ads.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('featured_days_pk', ['position_id', 'day'])
    .execute();
  await db.schema.createIndex('featured_days_day_idx').on('featured_days').column('day').execute();
  await db.schema.createIndex('featured_days_ad_idx').on('featured_days').column('featured_ad_id').execute();

  await db
    .insertInto('featured_positions' as never)
    .values(POSITIONS.map((p) => ({ ...p, active: 1 })) as never)
    .execute();
  await db
    .insertInto('system_config' as never)
    .values(SETTINGS.map((s) => ({ ...s, updated_at: now })) as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('featured_days').ifExists().execute();
  await db.schema.dropTable('featured_ads').ifExists().execute();
  await db.schema.dropTable('featured_positions').ifExists().execute();
  await db
    .deleteFrom('system_config' as never)
    .where('code' as never, 'in', SETTINGS.map((s) => s.code) as never)
    .execute();
}
