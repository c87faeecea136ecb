import { type FormEvent, useState } from 'react';
import MoneyInput from '@/Components/Form/MoneyInput';
import type { QueryValue } from '@/hooks/usePropList';
import { parseMoneyReais, reaisInputText } from '@/lib/money';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdFilters, AdReferences } from '@/types/pages/classifieds';

const selectClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm focus:border-brand-500 focus:outline-none';

/**
 * The buyer's filters: category, condition, UF and city (the cities of the chosen UF come from the
 * server with the list), price range. Every change is a new URL (page 1 replaces the list).
 */
export default function AdFiltersForm({
  filters,
  references,
  cities,
  onChange,
}: {
  filters: AdFilters;
  references: AdReferences;
  cities: string[];
  onChange: (query: Record<string, QueryValue>) => void;
}) {
  const { t } = useLaravelReactI18n();
  const [min, setMin] = useState(filters.price_min === null ? '' : reaisInputText(filters.price_min));
  const [max, setMax] = useState(filters.price_max === null ? '' : reaisInputText(filters.price_max));
  // The URL carries reais as the server reads them ("35,50" → 35.5); what is not an amount is dropped.
  const reais = (text: string) => String(parseMoneyReais(text) ?? '');
  const change = (next: Partial<Record<keyof AdFilters, QueryValue>>) =>
    onChange({ ...filters, price_min: reais(min), price_max: reais(max), ...next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({});
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 shadow sm:grid-cols-3 lg:grid-cols-6"
    >
      <label className="text-sm text-slate-700">
        {t('classifieds.field.category')}
        <select
          className={selectClass}
          value={filters.category ?? ''}
          onChange={(e) => change({ category: e.target.value })}
          data-testid="filter-category"
        >
          <option value="">{t('classifieds.all')}</option>
          {references.categories.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-slate-700">
        {t('classifieds.field.condition')}
        <select
          className={selectClass}
          value={filters.condition ?? ''}
          onChange={(e) => change({ condition: e.target.value })}
          data-testid="filter-condition"
        >
          <option value="">{t('classifieds.all')}</option>
          {references.conditions.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-slate-700">
        {t('classifieds.field.uf')}
        <select
          className={selectClass}
          value={filters.uf ?? ''}
          onChange={(e) => change({ uf: e.target.value, city: null })}
          data-testid="filter-uf"
        >
          <option value="">{t('classifieds.all')}</option>
          {references.states.map((s) => (
            <option key={s.uf} value={s.uf}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-slate-700">
        {t('classifieds.field.city')}
        <select
          className={selectClass}
          value={filters.city ?? ''}
          disabled={!filters.uf}
          onChange={(e) => change({ city: e.target.value })}
          data-testid="filter-city"
        >
          <option value="">{t('classifieds.all')}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <MoneyInput
        label={t('classifieds.field.price_min')}
        value={min}
        onChange={setMin}
        data-testid="filter-price-min"
      />
      <div>
        <div className="flex items-end gap-2">
          <MoneyInput
            className="min-w-0 flex-1"
            label={t('classifieds.field.price_max')}
            value={max}
            onChange={setMax}
            data-testid="filter-price-max"
          />
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('classifieds.filter')}
          </button>
        </div>
      </div>
    </form>
  );
}
