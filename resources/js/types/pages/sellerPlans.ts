import type { SubscriptionMethod, SubscriptionStatus } from '../../../../shared/constants/payouts.ts';
import type { SellerPageProps } from './seller';

/** Statuses of a store's subscription (spec section 3; labels in lib/subscriptionStatus.ts). */
export type { SubscriptionMethod, SubscriptionStatus } from '../../../../shared/constants/payouts.ts';

/** A plan as GET /v1/plans lists it. Money in reais; a null limit is unlimited. */
export interface Plan {
  id: number;
  code: string;
  name: string;
  description: string;
  price: number;
  interval_months: number;
  trial_days: number;
  max_listings: number | null;
  max_classifieds: number | null;
  /** The free plan: what a store without a live subscription gets; it is not subscribed to. */
  free: boolean;
}

/** One charge of a subscription (first payment, plan change or renewal). */
export interface SubscriptionCharge {
  id: number;
  kind: 'signup' | 'change' | 'renewal';
  plan_id: number;
  /** Reais. */
  amount: number;
  method: SubscriptionMethod;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  due_at: string;
  paid_at: string | null;
  attempt: number;
  failure_reason: string | null;
  /** The gateway's charge id (as the checkout's payment shows it). */
  charge_id: string | null;
  /** A pending PIX: its copy-and-paste code, QR code image (data URL) and expiry. */
  pix: { payload: string; qr_code: string; expires_at: string | null } | null;
  /** The card charged ("visa •••• 1111"). */
  card: string | null;
}

/** A store's subscription as GET /v1/signatures answers it. */
export interface Subscription {
  id: number;
  store_id: number | null;
  user_id: number;
  plan: Plan | null;
  plan_code: string;
  status: SubscriptionStatus;
  payment_method: SubscriptionMethod | null;
  card_id: number | null;
  started_at: string;
  current_period_end: string | null;
  trial_ends_at: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  /** The charge waiting for payment (a first PIX, a plan change, an overdue renewal), if any. */
  pending_charge: SubscriptionCharge | null;
}

/** What the store uses of its plan's limits. */
export interface PlanUsage {
  listings: number;
  max_listings: number | null;
  max_classifieds: number | null;
}

/** A saved card of the store's owner the plan can be paid with. */
export interface PlanCardOption {
  id: number;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
}

/** /my-store/plans/{store_id}: the plans, the current one, the subscription and the usage. */
export interface PlansIndexProps extends SellerPageProps {
  plans: Plan[];
  /** The plan whose limits apply now (the free plan without a live subscription). */
  current_plan_id: number | null;
  subscription: Subscription | null;
  /** Ended subscriptions (canceled, expired), newest first. */
  history: Subscription[];
  usage: PlanUsage;
}

/** /my-store/plan-assinature/{store_id}?plan=: pay a plan by PIX or saved card; cancel. */
export interface PlansSubscribeProps extends SellerPageProps {
  plans: Plan[];
  /** The plan picked in the URL (?plan=id), or null. */
  plan: Plan | null;
  subscription: Subscription | null;
  cards: PlanCardOption[];
}
