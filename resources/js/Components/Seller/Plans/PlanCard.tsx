import type { ReactNode } from 'react';
import { formatCount, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Plan } from '@/types/pages/sellerPlans';

/** One plan: name, price a month, description and limits; the plan in force is marked. */
export default function PlanCard({
  plan,
  current,
  children,
}: {
  plan: Plan;
  current: boolean;
  children?: ReactNode;
}) {
  const { t } = useLaravelReactI18n();
  const limit = (value: number | null) => (value === null ? t('plans.unlimited') : formatCount(value));
  return (
    <article
      className={`flex flex-col gap-3 rounded-lg bg-white p-5 shadow ${current ? 'ring-2 ring-emerald-500' : ''}`}
      data-testid={`plan-${plan.code}`}
      aria-current={current ? 'true' : undefined}
    >
      <header className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{plan.name}</h2>
        {current && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
            {t('plans.current')}
          </span>
        )}
      </header>
      <p className="text-2xl font-bold text-slate-900">
        {plan.free ? t('plans.free') : formatMoney(plan.price)}
        {!plan.free && (
          <span className="text-sm font-normal text-slate-500">
            {' '}
            {t(plan.interval_months === 1 ? 'plans.per_month' : 'plans.per_months', {
              months: plan.interval_months,
            })}
          </span>
        )}
      </p>
      <p className="text-sm text-slate-600">{plan.description}</p>
      <ul className="space-y-1 text-sm text-slate-700">
        <li>{t('plans.limit_listings', { max: limit(plan.max_listings) })}</li>
        <li>{t('plans.limit_classifieds', { max: limit(plan.max_classifieds) })}</li>
      </ul>
      {children && <div className="mt-auto pt-2">{children}</div>}
    </article>
  );
}
