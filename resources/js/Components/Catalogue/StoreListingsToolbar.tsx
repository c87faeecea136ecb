import { type FormEvent, useEffect, useState } from 'react';
import type { ListFilters } from '@/hooks/catalogue/useUrlFilters';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductType } from '@/types/catalogue';

export type StoreSort = 'name' | 'price_asc' | 'price_desc' | 'newest';
export const STORE_SORTS: StoreSort[] = ['name', 'price_asc', 'price_desc', 'newest'];
const TYPES: ProductType[] = ['card', 'tcg', 'accessory', 'bra'];

/**
 * Above a store's listings: the text search (applied on submit), the product type (unless the screen
 * fixes it) and the sort. A new type drops the chosen conditions: cards and other products have
 * different ones.
 */
export default function StoreListingsToolbar({
  q,
  type,
  sort,
  withType,
  onChange,
}: {
  q?: string;
  type?: ProductType;
  sort: StoreSort;
  withType: boolean;
  onChange: (patch: Partial<ListFilters>) => void;
}) {
  const { t } = useLaravelReactI18n();
  const [text, setText] = useState(q ?? '');
  useEffect(() => setText(q ?? ''), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };
  const typeLabel: Record<ProductType, string> = {
    card: t('catalogue.type_card'),
    tcg: t('catalogue.type_tcg'),
    accessory: t('catalogue.type_accessory'),
    bra: t('catalogue.type_bra'),
  };
  const sortLabel: Record<StoreSort, string> = {
    name: t('catalogue.sort_name'),
    price_asc: t('catalogue.sort_price_asc'),
    price_desc: t('catalogue.sort_price_desc'),
    newest: t('catalogue.sort_newest'),
  };
  const select = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <form onSubmit={submit} className="flex min-w-0 flex-1 gap-1">
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('store.search_placeholder')}
          aria-label={t('store.search_placeholder')}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
        <button type="submit" className="rounded-md bg-slate-800 px-3 text-sm font-medium text-white">
          {t('header.search')}
        </button>
      </form>
      {withType && (
        <select
          value={type ?? ''}
          onChange={(e) =>
            onChange({ type: (e.target.value || undefined) as ProductType | undefined, condition: [] })
          }
          aria-label={t('store.filter_type')}
          className={select}
        >
          <option value="">{t('catalogue.filter_all')}</option>
          {TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {typeLabel[ty]}
            </option>
          ))}
        </select>
      )}
      <select
        value={sort}
        onChange={(e) => onChange({ sort: e.target.value as StoreSort })}
        aria-label={t('catalogue.sort_by')}
        className={select}
      >
        {STORE_SORTS.map((s) => (
          <option key={s} value={s}>
            {sortLabel[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
