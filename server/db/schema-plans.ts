import type { Generated } from 'kysely';
import type { SubscriptionMethod } from '../../shared/constants/payouts.ts';
import type { Flag } from './schema.ts';

export type { SubscriptionMethod } from '../../shared/constants/payouts.ts';

export type SubscriptionChargeStatus = 'pending' | 'paid' | 'failed' | 'expired';
export type SubscriptionChargeKind = 'signup' | 'change' | 'renewal';

export interface PlansTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: Generated<string>;
  price_cents: number;
  interval_months: Generated<number>;
  trial_days: Generated<number>;
  /** null: unlimited. */
  max_listings: number | null;
  /** null: unlimited. */
  max_classifieds: number | null;
  active: Generated<Flag>;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionChargesTable {
  id: Generated<number>;
  subscription_id: number;
  store_id: number;
  plan_id: number;
  kind: SubscriptionChargeKind;
  amount_cents: number;
  method: SubscriptionMethod;
  status: SubscriptionChargeStatus;
  driver: string;
  charge_id: string | null;
  pix_txid: string | null;
  pix_payload: string | null;
  pix_expires_at: string | null;
  saved_card_id: number | null;
  card_ref: string | null;
  due_at: string;
  paid_at: string | null;
  attempt: Generated<number>;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

declare module './schema.ts' {
  /** The columns migration 0015 adds to `subscriptions` (all null on rows written before it). */
  interface SubscriptionsTable {
    store_id: number | null;
    plan_id: number | null;
    payment_method: SubscriptionMethod | null;
    saved_card_id: number | null;
    current_period_end: string | null;
    trial_ends_at: string | null;
    cancel_at_period_end: Generated<Flag>;
    canceled_at: string | null;
    updated_at: string | null;
  }
}

export interface PlanTables {
  plans: PlansTable;
  subscription_charges: SubscriptionChargesTable;
}
