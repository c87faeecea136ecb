import { Link } from '@inertiajs/react';
import ListBody from '@/Components/Catalogue/ListBody';
import ProductGrid from '@/Components/Catalogue/ProductGrid';
import RankMetric, { RANK_LABEL_KEYS, RANK_TYPES } from '@/Components/Catalogue/RankMetric';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductListItem, RankPage } from '@/types/catalogue';
import type { ProductRankProps } from '@/types/pages/content';

/**
 * /product/rank/{type?}: cards whose price fell or rose most in 7 days, or the most viewed or sold this
 * month (HighAndLowCards). Each ranking is its own URL; page 1 comes from the server
 * (server/http/pages/content.ts), "carregar mais" appends items and their metrics.
 */
export default function ProductRank({ ranking }: ProductRankProps) {
  const { t } = useLaravelReactI18n();
  const { type, metrics } = ranking;
  const list = usePropList<ProductListItem, RankPage>('ranking', ranking);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <ScreenTitle title={t('page.product.rank')} />
      <nav aria-label={t('product.rankings')} className="mb-4 flex flex-wrap gap-2">
        {RANK_TYPES.map((r) => (
          <Link
            key={r}
            href={route('product.rank', { type: r })}
            aria-current={r === type ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              r === type ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 shadow-sm hover:bg-slate-100'
            }`}
          >
            {t(RANK_LABEL_KEYS[r])}
          </Link>
        ))}
      </nav>
      <ListBody list={list} emptyTitle={t('product.rank_empty')}>
        {(items) => (
          <ProductGrid
            products={items}
            extra={(p) => <RankMetric type={type} metric={metrics[String(p.code)]} />}
          />
        )}
      </ListBody>
    </section>
  );
}
