import { usePage } from '@inertiajs/react';
import ListBody from '@/Components/Catalogue/ListBody';
import StoreCard from '@/Components/Catalogue/StoreCard';
import StoreSearchBar from '@/Components/Catalogue/StoreSearchBar';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { UF_LIST } from '@/hooks/catalogue/references';
import { useUrlFilters } from '@/hooks/catalogue/useUrlFilters';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreListItem } from '@/types/catalogue';
import type { StoreListProps } from '@/types/pages/stores';

/**
 * /store/list/{id?}: the marketplace's stores, searchable by name and state. The optional segment is
 * a state (`/store/list/SP`); the query's `uf` overrides it. Page 1 comes from the server
 * (server/http/pages/stores.ts); a new search reloads it, "carregar mais" appends.
 */
export default function StoreList({ stores }: StoreListProps) {
  const { t } = useLaravelReactI18n();
  const id = usePage().props.route?.params.id?.toUpperCase();
  const { filters, setFilters } = useUrlFilters({ reload: ['stores'] });
  const uf = filters.uf[0] ?? (id && (UF_LIST as readonly string[]).includes(id) ? id : undefined);
  const list = usePropList<StoreListItem>('stores', stores);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <ScreenTitle title={t('page.store.list')} />
      <StoreSearchBar q={filters.q} uf={uf} onChange={setFilters} />
      <ListBody list={list} emptyTitle={t('store.list_empty')}>
        {(stores) => (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </div>
        )}
      </ListBody>
    </section>
  );
}
