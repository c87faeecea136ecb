import { Link } from '@inertiajs/react';
import ProductListScreen, { CARD_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { LeagueShowProps } from '@/types/pages/productLists';

/**
 * /league/{name}: a league (its game, city, organising store and description) and the cards of its
 * game, with the list filters. The league, its game's category and page 1 of the cards come from
 * server/http/pages/catalogue.ts; an unknown league is the not-found screen (404).
 */
export default function LeagueShow({ league }: LeagueShowProps) {
  const { t } = useLaravelReactI18n();
  const intro = (
    <div className="mb-4 space-y-1 rounded-lg bg-white p-4 shadow-sm" data-testid="league-header">
      <p className="text-sm font-semibold text-brand-700">
        {league.game} · {league.city}/{league.uf}
      </p>
      {league.description && <p className="text-sm text-slate-700">{league.description}</p>}
      {league.store && (
        <p className="text-sm">
          {t('catalogue.league_store')}{' '}
          <Link
            href={route('store.page', { store_slug: league.store.slug })}
            className="font-semibold text-brand-700 hover:underline"
          >
            {league.store.name}
          </Link>
        </p>
      )}
      <h2 className="pt-2 font-semibold text-slate-900">
        {t('catalogue.league_cards', { game: league.game })}
      </h2>
    </div>
  );

  return (
    <ProductListScreen
      title={league.name}
      fields={CARD_FILTERS.filter((f) => f !== 'category')}
      categoryRoot={1}
      intro={intro}
    />
  );
}
