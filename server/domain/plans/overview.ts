import type { PlanUsage, Subscription } from '../../../resources/js/types/pages/sellerPlans.ts';
import type { Commerce } from '../payments/commerce.ts';
import { listingCount, planLimitsOf } from './catalog.ts';
import { syncStoreCharges } from './charges.ts';
import {
  endedSubscriptions,
  liveSubscription,
  liveSubscriptions,
  presentSubscription,
  presentSubscriptions,
  type SubscriptionScope,
} from './queries.ts';

/** A store's subscription now (its waiting charges asked to the gateway first) and its ended ones. */
export async function storeSignatures(
  commerce: Commerce,
  storeId: number,
): Promise<{ current: Subscription | null; history: Subscription[] }> {
  await syncStoreCharges(commerce, storeId);
  const { db } = commerce;
  return {
    current: await presentSubscription(db, await liveSubscription(db, storeId)),
    history: await presentSubscriptions(db, await endedSubscriptions(db, { storeId })),
  };
}

/** Every live subscription of a user (one per store), newest first. */
export async function userSignatures(commerce: Commerce, userId: number) {
  const { db } = commerce;
  return {
    current: await presentSubscriptions(db, await liveSubscriptions(db, { userId })),
    history: await presentSubscriptions(db, await endedSubscriptions(db, { userId })),
  };
}

export async function expiredSignatures(commerce: Commerce, scope: SubscriptionScope) {
  return presentSubscriptions(commerce.db, await endedSubscriptions(commerce.db, scope));
}

/** The plan in force and what the store uses of it. */
export async function planUsage(
  commerce: Commerce,
  storeId: number,
): Promise<PlanUsage & { planId: number | null }> {
  const limits = await planLimitsOf(commerce.db, storeId);
  return {
    planId: limits.planId,
    listings: await listingCount(commerce.db, storeId),
    max_listings: limits.maxListings,
    max_classifieds: limits.maxClassifieds,
  };
}
