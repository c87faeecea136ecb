import { Link } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import ProductCard from '@/Components/Catalogue/ProductCard';
import { EmptyState, ErrorState, LoadingState } from '@/Components/Catalogue/States';
import { references } from '@/hooks/catalogue/references';
import { useLookup } from '@/hooks/catalogue/useLookup';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The Bra line at a glance: what it is, its categories, and its best sellers. */
export default function BraOverview() {
  const { t, tChoice } = useLaravelReactI18n();
  const categories = useLookup(
    () =>
      references.childCategories(4).catch((error: unknown) => {
        notify.error(t('spec.load_categories'));
        throw error;
      }),
    'bra-categories',
    { label: 'categories' },
  );
  const popular = useLookup(
    () => catalogueApi.paginate({ type: 'bra', sort: 'popular', per_page: 8 }).then((p) => p.data),
    'bra-popular',
    { label: 'bra-popular' },
  );

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">{t('catalogue.bra_intro')}</p>
      {categories.data && (
        <nav aria-label={t('home.categories')} className="grid gap-2 sm:grid-cols-2">
          {categories.data.map((c) => (
            <Link
              key={c.id}
              href={route('bra-center.products', { category: c.id })}
              className="rounded-lg bg-white p-4 shadow-sm hover:ring-2 hover:ring-brand-500"
            >
              <span className="block font-semibold text-slate-900">{c.name}</span>
              <span className="text-xs text-slate-500">
                {tChoice('catalogue.products_count', c.products_count)}
              </span>
            </Link>
          ))}
        </nav>
      )}
      <section aria-label={t('catalogue.bra_popular')}>
        <div className="mb-2 flex items-baseline justify-between">
          <h2 className="text-lg font-bold text-slate-900">{t('catalogue.bra_popular')}</h2>
          <Link
            href={route('bra-center.products')}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('home.see_all')}
          </Link>
        </div>
        {popular.status === 'loading' && <LoadingState cards={4} />}
        {popular.status === 'error' && <ErrorState onRetry={popular.reload} />}
        {popular.data?.length === 0 && <EmptyState title={t('catalogue.empty_title')} />}
        {popular.data && popular.data.length > 0 && (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {popular.data.map((p) => (
              <ProductCard key={p.code} product={p} type="bra" />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
