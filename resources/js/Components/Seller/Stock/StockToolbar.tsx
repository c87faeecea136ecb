import { type FormEvent, useEffect, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StockFilterOptions, StockFilters, StockSort, StockStatus } from '@/types/pages/sellerStock';

const SORTS: StockSort[] = ['name', 'newest', 'price_asc', 'price_desc', 'quantity_desc'];
const STATUSES: StockStatus[] = ['available', 'paused', 'blocked'];
const select = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm min-w-0';

/**
 * Above the stock rows: search by name or code (applied on submit), status, collection and sort, and
 * a panel of checkboxes for condition, language and extras. Every change is a new URL.
 */
export default function StockToolbar({
  filters,
  options,
  onChange,
}: {
  filters: StockFilters;
  options: StockFilterOptions;
  onChange: (patch: Partial<StockFilters>) => void;
}) {
  const { t } = useLaravelReactI18n();
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };
  const toggle = (key: 'condition' | 'language' | 'extras', code: string) => {
    const list = filters[key];
    onChange({ [key]: list.includes(code) ? list.filter((c) => c !== code) : [...list, code] });
  };
  const chosen = filters.condition.length + filters.language.length + filters.extras.length;

  return (
    <div className="mb-3 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <form onSubmit={submit} className="flex min-w-0 flex-1 basis-64 gap-1">
          <input
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('seller_stock.search_placeholder')}
            aria-label={t('seller_stock.search_placeholder')}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
          <button type="submit" className="rounded-md bg-slate-800 px-3 text-sm font-medium text-white">
            {t('seller_stock.search')}
          </button>
        </form>
        <select
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as StockStatus | undefined })}
          aria-label={t('seller_stock.filter_status')}
          className={select}
        >
          <option value="">{t('seller_stock.status_all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`seller_stock.status.${s}`)}
            </option>
          ))}
        </select>
        {options.collections.length > 0 && (
          <select
            value={filters.collection ?? ''}
            onChange={(e) => onChange({ collection: e.target.value || undefined })}
            aria-label={t('seller_stock.filter_collection')}
            className={`${select} max-w-[14rem]`}
          >
            <option value="">{t('seller_stock.collection_all')}</option>
            {options.collections.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
        <select
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as StockSort })}
          aria-label={t('seller_stock.sort_by')}
          className={select}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`seller_stock.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <details className="rounded-lg bg-white px-3 py-2 shadow-sm" open={chosen > 0}>
        <summary className="cursor-pointer text-sm font-medium text-slate-700">
          {t('seller_stock.more_filters')}
          {chosen > 0 ? ` (${chosen})` : ''}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {(
            [
              ['condition', options.conditions],
              ['language', options.languages],
              ['extras', options.extras],
            ] as const
          ).map(([key, list]) => (
            <fieldset key={key}>
              <legend className="mb-1 text-xs font-semibold uppercase text-slate-500">
                {t(`seller_stock.filter_${key}`)}
              </legend>
              <div className="flex flex-wrap gap-x-3 gap-y-1">
                {list.map((o) => (
                  <label key={o.code} className="flex items-center gap-1 text-sm">
                    <input
                      type="checkbox"
                      checked={filters[key].includes(o.code)}
                      onChange={() => toggle(key, o.code)}
                    />
                    {o.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </details>
    </div>
  );
}
