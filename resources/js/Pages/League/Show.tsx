import { Link, usePage } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import ProductListScreen, { CARD_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import { EmptyState, ErrorState, LoadingState } from '@/Components/Catalogue/States';
import { references } from '@/hooks/catalogue/references';
import { resultOf, useLookup } from '@/hooks/catalogue/useLookup';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * /league/{name}: a league (its game, city, organising store and description) and the cards of its
 * game, with the list filters.
 */
export default function LeagueShow() {
  const { t } = useLaravelReactI18n();
  const slug = usePage().props.route?.params.name ?? '';
  const league = useLookup(
    async () => {
      const found = resultOf(await catalogueApi.league(slug));
      // The game's category narrows the card list; without it the list shows every card.
      const games = await references.childCategories(1).catch(() => []);
      return { league: found, gameCategory: games.find((g) => g.name === found.game)?.id };
    },
    `league:${slug}`,
    { label: 'league' },
  );

  if (league.status === 'loading') return <LoadingState />;
  if (!league.data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        {league.failedStatus === 404 ? (
          <EmptyState title={t('catalogue.league_not_found')} />
        ) : (
          <ErrorState onRetry={league.reload} />
        )}
      </section>
    );
  }

  const { league: l, gameCategory } = league.data;
  const intro = (
    <div className="mb-4 space-y-1 rounded-lg bg-white p-4 shadow-sm" data-testid="league-header">
      <p className="text-sm font-semibold text-brand-700">
        {l.game} · {l.city}/{l.uf}
      </p>
      {l.description && <p className="text-sm text-slate-700">{l.description}</p>}
      {l.store && (
        <p className="text-sm">
          {t('catalogue.league_store')}{' '}
          <Link
            href={route('store.page', { store_slug: l.store.slug })}
            className="font-semibold text-brand-700 hover:underline"
          >
            {l.store.name}
          </Link>
        </p>
      )}
      <h2 className="pt-2 font-semibold text-slate-900">{t('catalogue.league_cards', { game: l.game })}</h2>
    </div>
  );

  return (
    <ProductListScreen
      title={l.name}
      base={{ type: 'card', category_id: gameCategory }}
      baseKey={`league:${slug}`}
      fields={CARD_FILTERS.filter((f) => f !== 'category')}
      categoryRoot={1}
      intro={intro}
    />
  );
}
