import type { DB } from '../../db/index.ts';
import type { FeaturedTarget } from '../../db/schema-featured.ts';
import { invalidField, type ValidationError } from '../errors.ts';
import { addDays, brDateList, daysBetween, todayInBrazil } from './dates.ts';
import { activePosition, holdMinutes, maxAdvanceDays, maxDays, takenDays } from './positions.ts';
import { type FeaturedRow, featuredRow } from './queries.ts';

export interface FeaturedInput {
  positionId: number;
  targetType: FeaturedTarget;
  listingId: number | null;
  title: string;
  imageUrl: string | null;
  startsOn: string;
  endsOn: string;
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return Boolean(
    e &&
      (e.code === '23505' ||
        e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
        e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
        /UNIQUE constraint/.test(e.message ?? '')),
  );
}

/** 422 naming the days another store holds. */
export function daysTaken(days: readonly string[]): ValidationError {
  const list = brDateList(days);
  return invalidField(
    'starts_on',
    days.length === 1
      ? `A data ${list} desta posição já está reservada por outra loja. Escolha outras datas.`
      : `As datas ${list} desta posição já estão reservadas por outra loja. Escolha outras datas.`,
  );
}

/** The period checks: real days, not in the past, end not before start, at most the longest span. */
async function checkPeriod(db: DB, startsOn: string, endsOn: string, now: Date): Promise<string[]> {
  const today = todayInBrazil(now);
  if (startsOn < today) throw invalidField('starts_on', 'A data inicial não pode estar no passado.');
  if (endsOn < startsOn) throw invalidField('ends_on', 'A data final não pode ser antes da data inicial.');
  const advance = await maxAdvanceDays(db);
  if (startsOn > addDays(today, advance)) {
    throw invalidField('starts_on', `O destaque pode começar em até ${advance} dias a partir de hoje.`);
  }
  const days = daysBetween(startsOn, endsOn);
  const max = await maxDays(db);
  if (days.length > max) throw invalidField('ends_on', `O destaque pode durar no máximo ${max} dias.`);
  return days;
}

async function checkTarget(db: DB, storeId: number, input: Pick<FeaturedInput, 'targetType' | 'listingId'>) {
  if (input.targetType === 'store') return null;
  if (!input.listingId) throw invalidField('listing_id', 'Escolha o produto da loja a destacar.');
  const listing = await db
    .selectFrom('store_listings')
    .select(['id', 'store_id', 'status'])
    .where('id', '=', input.listingId)
    .executeTakeFirst();
  if (!listing || listing.store_id !== storeId) {
    throw invalidField('listing_id', 'Este produto não é da loja.');
  }
  if (listing.status !== 'available') {
    throw invalidField('listing_id', 'Só um produto disponível na loja pode ser destacado.');
  }
  return listing.id;
}

/**
 * Awaited after the checks and before the reservation's transaction; null in production. The race
 * test holds every create there until all of them passed their checks, so the unique key decides.
 */
export const featuredTestHooks: { beforeReserve: (() => Promise<void>) | null } = { beforeReserve: null };

async function reserve(
  db: DB,
  positionId: number,
  days: readonly string[],
  work: (trx: DB) => Promise<number>,
): Promise<number> {
  if (featuredTestHooks.beforeReserve) await featuredTestHooks.beforeReserve();
  try {
    return await db.transaction().execute(async (trx) => {
      const adId = await work(trx);
      await trx
        .insertInto('featured_days')
        .values(days.map((day) => ({ position_id: positionId, day, featured_ad_id: adId })))
        .execute();
      return adId;
    });
  } catch (error) {
    // Another store committed these days first: the unique key refused ours, nothing was kept.
    if (isUniqueViolation(error)) throw daysTaken(await takenDays(db, positionId, days));
    throw error;
  }
}

/**
 * POST /v1/create-featured: a `pending` ad holding its position's days (featured_days, unique per
 * position and day) until it is paid or its hold ends. Price: days × the position's daily price.
 */
export async function createFeatured(
  db: DB,
  storeId: number,
  userId: number,
  input: FeaturedInput,
  now = new Date(),
): Promise<FeaturedRow> {
  const position = await activePosition(db, input.positionId);
  if (!position) throw invalidField('position_id', 'Posição de destaque não encontrada.');
  const listingId = await checkTarget(db, storeId, input);
  const days = await checkPeriod(db, input.startsOn, input.endsOn, now);
  const taken = await takenDays(db, position.id, days);
  if (taken.length > 0) throw daysTaken(taken);
  const hold = new Date(now.getTime() + (await holdMinutes(db)) * 60_000).toISOString();
  const stamp = now.toISOString();
  const id = await reserve(db, position.id, days, async (trx) => {
    const row = await trx
      .insertInto('featured_ads')
      .values({
        store_id: storeId,
        position_id: position.id,
        target_type: input.targetType,
        listing_id: listingId,
        title: input.title,
        image_url: input.imageUrl,
        starts_on: input.startsOn,
        ends_on: input.endsOn,
        days: days.length,
        amount_cents: days.length * position.daily_price_cents,
        status: 'pending',
        sort_order: 0,
        method: null,
        driver: null,
        charge_id: null,
        pix_payload: null,
        pix_expires_at: null,
        card_ref: null,
        paid_at: null,
        hold_until: hold,
        created_by: userId,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return (await featuredRow(db, id)) as FeaturedRow;
}

export type FeaturedChanges = Partial<FeaturedInput>;

/**
 * POST /v1/update-featured: title, image and what is featured while the ad is pending or active;
 * the position and dates only while it is pending with no payment started (the days are reserved
 * again in one transaction, and the price follows).
 */
export async function updateFeatured(
  db: DB,
  row: FeaturedRow,
  changes: FeaturedChanges,
  now = new Date(),
): Promise<FeaturedRow> {
  if (row.status !== 'pending' && row.status !== 'active') {
    throw invalidField('id', 'Um destaque expirado ou cancelado não pode ser alterado.');
  }
  const moves =
    (changes.positionId !== undefined && changes.positionId !== row.position_id) ||
    (changes.startsOn !== undefined && changes.startsOn !== row.starts_on) ||
    (changes.endsOn !== undefined && changes.endsOn !== row.ends_on);
  const targetType = changes.targetType ?? row.target_type;
  const listingId = await checkTarget(db, row.store_id, {
    targetType,
    listingId: changes.listingId !== undefined ? changes.listingId : row.listing_id,
  });
  const details = {
    title: changes.title ?? row.title,
    image_url: changes.imageUrl !== undefined ? changes.imageUrl : row.image_url,
    target_type: targetType,
    listing_id: listingId,
    updated_at: now.toISOString(),
  };
  if (!moves) {
    await db.updateTable('featured_ads').set(details).where('id', '=', row.id).execute();
    return (await featuredRow(db, row.id)) as FeaturedRow;
  }
  if (row.status !== 'pending' || row.charge_id !== null) {
    throw invalidField(
      'starts_on',
      'A posição e as datas só podem mudar antes de o pagamento começar. Cancele este destaque e crie outro.',
    );
  }
  const position = await activePosition(db, changes.positionId ?? row.position_id);
  if (!position) throw invalidField('position_id', 'Posição de destaque não encontrada.');
  const startsOn = changes.startsOn ?? row.starts_on;
  const endsOn = changes.endsOn ?? row.ends_on;
  const days = await checkPeriod(db, startsOn, endsOn, now);
  const taken = await takenDays(db, position.id, days, row.id);
  if (taken.length > 0) throw daysTaken(taken);
  await reserve(db, position.id, days, async (trx) => {
    const changed = await trx
      .updateTable('featured_ads')
      .set({
        ...details,
        position_id: position.id,
        starts_on: startsOn,
        ends_on: endsOn,
        days: days.length,
        amount_cents: days.length * position.daily_price_cents,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('charge_id', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      throw invalidField('id', 'Este destaque mudou enquanto era alterado. Recarregue a página.');
    }
    await trx.deleteFrom('featured_days').where('featured_ad_id', '=', row.id).execute();
    return row.id;
  });
  return (await featuredRow(db, row.id)) as FeaturedRow;
}

/**
 * Cancels an ad and frees its days (DELETE /v1/featured-ad/delete/{id}): conditional on its status
 * still being one of `from`, so a payment landing at the same time is not lost.
 */
export async function cancelFeatured(
  db: DB,
  id: number,
  from: readonly ('pending' | 'active')[],
  status: 'canceled' | 'expired' = 'canceled',
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('featured_ads')
      .set({ status, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('featured_days').where('featured_ad_id', '=', id).execute();
    return true;
  });
}

/** POST /v1/featured-ad/save-order: the store's active ads in the order given (every one of them). */
export async function saveOrder(db: DB, storeId: number, ids: readonly number[]): Promise<void> {
  const active = await db
    .selectFrom('featured_ads')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .execute();
  const mine = new Set(active.map((r) => r.id));
  if (new Set(ids).size !== ids.length) throw invalidField('ids', 'Um destaque aparece mais de uma vez.');
  if (ids.some((id) => !mine.has(id))) {
    throw invalidField('ids', 'Só os destaques ativos desta loja podem ser ordenados.');
  }
  if (ids.length !== mine.size)
    throw invalidField('ids', 'Envie todos os destaques ativos da loja, na ordem.');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('featured_ads')
        .set({ sort_order: index + 1, updated_at: now })
        .where('id', '=', id)
        .where('store_id', '=', storeId)
        .execute();
    }
  });
}
