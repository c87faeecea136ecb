import { type FormEvent, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { useBraCenterSelection } from '@/hooks/seller/dashboard/useBraCenterSelection';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BraCenterProduct, ProjectManagementProps } from '@/types/pages/sellerInsights';

/**
 * The store's Bra Center list: what is on it (remove), the store's products that may join it (search
 * by `bq` in the URL, "carregar mais"), and "Salvar" to replace the list.
 */
export default function BraCenterEditor({
  storeId,
  saved,
  eligible,
  search,
}: {
  storeId: number;
  saved: ProjectManagementProps['braCenter'];
  eligible: ProjectManagementProps['braEligible'];
  search: string;
}) {
  const { t } = useLaravelReactI18n();
  const selection = useBraCenterSelection(storeId, saved);
  const candidates = usePropList<BraCenterProduct>('braEligible', eligible, { with: ['braSearch'] });
  const [term, setTerm] = useState(search);
  const find = (e: FormEvent) => {
    e.preventDefault();
    candidates.setQuery({
      ...Object.fromEntries(new URLSearchParams(window.location.search)),
      bq: term,
      page: undefined,
    });
  };

  return (
    <section className="rounded-lg bg-white p-3 shadow-sm" data-testid="bra-center-list">
      <h2 className="font-semibold text-slate-800">{t('seller_projects.bra.title')}</h2>
      <p className="mb-3 text-xs text-slate-500">{t('seller_projects.bra.hint')}</p>

      <h3 className="text-sm font-semibold text-slate-700">
        {t('seller_projects.bra.chosen', { count: String(selection.items.length) })}
      </h3>
      {selection.items.length === 0 ? (
        <p className="mb-3 text-sm text-slate-500">{t('seller_projects.bra.none')}</p>
      ) : (
        <ul className="mb-3 flex flex-wrap gap-2" data-testid="bra-chosen">
          {selection.items.map((p) => (
            <li
              key={p.product_id}
              className="flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm"
            >
              {p.name}
              <button
                type="button"
                onClick={() => selection.toggle(p)}
                aria-label={t('seller_projects.bra.remove', { name: p.name })}
                className="ml-1 text-slate-500 hover:text-red-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <PrimaryButton
        type="button"
        onClick={selection.save}
        disabled={!selection.dirty || selection.saving}
        className="mb-4 w-full md:w-auto"
      >
        {t('seller_projects.bra.save')}
      </PrimaryButton>

      <form onSubmit={find} className="mb-2 flex gap-2">
        <input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('seller_projects.bra.search')}
          aria-label={t('seller_projects.bra.search')}
          className="min-w-0 flex-1 rounded border-slate-300 text-sm"
        />
        <button type="submit" className="rounded bg-slate-800 px-3 text-sm text-white">
          {t('seller_projects.bra.find')}
        </button>
      </form>
      {candidates.items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('seller_projects.bra.no_candidates')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="bra-candidates">
          {candidates.items.map((p) => (
            <li key={p.product_id} className="py-1.5">
              <label className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={selection.ids.has(p.product_id)}
                  onChange={() => selection.toggle(p)}
                />
                <span className="min-w-0 flex-1 truncate">{p.name}</span>
                <span className="text-xs text-slate-500">{p.code}</span>
                <span className="w-16 text-right text-xs text-slate-600">
                  {t('seller_projects.bra.units', { count: String(p.quantity) })}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {candidates.hasMore && (
        <button
          type="button"
          onClick={candidates.loadMore}
          disabled={candidates.loadingMore}
          className="mt-2 w-full rounded border border-slate-300 py-2 text-sm text-slate-700"
        >
          {t('seller_projects.load_more')}
        </button>
      )}
    </section>
  );
}
