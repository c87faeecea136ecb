import { usePage } from '@inertiajs/react';
import ProductListScreen, { CARD_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductPage } from '@/types/catalogue';

/**
 * /filter-products/{search}/{category_id?}: the header search's results across every product type,
 * with the list filters (the collection among them, chosen from every collection); the category lives
 * in the route, the other filters in the query.
 */
export default function ProductFilter() {
  const { t } = useLaravelReactI18n();
  const search = usePage().props.route?.params.search ?? '';

  const notice = (page: ProductPage | null) => {
    const corrected = page?.search?.corrected;
    if (!corrected) return null;
    return (
      <p
        className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        data-testid="search-corrected"
      >
        {t('search.corrected', { search, corrected })}
      </p>
    );
  };

  return (
    <ProductListScreen
      title={t('search.results_for', { search })}
      fields={CARD_FILTERS}
      categoryRoot={0}
      categoryParam="category_id"
      withRelevance
      notice={notice}
      emptyText={t('search.empty_text', { search })}
    />
  );
}
