import ProductListScreen, { PRODUCT_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** /product-accessory/list: sleeves, deck boxes, playmats and the rest. */
export default function AccessoryList() {
  const { t } = useLaravelReactI18n();
  return (
    <ProductListScreen
      title={t('page.product-accessory.list')}
      fields={PRODUCT_FILTERS.filter((f) => f !== 'language')}
      categoryRoot={3}
      conditionType="other"
      productType="accessory"
    />
  );
}
