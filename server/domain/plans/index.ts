/** Plans and subscriptions of stores (docs/payouts-and-plans.md "Plans and subscriptions"). */

export { cancelAtPeriodEnd, cancelNow, cancelUserSubscriptions } from './cancel.ts';
export {
  assertListingRoom,
  listingRoomProblem,
  listPlans,
  type PlanLimits,
  planLimitsOf,
  presentPlan,
} from './catalog.ts';
export { applyChargePaid, syncCharge, syncStoreCharges } from './charges.ts';
export { expiredSignatures, planUsage, storeSignatures, userSignatures } from './overview.ts';
export { subscribe } from './subscribe.ts';
