import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FeaturedAd } from '@/types/pages/featured';
import StatusBadge from './StatusBadge';

/** dd/mm/aaaa (shared/dates.ts). */
export const brDate = (day: string) => formatDate(day);

/** The ad to pay: position, what is featured, the period and the total. */
export default function AdSummary({ ad }: { ad: FeaturedAd }) {
  const { t, tChoice } = useLaravelReactI18n();
  return (
    <div className="space-y-2 rounded-lg bg-white p-4 shadow" data-testid="featured-summary">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{ad.title}</h2>
        <StatusBadge status={ad.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('featured.position')}</dt>
        <dd>{ad.position.name}</dd>
        <dt className="text-slate-500">{t('featured.period')}</dt>
        <dd>
          {tChoice('featured.period_value', ad.days, {
            from: brDate(ad.starts_on),
            to: brDate(ad.ends_on),
          })}
        </dd>
        <dt className="text-slate-500">{t('featured.total')}</dt>
        <dd className="text-lg font-bold text-slate-900" data-testid="featured-total">
          {formatMoney(ad.amount)}
        </dd>
      </dl>
    </div>
  );
}
