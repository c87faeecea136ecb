import { Link } from '@inertiajs/react';
import type { AdAction } from '@/hooks/classifieds/useAdActions';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdItem } from '@/types/pages/classifieds';
import AdActions from './AdActions';
import AdPhoto from './AdPhoto';

/** One ad of a store's list (or the admin's queue) with its facts and the actions of its state. */
export default function StoreAdRow({
  ad,
  isAdmin,
  busy,
  onAction,
  showStore = false,
}: {
  ad: AdItem;
  isAdmin: boolean;
  busy: boolean;
  onAction: (action: AdAction) => void;
  showStore?: boolean;
}) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow sm:flex-row" data-testid="store-ad">
      <AdPhoto photo={ad.photos[0]} alt={ad.title} className="h-24 w-24 shrink-0 rounded" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={route('classified.show', { id: ad.id })}
            className="font-semibold text-slate-900 hover:underline"
          >
            {ad.title}
          </Link>
          <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">{ad.status_label}</span>
        </div>
        <p className="text-sm text-slate-700">
          {formatMoney(ad.price)} · {t('classifieds.units', { count: ad.quantity })} ·{' '}
          {labels.condition(ad.adCondition.code)} · {ad.category.name} · {ad.city}/{ad.uf}
        </p>
        {showStore && <p className="text-xs text-slate-500">{ad.store.name}</p>}
        {ad.reproved_reason && (
          <p className="text-sm text-red-700" data-testid="ad-reason">
            {t('classifieds.reproved_because')} {ad.reproved_reason}
          </p>
        )}
        <AdActions ad={ad} isAdmin={isAdmin} busy={busy} onAction={onAction} />
      </div>
    </li>
  );
}
