import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import { AD_STATUSES, type AdStatus, type StoreAdsPage } from '@/types/pages/classifieds';

const countOf = (ads: StoreAdsPage, status: AdStatus) =>
  ({
    available: ads.availableCount,
    paused: ads.pausedCount,
    reproved: ads.reprovedCount,
    analysis: ads.analysisCount,
  })[status];

/** The store list's tabs (available, paused, reproved, analysis) with their counts, and the trash. */
export default function AdTabs({
  storeId,
  current,
  ads,
}: {
  storeId: number;
  current: AdStatus;
  ads: StoreAdsPage;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <nav aria-label={t('classifieds.tabs')} className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 whitespace-nowrap border-b border-slate-200">
        {AD_STATUSES.map((status) => {
          const active = status === current;
          return (
            <li key={status}>
              <Link
                href={route('my-store.ad.list', { store_id: storeId, status })}
                preserveScroll
                aria-current={active ? 'page' : undefined}
                data-testid={`ad-tab-${status}`}
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm ${
                  active
                    ? 'border-brand-600 font-semibold text-brand-700'
                    : 'border-transparent text-slate-600'
                }`}
              >
                {t(`classifieds.status.${status}`)}{' '}
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">
                  {countOf(ads, status)}
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            href={route('my-store.ad.trash', { store_id: storeId })}
            className="-mb-px inline-block border-b-2 border-transparent px-3 py-2 text-sm text-slate-600"
            data-testid="ad-tab-trash"
          >
            {t('classifieds.trash')}{' '}
            <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">{ads.trashCount}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
