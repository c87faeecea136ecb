import { formatCount } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { PlanUsage as Usage } from '@/types/pages/sellerPlans';

/** Listings used against the plan's maximum, with a bar (none for an unlimited plan). */
export default function PlanUsage({ usage }: { usage: Usage }) {
  const { t } = useLaravelReactI18n();
  const max = usage.max_listings;
  const share = max ? Math.min(100, Math.round((usage.listings / max) * 100)) : 0;
  return (
    <section className="space-y-2 rounded-lg bg-white p-5 shadow" data-testid="plan-usage">
      <h2 className="font-semibold text-slate-900">{t('plans.usage')}</h2>
      <p className="text-sm text-slate-700">
        {max === null
          ? t('plans.usage_unlimited', { used: formatCount(usage.listings) })
          : t('plans.usage_listings', {
              used: formatCount(usage.listings),
              max: formatCount(max),
            })}
      </p>
      {max !== null && (
        <div
          className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={usage.listings}
          aria-label={t('plans.usage')}
        >
          <div
            className={`h-full ${share >= 100 ? 'bg-red-500' : share >= 80 ? 'bg-amber-500' : 'bg-emerald-500'}`}
            style={{ width: `${share}%` }}
          />
        </div>
      )}
    </section>
  );
}
