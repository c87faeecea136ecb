import { catalogueApi } from '@/api/catalogue';
import ListBody from '@/Components/Catalogue/ListBody';
import StoreCard from '@/Components/Catalogue/StoreCard';
import StoreSearchBar from '@/Components/Catalogue/StoreSearchBar';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePaginatedList } from '@/hooks/catalogue/usePaginatedList';
import { useUrlFilters } from '@/hooks/catalogue/useUrlFilters';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreListItem } from '@/types/catalogue';

/** /bra-center-list: the partner stores that ship through the Bra Center, each opening its Bra list. */
export default function BraCenterList() {
  const { t } = useLaravelReactI18n();
  const { filters, key, setFilters } = useUrlFilters();
  const uf = filters.uf[0];
  const list = usePaginatedList<StoreListItem>(
    (page) => catalogueApi.stores({ is_client: true, search: filters.q, uf, page, per_page: 24 }),
    key,
  );
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <ScreenTitle title={t('page.bra-center.list')} />
      <p className="mb-4 text-sm text-slate-600">{t('catalogue.bra_list_intro')}</p>
      <StoreSearchBar q={filters.q} uf={uf} onChange={setFilters} />
      <ListBody list={list} emptyTitle={t('store.list_empty')} placeholders={6}>
        {(stores) => (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} href={route('bra-center', { store_id: store.id })} />
            ))}
          </div>
        )}
      </ListBody>
    </section>
  );
}
