import { seedPlans } from '../../../server/db/seed/plans.ts';
import { ConflictError } from '../../../server/domain/errors.ts';
import { requestPayout, settleDuePayouts } from '../../../server/domain/money/payouts.ts';
import { storeBalances, withdrawalSettings } from '../../../server/domain/money/wallet.ts';
import { addBusinessDays, today } from '../../../server/domain/money/wallet-calendar.ts';
import { subscribe, syncCharge } from '../../../server/domain/plans/index.ts';
import { PaymentError } from '../../../server/drivers/payments/errors.ts';
import { payoutDriver } from '../../../server/drivers/payouts/index.ts';
import type { ExtraOperation, World } from './simulation.ts';
import { bankAccount } from './wallet-fixtures.ts';

/** A store subscribes to (or changes to) a paid plan by PIX, and the PIX is paid. */
const subscriptionCharge: ExtraOperation = {
  name: 'subscription charged (PIX)',
  weight: 5,
  setup: (world: World) => seedPlans(world.t.db),
  async run(world, p) {
    const commerce = world.t.app.commerce;
    const store = p.pick(world.stores);
    const plans = await world.t.db.selectFrom('plans').select('id').where('price_cents', '>', 0).execute();
    const plan = p.pick(plans);
    if (!store || !plan) return;
    const { charge } = await subscribe(commerce, { storeId: store.storeId, planId: plan.id, method: 'pix' });
    if (!charge?.charge_id || charge.status !== 'pending') return;
    try {
      await commerce.payments.simulatePixPaid?.(charge.charge_id);
    } catch (error) {
      // The same PIX handed to two operations at once: the other one paid it first.
      if (error instanceof PaymentError) throw new ConflictError(error.message);
      throw error;
    }
    await commerce.flush();
    const row = await world.t.db
      .selectFrom('subscription_charges')
      .selectAll()
      .where('id', '=', charge.id)
      .executeTakeFirstOrThrow();
    await syncCharge(commerce, row);
  },
};

/** A store cashes out part of (or, now and then, more than) its wallet to one of its two accounts. */
const cashOut: ExtraOperation = {
  name: 'cash-out requested',
  weight: 12,
  async setup(world) {
    for (const store of world.stores) {
      accountsOf.set(store.storeId, [
        await bankAccount(world.t, store.storeId),
        // The sandbox bank refuses accounts ending in 99999: those payouts fail and the money comes back.
        await bankAccount(world.t, store.storeId, { account: '1299999' }),
      ]);
    }
  },
  async run(world, p) {
    const store = p.pick(world.stores);
    if (!store) return;
    const { available } = await storeBalances(world.t.db, store.storeId);
    const settings = await withdrawalSettings(world.t.db);
    const room = available - settings.feeCents;
    // One in five asks for more than the wallet holds (refused, nothing moves).
    const amount =
      p.int(5) === 0
        ? available + 1
        : settings.minAmountCents + p.int(Math.max(1, room - settings.minAmountCents));
    const now = world.t.app.commerce.clock.now();
    await requestPayout(
      { db: world.t.db, now, driverName: payoutDriver().name },
      {
        storeId: store.storeId,
        userId: store.ownerId,
        amountCents: amount,
        bankAccountId: p.pick(accountsOf.get(store.storeId) ?? []) ?? 0,
        date: addBusinessDays(today(now), settings.minBusinessDays),
      },
    );
  },
};

/** The payout driver settles what is due (paid, or failed and back in the wallet), now and then twice at once. */
const settle: ExtraOperation = {
  name: 'payouts settled',
  weight: 4,
  async run(world, p) {
    const commerce = world.t.app.commerce;
    const deps = {
      db: world.t.db,
      driver: payoutDriver(),
      broadcast: commerce.broadcast,
      now: commerce.clock.now(),
    };
    const runs = p.int(3) === 0 ? 2 : 1;
    await Promise.all(
      Array.from({ length: runs }, () => settleDuePayouts(deps, { until: '9999-12-31', limit: 50 })),
    );
  },
};

const accountsOf = new Map<number, number[]>();

/** The money simulation's operations of the store's money: cash-outs, their settlement, plan charges. */
export function moneyExtraOperations(): ExtraOperation[] {
  return [subscriptionCharge, cashOut, settle];
}
