import { type FormEvent, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import type { useProductSearch } from '@/hooks/seller/register/useProductSearch';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductType } from '@/types/catalogue';
import type { ProductRegisterProps } from '@/types/pages/sellerRegister';
import KindPicker from './KindPicker';
import ResultItem from './ResultItem';
import SelectField from './SelectField';

interface Props {
  search: ReturnType<typeof useProductSearch>;
  kinds: ProductType[];
  categories: ProductRegisterProps['categories'];
  collections: ProductRegisterProps['collections'];
  picking: boolean;
  onPick: (productId: number) => void;
}

/** The catalogue search: kind, text, collection (cards) or category, a product code, the results. */
export default function SearchPanel({ search, kinds, categories, collections, picking, onPick }: Props) {
  const { t } = useLaravelReactI18n();
  const [code, setCode] = useState('');
  const { filters, change } = search;
  const all = { value: '', label: t('seller_register.all') };
  const narrow =
    filters.kind === 'card'
      ? {
          name: 'collection' as const,
          label: t('seller_register.collection'),
          options: [all, ...collections.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))],
        }
      : {
          name: 'category' as const,
          label: t('seller_register.category'),
          options: [all, ...categories[filters.kind].map((c) => ({ value: String(c.id), label: c.name }))],
        };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.search();
  };
  const byCode = (event: FormEvent) => {
    event.preventDefault();
    void search.findByCode(code);
  };

  return (
    <section aria-label={t('seller_register.search_title')} className="flex flex-col gap-3">
      <KindPicker
        kinds={kinds}
        value={filters.kind}
        onChange={(kind) => search.search({ kind, collection: '', category: '' })}
      />
      <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextInput
          className="sm:col-span-2"
          label={t('seller_register.query')}
          name="query"
          type="search"
          value={filters.query}
          placeholder={t('seller_register.query_hint')}
          onChange={(e) => change({ query: e.target.value })}
        />
        <SelectField
          label={narrow.label}
          name={narrow.name}
          value={filters[narrow.name]}
          options={narrow.options}
          onChange={(e) => search.search({ [narrow.name]: e.target.value })}
        />
        <div className="flex items-end">
          <PrimaryButton className="w-full">{t('seller_register.search')}</PrimaryButton>
        </div>
      </form>
      <form onSubmit={byCode} className="flex items-end gap-2">
        <TextInput
          className="flex-1"
          label={t('seller_register.code')}
          name="rdc"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button
          type="submit"
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('seller_register.find_code')}
        </button>
      </form>

      <div aria-live="polite">
        {search.status === 'loading' && search.results.length === 0 && (
          <p className="text-sm text-slate-600">{t('common.loading')}</p>
        )}
        {search.status === 'error' && (
          <p role="alert" className="text-sm text-red-700">
            {t('seller_register.search_error')}
          </p>
        )}
        {search.status === 'ready' && search.results.length === 0 && (
          <p className="text-sm text-slate-600">{t('seller_register.no_results')}</p>
        )}
        {search.status === 'idle' && (
          <p className="text-sm text-slate-600">{t('seller_register.search_intro')}</p>
        )}
      </div>
      {search.results.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('seller_register.results')}>
          {search.results.map((entry) => (
            <ResultItem key={entry.id} entry={entry} busy={picking} onPick={onPick} />
          ))}
        </ul>
      )}
      {search.hasMore && (
        <button
          type="button"
          onClick={search.loadMore}
          disabled={search.status === 'loading'}
          className="self-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {t('seller_register.load_more')}
        </button>
      )}
    </section>
  );
}
