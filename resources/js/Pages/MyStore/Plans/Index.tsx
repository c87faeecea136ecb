import { Link, router } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import CurrentSubscription from '@/Components/Seller/Plans/CurrentSubscription';
import PlanCard from '@/Components/Seller/Plans/PlanCard';
import PlanUsage from '@/Components/Seller/Plans/PlanUsage';
import SubscriptionStatusBadge from '@/Components/Seller/Plans/SubscriptionStatusBadge';
import { usePlanActions } from '@/hooks/plans/usePlanActions';
import { useChannel } from '@/hooks/useChannel';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { PlansIndexProps } from '@/types/pages/sellerPlans';

const RELOAD = ['subscription', 'history', 'usage', 'current_plan_id'];

/**
 * /my-store/plans/{store_id}: the plans as cards (the one in force marked), the store's subscription
 * with its status label and cancellation, what it uses of its limits, and its ended subscriptions.
 */
export default function MyStorePlansIndex({
  store,
  plans,
  current_plan_id,
  subscription,
  history,
  usage,
}: PlansIndexProps) {
  const { t } = useLaravelReactI18n();
  const actions = usePlanActions(store.id, RELOAD);
  useChannel(`store.${store.id}`, {
    'subscription.updated': () => router.reload({ only: RELOAD }),
  });
  return (
    <>
      <ScreenTitle />
      <div className="space-y-4">
        <CurrentSubscription
          subscription={subscription}
          processing={actions.processing}
          onCancelNow={() => void actions.cancelNow()}
          onCancelAtDueDate={() => void actions.cancelAtDueDate()}
        />
        <PlanUsage usage={usage} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {plans.map((plan) => {
            const current = plan.id === current_plan_id;
            return (
              <PlanCard key={plan.id} plan={plan} current={current}>
                {!plan.free && !current && (
                  <Link
                    href={route('my-store.plans.subscribe', { store_id: store.id, plan: plan.id })}
                    className="inline-flex w-full justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    {t(subscription ? 'plans.change_to' : 'plans.subscribe')}
                  </Link>
                )}
              </PlanCard>
            );
          })}
        </div>
        {history.length > 0 && (
          <section className="rounded-lg bg-white p-5 shadow" data-testid="subscription-history">
            <h2 className="mb-2 font-semibold text-slate-900">{t('plans.history')}</h2>
            <ul className="divide-y divide-slate-100 text-sm">
              {history.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {item.plan?.name ?? item.plan_code} · {formatDate(item.started_at)}
                    {item.canceled_at ? ` – ${formatDate(item.canceled_at)}` : ''}
                  </span>
                  <SubscriptionStatusBadge status={item.status} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
