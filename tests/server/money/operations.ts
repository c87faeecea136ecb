import { seedPlans } from '../../../server/db/seed/plans.ts';
import { subscribe, syncCharge } from '../../../server/domain/plans/index.ts';
import { PaymentError } from '../../../server/drivers/payments/errors.ts';
import { HttpError } from '../../../server/http/support/errors.ts';
import type { ExtraOperation, World } from './simulation.ts';

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
      if (error instanceof PaymentError) throw new HttpError(409, error.message);
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

/** The money simulation's operations of the store's money: cash-outs, their settlement, plan charges. */
export function moneyExtraOperations(): ExtraOperation[] {
  return [subscriptionCharge];
}
