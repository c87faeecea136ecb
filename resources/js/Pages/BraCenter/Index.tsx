import { Link } from '@inertiajs/react';
import StoreListings from '@/Components/Catalogue/StoreListings';
import FeaturedShelf from '@/Components/Featured/FeaturedShelf';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BraCenterProps } from '@/types/pages/stores';
import BraOverview from './Partials/BraOverview';

/**
 * /bra-center/{store_id?}: the Bra Center. Without a store, the Bra line's categories and best sellers;
 * with one, that store's Bra listings (search, sort and "carregar mais"). Either comes from the server
 * (server/http/pages/stores.ts; an unknown store is a 404 there).
 */
export default function BraCenterIndex(props: BraCenterProps) {
  const { t } = useLaravelReactI18n();
  const store = 'store' in props ? props.store : null;

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <ScreenTitle title={store ? t('catalogue.bra_of_store', { name: store.name }) : t('page.bra-center')}>
        <Link
          href={route('bra-center.list')}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('catalogue.bra_see_stores')}
        </Link>
      </ScreenTitle>
      <FeaturedShelf />
      {'store' in props ? (
        <StoreListings fixedType="bra" />
      ) : (
        <BraOverview categories={props.categories} popular={props.popular} />
      )}
    </section>
  );
}
