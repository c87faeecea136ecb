import type { FeaturedPosition, PositionCalendar } from '../../../resources/js/types/pages/featured.ts';
import type { DB } from '../../db/index.ts';
import { toReais } from '../cart/money.ts';
import { configNumber } from '../config.ts';
import { addDays, daysBetween, todayInBrazil } from './dates.ts';

export const MAX_DAYS_FALLBACK = 30;
export const MAX_ADVANCE_FALLBACK = 180;
export const HOLD_MINUTES_FALLBACK = 60;

export const maxDays = (db: DB) => configNumber(db, 'featured_max_days', MAX_DAYS_FALLBACK);
export const maxAdvanceDays = (db: DB) => configNumber(db, 'featured_max_advance_days', MAX_ADVANCE_FALLBACK);
export const holdMinutes = (db: DB) => configNumber(db, 'featured_hold_minutes', HOLD_MINUTES_FALLBACK);

type PositionRow = {
  id: number;
  code: string;
  name: string;
  placement: FeaturedPosition['placement'];
  slot: number;
  daily_price_cents: number;
};

export const presentPosition = (p: PositionRow): FeaturedPosition => ({
  id: p.id,
  code: p.code,
  name: p.name,
  placement: p.placement,
  slot: p.slot,
  daily_price: toReais(p.daily_price_cents),
});

/** The positions a store can buy, in the catalogue's order (home first). */
export async function listPositions(db: DB): Promise<FeaturedPosition[]> {
  const rows = await db
    .selectFrom('featured_positions')
    .select(['id', 'code', 'name', 'placement', 'slot', 'daily_price_cents'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map(presentPosition);
}

export function activePosition(db: DB, id: number) {
  return db
    .selectFrom('featured_positions')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** The days of `days` that another ad holds on the position (the ad `except` does not count). */
export async function takenDays(
  db: DB,
  positionId: number,
  days: readonly string[],
  except: number | null = null,
): Promise<string[]> {
  if (days.length === 0) return [];
  let query = db
    .selectFrom('featured_days')
    .select('day')
    .where('position_id', '=', positionId)
    .where('day', 'in', [...days]);
  if (except !== null) query = query.where('featured_ad_id', '!=', except);
  const rows = await query.orderBy('day').execute();
  return rows.map((r) => r.day);
}

/**
 * GET /v1/date-position/{id}: which days of the position are taken and which are free, from `from`
 * (today in Brasília at the earliest) to `to` (at most the furthest day a featured ad may start + its
 * longest span). Null for an unknown position.
 */
export async function positionCalendar(
  db: DB,
  positionId: number,
  range: { from?: string; to?: string } = {},
  now = new Date(),
): Promise<PositionCalendar | null> {
  const position = await activePosition(db, positionId);
  if (!position) return null;
  const today = todayInBrazil(now);
  const last = addDays(today, (await maxAdvanceDays(db)) + (await maxDays(db)));
  const from = range.from && range.from > today ? range.from : today;
  let to = range.to && range.to < last ? range.to : addDays(from, 59);
  if (to > last) to = last;
  const rows = await db
    .selectFrom('featured_days')
    .select('day')
    .where('position_id', '=', positionId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const taken = rows.map((r) => r.day);
  const set = new Set(taken);
  return {
    position_id: positionId,
    from,
    to,
    taken,
    free: daysBetween(from, to).filter((d) => !set.has(d)),
  };
}
