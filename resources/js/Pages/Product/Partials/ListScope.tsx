import { catalogueApi } from '@/api/catalogue';
import { resultOf, useLookup } from '@/hooks/catalogue/useLookup';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * What /product/list/{id} is narrowed to: a collection (its code) or a category (its number). A
 * failed lookup only logs; the list still shows.
 */
export default function ListScope({ scope }: { scope: { collection?: string; category?: number } }) {
  const { t, tChoice } = useLaravelReactI18n();
  const { collection, category } = scope;
  const lookup = useLookup(
    async () => {
      if (collection) {
        const c = resultOf(await catalogueApi.collection(collection));
        return {
          name: c.name,
          detail: c.release_date ? t('catalogue.released_on', { date: formatDate(c.release_date) }) : '',
          count: c.products_count,
        };
      }
      const c = resultOf(await catalogueApi.category(category as number));
      return { name: c.name, detail: '', count: c.products_count };
    },
    `${collection ?? ''}|${category ?? ''}`,
    { label: 'list-scope' },
  );
  if (!lookup.data) return null;
  return (
    <div className="mb-4 rounded-lg bg-white p-4 shadow-sm" data-testid="list-scope">
      <p className="text-lg font-bold text-slate-900">{lookup.data.name}</p>
      <p className="text-sm text-slate-600">
        {[lookup.data.detail, tChoice('catalogue.products_count', lookup.data.count)]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}
