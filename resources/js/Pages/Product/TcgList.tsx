import ProductListScreen, { TCG_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** /productTcg/list: sealed TCG products (boosters, decks, boxes), filterable by their collection. */
export default function TcgList() {
  const { t } = useLaravelReactI18n();
  return (
    <ProductListScreen
      title={t('page.product-tcg.list')}
      fields={TCG_FILTERS}
      categoryRoot={2}
      conditionType="other"
      productType="tcg"
    />
  );
}
