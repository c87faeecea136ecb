import type { SubscriptionStatus } from '../../../resources/js/types/pages/sellerPlans.ts';

/** Holding the store's one slot (the partial unique index of migration 0015). */
export const LIVE_STATUSES: SubscriptionStatus[] = [
  'pending',
  'trial',
  'active',
  'overdue',
  'pending_action',
  'suspended',
];

/** Ended: the history (GET /v1/signatures-expired). */
export const ENDED_STATUSES: SubscriptionStatus[] = ['canceled', 'expired'];

/** Whose plan's limits apply (paid up, in trial or within the grace days). */
export const LIMITED_BY_PLAN_STATUSES: SubscriptionStatus[] = [
  'trial',
  'active',
  'overdue',
  'pending_action',
];

/** Adds calendar months, keeping the day or the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
}

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString();

export const SUBSCRIPTION_CREATE_FAILED = 'Não foi possível criar a assinatura';
export const SUBSCRIPTION_UPDATE_FAILED = 'Não foi possível atualizar a assinatura';
