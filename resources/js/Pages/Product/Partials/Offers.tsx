import { useEffect, useState } from 'react';
import { catalogueApi } from '@/api/catalogue';
import FilterChecks from '@/Components/Catalogue/FilterChecks';
import ListBody from '@/Components/Catalogue/ListBody';
import OfferTable from '@/Components/Catalogue/OfferTable';
import { references, UF_LIST } from '@/hooks/catalogue/references';
import { usePaginatedList } from '@/hooks/catalogue/usePaginatedList';
import { useUrlFilters } from '@/hooks/catalogue/useUrlFilters';
import { useSession } from '@/hooks/useSession';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Condition, Language, ProductOffer, ProductStoresQuery, ProductType } from '@/types/catalogue';

type OfferSort = NonNullable<ProductStoresQuery['sort']>;

/**
 * The stores' offers of a product (POST product-stores): condition, language and state filters in the
 * URL, sort by price, rating or stock, "carregar mais", and the add-to-cart entry of each offer.
 */
export default function Offers({ productId, type }: { productId: number; type: ProductType }) {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const { filters, key, setFilters } = useUrlFilters();
  const [sort, setSort] = useState<OfferSort>('price_asc');
  const [conditions, setConditions] = useState<Condition[]>([]);
  const [languages, setLanguages] = useState<Language[]>([]);
  const list = usePaginatedList<ProductOffer>(
    (page) =>
      catalogueApi.productStores({
        product_id: productId,
        product_type: type,
        condition: filters.condition.length ? filters.condition : undefined,
        language: filters.language.length ? filters.language : undefined,
        uf: filters.uf.length ? filters.uf.join(',') : undefined,
        sort,
        page,
        per_page: 20,
      }),
    `${productId}|${sort}|${key}`,
  );

  useEffect(() => {
    const warn = (what: string) => (error: unknown) => console.warn(what, error);
    references.conditions(type === 'card' ? 'card' : 'other').then(setConditions, warn('conditions'));
    references.languages().then(setLanguages, warn('languages'));
  }, [type]);

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
          value={sort}
          onChange={(e) => setSort(e.target.value as OfferSort)}
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
            selected={filters.condition}
            onChange={(condition) => setFilters({ condition })}
          />
          {type !== 'accessory' && (
            <FilterChecks
              legend={t('catalogue.filter_language')}
              options={languages.map((l) => ({ value: l.code, label: l.name }))}
              selected={filters.language}
              onChange={(language) => setFilters({ language })}
              columns={2}
            />
          )}
          <FilterChecks
            legend={t('catalogue.filter_uf')}
            options={UF_LIST.map((uf) => ({ value: uf, label: uf }))}
            selected={filters.uf}
            onChange={(uf) => setFilters({ uf })}
            columns={4}
          />
        </div>
      </details>
      <ListBody list={list} emptyTitle={t('product.offers_empty')} placeholders={0}>
        {(offers) => <OfferTable offers={offers} />}
      </ListBody>
    </section>
  );
}
