import { Link } from '@inertiajs/react';
import { useState } from 'react';
import type { AdAction } from '@/hooks/classifieds/useAdActions';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdItem } from '@/types/pages/classifieds';
import ReasonForm from './ReasonForm';

const button = 'rounded-md border px-3 py-1 text-sm font-medium hover:bg-slate-50 disabled:opacity-60';

/**
 * What may be done to an ad in its state (docs/classifieds.md): the store edits, pauses or resumes and
 * trashes; an admin also approves, reproves (with a reason) or blocks. The trash restores or destroys.
 */
export default function AdActions({
  ad,
  isAdmin,
  busy,
  onAction,
}: {
  ad: AdItem;
  isAdmin: boolean;
  busy: boolean;
  onAction: (action: AdAction) => void;
}) {
  const { t } = useLaravelReactI18n();
  const [asking, setAsking] = useState<'reprove' | 'block' | null>(null);
  const act = (kind: Exclude<AdAction['kind'], 'reprove' | 'block'>) => () => onAction({ kind, id: ad.id });
  if (ad.trashed_at) {
    return (
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={busy}
          onClick={act('restore')}
          data-testid="ad-restore"
        >
          {t('classifieds.action.restore')}
        </button>
        <button
          type="button"
          className={`${button} border-red-300 text-red-700`}
          disabled={busy}
          onClick={act('destroy')}
          data-testid="ad-destroy"
        >
          {t('classifieds.action.destroy')}
        </button>
      </div>
    );
  }
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {isAdmin && ad.status === 'analysis' && (
          <>
            <button
              type="button"
              className={`${button} border-green-400 text-green-800`}
              disabled={busy}
              onClick={act('approve')}
              data-testid="ad-approve"
            >
              {t('classifieds.action.approve')}
            </button>
            <button
              type="button"
              className={button}
              disabled={busy}
              onClick={() => setAsking('reprove')}
              data-testid="ad-reprove"
            >
              {t('classifieds.action.reprove')}
            </button>
          </>
        )}
        {ad.status === 'available' && (
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={act('pause')}
            data-testid="ad-pause"
          >
            {t('classifieds.action.pause')}
          </button>
        )}
        {ad.status === 'paused' && (
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={act('resume')}
            data-testid="ad-resume"
          >
            {t('classifieds.action.resume')}
          </button>
        )}
        <Link
          href={route('my-store.ad.create', { store_id: ad.store.id, id: ad.id })}
          className={button}
          data-testid="ad-edit"
        >
          {t('classifieds.action.edit')}
        </Link>
        <button
          type="button"
          className={button}
          disabled={busy}
          onClick={act('trash')}
          data-testid="ad-trash"
        >
          {t('classifieds.action.trash')}
        </button>
        {isAdmin && ad.status !== 'reproved' && (
          <button
            type="button"
            className={`${button} text-red-700`}
            disabled={busy}
            onClick={() => setAsking('block')}
            data-testid="ad-block"
          >
            {t('classifieds.action.block')}
          </button>
        )}
      </div>
      {asking && (
        <ReasonForm
          label={t(`classifieds.action.${asking}`)}
          busy={busy}
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => onAction({ kind: asking, id: ad.id, reason })}
        />
      )}
    </div>
  );
}
