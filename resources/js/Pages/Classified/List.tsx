import LoadMore from '@/Components/Catalogue/LoadMore';
import AdCard from '@/Components/Classifieds/AdCard';
import AdFiltersForm from '@/Components/Classifieds/AdFiltersForm';
import ModerationQueue from '@/Components/Classifieds/ModerationQueue';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdItem, ClassifiedListProps } from '@/types/pages/classifieds';

/**
 * /classifieds: the ads on sale, filtered by category, condition, UF, city and price (the URL is the
 * state; page 1 replaces the list, "carregar mais" appends). An admin also sees the moderation queue.
 */
export default function ClassifiedList({
  categories,
  conditions,
  states,
  filters,
  cities,
  ads,
  moderation,
}: ClassifiedListProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<AdItem>('ads', ads, { with: ['filters', 'cities'] });
  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <ScreenTitle title={t('classifieds.title')} />
      {moderation && <ModerationQueue ads={moderation} />}
      <AdFiltersForm
        key={JSON.stringify(filters)}
        filters={filters}
        references={{ categories, conditions, states }}
        cities={cities}
        onChange={list.setQuery}
      />
      {list.items.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-slate-600 shadow" data-testid="ads-empty">
          {t('classifieds.empty')}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {list.items.map((ad) => (
            <AdCard key={ad.id} ad={ad} />
          ))}
        </div>
      )}
      <LoadMore list={list} />
    </section>
  );
}
