import { router, usePage } from '@inertiajs/react';
import { useLaravelReactI18n } from 'laravel-react-i18n';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchSuggestions } from '@/hooks/catalogue/useSearchSuggestions';
import type { SearchSuggestion } from '@/types/catalogue';

/*
 * The WAI-ARIA combobox pattern written out rather than Headless UI's Combobox: this box sits in the
 * header, i.e. in the chunk every first visit loads, and Combobox brings floating-ui, react-aria and a
 * virtualiser with it (+33 KB gzipped measured on this build) where this costs about 1 KB.
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
  const { suggestions } = useSearchSuggestions(open ? search : '');
  const listId = useId();
  const term = search.trim();
  // Option 0 searches for the text; the product suggestions follow.
  const options = term ? suggestions.length + 1 : 0;
  const expanded = open && term.length >= 2 && suggestions.length > 0;

  useEffect(() => {
    if (current?.name === 'filter-products') setSearch(current.params.search ?? '');
  }, [current?.name, current?.params.search]);

  const goSearch = () => {
    if (!term) return;
    setOpen(false);
    router.visit(route('filter-products', { search: term, category_id: category || undefined }));
  };
  const goProduct = (s: SearchSuggestion) => {
    setOpen(false);
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
      setOpen(false);
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
        onBlur={() => setOpen(false)}
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
        {expanded && (
          <>
            <Option
              id={optionId(0)}
              selected={active === 0}
              onHover={() => setActive(0)}
              onChoose={() => choose(0)}
            >
              {t('search.search_for', { search: term })}
            </Option>
            {suggestions.map((s, i) => (
              <Option
                key={s.code}
                id={optionId(i + 1)}
                selected={active === i + 1}
                onHover={() => setActive(i + 1)}
                onChoose={() => choose(i + 1)}
              >
                {s.url ? (
                  <img src={s.url} alt="" className="h-10 w-7 shrink-0 rounded object-cover" />
                ) : (
                  <span className="h-10 w-7 shrink-0 rounded bg-slate-200" />
                )}
                <span className="min-w-0">
                  <span className="block truncate font-medium">{s.name}</span>
                  {s.collection && (
                    <span className="block truncate text-xs text-slate-500">{s.collection}</span>
                  )}
                </span>
              </Option>
            ))}
          </>
        )}
      </div>
    </form>
  );
}

/** One suggestion. Focus stays in the input, which points at the active option (aria-activedescendant). */
function Option({
  id,
  selected,
  onHover,
  onChoose,
  children,
}: {
  id: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the combobox input
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={onHover}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${
        selected ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
      }`}
    >
      {children}
    </div>
  );
}
