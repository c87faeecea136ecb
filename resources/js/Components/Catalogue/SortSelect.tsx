import { useId } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductSort } from '@/types/catalogue';

/** The sorts of a product list; "relevância" only where there is a search term to be relevant to. */
export default function SortSelect({
  value,
  onChange,
  withRelevance = false,
}: {
  value: ProductSort | undefined;
  onChange: (sort: ProductSort) => void;
  withRelevance?: boolean;
}) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const options: { value: ProductSort; label: string }[] = [
    ...(withRelevance ? [{ value: 'relevance' as const, label: t('catalogue.sort_relevance') }] : []),
    { value: 'price_asc', label: t('catalogue.sort_price_asc') },
    { value: 'price_desc', label: t('catalogue.sort_price_desc') },
    { value: 'name', label: t('catalogue.sort_name') },
    { value: 'newest', label: t('catalogue.sort_newest') },
    { value: 'popular', label: t('catalogue.sort_popular') },
  ];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('catalogue.sort_by')}
      </label>
      <select
        id={id}
        value={value ?? (withRelevance ? 'relevance' : 'name')}
        onChange={(e) => onChange(e.target.value as ProductSort)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
