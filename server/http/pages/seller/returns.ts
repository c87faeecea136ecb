import type {
  OrderDefenseProps,
  OrderReturnStatus,
  ReturnedOrdersProps,
  StoreComplaintListProps,
  StoreComplaintThreadProps,
} from '../../../../resources/js/types/pages/sellerReturns.ts';
import type { Viewer } from '../../../../resources/js/types/shared.ts';
import type { DB } from '../../../db/index.ts';
import {
  complaintOfStoreOrder,
  listComplaints,
  showComplaint,
} from '../../../domain/complaints/complaints.ts';
import { defenseOrder } from '../../../domain/orders/defense-order.ts';
import { storeReturns } from '../../../domain/orders/returns.ts';
import { merge, type PropSources } from '../../../inertia/props.ts';
import { unlessRefused } from '../../support/domain-errors.ts';
import { pageSchema } from '../../support/validation.ts';
import { RETURNS_PER_PAGE, returnListSchema } from '../../v1/seller/returns.ts';
import type { PageResolver } from '../index.ts';
import { absent, numeric, parseQuery } from '../params.ts';
import { sellerStore, viewerManagedStore } from './support.ts';

/** Complaints a list page shows (the /v1 call's default). */
const COMPLAINTS_PER_PAGE = 10;

/** The store of an `auth`-guarded screen, for its owner or an admin only (else a not-found page). */
const managedStore = async (db: DB, rawId: string | undefined, viewer: Viewer | null) =>
  (await viewerManagedStore(db, rawId, viewer))?.store ?? null;

/** Store-area screens: returned orders, order defense and the store's complaints. */
export const returnPageResolvers: Record<string, PageResolver> = {
  /** /my-store/{store_id}/returned-orders?status=&page=: one tab (GET /v1/order-returns) and the counts. */
  'my-store.orders.returned': async (params, { db }, { query }) => {
    const store = await sellerStore(db, params.store_id);
    if (!store) return null;
    const input = parseQuery(returnListSchema, {
      store_id: store.id,
      status: query.status,
      page: query.page,
    });
    const status = input.status as OrderReturnStatus;
    const { counts, returns } = await storeReturns(db, store.id, status, input.page, RETURNS_PER_PAGE);
    return {
      store,
      status,
      counts,
      returns: merge(returns, 'data'),
    } satisfies PropSources<ReturnedOrdersProps>;
  },

  /** /my-store/complaints/{store_id}/{id?}: the store's complaints, or one of them with its messages. */
  'my-store.complaints': async ({ store_id, id }, { db }, { viewer, query }) => {
    const store = await managedStore(db, store_id, viewer);
    if (!store || !viewer) return null;
    if (absent(id)) {
      const page = parseQuery(pageSchema(50, COMPLAINTS_PER_PAGE), { page: query.page }).page;
      return {
        store,
        complaints: merge(() => listComplaints(db, { storeId: store.id }, page, COMPLAINTS_PER_PAGE), 'data'),
      } satisfies PropSources<StoreComplaintListProps>;
    }
    const complaintId = numeric(id);
    if (complaintId === null) return null;
    const complaint = await unlessRefused(
      showComplaint(db, viewer.user.id, complaintId, 'store', viewer.role === 'admin'),
    );
    if (!complaint || complaint.store.id !== store.id) return null;
    return { store, complaint } satisfies PropSources<StoreComplaintThreadProps>;
  },

  /** /my-store/{store_id}/order-defense/{order_id}: the order and the complaint the store answers. */
  'my-store.order.defense': async ({ store_id, order_id }, { db }, { viewer }) => {
    const store = await managedStore(db, store_id, viewer);
    const orderId = numeric(order_id);
    if (!store || orderId === null) return null;
    const order = await defenseOrder(db, store.id, orderId);
    if (!order) return null;
    return {
      store,
      order,
      complaint: await complaintOfStoreOrder(db, store.id, order.id),
    } satisfies PropSources<OrderDefenseProps>;
  },
};
