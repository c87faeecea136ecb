import { Link } from '@inertiajs/react';
import { useState } from 'react';
import { useFeaturedActions } from '@/hooks/featured/useFeaturedActions';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import { FEATURED_TABS, type FeaturedAd, type FeaturedTab } from '@/types/pages/featured';
import { brDate } from './AdSummary';
import StatusBadge from './StatusBadge';

/**
 * The store's featured ads in three tabs: pending (pay or cancel), active (in the store's order, moved
 * up and down and saved) and other (expired, canceled).
 */
export default function FeaturedList({
  storeId,
  ads,
}: {
  storeId: number;
  ads: Record<FeaturedTab, FeaturedAd[]>;
}) {
  const { t } = useLaravelReactI18n();
  const actions = useFeaturedActions(storeId);
  const [tab, setTab] = useState<FeaturedTab>(ads.pending.length > 0 ? 'pending' : 'active');
  const [order, setOrder] = useState<number[] | null>(null);
  const activeIds = order ?? ads.active.map((a) => a.id);
  const items =
    tab === 'active'
      ? activeIds.map((id) => ads.active.find((a) => a.id === id)).filter((a): a is FeaturedAd => Boolean(a))
      : ads[tab];
  const move = (index: number, by: number) => {
    const next = [...activeIds];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id as number);
    setOrder(next);
  };

  return (
    <section className="rounded-lg bg-white p-4 shadow" data-testid="featured-list">
      <div role="tablist" className="mb-3 flex gap-2">
        {FEATURED_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={`rounded-full px-3 py-1 text-sm ${tab === name ? 'bg-brand-600 text-white' : 'bg-slate-100'}`}
          >
            {t(`featured.tab.${name}`)} ({ads[name].length})
          </button>
        ))}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('featured.none')}</p>
      ) : (
        <ul className="divide-y">
          {items.map((ad, index) => (
            <li
              key={ad.id}
              className="flex flex-wrap items-center gap-2 py-2 text-sm"
              data-testid="featured-row"
            >
              <span className="font-medium">{ad.title}</span>
              <span className="text-slate-500">{ad.position.name}</span>
              <span className="text-slate-500">
                {brDate(ad.starts_on)}–{brDate(ad.ends_on)}
              </span>
              <span>{formatMoney(ad.amount)}</span>
              <StatusBadge status={ad.status} />
              <span className="ml-auto flex gap-2">
                {ad.status === 'pending' && (
                  <>
                    <Link
                      href={route('my-store.ad.payment', { store_id: storeId, featured_id: ad.id })}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {t('featured.pay')}
                    </Link>
                    <button
                      type="button"
                      className="text-red-700 hover:underline"
                      onClick={() => actions.remove(ad.id)}
                    >
                      {t('featured.cancel')}
                    </button>
                  </>
                )}
                {tab === 'active' && (
                  <>
                    <button
                      type="button"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t('featured.up')}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t('featured.down')}
                    >
                      ↓
                    </button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {tab === 'active' && order && (
        <button
          type="button"
          disabled={actions.processing}
          onClick={() => actions.saveOrder(activeIds).then(() => setOrder(null))}
          className="mt-3 rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
        >
          {t('featured.save_order')}
        </button>
      )}
    </section>
  );
}
