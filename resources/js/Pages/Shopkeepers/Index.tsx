import { Link } from '@inertiajs/react';
import ListBody from '@/Components/Catalogue/ListBody';
import StaticTextBlock from '@/Components/Catalogue/StaticTextBlock';
import StoreCard from '@/Components/Catalogue/StoreCard';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreListItem } from '@/types/catalogue';
import type { ShopkeepersProps } from '@/types/pages/content';

/**
 * /shopkeepers: the marketplace's partner stores, and the rules every shopkeeper follows. Page 1 of the
 * stores and the texts come from the server (server/http/pages/content.ts); "carregar mais" appends.
 */
export default function ShopkeepersIndex({ partners: firstPartners, texts }: ShopkeepersProps) {
  const { t } = useLaravelReactI18n();
  const partners = usePropList<StoreListItem>('partners', firstPartners);
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
        <ListBody list={partners} emptyTitle={t('store.list_empty')}>
          {(stores) => (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {stores.map((store) => (
                <StoreCard key={store.id} store={store} />
              ))}
            </div>
          )}
        </ListBody>
      </section>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {texts.map((content) => (
          <StaticTextBlock key={content.code} content={content} />
        ))}
      </div>
    </section>
  );
}
