import { usePage } from '@inertiajs/react';
import { type ReactNode, useState } from 'react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import type { FilterField } from '@/hooks/catalogue/useFilterOptions';
import { activeFilterCount, type ListFilters, useUrlFilters } from '@/hooks/catalogue/useUrlFilters';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductListItem, ProductPage, ProductType } from '@/types/catalogue';
import FiltersPanel from './FiltersPanel';
import ListBody from './ListBody';
import type { ViewMode } from './ProductCard';
import ProductGrid from './ProductGrid';
import SortSelect from './SortSelect';
import ViewToggle from './ViewToggle';

export const PAGE_SIZE = 24;

export const CARD_FILTERS: readonly FilterField[] = [
  'category',
  'collection',
  'rarity',
  'condition',
  'language',
  'extras',
  'price',
  'uf',
  'stock',
];
export const PRODUCT_FILTERS: readonly FilterField[] = [
  'category',
  'condition',
  'language',
  'price',
  'uf',
  'stock',
];
/** TCG products belong to an edition too (boosters, boxes and decks of a collection). */
export const TCG_FILTERS: readonly FilterField[] = [
  'category',
  'collection',
  'condition',
  'language',
  'price',
  'uf',
  'stock',
];

export interface ProductListScreenProps {
  title: string;
  fields: readonly FilterField[];
  categoryRoot?: number;
  conditionType?: 'card' | 'other';
  productType?: ProductType;
  withRelevance?: boolean;
  categoryParam?: string;
  /** Above the results: a brand's or league's header, a search correction. */
  intro?: ReactNode;
  /** Rendered with the first page's answer (a search correction needs it). */
  notice?: (page: ProductPage) => ReactNode;
  emptyText?: string;
}

/**
 * A product list screen (cards, TCG products, accessories, Bra line, brand, league, search results):
 * filters and sort in the URL, grid or list view, page 1 replacing and "carregar mais" appending. The
 * list is the page's `products` prop (server/http/pages/productLists.ts); a filter change is a partial
 * reload of it.
 */
export default function ProductListScreen(props: ProductListScreenProps) {
  const products = usePage<{ products: ProductPage }>().props.products;
  const urlFilters = useUrlFilters({ categoryParam: props.categoryParam, reload: ['products'] });
  const list = usePropList<ProductListItem, ProductPage>('products', products);
  const { t } = useLaravelReactI18n();
  const { filters, setFilters, clear } = urlFilters;
  const [view, setView] = useState<ViewMode>('grid');

  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <ScreenTitle title={props.title} />
      {props.intro}
      <div className="flex flex-col gap-4 md:flex-row">
        <FiltersPanel
          filters={filters}
          onChange={setFilters}
          onClear={clear}
          fields={props.fields}
          categoryRoot={props.categoryRoot}
          conditionType={props.conditionType}
        />
        <div className="min-w-0 flex-1">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <SortSelect
              value={filters.sort}
              onChange={(sort) => setFilters({ sort })}
              withRelevance={props.withRelevance}
            />
            <ViewToggle value={view} onChange={setView} />
          </div>
          {props.notice?.(list.response)}
          <ListBody
            list={list}
            emptyTitle={t('catalogue.empty_title')}
            emptyText={props.emptyText ?? t('catalogue.empty_text')}
            emptyAction={<EmptyActions filters={filters} onClear={clear} />}
          >
            {(items) => (
              <ProductGrid products={items} type={props.productType} view={view} dimmed={list.refreshing} />
            )}
          </ListBody>
        </div>
      </div>
    </section>
  );
}

function EmptyActions({ filters, onClear }: { filters: ListFilters; onClear: () => void }) {
  const { t } = useLaravelReactI18n();
  if (activeFilterCount(filters) === 0) return null;
  return (
    <button
      type="button"
      onClick={onClear}
      className="rounded-md border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-50"
    >
      {t('catalogue.clear_filters')}
    </button>
  );
}
