import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Subscription } from '@/types/pages/sellerPlans';
import SubscriptionStatusBadge from './SubscriptionStatusBadge';

interface Props {
  subscription: Subscription | null;
  processing?: boolean;
  onCancelNow?: () => void;
  onCancelAtDueDate?: () => void;
}

/**
 * The store's subscription: plan, status label, period end, a cancellation already asked for, and the
 * two ways to cancel (each after a confirm). Without one: the free plan applies.
 */
export default function CurrentSubscription({
  subscription,
  processing,
  onCancelNow,
  onCancelAtDueDate,
}: Props) {
  const { t } = useLaravelReactI18n();
  if (!subscription) {
    return (
      <section className="rounded-lg bg-white p-5 shadow" data-testid="current-subscription">
        <p className="text-sm text-slate-700">{t('plans.no_subscription')}</p>
      </section>
    );
  }
  const paidUp = subscription.status !== 'pending' && subscription.current_period_end;
  const confirmThen = (question: string, action?: () => void) => () => {
    if (action && window.confirm(question)) action();
  };
  return (
    <section className="space-y-3 rounded-lg bg-white p-5 shadow" data-testid="current-subscription">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          {t('plans.your_subscription', { plan: subscription.plan?.name ?? subscription.plan_code })}
        </h2>
        <span role="status" aria-live="polite">
          <SubscriptionStatusBadge status={subscription.status} />
        </span>
      </div>
      {paidUp && subscription.current_period_end && (
        <p className="text-sm text-slate-600">
          {t(subscription.cancel_at_period_end ? 'plans.ends_on' : 'plans.renews_on', {
            date: formatDate(subscription.current_period_end),
          })}
        </p>
      )}
      {subscription.pending_charge && (
        <p className="text-sm text-amber-800" data-testid="pending-charge">
          {t('plans.charge_waiting')}
        </p>
      )}
      {(onCancelNow || onCancelAtDueDate) && (
        <div className="flex flex-wrap gap-2">
          {onCancelAtDueDate && paidUp && !subscription.cancel_at_period_end && (
            <button
              type="button"
              disabled={processing}
              onClick={confirmThen(t('plans.cancel_due_confirm'), onCancelAtDueDate)}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-50"
            >
              {t('plans.cancel_due')}
            </button>
          )}
          {onCancelNow && (
            <button
              type="button"
              disabled={processing}
              onClick={confirmThen(t('plans.cancel_now_confirm'), onCancelNow)}
              className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
            >
              {t('plans.cancel_now')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
