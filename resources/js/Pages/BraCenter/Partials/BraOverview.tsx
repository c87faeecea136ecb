import { Link } from '@inertiajs/react';
import ProductCard from '@/Components/Catalogue/ProductCard';
import { EmptyState } from '@/Components/Catalogue/States';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BraOverviewProps } from '@/types/pages/stores';

/** The Bra line at a glance: what it is, its categories, and its best sellers (the page's props). */
export default function BraOverview({ categories, popular }: BraOverviewProps) {
  const { t, tChoice } = useLaravelReactI18n();

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">{t('catalogue.bra_intro')}</p>
      {categories.length > 0 && (
        <nav aria-label={t('home.categories')} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {categories.map((c) => (
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
        {popular.length === 0 ? (
          <EmptyState title={t('catalogue.empty_title')} />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {popular.map((p) => (
              <ProductCard key={p.code} product={p} type="bra" />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
