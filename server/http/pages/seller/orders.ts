import type {
  SellerOrderConcludedProps,
  SellerOrderDetail,
  SellerOrderProps,
  SellerOrderStatusProps,
  SellerOrdersProps,
  SellerOrderViewProps,
} from '../../../../resources/js/types/pages/sellerOrders.ts';
import { toReais } from '../../../domain/cart/money.ts';
import { storeOrderDetail, storeOrdersPage, storeWalletBalance } from '../../../domain/orders/store-side.ts';
import { merge, type PropSources } from '../../../inertia/props.ts';
import { findManagedStore, mayManageStore } from '../../support/storeAccess.ts';
import { storeOrdersQuery, storeOrdersSchema } from '../../v1/seller/orders.ts';
import type { PageResolver } from '../index.ts';
import { absent, numeric, parseQuery } from '../params.ts';
import { sellerStore } from './support.ts';

/** As many orders as a page of the list shows ("carregar mais" asks for the next). */
export const ORDERS_PAGE_SIZE = 20;

/**
 * /my-store/{store_id}/orders: the store's orders with the URL's filters (`status`, `from`, `to`,
 * `q`) as POST /v1/stores-orders answers them (the same function). `orders` is a merge prop:
 * "carregar mais" reloads it with the next page and Inertia appends it; a new order arriving live
 * reloads it (and the counters) from page 1.
 */
const ordersPage: PageResolver = async (params, services, { query }) => {
  const store = await sellerStore(services.db, params.store_id);
  if (!store) return null;
  const input = parseQuery(storeOrdersSchema, {
    store_id: store.id,
    status: query.status,
    from: query.from,
    to: query.to,
    search: query.q,
    page: query.page,
    per_page: ORDERS_PAGE_SIZE,
  });
  let loaded: ReturnType<typeof storeOrdersPage> | null = null;
  const page = () => {
    loaded ??= storeOrdersPage(services.db, storeOrdersQuery(input));
    return loaded;
  };
  return {
    store,
    filters: {
      status: input.status,
      from: input.from,
      to: input.to,
      q: input.search || undefined,
    },
    orders: merge(async () => {
      const { orders, paginate } = await page();
      return { data: orders, paginate };
    }, 'data'),
    counts: async () => (await page()).counts,
  } satisfies PropSources<SellerOrdersProps>;
};

/** The store order of the URL when it is this store's; null (404) otherwise. */
async function orderOfStore(
  services: Parameters<PageResolver>[1],
  storeId: number,
  rawId: string | undefined,
): Promise<SellerOrderDetail | null> {
  const id = numeric(rawId);
  if (id === null) return null;
  const order = await storeOrderDetail(services.db, id);
  return order && order.store_id === storeId ? order : null;
}

/** A screen about one order of the store: the store and the order in detail (GET /v1/stores-order/{id}). */
const orderScreen: PageResolver = async (params, services) => {
  const store = await sellerStore(services.db, params.store_id);
  if (!store) return null;
  const order = await orderOfStore(services, store.id, params.order_id);
  return order && ({ store, order } satisfies PropSources<SellerOrderProps>);
};

/** The status timeline (what GET /v1/historic-orders/{id} answers). */
const statusScreen: PageResolver = async (params, services) => {
  const store = await sellerStore(services.db, params.store_id);
  if (!store) return null;
  const order = await orderOfStore(services, store.id, params.order_id);
  return order && ({ store, order, timeline: order.timeline } satisfies PropSources<SellerOrderStatusProps>);
};

/** The concluded order and the store's wallet after it (its ledger balance). */
const concludedScreen: PageResolver = async (params, services) => {
  const store = await sellerStore(services.db, params.store_id);
  if (!store) return null;
  const order = await orderOfStore(services, store.id, params.order_id);
  if (!order) return null;
  return {
    store,
    order,
    wallet: async () => ({ balance: toReais(await storeWalletBalance(services.db, store.id)) }),
  } satisfies PropSources<SellerOrderConcludedProps>;
};

/**
 * /my-store/order-view/{id?}/{store_id?}: read-only, for whoever manages the order's store (its
 * owner or an admin; the route's guard is `auth`, so the check is here). A store id in the URL must
 * be the order's. Someone else's order is not found, as an unknown one.
 */
const orderViewScreen: PageResolver = async (params, services, { viewer }) => {
  if (!viewer || absent(params.id)) return null;
  const id = numeric(params.id);
  if (id === null) return null;
  const order = await storeOrderDetail(services.db, id);
  if (!order) return null;
  if (!absent(params.store_id) && numeric(params.store_id) !== order.store_id) return null;
  const managed = await findManagedStore(services.db, order.store_id);
  if (!managed || !mayManageStore(managed, { id: viewer.user.id, role: viewer.role })) return null;
  const store = await sellerStore(services.db, String(order.store_id));
  return store && ({ store, order } satisfies PropSources<SellerOrderViewProps>);
};

/** Store-area screens: the store's orders (list, new, detail, status, cancel, concluded, order-view). */
export const orderPageResolvers: Record<string, PageResolver> = {
  'my-store.orders': ordersPage,
  'my-store.order.new': orderScreen,
  'my-store.order.detail': orderScreen,
  'my-store.order.cancel': orderScreen,
  'my-store.order.status': statusScreen,
  'my-store.order.concluded': concludedScreen,
  'my-store.order.view': orderViewScreen,
};
