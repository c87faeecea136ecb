import { Link } from '@inertiajs/react';
import { useState } from 'react';
import { catalogueApi } from '@/api/catalogue';
import RankMetric, { RANK_LABEL_KEYS, RANK_TYPES } from '@/Components/Catalogue/RankMetric';
import TypeTabs from '@/Components/Catalogue/TypeTabs';
import { ready, useLookup } from '@/hooks/catalogue/useLookup';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { RankPage, RankType } from '@/types/catalogue';
import ProductStrip from './ProductStrip';

/**
 * The week's price drops and rises and the month's most viewed and sold cards (HighAndLowCards): the
 * first tab comes from the server, another tab is fetched when chosen.
 */
export default function Rankings({ initial }: { initial: RankPage }) {
  const { t } = useLaravelReactI18n();
  const [type, setType] = useState<RankType>(initial.type);
  const fetched = useLookup<RankPage>(
    () => (type === initial.type ? Promise.resolve(initial) : catalogueApi.highAndLow(type, { per_page: 5 })),
    `rank:${type}`,
    { label: 'HighAndLowCards' },
  );
  const rank = type === initial.type ? ready(initial) : fetched;
  const items = { ...rank, data: rank.data?.data ?? null };
  const metrics = rank.data?.metrics ?? {};

  return (
    <div>
      <TypeTabs
        label={t('product.rankings')}
        options={RANK_TYPES.map((r) => ({ value: r, label: t(RANK_LABEL_KEYS[r]) }))}
        value={type}
        onChange={setType}
      />
      <ProductStrip
        title={t('home.rankings')}
        lookup={items}
        emptyTitle={t('product.rank_empty')}
        testId="home-rankings"
        extra={(p) => <RankMetric type={type} metric={metrics[String(p.code)]} />}
        more={
          <Link
            href={route('product.rank', { type })}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('home.see_ranking')}
          </Link>
        }
      />
    </div>
  );
}
