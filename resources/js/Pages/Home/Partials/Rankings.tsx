import { Link, router } from '@inertiajs/react';
import { useState } from 'react';
import RankMetric, { RANK_LABEL_KEYS, RANK_TYPES } from '@/Components/Catalogue/RankMetric';
import TypeTabs from '@/Components/Catalogue/TypeTabs';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { RankPage, RankType } from '@/types/catalogue';
import ProductStrip from './ProductStrip';

/**
 * The week's price drops and rises and the month's most viewed and sold cards (HighAndLowCards): the
 * page's `rankings` prop (server/http/pages/home.ts); another tab reloads that prop with its `rank`,
 * the URL staying as it is.
 */
export default function Rankings({ initial }: { initial: RankPage }) {
  const { t } = useLaravelReactI18n();
  const [type, setType] = useState<RankType>(initial.type);
  const [failed, setFailed] = useState(false);

  const choose = (next: RankType) => {
    setType(next);
    setFailed(false);
    if (next === initial.type) return;
    const fail = () => {
      setFailed(true);
      return false;
    };
    router.reload({
      only: ['rankings'],
      data: { rank: next },
      preserveUrl: true,
      onHttpException: fail,
      onNetworkError: fail,
    });
  };
  const status = failed ? 'error' : type === initial.type ? 'ready' : 'loading';

  return (
    <div>
      <TypeTabs
        label={t('product.rankings')}
        options={RANK_TYPES.map((r) => ({ value: r, label: t(RANK_LABEL_KEYS[r]) }))}
        value={type}
        onChange={choose}
      />
      <ProductStrip
        title={t('home.rankings')}
        products={initial.data}
        status={status}
        onRetry={() => choose(type)}
        emptyTitle={t('product.rank_empty')}
        testId="home-rankings"
        extra={(p) => <RankMetric type={type} metric={initial.metrics[String(p.code)]} />}
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
