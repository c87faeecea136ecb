import { Link, usePage } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import ProductListScreen, { PRODUCT_FILTERS } from '@/Components/Catalogue/ProductListScreen';
import { EmptyState } from '@/Components/Catalogue/States';
import { resultOf, useLookup } from '@/hooks/catalogue/useLookup';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** /brand/{brand}: a brand (accessory makers, Bra line artisans) and its products, with the list filters. */
export default function BrandShow() {
  const { t, tChoice } = useLaravelReactI18n();
  const slug = usePage().props.route?.params.brand ?? '';
  const brand = useLookup(() => catalogueApi.brand(slug).then(resultOf), `brand:${slug}`, { label: 'brand' });

  if (brand.failedStatus === 404) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState title={t('catalogue.brand_not_found')}>
          <Link
            href={route('product-accessory.list')}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('catalogue.see_accessories')}
          </Link>
        </EmptyState>
      </section>
    );
  }

  const b = brand.data;
  const intro = b ? (
    <div
      className="mb-4 flex items-center gap-4 rounded-lg bg-white p-4 shadow-sm"
      data-testid="brand-header"
    >
      <img src={b.logo} alt="" className="h-16 w-16 rounded object-contain" />
      <div>
        {b.description && <p className="text-sm text-slate-700">{b.description}</p>}
        <p className="text-xs text-slate-500">{tChoice('catalogue.products_count', b.products_count)}</p>
      </div>
    </div>
  ) : null;

  return (
    <ProductListScreen
      title={b?.name ?? t('page.brand.show')}
      base={{ type: 'filter', brand: slug }}
      baseKey={`brand:${slug}`}
      fields={PRODUCT_FILTERS}
      categoryRoot={0}
      conditionType="other"
      intro={intro}
    />
  );
}
