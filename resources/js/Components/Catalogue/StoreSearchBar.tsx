import { type FormEvent, useState } from 'react';
import { UF_LIST } from '@/hooks/catalogue/references';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** Name search and state (UF) choice for store lists. */
export default function StoreSearchBar({
  q,
  uf,
  onChange,
  withSearch = true,
}: {
  q?: string;
  uf?: string;
  onChange: (patch: { q?: string; uf: string[] }) => void;
  withSearch?: boolean;
}) {
  const { t } = useLaravelReactI18n();
  const [text, setText] = useState(q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined, uf: uf ? [uf] : [] });
  };
  return (
    <form onSubmit={submit} className="mb-4 flex flex-wrap gap-2">
      {withSearch && (
        <>
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('store.search_stores')}
            aria-label={t('store.search_stores')}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
          <button type="submit" className="rounded-md bg-slate-800 px-3 text-sm font-medium text-white">
            {t('header.search')}
          </button>
        </>
      )}
      <select
        value={uf ?? ''}
        onChange={(e) => onChange({ q, uf: e.target.value ? [e.target.value] : [] })}
        aria-label={t('catalogue.filter_uf')}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        <option value="">{t('store.all_states')}</option>
        {UF_LIST.map((u) => (
          <option key={u} value={u}>
            {u}
          </option>
        ))}
      </select>
    </form>
  );
}
