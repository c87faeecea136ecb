import { Link, usePage } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import { EmptyState, ErrorState, LoadingState } from '@/Components/Catalogue/States';
import StoreListings from '@/Components/Catalogue/StoreListings';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { resultOf, useLookup } from '@/hooks/catalogue/useLookup';
import { useLaravelReactI18n } from '@/lib/useI18n';
import BraOverview from './Partials/BraOverview';

/**
 * /bra-center/{store_id?}: the Bra Center. Without a store, the Bra line's categories and best sellers;
 * with one, that store's Bra listings (search, sort and "carregar mais").
 */
export default function BraCenterIndex() {
  const { t } = useLaravelReactI18n();
  const storeId = usePage().props.route?.params.store_id;
  const store = useLookup(
    () => (storeId ? catalogueApi.store(storeId).then(resultOf) : Promise.resolve(null)),
    `bra-store:${storeId ?? ''}`,
    { label: 'store' },
  );

  const body = () => {
    if (!storeId) return <BraOverview />;
    if (store.status === 'loading') return <LoadingState />;
    if (!store.data) {
      return store.failedStatus === 404 ? (
        <EmptyState title={t('store.not_found')}>
          <Link href={route('bra-center.list')} className="font-semibold text-brand-700 hover:underline">
            {t('catalogue.bra_see_stores')}
          </Link>
        </EmptyState>
      ) : (
        <ErrorState onRetry={store.reload} />
      );
    }
    return <StoreListings storeId={store.data.id} fixedType="bra" />;
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <ScreenTitle
        title={store.data ? t('catalogue.bra_of_store', { name: store.data.name }) : t('page.bra-center')}
      >
        <Link
          href={route('bra-center.list')}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('catalogue.bra_see_stores')}
        </Link>
      </ScreenTitle>
      {body()}
    </section>
  );
}
