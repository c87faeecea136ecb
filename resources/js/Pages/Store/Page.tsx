import { Head, Link, usePage } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import { EmptyState, ErrorState, LoadingState } from '@/Components/Catalogue/States';
import StoreListings from '@/Components/Catalogue/StoreListings';
import { resultOf, useLookup } from '@/hooks/catalogue/useLookup';
import { useLaravelReactI18n } from '@/lib/useI18n';
import Reviews from './Partials/Reviews';
import StoreHero from './Partials/StoreHero';

/**
 * /{store_slug}: a store's public page — banner, logo, rating and reviews, and its listings with
 * search, type, condition, language, extras, price range and sort in the URL. The host answers 404
 * for a slug of no store; should the page still be reached (the Laravel face, or a store closed
 * since), the API's 404 shows "loja não encontrada".
 */
export default function StorePage() {
  const { t } = useLaravelReactI18n();
  const slug = usePage().props.route?.params.store_slug ?? '';
  const store = useLookup(() => catalogueApi.storeBySlug(slug).then(resultOf), `store:${slug}`, {
    label: 'store-by-slug',
  });

  if (store.status === 'loading') return <LoadingState />;
  if (store.status === 'error' || !store.data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        {store.failedStatus === 404 || !slug ? (
          <EmptyState title={t('store.not_found')} text={t('store.not_found_text')}>
            <Link href={route('store.list')} className="font-semibold text-brand-700 hover:underline">
              {t('store.see_all')}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState onRetry={store.reload} />
        )}
      </section>
    );
  }

  const detail = store.data;
  return (
    <section className="mx-auto max-w-7xl space-y-4 px-4 py-6">
      <Head title={detail.name} />
      <StoreHero store={detail} />
      <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
        <StoreListings storeId={detail.id} />
        <Reviews storeId={detail.id} />
      </div>
    </section>
  );
}
