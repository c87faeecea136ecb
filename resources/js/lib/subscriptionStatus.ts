import { SUBSCRIPTION_STATUSES } from '@shared/constants/payouts';

/**
 * The label key of a subscription/account status (spec section 4): active Ativo, trial Em Teste,
 * overdue Atrasado, pending_action Ação Pendente, pending Pendente, suspended Suspenso, canceled
 * Cancelado, expired Expirado; missing or unknown → Desconhecido. Matching ignores case and
 * surrounding spaces. Translate the key with t().
 */
const KNOWN = new Set<string>(SUBSCRIPTION_STATUSES);

export function subscriptionStatusKey(status: string | null | undefined): string {
  const normalized = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return `plans.status.${KNOWN.has(normalized) ? normalized : 'unknown'}`;
}

/** Tailwind classes of the status badge: green paid up, amber waiting, red unpaid, grey ended. */
export function subscriptionStatusTone(status: string | null | undefined): string {
  switch (typeof status === 'string' ? status.trim().toLowerCase() : '') {
    case 'active':
    case 'trial':
      return 'bg-emerald-100 text-emerald-800';
    case 'pending':
    case 'pending_action':
      return 'bg-amber-100 text-amber-800';
    case 'overdue':
    case 'suspended':
      return 'bg-red-100 text-red-800';
    default:
      return 'bg-slate-100 text-slate-700';
  }
}
