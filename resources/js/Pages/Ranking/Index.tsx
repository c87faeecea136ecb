import ListBody from '@/Components/Catalogue/ListBody';
import StoreCard from '@/Components/Catalogue/StoreCard';
import StoreSearchBar from '@/Components/Catalogue/StoreSearchBar';
import TypeTabs from '@/Components/Catalogue/TypeTabs';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { RankedStore, StoreRankType } from '@/types/catalogue';
import type { RankingProps } from '@/types/pages/stores';

const TYPES: StoreRankType[] = ['sales', 'rating', 'offers'];

/**
 * /ranking: stores ranked by sales, rating or offers, optionally in one state (`?type=&uf=`). Page 1
 * comes from the server (server/http/pages/stores.ts); a new ranking or state reloads it through the
 * URL, "carregar mais" appends.
 */
export default function RankingIndex({ stores, filters }: RankingProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<RankedStore>('stores', stores, { with: ['filters'] });
  const { type } = filters;
  const uf = filters.uf ?? undefined;
  const labels: Record<StoreRankType, string> = {
    sales: t('store.rank_sales'),
    rating: t('store.rank_rating'),
    offers: t('store.rank_offers'),
  };
  const metric = (store: RankedStore) =>
    type === 'rating'
      ? (store.rating ?? 0).toFixed(1).replace('.', ',')
      : type === 'sales'
        ? t('store.metric_sales', { count: store.value })
        : t('store.metric_offers', { count: store.value });

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <ScreenTitle title={t('page.ranking')} />
      <TypeTabs
        label={t('store.rank_by')}
        options={TYPES.map((v) => ({ value: v, label: labels[v] }))}
        value={type}
        onChange={(next) => list.setQuery({ type: next === 'sales' ? undefined : next, uf })}
      />
      <StoreSearchBar
        uf={uf}
        onChange={(patch) => list.setQuery({ type: type === 'sales' ? undefined : type, uf: patch.uf })}
        withSearch={false}
      />
      <ListBody list={list} emptyTitle={t('store.ranking_empty')}>
        {(items) => (
          <ol className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {items.map((store) => (
              <li key={store.id} data-testid="ranked-store">
                <StoreCard
                  store={store}
                  badge={
                    <span className="flex flex-col items-end">
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-sm font-bold text-white">
                        {store.position}º
                      </span>
                      <span className="mt-1 text-xs text-slate-600">{metric(store)}</span>
                    </span>
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </ListBody>
    </section>
  );
}
