import { Link } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import ListBody from '@/Components/Catalogue/ListBody';
import StaticTextBlock from '@/Components/Catalogue/StaticTextBlock';
import StoreCard from '@/Components/Catalogue/StoreCard';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePaginatedList } from '@/hooks/catalogue/usePaginatedList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreListItem } from '@/types/catalogue';

/** /shopkeepers: the marketplace's partner stores, and the rules every shopkeeper follows. */
export default function ShopkeepersIndex() {
  const { t } = useLaravelReactI18n();
  const partners = usePaginatedList<StoreListItem>(
    (page) => catalogueApi.stores({ is_client: true, page, per_page: 12 }),
    'partners',
  );
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <ScreenTitle title={t('page.shopkeepers')}>
        <Link
          href={route('my-store.be-seller')}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('store.open_store')}
        </Link>
      </ScreenTitle>
      <section aria-labelledby="partners-title">
        <h2 id="partners-title" className="mb-3 text-lg font-bold text-slate-900">
          {t('store.partners')}
        </h2>
        <ListBody list={partners} emptyTitle={t('store.list_empty')} placeholders={3}>
          {(stores) => (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {stores.map((store) => (
                <StoreCard key={store.id} store={store} />
              ))}
            </div>
          )}
        </ListBody>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <StaticTextBlock code="termos-de-uso" />
        <StaticTextBlock code="politica-de-privacidade" />
      </div>
    </section>
  );
}
