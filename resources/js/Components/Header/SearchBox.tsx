import { router, usePage } from '@inertiajs/react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Deferred } from '@/lib/deferred';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SearchSuggestion } from '@/types/catalogue';

// Asking for suggestions and drawing them loads when the box is first used, not with every page.
const suggestionOptions = () => import('./SuggestionOptions');

/*
 * The WAI-ARIA combobox pattern written out rather than Headless UI's Combobox: this box sits in the
 * header, i.e. in the chunk every first visit loads, and Combobox brings floating-ui, react-aria and a
 * virtualiser with it (+33 KB gzipped measured on this build) where this costs about 1 KB. The
 * options and the calls that fill them (SuggestionOptions.tsx) load when the box is first used.
 */

/**
 * Header search with a category filter and suggestions as the user types (debounced, keyboard
 * navigable). Enter searches: /filter-products/{search}/{category_id?}; picking a product suggestion
 * opens that product.
 */
export default function SearchBox() {
  const { t } = useLaravelReactI18n();
  const page = usePage();
  const current = page.props.route;
  const [search, setSearch] = useState(
    current?.name === 'filter-products' ? (current.params.search ?? '') : '',
  );
  const [category, setCategory] = useState(
    current?.name === 'filter-products' ? (current.params.category_id ?? '') : '',
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const listId = useId();
  const term = search.trim();
  // Option 0 searches for the text; the product suggestions follow.
  const options = term ? suggestions.length + 1 : 0;
  const expanded = open && term.length >= 2 && suggestions.length > 0;

  useEffect(() => {
    if (current?.name === 'filter-products') setSearch(current.params.search ?? '');
  }, [current?.name, current?.params.search]);

  // Closed, the list forgets its suggestions: the next opening asks again for the text then.
  const close = () => {
    setOpen(false);
    setSuggestions([]);
  };
  const goSearch = () => {
    if (!term) return;
    close();
    router.visit(route('filter-products', { search: term, category_id: category || undefined }));
  };
  const goProduct = (s: SearchSuggestion) => {
    close();
    router.visit(route('product.show', { id: s.code, product_type: s.type !== 'card' ? s.type : undefined }));
  };
  const choose = (index: number) => (index <= 0 ? goSearch() : goProduct(suggestions[index - 1]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    choose(expanded ? active : 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options) % options);
    } else if (event.key === 'Escape') {
      close();
      setActive(-1);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader
    <form role="search" onSubmit={submit} className="relative flex w-full max-w-2xl rounded-md bg-white">
      <label className="sr-only" htmlFor="header-filter">
        {t('header.filter')}
      </label>
      <select
        id="header-filter"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        className="hidden rounded-l-md border-r border-slate-200 bg-slate-50 px-2 text-sm text-slate-700 sm:block"
      >
        <option value="">{t('header.filter_all')}</option>
        <option value="1">{t('header.filter_cards')}</option>
        <option value="2">{t('header.filter_tcg')}</option>
        <option value="3">{t('header.filter_accessories')}</option>
      </select>
      <input
        type="search"
        role="combobox"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
        placeholder={t('header.search_placeholder')}
        aria-label={t('header.search')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-l-md px-3 py-2 text-sm text-slate-900 focus:outline-none sm:rounded-none"
      />
      <button
        type="submit"
        className="rounded-r-md bg-accent-500 px-4 text-sm font-semibold text-slate-900 hover:brightness-95"
      >
        {t('header.search')}
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-black/10"
      >
        {open && (
          <Deferred
            load={suggestionOptions}
            props={{
              text: search,
              term,
              active,
              expanded,
              optionId,
              onSuggestions: setSuggestions,
              onHover: setActive,
              onChoose: choose,
            }}
          />
        )}
      </div>
    </form>
  );
}
