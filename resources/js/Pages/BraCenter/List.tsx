import ListBody from '@/Components/Catalogue/ListBody';
import StoreCard from '@/Components/Catalogue/StoreCard';
import StoreSearchBar from '@/Components/Catalogue/StoreSearchBar';
import FeaturedShelf from '@/Components/Featured/FeaturedShelf';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useUrlFilters } from '@/hooks/catalogue/useUrlFilters';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreListItem } from '@/types/catalogue';
import type { BraCenterListProps } from '@/types/pages/stores';

/**
 * /bra-center-list: the partner stores that ship through the Bra Center, each opening its Bra list.
 * Page 1 comes from the server (server/http/pages/stores.ts); a new search or state reloads it through
 * the URL, "carregar mais" appends.
 */
export default function BraCenterList({ stores }: BraCenterListProps) {
  const { t } = useLaravelReactI18n();
  const { filters, setFilters } = useUrlFilters({ reload: ['stores'] });
  const list = usePropList<StoreListItem>('stores', stores);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <ScreenTitle title={t('page.bra-center.list')} />
      <FeaturedShelf />
      <p className="mb-4 text-sm text-slate-600">{t('catalogue.bra_list_intro')}</p>
      <StoreSearchBar q={filters.q} uf={filters.uf[0]} onChange={setFilters} />
      <ListBody list={list} emptyTitle={t('store.list_empty')}>
        {(items) => (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((store) => (
              <StoreCard key={store.id} store={store} href={route('bra-center', { store_id: store.id })} />
            ))}
          </div>
        )}
      </ListBody>
    </section>
  );
}
