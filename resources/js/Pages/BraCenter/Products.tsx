import ProductListScreen, { CARD_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import FeaturedShelf from '@/Components/Featured/FeaturedShelf';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** /products-cards-bra-center: the Bra line (national cards and handmade accessories) with the list filters. */
export default function BraCenterProducts() {
  const { t } = useLaravelReactI18n();
  return (
    <ProductListScreen
      title={t('page.bra-center.products')}
      fields={CARD_FILTERS.filter((f) => f !== 'collection' && f !== 'extras')}
      categoryRoot={4}
      productType="bra"
      intro={
        <>
          <FeaturedShelf />
          <p className="mb-4 text-sm text-slate-600">{t('catalogue.bra_intro')}</p>
        </>
      }
    />
  );
}
