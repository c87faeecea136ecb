import { Link } from '@inertiajs/react';
import ListBody from '@/Components/Catalogue/ListBody';
import ProductGrid from '@/Components/Catalogue/ProductGrid';
import RankMetric from '@/Components/Catalogue/RankMetric';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductListItem, ProductType, RankPage } from '@/types/catalogue';
import type { PromotionListProps } from '@/types/pages/content';

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
 * The API has no promotion flag: the 7-day price drop ranking (HighAndLowCards price_low) is it. Page 1
 * comes from the server (server/http/pages/content.ts), "carregar mais" appends.
 */
export default function PromotionList({ line: lineId, promotions }: PromotionListProps) {
  const { t } = useLaravelReactI18n();
  const line = LINES.find((l) => l.id === lineId) ?? LINES[0];
  const list = usePropList<ProductListItem, RankPage>('promotions', promotions);
  const { metrics } = promotions;

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
