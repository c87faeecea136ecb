import { usePage } from '@inertiajs/react';
import ProductListScreen, { CARD_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import FeaturedShelf from '@/Components/Featured/FeaturedShelf';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductFilters } from '@/types/catalogue';
import ListScope from './Partials/ListScope';

const ROOTS = [1, 2, 3, 4];

/**
 * /product/list/{id?}: cards, or with `id` the products of one category (a number) or one collection
 * (its code, e.g. MG03). A root category other than cards (2, 3, 4) lists that line instead.
 */
export default function ProductList() {
  const { t } = useLaravelReactI18n();
  const id = usePage().props.route?.params.id;
  const category = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const collection = id && category === undefined ? id : undefined;
  const base: ProductFilters = category
    ? { type: 'filter', category_id: category }
    : collection
      ? { type: 'card', collection_code: collection }
      : { type: 'card' };
  const root = category && ROOTS.includes(category) ? category : 1;

  return (
    <ProductListScreen
      title={t('page.product.list')}
      base={base}
      baseKey={`list:${id ?? ''}`}
      fields={collection ? CARD_FILTERS.filter((f) => f !== 'collection' && f !== 'category') : CARD_FILTERS}
      categoryRoot={root}
      conditionType={root === 1 ? 'card' : 'other'}
      intro={
        <>
          <FeaturedShelf />
          {id ? <ListScope scope={{ collection, category }} /> : null}
        </>
      }
    />
  );
}
