import type { DB } from '../../db/index.ts';
import { weekdayInBrazil } from '../../drivers/shipping/free-shipping.ts';
import { NotFoundError } from '../errors.ts';
import { BUSINESS_ID, reais, WEEKDAY_NAMES } from './references.ts';

/** The catalogue's reference lists that live in tables: rarities, elements, origins, tags, the business. */

/** Rarities (no colour), elements, origins (id, code and name only), by position. */
export async function referenceList(db: DB, table: 'rarities' | 'elements' | 'origins') {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'code', 'name', 'name_en', 'color'])
    .orderBy('position')
    .execute();
  return table === 'origins'
    ? rows.map(({ id, code, name }) => ({ id, code, name }))
    : table === 'rarities'
      ? rows.map(({ color: _c, ...r }) => r)
      : rows;
}

/** The tags by name, only those used in `usedIn` when given. */
export function tagList(db: DB, usedIn?: string | null) {
  let q = db.selectFrom('tags').select(['id', 'name', 'slug', 'used_in']).orderBy('name');
  if (usedIn) q = q.where('used_in', '=', usedIn);
  return q.execute();
}

/** The marketplace's business (spec section 9: there is one); undefined if it is missing. */
export function theBusiness(db: DB) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'slug', 'description', 'email', 'phone', 'url'])
    .where('id', '=', BUSINESS_ID)
    .executeTakeFirst();
}

/** A day of the free-shipping calendar. */
export interface FreeShippingDay {
  day_of_week: number;
  name: string;
  free: boolean;
  min_order: number | null;
  stores_count: number;
}

/** The marketplace's free-shipping calendar: per day of the week, how many active stores ship free. */
export async function freeShippingCalendar(db: DB): Promise<{ days: FreeShippingDay[]; dayOfWeek: number }> {
  const counts = await db
    .selectFrom('store_free_shipping_days as d')
    .innerJoin('stores as s', 's.id', 'd.store_id')
    .select((eb) => ['d.day_of_week', eb.fn.countAll<number>().as('n')])
    .where('s.status', '=', 'active')
    .groupBy('d.day_of_week')
    .execute();
  const days = WEEKDAY_NAMES.map((name, day) => {
    const n = Number(counts.find((c) => c.day_of_week === day)?.n ?? 0);
    return { day_of_week: day, name, free: n > 0, min_order: null, stores_count: n };
  });
  return { days, dayOfWeek: weekdayInBrazil(new Date()) };
}

/** One store's free-shipping days of the week with their minimum order; NotFoundError for an unknown store. */
export async function storeFreeShippingWeek(db: DB, storeId: number): Promise<FreeShippingDay[]> {
  const store = await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
  if (!store) throw new NotFoundError('Loja não encontrada.');
  const days = await db
    .selectFrom('store_free_shipping_days')
    .select(['day_of_week', 'min_order'])
    .where('store_id', '=', storeId)
    .execute();
  return WEEKDAY_NAMES.map((name, day) => {
    const rule = days.find((d) => d.day_of_week === day);
    return {
      day_of_week: day,
      name,
      free: Boolean(rule),
      min_order: rule ? reais(rule.min_order) : null,
      stores_count: rule ? 1 : 0,
    };
  });
}
