import { Link, usePage } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import RatingStars from '@/Components/Catalogue/RatingStars';
import { EmptyState, ErrorState, LoadingState } from '@/Components/Catalogue/States';
import StoreListings from '@/Components/Catalogue/StoreListings';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { resultOf, useLookup } from '@/hooks/catalogue/useLookup';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** /store/product/{id}: every product one store offers, found by the store's id. */
export default function StoreProduct() {
  const { t } = useLaravelReactI18n();
  const id = usePage().props.route?.params.id;
  const store = useLookup(
    () => (id ? catalogueApi.store(id).then(resultOf) : Promise.resolve(null)),
    `store:${id ?? ''}`,
    { label: 'store' },
  );

  const body = () => {
    if (!id || store.failedStatus === 404) {
      return (
        <EmptyState title={t('store.not_found')} text={t('store.pick_store')}>
          <Link href={route('store.list')} className="font-semibold text-brand-700 hover:underline">
            {t('store.see_all')}
          </Link>
        </EmptyState>
      );
    }
    if (store.status === 'loading') return <LoadingState />;
    if (store.status === 'error' || !store.data) return <ErrorState onRetry={store.reload} />;
    const detail = store.data;
    return (
      <>
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 shadow-sm">
          <img src={detail.logo} alt="" className="h-12 w-12 rounded-full object-cover" />
          <div className="min-w-0 flex-1">
            <Link
              href={route('store.page', { store_slug: detail.slug })}
              className="font-semibold text-slate-900 hover:text-brand-700"
            >
              {detail.name}
            </Link>
            <p className="text-xs text-slate-500">
              {detail.city}/{detail.uf}
            </p>
          </div>
          <RatingStars rating={detail.rating} count={detail.reviews_count} />
        </div>
        <StoreListings storeId={detail.id} />
      </>
    );
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <ScreenTitle
        title={store.data ? t('store.products_of', { name: store.data.name }) : t('page.store.product')}
      />
      {body()}
    </section>
  );
}
