import type { DB } from '../index.ts';
import { nowIso } from '../index.ts';

/**
 * The plans the site sells (docs/payouts-and-plans.md "Plans and subscriptions"). The listing limits
 * fit the demo catalogue: the demo seller's store has about 34 000 listings (Lojista Pro), the second
 * seller's about 1 600 with no subscription (Básico).
 */
export const DEMO_PLANS = [
  {
    code: 'basico',
    name: 'Básico',
    description: 'Para começar a vender: até 2.000 anúncios e 5 classificados, sem mensalidade.',
    price_cents: 0,
    interval_months: 1,
    trial_days: 0,
    max_listings: 2000,
    max_classifieds: 5,
    sort: 1,
  },
  {
    code: 'lojista-pro',
    name: 'Lojista Pro',
    description: 'Para a loja que cresce: até 50.000 anúncios e 50 classificados.',
    price_cents: 4990,
    interval_months: 1,
    trial_days: 0,
    max_listings: 50000,
    max_classifieds: 50,
    sort: 2,
  },
  {
    code: 'lojista-max',
    name: 'Lojista Max',
    description: 'Sem limites: anúncios e classificados ilimitados.',
    price_cents: 9990,
    interval_months: 1,
    trial_days: 0,
    max_listings: null,
    max_classifieds: null,
    sort: 3,
  },
] as const;

/**
 * Creates the plans that are missing (by code) and gives the subscriptions written before plans
 * existed (the demo seller's 'lojista-pro') their plan, their owner's first store and a period: a
 * month from now. Safe to run again.
 */
export async function seedPlans(db: DB): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('plans')
    .values(DEMO_PLANS.map((p) => ({ ...p, active: 1 as const, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  const orphans = await db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.code', 's.plan_code')
    .select(['s.id', 's.user_id', 's.status', 'p.id as plan_id', 'p.interval_months'])
    .where('s.plan_id', 'is', null)
    .execute();
  for (const sub of orphans) {
    const store = await db
      .selectFrom('stores')
      .select('id')
      .where('owner_user_id', '=', sub.user_id)
      .orderBy('id')
      .executeTakeFirst();
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() + sub.interval_months);
    await db
      .updateTable('subscriptions')
      .set({
        plan_id: sub.plan_id,
        store_id: store?.id ?? null,
        payment_method: 'pix',
        current_period_end: end.toISOString(),
        updated_at: now,
      })
      .where('id', '=', sub.id)
      .execute();
  }
}
