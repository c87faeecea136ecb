import { Link } from '@inertiajs/react';
import RatingStars from '@/Components/Catalogue/RatingStars';
import { EmptyState } from '@/Components/Catalogue/States';
import StoreListings from '@/Components/Catalogue/StoreListings';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreProductProps } from '@/types/pages/stores';

/**
 * /store/product/{id?}: every product one store offers, found by the store's id. The store and page 1
 * of its listings come from the server (server/http/pages/stores.ts; an unknown id is a 404 there);
 * without an id the page asks for a store.
 */
export default function StoreProduct({ store }: StoreProductProps) {
  const { t } = useLaravelReactI18n();

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <ScreenTitle title={store ? t('store.products_of', { name: store.name }) : t('page.store.product')} />
      {store ? (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 shadow-sm">
            <img src={store.logo} alt="" className="h-12 w-12 rounded-full object-cover" />
            <div className="min-w-0 flex-1">
              <Link
                href={route('store.page', { store_slug: store.slug })}
                className="font-semibold text-slate-900 hover:text-brand-700"
              >
                {store.name}
              </Link>
              <p className="text-xs text-slate-500">
                {store.city}/{store.uf}
              </p>
            </div>
            <RatingStars rating={store.rating} count={store.reviews_count} />
          </div>
          <StoreListings />
        </>
      ) : (
        <EmptyState title={t('store.not_found')} text={t('store.pick_store')}>
          <Link href={route('store.list')} className="font-semibold text-brand-700 hover:underline">
            {t('store.see_all')}
          </Link>
        </EmptyState>
      )}
    </section>
  );
}
