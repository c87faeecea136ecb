import { sql } from 'kysely';
import { APP_TIME_ZONE } from '../../../shared/dates.ts';
import type { DB } from '../../db/index.ts';

/**
 * Store page views (the dashboard's "visitas", docs/store-dashboard.md): one per visit of the public
 * store page, per store and Brazilian calendar day (America/Sao_Paulo), in `store_view_days`. The
 * store's owner looking at his own page is not a visit. Plus the calendar-day helpers the dashboard
 * uses: days are `YYYY-MM-DD` strings in that time zone.
 */

/** The marketplace's time zone (shared/dates.ts). */
export const STORE_TIME_ZONE = APP_TIME_ZONE;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The calendar day of an instant in Brazil (YYYY-MM-DD). */
export const localDay = (instant: Date): string => dayFormat.format(instant);

/** `day` moved by `n` calendar days. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The first day of the month `n` months after `month` (YYYY-MM), as YYYY-MM-DD. */
export function monthStart(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 10);
}

/** Minutes the zone is ahead of UTC at that instant (−180 in Brazil). */
function zoneOffsetMinutes(instant: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The UTC instant Brazil's day `day` starts. */
export function dayStartUtc(day: string): Date {
  const naive = Date.parse(`${day}T00:00:00Z`);
  return new Date(naive - zoneOffsetMinutes(naive) * 60_000);
}

/** ISO bounds [start, end) of the days `from`..`to` (inclusive), to compare with stored timestamps. */
export function dayRangeUtc(from: string, to: string): { start: string; end: string } {
  return { start: dayStartUtc(from).toISOString(), end: dayStartUtc(addDays(to, 1)).toISOString() };
}

/**
 * A visit of the store's public page: today's count goes up by one, unless the visitor owns the store.
 * One upsert, so concurrent visits add up.
 */
export async function countStoreView(
  db: DB,
  store: { id: number },
  viewerUserId: number | null,
  now = new Date(),
): Promise<void> {
  if (viewerUserId !== null) {
    const own = await db
      .selectFrom('stores')
      .select('id')
      .where('id', '=', store.id)
      .where('owner_user_id', '=', viewerUserId)
      .executeTakeFirst();
    if (own) return;
  }
  await db
    .insertInto('store_view_days')
    .values({ store_id: store.id, day: localDay(now), views: 1 })
    .onConflict((oc) =>
      oc.columns(['store_id', 'day']).doUpdateSet({ views: sql`store_view_days.views + 1` }),
    )
    .execute();
}
