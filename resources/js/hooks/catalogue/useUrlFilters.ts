import { router, usePage } from '@inertiajs/react';
import { EMPTY_FILTERS, filtersToQuery, type ListFilters, parseFilters, positive } from '@shared/listFilters';
import { useCallback, useMemo, useState } from 'react';

export {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersToQuery,
  filtersToRequest,
  type ListFilters,
  parseFilters,
} from '@shared/listFilters';

export interface UrlFilters {
  filters: ListFilters;
  /** A stable string naming the filters: a list refetches page 1 when it changes. */
  key: string;
  setFilters: (patch: Partial<ListFilters>) => void;
  clear: () => void;
}

/**
 * Filters that live in the URL query, so a result page can be shared and reloaded. A change is an
 * Inertia client-side visit (router.push with preserveState): the URL and history change, the screen
 * keeps its state and props, and no page request goes to the server. `categoryParam` names a route
 * parameter that holds the category instead of the query (filter-products/{search}/{category_id?}).
 */
export function useUrlFilters({
  categoryParam,
  reload,
}: {
  categoryParam?: string;
  /**
   * The props the server gives for these filters (a list rendered from props): a change reloads them
   * from the server, page 1 replacing the list. Without it the visit stays in the browser.
   */
  reload?: string[];
} = {}): UrlFilters {
  const page = usePage();
  const [, search = ''] = page.url.split('?');
  const routeInfo = page.props.route;
  const routeCategory = categoryParam ? positive(routeInfo?.params[categoryParam] ?? null) : undefined;

  const fromUrl = useMemo(() => {
    const parsed = parseFilters(search);
    return categoryParam ? { ...parsed, category_id: routeCategory } : parsed;
  }, [search, categoryParam, routeCategory]);
  // The visit below lands a moment later; until the URL changes, the controls show what was chosen
  // (a controlled checkbox would otherwise flip back for a frame and a fast second click be lost).
  const [pending, setPending] = useState<{ from: string; filters: ListFilters } | null>(null);
  const filters = pending && pending.from === search ? pending.filters : fromUrl;

  const reloadKeys = reload?.join(',') ?? '';
  const visit = useCallback(
    (next: ListFilters) => {
      if (!routeInfo) return;
      setPending({ from: search, filters: next });
      const query = filtersToQuery(next);
      const params: Record<string, string | undefined> = { ...routeInfo.params };
      if (categoryParam) {
        delete query.category;
        params[categoryParam] = next.category_id ? String(next.category_id) : undefined;
      }
      const url = route(routeInfo.name, { ...params, ...query } as never, false);
      const nextParams = Object.fromEntries(
        Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      if (reloadKeys) {
        const keys = reloadKeys.split(',');
        // The route's parameters may change too (a category in the path): `route` comes along.
        router.get(
          url,
          {},
          { only: [...keys, 'route'], reset: keys, preserveState: true, preserveScroll: true },
        );
        return;
      }
      // Component and props are named explicitly: the visit keeps exactly what this page shows.
      router.push({
        url,
        component: page.component,
        props: { ...page.props, ...params, route: { ...routeInfo, params: nextParams } },
        preserveState: true,
        preserveScroll: true,
      });
    },
    [page.component, page.props, routeInfo, categoryParam, search, reloadKeys],
  );

  return {
    filters,
    key: JSON.stringify(filters),
    setFilters: useCallback((patch) => visit({ ...filters, ...patch }), [filters, visit]),
    clear: useCallback(
      () => visit({ ...EMPTY_FILTERS, sort: filters.sort, q: filters.q, type: filters.type }),
      [filters, visit],
    ),
  };
}
