import { PostgresAdapter, sql } from 'kysely';
import type { Plan } from '../../../resources/js/types/pages/sellerPlans.ts';
import type { DB } from '../../db/index.ts';
import type { PlansTable } from '../../db/schema-plans.ts';
import { toReais } from '../cart/money.ts';
import { invalidField } from '../errors.ts';
import { LIMITED_BY_PLAN_STATUSES } from './status.ts';

export type PlanRow = Omit<
  PlansTable,
  'id' | 'description' | 'interval_months' | 'trial_days' | 'active' | 'sort'
> & {
  id: number;
  description: string;
  interval_months: number;
  trial_days: number;
  active: 0 | 1;
  sort: number;
};

export function presentPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    price: toReais(row.price_cents),
    interval_months: row.interval_months,
    trial_days: row.trial_days,
    max_listings: row.max_listings,
    max_classifieds: row.max_classifieds,
    free: row.price_cents === 0,
  };
}

/** The plans on sale, in their order. */
export function listPlans(db: DB): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('active', '=', 1).orderBy('sort').orderBy('id').execute();
}

export function planById(db: DB, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The free plan (price 0, lowest sort): the limits of a store without a live subscription. */
export function freePlan(db: DB): Promise<PlanRow | undefined> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('price_cents', '=', 0)
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
}

/** What a store may have: its live subscription's plan, else the free plan (null: unlimited). */
export interface PlanLimits {
  planId: number | null;
  planCode: string | null;
  maxListings: number | null;
  maxClassifieds: number | null;
}

/**
 * The limits in force for a store. A subscription counts while it is paid up or within its grace
 * (trial, active, overdue, pending_action); a pending (never paid) or suspended one does not, and
 * the store falls back to the free plan. With no plan rows at all nothing is limited.
 */
export async function planLimitsOf(db: DB, storeId: number): Promise<PlanLimits> {
  const sub = await db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .select(['p.id', 'p.code', 'p.max_listings', 'p.max_classifieds'])
    .where('s.store_id', '=', storeId)
    .where('s.status', 'in', LIMITED_BY_PLAN_STATUSES)
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
  const plan = sub ?? (await freePlan(db));
  if (!plan) return { planId: null, planCode: null, maxListings: null, maxClassifieds: null };
  return {
    planId: plan.id,
    planCode: plan.code,
    maxListings: plan.max_listings,
    maxClassifieds: plan.max_classifieds,
  };
}

/** Listings a store has (any status): what max_listings counts. */
export async function listingCount(db: DB, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('store_listings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listingLimitMessage = (max: number) =>
  `Seu plano permite até ${max.toLocaleString('pt-BR')} anúncios. Mude de plano em Planos para anunciar mais.`;

/**
 * Inside the transaction that creates `adding` new listings for the store: the refusal message when
 * they would take it past its plan's max_listings, else null. Concurrent creators of the same store
 * queue here (SQLite: one writer at a time, and the caller's transaction is already a writer;
 * PostgreSQL: a transaction-scoped advisory lock per store, held until commit), so two of them
 * cannot both take the last free slot.
 */
export async function listingRoomProblem(trx: DB, storeId: number, adding: number): Promise<string | null> {
  if (adding <= 0) return null;
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_advisory_xact_lock(${LISTING_LIMIT_LOCK}, ${storeId})`.execute(trx);
  }
  const { maxListings } = await planLimitsOf(trx, storeId);
  if (maxListings === null) return null;
  const used = await listingCount(trx, storeId);
  return used + adding > maxListings ? listingLimitMessage(maxListings) : null;
}

/** listingRoomProblem as a 422 on the field `plan`. */
export async function assertListingRoom(trx: DB, storeId: number, adding: number): Promise<void> {
  const problem = await listingRoomProblem(trx, storeId, adding);
  if (problem) throw invalidField('plan', problem);
}

/** Key space of the advisory lock of listingRoomProblem (a constant no other lock uses). */
const LISTING_LIMIT_LOCK = 7015;
