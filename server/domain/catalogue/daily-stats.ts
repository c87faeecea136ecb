import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';

/**
 * The daily price and popularity figures of the catalogue (docs/catalogue.md, "Daily statistics"):
 * today's price snapshot of every product whose offers changed, the price 7 days ago and its change,
 * and the monthly views and sales recomputed from what happened in the last 30 days. Idempotent for a
 * day: running it again the same day changes nothing unless the offers moved in between.
 */

const DAY_MS = 86_400_000;

/** UTC midnight of `now`, in ms; the snapshots and view days are UTC days, like the price history reader. */
export function utcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DailyStatsResult {
  day: string;
  /** Snapshot rows written for today (new or updated). */
  snapshots: number;
  /** Products whose price_7d_ago, price_change_bp, monthly_views or monthly_sales changed. */
  products: number;
}

/** Products updated per statement when the figures are recomputed (keeps each write lock short). */
const CHUNK = 5000;

export async function runDailyStats(db: DB, now = new Date()): Promise<DailyStatsResult> {
  const today = utcDay(now);
  const day = isoDay(today);
  const snapshots = await writeSnapshots(db, day);
  const products = await recomputeProductFigures(db, today);
  return { day, snapshots, products };
}

/**
 * Today's min/avg/max of each product's available offers with stock. Snapshots stay sparse (one row on
 * each day the prices changed, readers fill the days in between forward): a product gets today's row
 * when it has no snapshot yet or its figures differ from its latest one, and a product whose last
 * snapshot still showed offers but has none left gets a row without prices, so the chart stops there.
 * One statement; a second run the same day updates today's row in place (unique product + day).
 */
async function writeSnapshots(db: DB, day: string): Promise<number> {
  const result = await sql`
    WITH live AS (
      SELECT product_id, MIN(price) AS min_price, CAST(ROUND(AVG(price)) AS INTEGER) AS avg_price,
        MAX(price) AS max_price, COUNT(*) AS offers
      FROM store_listings WHERE status = 'available' AND quantity > 0 GROUP BY product_id
    ),
    latest AS (
      SELECT s.product_id, s.min_price, s.avg_price, s.max_price, s.offers
      FROM price_snapshots s
      INNER JOIN (SELECT product_id, MAX(day) AS day FROM price_snapshots GROUP BY product_id) m
        ON m.product_id = s.product_id AND m.day = s.day
    )
    INSERT INTO price_snapshots (product_id, day, min_price, avg_price, max_price, offers)
    SELECT x.product_id, ${day}, x.min_price, x.avg_price, x.max_price, x.offers FROM (
      SELECT l.product_id, l.min_price, l.avg_price, l.max_price, l.offers
      FROM live l LEFT JOIN latest p ON p.product_id = l.product_id
      WHERE p.product_id IS NULL OR p.min_price IS DISTINCT FROM l.min_price
        OR p.avg_price IS DISTINCT FROM l.avg_price OR p.max_price IS DISTINCT FROM l.max_price
        OR p.offers <> l.offers
      UNION ALL
      SELECT p.product_id, NULL, NULL, NULL, 0
      FROM latest p
      WHERE p.offers > 0 AND NOT EXISTS (SELECT 1 FROM live l WHERE l.product_id = p.product_id)
    ) x WHERE x.product_id IS NOT NULL
    ON CONFLICT (product_id, day) DO UPDATE SET min_price = excluded.min_price,
      avg_price = excluded.avg_price, max_price = excluded.max_price, offers = excluded.offers`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * From the data itself, per product: `price_7d_ago` (the cheapest price of the latest snapshot at least
 * 7 days old), `price_change_bp` (today's cheapest offer against it), `monthly_sales` (units sold in the
 * last 30 days, product_sales) and `monthly_views` (views of the last 30 days, product_view_days).
 * Only rows whose figures changed are written, in id ranges.
 */
async function recomputeProductFigures(db: DB, today: number): Promise<number> {
  const weekAgo = isoDay(today - 7 * DAY_MS);
  const monthAgo = new Date(today - 30 * DAY_MS).toISOString();
  const firstViewDay = isoDay(today - 29 * DAY_MS);
  const bounds = await db
    .selectFrom('products')
    .select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi')])
    .executeTakeFirstOrThrow();
  if (bounds.lo === null || bounds.hi === null) return 0;
  let changed = 0;
  for (let start = Number(bounds.lo); start <= Number(bounds.hi); start += CHUNK) {
    const end = start + CHUNK;
    const result = await sql`
      UPDATE products SET price_7d_ago = f.price_7d_ago, price_change_bp = f.price_change_bp,
        monthly_sales = f.monthly_sales, monthly_views = f.monthly_views
      FROM (
        SELECT w.id, w.price_7d_ago, w.monthly_sales, w.monthly_views,
          CASE WHEN w.min_price IS NOT NULL AND w.price_7d_ago > 0
            THEN CAST(ROUND((w.min_price - w.price_7d_ago) * 10000.0 / w.price_7d_ago) AS INTEGER)
          END AS price_change_bp
        FROM (
          SELECT p.id, p.min_price,
            (SELECT s.min_price FROM price_snapshots s WHERE s.product_id = p.id AND s.day <= ${weekAgo}
              ORDER BY s.day DESC LIMIT 1) AS price_7d_ago,
            COALESCE((SELECT SUM(ps.quantity) FROM product_sales ps
              WHERE ps.product_id = p.id AND ps.sold_at >= ${monthAgo}), 0) AS monthly_sales,
            COALESCE((SELECT SUM(v.views) FROM product_view_days v
              WHERE v.product_id = p.id AND v.day >= ${firstViewDay}), 0) AS monthly_views
          FROM products p WHERE p.id >= ${start} AND p.id < ${end}
        ) w
      ) f
      WHERE products.id = f.id AND (
        products.price_7d_ago IS DISTINCT FROM f.price_7d_ago
        OR products.price_change_bp IS DISTINCT FROM f.price_change_bp
        OR products.monthly_sales <> f.monthly_sales OR products.monthly_views <> f.monthly_views
      )`.execute(db);
    changed += Number(result.numAffectedRows ?? 0);
  }
  return changed;
}

/** A product page view, counted for today (the job sums the last 30 days into monthly_views). */
export async function recordProductView(db: DB, productId: number, now = new Date()): Promise<void> {
  await db
    .insertInto('product_view_days')
    .values({ product_id: productId, day: isoDay(utcDay(now)), views: 1 })
    .onConflict((oc) =>
      oc.columns(['product_id', 'day']).doUpdateSet({ views: sql`product_view_days.views + 1` }),
    )
    .execute();
}

/**
 * For generated data that has monthly views but no view history (the seed): each product's monthly
 * figure is written on one of the last 30 days (spread by id), so the job keeps it until it ages out.
 */
export async function spreadMonthlyViews(db: DB, now = new Date()): Promise<void> {
  const today = utcDay(now);
  for (let k = 0; k < 30; k++) {
    await sql`INSERT INTO product_view_days (product_id, day, views)
      SELECT id, ${isoDay(today - k * DAY_MS)}, monthly_views FROM products
      WHERE monthly_views > 0 AND id % 30 = ${k}
      ON CONFLICT (product_id, day) DO NOTHING`.execute(db);
  }
}
