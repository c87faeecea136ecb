import { useAdActions } from '@/hooks/classifieds/useAdActions';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdItem } from '@/types/pages/classifieds';
import StoreAdRow from './StoreAdRow';

/** The admin's queue on /classifieds: every store's ads waiting for moderation. */
export default function ModerationQueue({ ads }: { ads: AdItem[] }) {
  const { t } = useLaravelReactI18n();
  const { run, busy } = useAdActions(['moderation', 'ads']);
  return (
    <section className="rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="moderation-queue">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">
        {t('classifieds.moderation')} ({ads.length})
      </h2>
      {ads.length === 0 ? (
        <p className="text-sm text-slate-600">{t('classifieds.moderation_empty')}</p>
      ) : (
        <ul className="space-y-3">
          {ads.map((ad) => (
            <StoreAdRow key={ad.id} ad={ad} isAdmin busy={busy === ad.id} onAction={run} showStore />
          ))}
        </ul>
      )}
    </section>
  );
}
