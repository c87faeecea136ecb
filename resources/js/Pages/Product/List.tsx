import { usePage } from '@inertiajs/react';
import ProductListScreen, { CARD_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import FeaturedShelf from '@/Components/Featured/FeaturedShelf';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductListPageProps } from '@/types/pages/productLists';
import ListScope from './Partials/ListScope';

const ROOTS = [1, 2, 3, 4];

/**
 * /product/list/{id?}: cards, or with `id` the products of one category (a number) or one collection
 * (its code, e.g. MG03), under a header naming it. A root category other than cards (2, 3, 4) lists
 * that line instead. The list and the header come from server/http/pages/catalogue.ts.
 */
export default function ProductList({ scope }: Partial<ProductListPageProps>) {
  const { t } = useLaravelReactI18n();
  const id = usePage().props.route?.params.id;
  const category = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const collection = id && category === undefined ? id : undefined;
  const root = category && ROOTS.includes(category) ? category : 1;

  return (
    <ProductListScreen
      title={t('page.product.list')}
      fields={collection ? CARD_FILTERS.filter((f) => f !== 'collection' && f !== 'category') : CARD_FILTERS}
      categoryRoot={root}
      conditionType={root === 1 ? 'card' : 'other'}
      intro={
        <>
          <FeaturedShelf />
          {scope ? <ListScope scope={scope} /> : null}
        </>
      }
    />
  );
}
