import { useId, useState } from 'react';
import { UF_LIST } from '@/hooks/catalogue/references';
import { type FilterField, useFilterOptions } from '@/hooks/catalogue/useFilterOptions';
import { activeFilterCount, type ListFilters } from '@/hooks/catalogue/useUrlFilters';
import { useWideScreen } from '@/hooks/useWideScreen';
import { useLaravelReactI18n } from '@/lib/useI18n';
import FilterChecks from './FilterChecks';
import PriceRange from './PriceRange';

export interface FiltersPanelProps {
  filters: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
  onClear: () => void;
  fields: readonly FilterField[];
  /** The root whose child categories the category filter offers (1 cards, 2 TCG, 3 accessories, 4 Bra). */
  categoryRoot?: number;
  conditionType?: 'card' | 'other';
}

/**
 * The filters of a product list. On a phone (≤ 768 px) they fold under a "Filtros" button; on a wider
 * screen they sit beside the results. Which one is CSS's call (md: 769 px), so the HTML the server
 * renders is already right for the visitor's screen and nothing moves when the page hydrates. Every
 * change goes to the URL through `onChange`. The choices (categories, collections, rarities...) are
 * asked for when the panel is on screen: at once beside the list, on a phone when it is first opened.
 */
export default function FiltersPanel({
  filters,
  onChange,
  onClear,
  fields,
  categoryRoot,
  conditionType = 'card',
}: FiltersPanelProps) {
  const { t } = useLaravelReactI18n();
  const [open, setOpen] = useState(false);
  const selectId = useId();
  const wide = useWideScreen();
  const options = useFilterOptions(fields, {
    categoryRoot,
    conditionType,
    categoryId: filters.category_id,
    enabled: open || wide,
  });
  const has = (field: FilterField) => fields.includes(field);
  const count = activeFilterCount(filters);
  const select = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

  return (
    <section
      aria-labelledby={`${selectId}-title`}
      className="rounded-lg bg-white p-3 shadow-sm md:w-64 md:shrink-0 md:self-start"
      data-testid="filters-panel"
    >
      <h2 id={`${selectId}-title`} className="font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${selectId}-body`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between text-left md:pointer-events-none"
        >
          <span>
            {t('catalogue.filters')}
            {count > 0 && ` (${count})`}
          </span>
          <span aria-hidden="true" className="text-slate-500 md:hidden">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </h2>
      <div id={`${selectId}-body`} className={`mt-3 space-y-3 md:block ${open ? 'block' : 'hidden'}`}>
        {has('category') && options.categories.length > 0 && (
          <div>
            <label htmlFor={`${selectId}-cat`} className="text-sm font-semibold text-slate-800">
              {t('catalogue.filter_category')}
            </label>
            <select
              id={`${selectId}-cat`}
              value={filters.category_id ?? ''}
              onChange={(e) =>
                onChange({
                  category_id: e.target.value ? Number(e.target.value) : undefined,
                  collection_code: undefined,
                })
              }
              className={select}
            >
              <option value="">{t('catalogue.filter_all')}</option>
              {options.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {has('collection') && options.collections.length > 0 && (
          <div>
            <label htmlFor={`${selectId}-col`} className="text-sm font-semibold text-slate-800">
              {t('catalogue.filter_collection')}
            </label>
            <select
              id={`${selectId}-col`}
              value={filters.collection_code ?? ''}
              onChange={(e) => onChange({ collection_code: e.target.value || undefined })}
              className={select}
            >
              <option value="">{t('catalogue.filter_all')}</option>
              {options.collections.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {has('stock') && (
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={filters.in_stock}
              onChange={(e) => onChange({ in_stock: e.target.checked })}
              className="h-4 w-4 rounded border-slate-300"
            />
            {t('catalogue.filter_in_stock')}
          </label>
        )}
        {has('price') && (
          <PriceRange min={filters.price_min} max={filters.price_max} onApply={(range) => onChange(range)} />
        )}
        {has('rarity') && (
          <FilterChecks
            legend={t('catalogue.filter_rarity')}
            options={options.rarities.map((r) => ({ value: r.code, label: r.name }))}
            selected={filters.rarity}
            onChange={(rarity) => onChange({ rarity })}
            columns={2}
          />
        )}
        {has('condition') && (
          <FilterChecks
            legend={t('catalogue.filter_condition')}
            options={options.conditions.map((c) => ({ value: c.code, label: c.name }))}
            selected={filters.condition}
            onChange={(condition) => onChange({ condition })}
          />
        )}
        {has('language') && (
          <FilterChecks
            legend={t('catalogue.filter_language')}
            options={options.languages.map((l) => ({ value: l.code, label: l.name }))}
            selected={filters.language}
            onChange={(language) => onChange({ language })}
            columns={2}
          />
        )}
        {has('extras') && (
          <FilterChecks
            legend={t('catalogue.filter_extras')}
            options={options.extras.map((x) => ({ value: x.code, label: x.name }))}
            selected={filters.extras}
            onChange={(extras) => onChange({ extras })}
            columns={2}
          />
        )}
        {has('uf') && (
          <FilterChecks
            legend={t('catalogue.filter_uf')}
            options={UF_LIST.map((uf) => ({ value: uf, label: uf }))}
            selected={filters.uf}
            onChange={(uf) => onChange({ uf })}
            columns={4}
          />
        )}
        {count > 0 && (
          <button
            type="button"
            onClick={onClear}
            className="w-full rounded-md border border-slate-300 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
          >
            {t('catalogue.clear_filters')}
          </button>
        )}
      </div>
    </section>
  );
}
