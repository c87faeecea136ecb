import { seedPlans } from '../../../server/db/seed/plans.ts';
import { manualClock } from '../../../server/drivers/shared/clock.ts';
import { makeStore } from '../cart/fixtures.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

export const START = '2025-03-10T12:00:00.000Z';

/** A seller with a store, the seeded plans, and the host's clock stopped at START (moved by the tests). */
export async function planScene(t: TestApp) {
  await seedPlans(t.db);
  const clock = manualClock(START);
  t.app.commerce.clock = clock;
  const seller = await registerUser(t);
  const storeId = await makeStore(t, { ownerUserId: seller.id });
  const plans = await t.db.selectFrom('plans').selectAll().orderBy('sort').execute();
  const byCode = (code: string) => {
    const plan = plans.find((p) => p.code === code);
    if (!plan) throw new Error(`plan ${code}`);
    return plan;
  };
  return {
    seller,
    storeId,
    clock,
    free: byCode('basico'),
    pro: byCode('lojista-pro'),
    max: byCode('lojista-max'),
  };
}

export type PlanScene = Awaited<ReturnType<typeof planScene>>;

/**
 * A saved sandbox card of the user: one of the public test cards by its last digits ('1111' approves,
 * '9995' is refused for insufficient funds). Its vault id is unknown to the sandbox's vault, so the
 * first charge vaults it again from the test card (as for a card saved before migration 0032).
 */
export async function savedCard(t: TestApp, userId: number, last4 = '1111') {
  const row = await t.db
    .insertInto('saved_cards')
    .values({
      user_id: userId,
      driver: 'sandbox',
      gateway_card_id: `card_gone_${last4}`,
      brand: 'visa',
      last4,
      holder: 'MARIA SILVA',
      exp_month: 12,
      exp_year: 2035,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function createSignature(
  t: TestApp,
  token: string | null,
  body: Record<string, unknown>,
  options: { xsrf?: boolean } = {},
) {
  return t.request('POST', '/v1/create-signature', { token, body, ...options });
}

/** Pays a subscription's pending PIX the way the sandbox bank does. */
export function payPix(t: TestApp, chargeId: string) {
  return t.request('POST', `/_sandbox/subscription-charges/${chargeId}/pay`);
}

export async function subscriptionsOf(t: TestApp, storeId: number) {
  return t.db.selectFrom('subscriptions').selectAll().where('store_id', '=', storeId).orderBy('id').execute();
}

export async function chargesOf(t: TestApp, storeId: number) {
  return t.db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
}

/** Balance of a ledger account by code (0 when it does not exist yet). */
export async function balanceOf(t: TestApp, code: string) {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

export async function subscriptionTransactions(t: TestApp) {
  return t.db
    .selectFrom('ledger_transactions')
    .select(['id', 'memo'])
    .where('kind', '=', 'subscription_charge')
    .execute();
}
