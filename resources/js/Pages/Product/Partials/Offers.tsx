import { useEffect, useState } from 'react';
import FilterChecks from '@/Components/Catalogue/FilterChecks';
import LoadMore from '@/Components/Catalogue/LoadMore';
import OfferTable from '@/Components/Catalogue/OfferTable';
import { EmptyState } from '@/Components/Catalogue/States';
import { UF_LIST } from '@/hooks/catalogue/references';
import { usePropList } from '@/hooks/usePropList';
import { useSession } from '@/hooks/useSession';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductOffer } from '@/types/catalogue';
import type { ProductShowProps } from '@/types/pages/product';

type Props = Pick<ProductShowProps, 'offers' | 'offerFilters' | 'conditions' | 'languages' | 'type'>;
type OfferSort = ProductShowProps['offerFilters']['sort'];

/**
 * The stores' offers of a product, as the page received them: condition, language and state filters
 * and the sort in the URL (a partial reload of `offers`), "carregar mais", and the add-to-cart entry.
 */
export default function Offers({ offers, offerFilters, conditions, languages, type }: Props) {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const list = usePropList<ProductOffer>('offers', offers, { with: ['offerFilters'] });
  // The controls show a choice at once; the server's echo of the filters replaces it when it lands.
  const [shown, setShown] = useState(offerFilters);
  useEffect(() => setShown(offerFilters), [offerFilters]);
  const apply = (change: Partial<ProductShowProps['offerFilters']>) => {
    const next = { ...shown, ...change };
    setShown(next);
    list.setQuery(next);
  };

  const sorts: { value: OfferSort; label: string }[] = [
    { value: 'price_asc', label: t('catalogue.sort_price_asc') },
    { value: 'price_desc', label: t('catalogue.sort_price_desc') },
    { value: 'rating', label: t('product.sort_rating') },
    { value: 'quantity', label: t('product.sort_quantity') },
  ];

  return (
    <section aria-labelledby="offers-title" className="space-y-3" data-testid="offers">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="offers-title" className="text-lg font-semibold text-slate-900">
          {t('product.offers')}
        </h2>
        <select
          value={shown.sort}
          onChange={(e) => apply({ sort: e.target.value as OfferSort })}
          aria-label={t('catalogue.sort_by')}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {sorts.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {!session && (
        <p
          role="note"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="login-to-buy"
        >
          {t('spec.cart_add_login')}{' '}
          <a href={route('auth.login')} className="font-semibold underline">
            {t('header.login')}
          </a>
        </p>
      )}
      <details className="rounded-lg bg-white p-3 shadow-sm">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">
          {t('product.filter_offers')}
        </summary>
        <div className="mt-2 grid gap-3 md:grid-cols-3">
          <FilterChecks
            legend={t('catalogue.filter_condition')}
            options={conditions.map((c) => ({ value: c.code, label: c.name }))}
            selected={shown.condition}
            onChange={(condition) => apply({ condition })}
          />
          {type !== 'accessory' && (
            <FilterChecks
              legend={t('catalogue.filter_language')}
              options={languages.map((l) => ({ value: l.code, label: l.name }))}
              selected={shown.language}
              onChange={(language) => apply({ language })}
              columns={2}
            />
          )}
          <FilterChecks
            legend={t('catalogue.filter_uf')}
            options={UF_LIST.map((uf) => ({ value: uf, label: uf }))}
            selected={shown.uf}
            onChange={(uf) => apply({ uf })}
            columns={4}
          />
        </div>
      </details>
      <div aria-busy={list.refreshing}>
        {list.items.length ? (
          <OfferTable offers={list.items} />
        ) : (
          <EmptyState title={t('product.offers_empty')} />
        )}
      </div>
      <LoadMore list={list} />
    </section>
  );
}
