import type {
  DashboardFigure,
  DashboardLists,
  DashboardPoint,
  DashboardSummary,
  DashboardWindow,
  LowStockItem,
  Period,
  PeriodCode,
  TopProduct,
} from '../../../resources/js/types/pages/sellerInsights.ts';
import type { DB } from '../../db/index.ts';
import { CLIENT_ORDER_STATUSES } from '../catalogue/store-clients.ts';
import { CLASSIFIED_PRODUCT_TYPE } from '../classifieds/write.ts';
import { addDays, dayRangeUtc, localDay, monthStart } from './views.ts';

/**
 * The store dashboard (docs/store-dashboard.md): for a period of Brazilian calendar days
 * (America/Sao_Paulo), the store's sales, orders, revenue, views and conversion, per day (per month for
 * 12 months), against the period before; its best sellers; its listings running out.
 *
 * An order counts on the day it was paid (`paid_at`) while it is paid or later (`paid`, `invoiced`,
 * `shipped`, `delivered`, `concluded`): canceled, refused, expired and unpaid orders never count.
 */

export const PERIOD_CODES = ['7d', '30d', '90d', '12m', 'this_month', 'last_month'] as const;
export const DEFAULT_PERIOD: PeriodCode = '30d';

const LABELS: Record<PeriodCode, string> = {
  '7d': 'Últimos 7 dias',
  '30d': 'Últimos 30 dias',
  '90d': 'Últimos 90 dias',
  '12m': 'Últimos 12 meses',
  this_month: 'Este mês',
  last_month: 'Mês passado',
};

/** Listings for sale with this many units or fewer are "estoque baixo". */
export const LOW_STOCK_THRESHOLD = 2;
const LOW_STOCK_LIMIT = 10;
const TOP_PRODUCTS_LIMIT = 5;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const lastDayOfMonth = (month: string) => addDays(monthStart(month, 1), -1);

/** The period's days and the previous period's, with the chart's granularity. */
export function periodWindow(code: PeriodCode, now = new Date()): DashboardWindow {
  const today = localDay(now);
  const thisMonth = today.slice(0, 7);
  let from: string;
  let to = today;
  let previousFrom: string;
  let previousTo: string;
  let granularity: 'day' | 'month' = 'day';
  if (code === '12m') {
    from = monthStart(thisMonth, -11);
    previousFrom = monthStart(thisMonth, -23);
    previousTo = addDays(from, -1);
    granularity = 'month';
  } else if (code === 'this_month') {
    // Month to date against the same days of last month (as many as last month has).
    from = `${thisMonth}-01`;
    previousFrom = monthStart(thisMonth, -1);
    const sameDay = addDays(previousFrom, daysBetween(from, today) - 1);
    const lastEnd = lastDayOfMonth(previousFrom.slice(0, 7));
    // biome-ignore lint/complexity/useMathMinMax: ISO day strings compare as text, not numbers
    previousTo = sameDay < lastEnd ? sameDay : lastEnd;
  } else if (code === 'last_month') {
    from = monthStart(thisMonth, -1);
    to = lastDayOfMonth(from.slice(0, 7));
    previousFrom = monthStart(thisMonth, -2);
    previousTo = addDays(from, -1);
  } else {
    const n = Number.parseInt(code, 10);
    from = addDays(today, -(n - 1));
    previousTo = addDays(from, -1);
    previousFrom = addDays(previousTo, -(n - 1));
  }
  return {
    period: { code, label: LABELS[code], days: daysBetween(from, to) },
    from,
    to,
    previous_from: previousFrom,
    previous_to: previousTo,
    granularity,
  };
}

/** GET /v1/periods: every period with its pt-BR label and how many days it covers today. */
export function periods(now = new Date()): Period[] {
  return PERIOD_CODES.map((code) => periodWindow(code, now).period);
}

const cents = (n: number) => Math.round(n) / 100;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

function figure(value: number | null, previous: number | null): DashboardFigure {
  const change =
    value === null || previous === null || previous === 0
      ? null
      : oneDecimal(((value - previous) / previous) * 100);
  return { value, previous, change };
}

interface Totals {
  orders: number;
  units: number;
  revenue: number;
  net: number;
  views: number;
}

const emptyTotals = (): Totals => ({ orders: 0, units: 0, revenue: 0, net: 0, views: 0 });

/** Every bucket key of the window, in order: each day, or each month for 12 months. */
function bucketKeys(w: DashboardWindow): string[] {
  const keys: string[] = [];
  if (w.granularity === 'month') {
    for (let m = w.from.slice(0, 7); m <= w.to.slice(0, 7); m = monthStart(m, 1).slice(0, 7)) keys.push(m);
  } else {
    for (let d = w.from; d <= w.to; d = addDays(d, 1)) keys.push(d);
  }
  return keys;
}

/** The period's figures against the previous period's, and the chart's points. */
export async function dashboardSummary(
  db: DB,
  storeId: number,
  w: DashboardWindow,
): Promise<DashboardSummary> {
  const range = dayRangeUtc(w.previous_from, w.to);
  const [orders, views] = await Promise.all([
    db
      .selectFrom('store_orders as so')
      .select((eb) => [
        'so.paid_at',
        'so.items_total',
        'so.shipping_price',
        'so.fee',
        eb
          .selectFrom('order_items as oi')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('oi.quantity'), e.lit(0)).as('u'))
          .whereRef('oi.store_order_id', '=', 'so.id')
          .as('units'),
      ])
      .where('so.store_id', '=', storeId)
      .where('so.status', 'in', CLIENT_ORDER_STATUSES)
      .where('so.paid_at', '>=', range.start)
      .where('so.paid_at', '<', range.end)
      .execute(),
    db
      .selectFrom('store_view_days')
      .select(['day', 'views'])
      .where('store_id', '=', storeId)
      .where('day', '>=', w.previous_from)
      .where('day', '<=', w.to)
      .execute(),
  ]);

  const current = emptyTotals();
  const previous = emptyTotals();
  const buckets = new Map(bucketKeys(w).map((k) => [k, emptyTotals()]));
  const place = (day: string) => {
    if (day >= w.from && day <= w.to) {
      return [current, buckets.get(w.granularity === 'month' ? day.slice(0, 7) : day)];
    }
    if (day >= w.previous_from && day <= w.previous_to) return [previous];
    return [];
  };
  for (const o of orders) {
    for (const t of place(localDay(new Date(o.paid_at as string)))) {
      if (!t) continue;
      t.orders += 1;
      t.units += Number(o.units ?? 0);
      t.revenue += Number(o.items_total);
      t.net += Number(o.items_total) + Number(o.shipping_price) - Number(o.fee);
    }
  }
  for (const v of views) {
    for (const t of place(v.day)) if (t) t.views += Number(v.views);
  }

  const ticket = (t: Totals) => (t.orders ? cents(t.revenue / t.orders) : null);
  const conversion = (t: Totals) => (t.views ? oneDecimal((t.orders / t.views) * 100) : null);
  const series: DashboardPoint[] = [...buckets].map(([key, t]) => ({
    key,
    orders: t.orders,
    units: t.units,
    revenue: cents(t.revenue),
    views: t.views,
  }));
  return {
    ...w,
    figures: {
      units: figure(current.units, previous.units),
      orders: figure(current.orders, previous.orders),
      revenue: figure(cents(current.revenue), cents(previous.revenue)),
      net_revenue: figure(cents(current.net), cents(previous.net)),
      average_ticket: figure(ticket(current), ticket(previous)),
      views: figure(current.views, previous.views),
      conversion: figure(conversion(current), conversion(previous)),
    },
    series,
  };
}

/** The period's best sellers (by units, by revenue) and the listings for sale running out. */
export async function dashboardLists(db: DB, storeId: number, w: DashboardWindow): Promise<DashboardLists> {
  const range = dayRangeUtc(w.from, w.to);
  const sold = db
    .selectFrom('order_items as oi')
    .innerJoin('store_orders as so', 'so.id', 'oi.store_order_id')
    .select((eb) => [
      'oi.product_id',
      eb.fn.max('oi.product_name').as('name'),
      eb.fn.max('oi.product_image').as('image'),
      eb.fn.sum<number>('oi.quantity').as('units'),
      eb.fn.sum<number>('oi.total').as('revenue'),
    ])
    .where('so.store_id', '=', storeId)
    .where('so.status', 'in', CLIENT_ORDER_STATUSES)
    .where('so.paid_at', '>=', range.start)
    .where('so.paid_at', '<', range.end)
    .groupBy('oi.product_id');
  const low = db
    .selectFrom('store_listings as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .where('l.store_id', '=', storeId)
    .where('l.status', '=', 'available')
    .where('l.quantity', '<=', LOW_STOCK_THRESHOLD)
    // A classified ad's listing is no stock to replenish (docs/classifieds.md).
    .where('l.product_type', '!=', CLASSIFIED_PRODUCT_TYPE);
  const [byUnits, byRevenue, lowRows, lowCount] = await Promise.all([
    sold
      .orderBy('units', 'desc')
      .orderBy('revenue', 'desc')
      .orderBy('oi.product_id')
      .limit(TOP_PRODUCTS_LIMIT)
      .execute(),
    sold
      .orderBy('revenue', 'desc')
      .orderBy('units', 'desc')
      .orderBy('oi.product_id')
      .limit(TOP_PRODUCTS_LIMIT)
      .execute(),
    low
      .select([
        'l.id as listing_id',
        'l.product_id',
        'p.name',
        'p.type',
        'l.condition',
        'l.language',
        'l.quantity',
        'l.price',
      ])
      .orderBy('l.quantity')
      .orderBy('p.name')
      .orderBy('l.id')
      .limit(LOW_STOCK_LIMIT)
      .execute(),
    low.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const top = (rows: typeof byUnits): TopProduct[] =>
    rows.map((r) => ({
      product_id: r.product_id,
      name: String(r.name),
      image: (r.image as string | null) ?? null,
      units: Number(r.units),
      revenue: cents(Number(r.revenue)),
    }));
  return {
    top_products: { by_units: top(byUnits), by_revenue: top(byRevenue) },
    low_stock: {
      threshold: LOW_STOCK_THRESHOLD,
      total: Number(lowCount.n),
      items: lowRows.map(
        (r): LowStockItem => ({
          listing_id: r.listing_id,
          product_id: r.product_id,
          name: r.name,
          type: r.type,
          condition: r.condition,
          language: r.language,
          quantity: r.quantity,
          price: cents(r.price),
        }),
      ),
    },
  };
}

/** The stores the user owns, for the dashboard without a store id. */
export function ownedStores(db: DB, userId: number) {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'status'])
    .where('owner_user_id', '=', userId)
    .orderBy('id')
    .execute();
}
