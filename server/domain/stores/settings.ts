import { formatCEP } from '@brazilian-utils/brazilian-utils';
import type {
  BlockDate,
  FreeShippingDaySetting,
  StoreBox,
  StoreChanges,
  StoreSettings,
} from '../../../resources/js/types/pages/sellerSettings.ts';
import { formatDate } from '../../../shared/dates.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { lockInIdOrder } from '../../db/locks.ts';
import { reais, toCents } from '../catalogue/references.ts';
import { invalidField } from '../errors.ts';
import { slugProblem } from './onboarding.ts';

/**
 * A store's settings (docs/store-settings.md): what /my-store/config-store and
 * /my-store/personalize-store show and change. Every refusal is a 422 with a pt-BR message on its
 * field, thrown before anything is written.
 */

// ---------------------------------------------------------------- store row

/** The store's settings as both screens and POST /v1/update-store answer them. */
export async function storeSettings(db: DB, storeId: number): Promise<StoreSettings | null> {
  const row = await db
    .selectFrom('stores')
    .select([
      'id',
      'name',
      'slug',
      'description',
      'contact_email',
      'contact_phone',
      'handling_days',
      'origin_postcode',
      'logo_url',
      'banner_url',
    ])
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    store_id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    handling_days: row.handling_days,
    origin_postcode: row.origin_postcode ? formatCEP(row.origin_postcode) : null,
    logo_url: row.logo_url,
    banner_url: row.banner_url,
    // What the public page shows when no picture was uploaded (server/http/media.ts draws it).
    logo: row.logo_url ?? `/media/stores/${row.id}/logo.svg`,
    banner: row.banner_url ?? `/media/stores/${row.id}/banner.svg`,
  };
}

export const SLUG_TAKEN = 'Este endereço já está em uso por outra loja.';

/**
 * Applies the changes to the store. The slug (already through `storeSlug`, the one rule stores are
 * opened with) is checked by `slugProblem`: long enough, not a path of the site, not another store's;
 * the unique index catches two stores racing for the same slug, still a 422.
 */
export async function updateStore(db: DB, storeId: number, changes: StoreChanges): Promise<void> {
  if (changes.slug !== undefined) {
    const problem = await slugProblem(db, changes.slug, storeId);
    if (problem) throw invalidField('slug', problem);
  }
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  try {
    await db
      .updateTable('stores')
      .set({ ...set, updated_at: nowIso() })
      .where('id', '=', storeId)
      .execute();
  } catch (error) {
    if (changes.slug !== undefined && isUniqueViolation(error)) throw invalidField('slug', SLUG_TAKEN);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/.test(e.message ?? '')
  );
}

// ---------------------------------------------------------------- free-shipping days

/** The week as the calendar row shows it: one entry per day, Sunday (0) to Saturday (6). */
export async function freeShippingWeek(db: DB, storeId: number): Promise<FreeShippingDaySetting[]> {
  const rows = await db
    .selectFrom('store_free_shipping_days')
    .select(['day_of_week', 'min_order'])
    .where('store_id', '=', storeId)
    .execute();
  return Array.from({ length: 7 }, (_, day) => {
    const rule = rows.find((r) => r.day_of_week === day);
    return { day_of_week: day, enabled: Boolean(rule), min_order: rule ? (reais(rule.min_order) ?? 0) : 0 };
  });
}

/**
 * Sets the listed days (a day on gets its row with the minimum order in centavos, a day off loses
 * it); days not listed keep theirs. One transaction: the buyers' calendar never sees half a week.
 */
export async function saveFreeShippingWeek(
  db: DB,
  storeId: number,
  days: readonly { day_of_week: number; enabled: boolean; min_order: number }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockInIdOrder(trx, 'stores', [storeId]);
    const listed = days.map((d) => d.day_of_week);
    if (listed.length) {
      await trx
        .deleteFrom('store_free_shipping_days')
        .where('store_id', '=', storeId)
        .where('day_of_week', 'in', listed)
        .execute();
    }
    const on = days
      .filter((d) => d.enabled)
      .map((d) => ({ store_id: storeId, day_of_week: d.day_of_week, min_order: toCents(d.min_order) }));
    if (on.length) await trx.insertInto('store_free_shipping_days').values(on).execute();
  });
}

// ---------------------------------------------------------------- block dates

const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Brasília (YYYY-MM-DD): "not in the past" is the seller's calendar, not UTC's. */
export const todayInBrazil = (now: Date = new Date()) => todayFormat.format(now);

/** Whether `value` is a real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

export const MAX_BLOCK_DAYS = 365;
export const MAX_BLOCK_DATES = 50;

/** The store's block dates that have not ended yet, soonest first. */
export function blockDates(db: DB, storeId: number, now: Date = new Date()): Promise<BlockDate[]> {
  return db
    .selectFrom('store_block_dates')
    .select(['id', 'starts_on', 'ends_on', 'reason'])
    .where('store_id', '=', storeId)
    .where('ends_on', '>=', todayInBrazil(now))
    .orderBy('starts_on')
    .orderBy('id')
    .execute();
}

/**
 * A period the store does not ship. Dates were checked for shape by the caller; here: end not before
 * start, not in the past (Brasília's today), at most a year, and no overlap with the store's other
 * periods. The store row is locked first so two adds racing cannot both pass the overlap check.
 */
export async function addBlockDate(
  db: DB,
  storeId: number,
  input: { starts_on: string; ends_on: string; reason: string | null },
  now: Date = new Date(),
): Promise<BlockDate> {
  const today = todayInBrazil(now);
  if (input.starts_on < today) throw invalidField('starts_on', 'A data inicial não pode estar no passado.');
  if (input.ends_on < input.starts_on)
    throw invalidField('ends_on', 'A data final deve ser igual ou posterior à data inicial.');
  if (dayNumber(input.ends_on) - dayNumber(input.starts_on) + 1 > MAX_BLOCK_DAYS)
    throw invalidField('ends_on', `Um bloqueio pode ter no máximo ${MAX_BLOCK_DAYS} dias.`);
  return db.transaction().execute(async (trx) => {
    await lockInIdOrder(trx, 'stores', [storeId]);
    const overlap = await trx
      .selectFrom('store_block_dates')
      .select(['starts_on', 'ends_on'])
      .where('store_id', '=', storeId)
      .where('starts_on', '<=', input.ends_on)
      .where('ends_on', '>=', input.starts_on)
      .orderBy('starts_on')
      .executeTakeFirst();
    if (overlap) {
      throw invalidField(
        'starts_on',
        `Este período coincide com outro bloqueio (${formatDate(overlap.starts_on)} a ${formatDate(overlap.ends_on)}).`,
      );
    }
    const active = await trx
      .selectFrom('store_block_dates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', storeId)
      .where('ends_on', '>=', today)
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= MAX_BLOCK_DATES)
      throw invalidField('starts_on', `A loja pode ter no máximo ${MAX_BLOCK_DATES} bloqueios futuros.`);
    return trx
      .insertInto('store_block_dates')
      .values({ store_id: storeId, ...input, created_at: nowIso(now) })
      .returning(['id', 'starts_on', 'ends_on', 'reason'])
      .executeTakeFirstOrThrow();
  });
}

/** The store a block date belongs to (for the access check), or undefined for an unknown id. */
export async function blockDateStore(db: DB, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('store_block_dates')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.store_id;
}

export async function deleteBlockDate(db: DB, id: number): Promise<void> {
  await db.deleteFrom('store_block_dates').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- boxes

export const MAX_BOXES = 30;

export function storeBoxes(db: DB, storeId: number): Promise<StoreBox[]> {
  return db
    .selectFrom('store_boxes')
    .select(['id', 'name', 'length_cm', 'width_cm', 'height_cm', 'max_weight_g'])
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
}

/** A box size the store ships in (dimensions were range-checked by the caller). */
export async function addBox(db: DB, storeId: number, box: Omit<StoreBox, 'id'>): Promise<StoreBox> {
  return db.transaction().execute(async (trx) => {
    await lockInIdOrder(trx, 'stores', [storeId]);
    const count = await trx
      .selectFrom('store_boxes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_BOXES)
      throw invalidField('name', `A loja pode ter no máximo ${MAX_BOXES} caixas cadastradas.`);
    return trx
      .insertInto('store_boxes')
      .values({ store_id: storeId, ...box, created_at: nowIso() })
      .returning(['id', 'name', 'length_cm', 'width_cm', 'height_cm', 'max_weight_g'])
      .executeTakeFirstOrThrow();
  });
}

export async function boxStore(db: DB, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('store_boxes').select('store_id').where('id', '=', id).executeTakeFirst();
  return row?.store_id;
}

export async function deleteBox(db: DB, id: number): Promise<void> {
  await db.deleteFrom('store_boxes').where('id', '=', id).execute();
}
