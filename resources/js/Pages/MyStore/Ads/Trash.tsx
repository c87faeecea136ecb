import { Link } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import StoreAdRow from '@/Components/Classifieds/StoreAdRow';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAdActions } from '@/hooks/classifieds/useAdActions';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdItem, StoreAdTrashProps } from '@/types/pages/classifieds';

/** /my-store/{store_id}/ad-trash: the store's trashed ads, restored (counted again) or destroyed. */
export default function MyStoreAdsTrash({ store, ads }: StoreAdTrashProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<AdItem>('ads', ads);
  const { run, busy } = useAdActions(['ads']);
  return (
    <>
      <ScreenTitle />
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{t('classifieds.trash')}</h2>
        <Link
          href={route('my-store.ad.list', { store_id: store.id })}
          className="text-sm text-brand-700 hover:underline"
        >
          {t('classifieds.back_to_list')}
        </Link>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-slate-600 shadow" data-testid="ads-empty">
          {t('classifieds.trash_empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.items.map((ad) => (
            <StoreAdRow key={ad.id} ad={ad} isAdmin={false} busy={busy === ad.id} onAction={run} />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </>
  );
}
