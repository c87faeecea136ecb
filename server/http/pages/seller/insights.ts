import { z } from 'zod';
import type {
  DashboardPickerProps,
  DashboardProps,
  ProjectManagementProps,
} from '../../../../resources/js/types/pages/sellerInsights.ts';
import { listStoreClients } from '../../../domain/catalogue/store-clients.ts';
import { pageInfo } from '../../../domain/paging.ts';
import { braCenterEligible, braCenterList } from '../../../domain/stores/braCenterList.ts';
import {
  dashboardLists,
  dashboardSummary,
  ownedStores,
  periods,
  periodWindow,
} from '../../../domain/stores/dashboard.ts';
import { defer, merge, type PropSources } from '../../../inertia/props.ts';
import { pageFields, searchText } from '../../support/validation.ts';
import { periodSchema } from '../../v1/seller/insights.ts';
import type { PageResolver } from '../index.ts';
import { absent, parseQuery } from '../params.ts';
import { sellerStore } from './support.ts';

/**
 * my-store/dashboard/{store_id?}: the URL's period (`?period=`, 30 days when absent or unknown), its
 * figures and chart points first; the best sellers and low stock after the first paint. Without a
 * store id (the guard then only needs a session), the viewer's stores to choose from.
 */
const dashboardPage: PageResolver = async (params, { db }, { query, viewer }) => {
  if (absent(params.store_id)) {
    return {
      store: null,
      stores: viewer ? await ownedStores(db, viewer.user.id) : [],
    } satisfies PropSources<DashboardPickerProps>;
  }
  const store = await sellerStore(db, params.store_id);
  if (!store) return null;
  const { period } = parseQuery(periodSchema, { period: query.period });
  const window = periodWindow(period);
  return {
    store,
    periods: periods(),
    summary: () => dashboardSummary(db, store.id, window),
    lists: defer(() => dashboardLists(db, store.id, window), 'lists'),
  } satisfies PropSources<DashboardProps>;
};

const CLIENTS_PER_PAGE = 20;
const ELIGIBLE_PER_PAGE = 20;

const managementQuery = z.object({
  ...pageFields(CLIENTS_PER_PAGE, CLIENTS_PER_PAGE),
  sort: z.enum(['recent', 'orders', 'spent']).optional().default('recent'),
  bq: searchText('busca', 80).optional().default(''),
});

/**
 * my-store/{store_id}/project-management: the store's clients (`?sort=`, as POST /v1/store-clients
 * lists them) and its Bra Center list with the products that may join it (`?bq=` search). Both lists
 * page with "carregar mais" (`page`, appended).
 */
const projectManagementPage: PageResolver = async (params, { db }, { query }) => {
  const store = await sellerStore(db, params.store_id);
  if (!store) return null;
  const q = parseQuery(managementQuery, { page: query.page, sort: query.sort, bq: query.bq });
  return {
    store,
    clientSort: q.sort,
    clients: merge(async () => {
      const { clients, total } = await listStoreClients(db, {
        storeId: store.id,
        sort: q.sort,
        page: q.page,
        perPage: CLIENTS_PER_PAGE,
      });
      return { data: clients, paginate: pageInfo(q.page, CLIENTS_PER_PAGE, total) };
    }, 'data'),
    braCenter: () => braCenterList(db, store.id),
    braSearch: q.bq,
    braEligible: merge(async () => {
      const { products, total } = await braCenterEligible(db, store.id, {
        search: q.bq,
        page: q.page,
        perPage: ELIGIBLE_PER_PAGE,
      });
      return { data: products, paginate: pageInfo(q.page, ELIGIBLE_PER_PAGE, total) };
    }, 'data'),
  } satisfies PropSources<ProjectManagementProps>;
};

/** Store-area screens: dashboard, project-management. */
export const insightsPageResolvers: Record<string, PageResolver> = {
  'my-store.dashboard': dashboardPage,
  'my-store.project-management': projectManagementPage,
};
