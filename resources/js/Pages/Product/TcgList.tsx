import { useLaravelReactI18n } from 'laravel-react-i18n';
import ProductListScreen, { PRODUCT_FILTERS } from '@/Components/Catalogue/ProductListScreen';

/** /productTcg/list: sealed TCG products (boosters, decks, boxes). */
export default function TcgList() {
  const { t } = useLaravelReactI18n();
  return (
    <ProductListScreen
      title={t('page.product-tcg.list')}
      base={{ type: 'tcg' }}
      baseKey="tcg"
      fields={PRODUCT_FILTERS}
      categoryRoot={2}
      conditionType="other"
      productType="tcg"
    />
  );
}
