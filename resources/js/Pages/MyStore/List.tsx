import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import PendingStores from '@/Components/Seller/Onboarding/PendingStores';
import StoreCard from '@/Components/Seller/Onboarding/StoreCard';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { MyStoreListProps } from '@/types/pages/sellerOnboarding';

/**
 * /my-store/list: the seller's stores with their status and the entries to each store's area; for an
 * admin, the stores waiting for activation. A refused store-area entry lands here with its message
 * (shown by the shell from the flash).
 */
export default function MyStoreList({ stores, pending }: MyStoreListProps) {
  const { t } = useLaravelReactI18n();
  return (
    <section>
      <ScreenTitle title={t('page.my-store.list')}>
        <div className="flex flex-wrap gap-2">
          <Link
            href={route('my-store.company-info')}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {t('page.my-store.company-info')}
          </Link>
          <Link
            href={route('my-store.be-seller')}
            className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('seller_onboarding.new_store')}
          </Link>
        </div>
      </ScreenTitle>
      {stores.length === 0 ? (
        <p
          className="rounded-lg bg-white p-6 text-center text-slate-700 shadow"
          data-testid="my-stores-empty"
        >
          {t('seller_onboarding.no_stores')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="my-stores">
          {stores.map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </ul>
      )}
      {pending && <PendingStores stores={pending} />}
    </section>
  );
}
