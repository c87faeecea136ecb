import type { PropList } from '@/hooks/usePropList';
import { formatCount } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Paginated } from '@/types/catalogue';

/** What "carregar mais" needs of a paged list (hooks/usePropList). */
export type LoadMoreList = Pick<
  PropList<unknown, Paginated<unknown>>,
  'items' | 'total' | 'totalAtLeast' | 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'
>;

/** "Carregar mais": the next page of `list` is appended under the ones already shown. */
export default function LoadMore({ list }: { list: LoadMoreList }) {
  const { items, total, totalAtLeast, hasMore } = list;
  const { loadingMore: loading, loadMoreFailed: failed, loadMore: onLoadMore } = list;
  const shown = items.length;
  const { t } = useLaravelReactI18n();
  if (total === 0) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="text-sm text-slate-600" data-testid="list-count">
        {t(totalAtLeast ? 'catalogue.showing_at_least' : 'catalogue.showing', {
          shown: formatCount(shown),
          total: formatCount(total),
        })}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('catalogue.load_more_error')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          onClick={onLoadMore}
          disabled={loading}
          className="rounded-md border border-brand-600 px-6 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {loading ? t('common.loading') : t('catalogue.load_more')}
        </button>
      )}
    </div>
  );
}
