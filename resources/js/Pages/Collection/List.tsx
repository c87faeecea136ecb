import { Link } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import ListBody from '@/Components/Catalogue/ListBody';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useUrlFilters } from '@/hooks/catalogue/useUrlFilters';
import { usePropList } from '@/hooks/usePropList';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Collection } from '@/types/catalogue';
import type { CollectionListProps } from '@/types/pages/content';

/**
 * /collection/list: every card collection, newest first or by name, by game and name, with
 * "carregar mais"; each opens its cards. Page 1 for the URL's filters and the games come from the
 * server (server/http/pages/content.ts); a filter reloads the list through the URL.
 */
export default function CollectionList({ collections, games }: CollectionListProps) {
  const { t, tChoice } = useLaravelReactI18n();
  const { filters, setFilters } = useUrlFilters({ reload: ['collections'] });
  const [text, setText] = useState(filters.q ?? '');
  const sort = filters.sort === 'name' ? 'name' : 'newest';
  const list = usePropList<Collection>('collections', collections);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: text.trim() || undefined });
  };
  const control = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <ScreenTitle title={t('page.collection.list')} />
      <form onSubmit={submit} className="mb-4 flex flex-wrap gap-2">
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('catalogue.collections_search')}
          aria-label={t('catalogue.collections_search')}
          className={`${control} min-w-0 flex-1 px-3`}
        />
        <select
          value={filters.category_id ?? ''}
          onChange={(e) => setFilters({ category_id: e.target.value ? Number(e.target.value) : undefined })}
          aria-label={t('catalogue.filter_game')}
          className={control}
        >
          <option value="">{t('catalogue.all_games')}</option>
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
        <select
          value={sort}
          onChange={(e) => setFilters({ sort: e.target.value as 'name' | 'newest' })}
          aria-label={t('catalogue.sort_by')}
          className={control}
        >
          <option value="newest">{t('catalogue.sort_newest')}</option>
          <option value="name">{t('catalogue.sort_name')}</option>
        </select>
      </form>
      <ListBody list={list} emptyTitle={t('catalogue.collections_empty')}>
        {(collections) => (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {collections.map((c) => (
              <li key={c.code} className="rounded-lg bg-white p-3 shadow-sm" data-testid="collection">
                <Link
                  href={route('product.list', { id: c.code })}
                  className="font-semibold text-slate-900 hover:text-brand-700"
                >
                  {c.name}
                </Link>
                <p className="text-xs text-slate-500">
                  {[c.code, c.category?.name, c.release_date ? formatDate(c.release_date) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-xs text-slate-600">
                  {tChoice('catalogue.products_count', c.products_count)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
