import type {
  PlansIndexProps,
  PlansSubscribeProps,
} from '../../../../resources/js/types/pages/sellerPlans.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import { listPlans, planUsage, presentPlan, storeSignatures } from '../../../domain/plans/index.ts';
import { storeOwnerCards } from '../../../domain/plans/owner-cards.ts';
import type { PropSources } from '../../../inertia/props.ts';
import type { PageResolver } from '../index.ts';
import { numeric } from '../params.ts';
import { sellerStore } from './support.ts';

/** Store-area screens of the plans (docs/payouts-and-plans.md "Plans and subscriptions"). */
export const plansPageResolvers: Record<string, PageResolver> = {
  /** /my-store/plans/{store_id}: the plans, the one in force, the subscription, its history and the usage. */
  'my-store.plans': async (params, services) => {
    const store = await sellerStore(services.db, params.store_id);
    if (!store) return null;
    const commerce = commerceFor(services);
    const signatures = await storeSignatures(commerce, store.id);
    const { planId, ...usage } = await planUsage(commerce, store.id);
    return {
      store,
      plans: (await listPlans(services.db)).map(presentPlan),
      current_plan_id: planId,
      subscription: signatures.current,
      history: signatures.history,
      usage,
    } satisfies PropSources<PlansIndexProps>;
  },

  /**
   * /my-store/plan-assinature/{store_id}?plan=: pay the plan by PIX or saved card. `subscription` is
   * a lazy prop: the page's partial reloads (polling a pending PIX) ask the gateway again.
   */
  'my-store.plans.subscribe': async (params, services, { query }) => {
    const store = await sellerStore(services.db, params.store_id);
    if (!store) return null;
    const commerce = commerceFor(services);
    const plans = (await listPlans(services.db)).map(presentPlan);
    const wanted = numeric(query.plan);
    return {
      store,
      plans,
      plan: plans.find((p) => p.id === wanted) ?? null,
      subscription: async () => (await storeSignatures(commerce, store.id)).current,
      cards: () => storeOwnerCards(services.db, store.id),
    } satisfies PropSources<PlansSubscribeProps>;
  },
};
