import { Link, usePage } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import ListBody from '@/Components/Catalogue/ListBody';
import ProductGrid from '@/Components/Catalogue/ProductGrid';
import RankMetric from '@/Components/Catalogue/RankMetric';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePaginatedList } from '@/hooks/catalogue/usePaginatedList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductListItem, ProductType, RankPage } from '@/types/catalogue';

/** The product lines by root category id (1 cards, 2 TCG, 3 accessories, 4 Bra). */
const LINES: { id: number; type: ProductType; label: string }[] = [
  { id: 1, type: 'card', label: 'catalogue.type_card' },
  { id: 2, type: 'tcg', label: 'catalogue.type_tcg' },
  { id: 3, type: 'accessory', label: 'catalogue.type_accessory' },
  { id: 4, type: 'bra', label: 'catalogue.type_bra' },
];

/**
 * /promotion/list/{id?}: the products whose lowest price fell most in the last 7 days, with the old
 * price beside the new one, for one product line (the id of its root category; cards by default).
 * The API has no promotion flag: the 7-day price drop ranking (HighAndLowCards price_low) is it.
 */
export default function PromotionList() {
  const { t } = useLaravelReactI18n();
  const id = Number(usePage().props.route?.params.id ?? 1);
  const line = LINES.find((l) => l.id === id) ?? LINES[0];
  const list = usePaginatedList<ProductListItem, RankPage>(
    (page) => catalogueApi.highAndLow('price_low', { product_type: line.type, page, per_page: 24 }),
    line.type,
  );
  const metrics = list.response?.metrics ?? {};

  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <ScreenTitle title={t('page.promotion.list')} />
      <p className="mb-3 text-sm text-slate-600">{t('catalogue.promotions_intro')}</p>
      <nav aria-label={t('catalogue.product_lines')} className="mb-4 flex flex-wrap gap-2">
        {LINES.map((l) => (
          <Link
            key={l.id}
            href={route('promotion.list', { id: l.id })}
            aria-current={l.id === line.id ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              l.id === line.id
                ? 'bg-brand-600 text-white'
                : 'bg-white text-slate-700 shadow-sm hover:bg-slate-100'
            }`}
          >
            {t(l.label)}
          </Link>
        ))}
      </nav>
      <ListBody list={list} emptyTitle={t('catalogue.promotions_empty')}>
        {(items) => (
          <ProductGrid
            products={items}
            type={line.type}
            extra={(p) => <RankMetric type="price_low" metric={metrics[String(p.code)]} />}
          />
        )}
      </ListBody>
    </section>
  );
}
