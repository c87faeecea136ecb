import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ListScopeInfo } from '@/types/pages/productLists';

/** What /product/list/{id} is narrowed to: a collection (with its release date) or a category. */
export default function ListScope({ scope }: { scope: ListScopeInfo }) {
  const { t, tChoice } = useLaravelReactI18n();
  const detail = scope.release_date
    ? t('catalogue.released_on', { date: formatDate(scope.release_date) })
    : '';
  return (
    <div className="mb-4 rounded-lg bg-white p-4 shadow-sm" data-testid="list-scope">
      <p className="text-lg font-bold text-slate-900">{scope.name}</p>
      <p className="text-sm text-slate-600">
        {[detail, tChoice('catalogue.products_count', scope.products_count)].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}
