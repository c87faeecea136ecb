import { Link, usePage } from '@inertiajs/react';
import { catalogueApi } from '@/api/catalogue';
import ListBody from '@/Components/Catalogue/ListBody';
import ProductGrid from '@/Components/Catalogue/ProductGrid';
import RankMetric, { RANK_LABEL_KEYS, RANK_TYPES } from '@/Components/Catalogue/RankMetric';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { usePaginatedList } from '@/hooks/catalogue/usePaginatedList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductListItem, RankPage, RankType } from '@/types/catalogue';

/**
 * /product/rank/{type?}: cards whose price fell or rose most in 7 days, or the most viewed or sold this
 * month (POST HighAndLowCards). Each ranking is its own URL.
 */
export default function ProductRank() {
  const { t } = useLaravelReactI18n();
  const param = usePage().props.route?.params.type as RankType | undefined;
  const type: RankType = param && RANK_TYPES.includes(param) ? param : 'price_high';
  const list = usePaginatedList<ProductListItem, RankPage>(
    (page) => catalogueApi.highAndLow(type, { page, per_page: 24 }),
    type,
  );
  const metrics = list.response?.metrics ?? {};

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
