import { Link, router } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import AdTabs from '@/Components/Classifieds/AdTabs';
import StoreAdRow from '@/Components/Classifieds/StoreAdRow';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAdActions } from '@/hooks/classifieds/useAdActions';
import { useChannel } from '@/hooks/useChannel';
import { usePropList } from '@/hooks/usePropList';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdItem, StoreAdListProps } from '@/types/pages/classifieds';

/**
 * /my-store/{store_id}/ad-list?status=: the store's classified ads in four tabs with their counts and the
 * totals (units, value). The admin's approve or reprove arrives live on the store's channel.
 */
export default function MyStoreAdsList({ store, status, ads, is_admin }: StoreAdListProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<AdItem>('ads', ads, { with: ['status'] });
  const { run, busy } = useAdActions(['ads']);
  const refresh = (message: string) => () => {
    notify.info(message);
    router.reload({ only: ['ads'], reset: ['ads'] });
  };
  useChannel(`store.${store.id}`, {
    'ad.available': refresh(t('classifieds.live.approved')),
    'ad.reproved': refresh(t('classifieds.live.reproved')),
  });
  return (
    <>
      <ScreenTitle />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <dl className="flex gap-6 text-sm" data-testid="ad-totals">
          <div>
            <dt className="text-slate-500">{t('classifieds.total_quantity')}</dt>
            <dd className="font-semibold">{ads.totalQuantity}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('classifieds.total_value')}</dt>
            <dd className="font-semibold">{formatMoney(ads.totalValue)}</dd>
          </div>
        </dl>
        <Link
          href={route('my-store.ad.create', { store_id: store.id })}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          data-testid="ad-new"
        >
          {t('classifieds.new_ad')}
        </Link>
      </div>
      <AdTabs storeId={store.id} current={status} ads={ads} />
      {list.items.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-slate-600 shadow" data-testid="ads-empty">
          {t(`classifieds.empty_status.${status}`)}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.items.map((ad) => (
            <StoreAdRow key={ad.id} ad={ad} isAdmin={is_admin} busy={busy === ad.id} onAction={run} />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </>
  );
}
