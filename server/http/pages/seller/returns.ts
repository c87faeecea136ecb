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
import { storeReturns } from '../../../domain/orders/returns.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/status.ts';
import { merge, type PropSources } from '../../../inertia/props.ts';
import { isHidden } from '../../support/domain-errors.ts';
import { mayManageStore } from '../../support/storeAccess.ts';
import { pageSchema } from '../../support/validation.ts';
import { RETURNS_PER_PAGE, returnListSchema } from '../../v1/seller/returns.ts';
import type { PageResolver } from '../index.ts';
import { absent, numeric, parseQuery } from '../params.ts';
import { sellerStore } from './support.ts';

/** Complaints a list page shows (the /v1 call's default). */
const COMPLAINTS_PER_PAGE = 10;

/**
 * The store of a screen whose route guard is `auth` only (the complaints and order-defense screens):
 * the resolver itself refuses anyone but the store's owner or an admin, as a not-found page.
 */
async function managedStore(db: DB, rawId: string | undefined, viewer: Viewer | null) {
  if (!viewer) return null;
  const store = await sellerStore(db, rawId);
  if (!store) return null;
  const owner = await db
    .selectFrom('stores')
    .select('owner_user_id')
    .where('id', '=', store.id)
    .executeTakeFirstOrThrow();
  return mayManageStore(owner, { id: viewer.user.id, role: viewer.role }) ? store : null;
}

/** What the /v1 call refuses (403, 404) is, for a page, not found. */
async function unlessRefused<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isHidden(error)) return null;
    throw error;
  }
}

async function defenseOrder(db: DB, storeId: number, orderId: number) {
  const row = await db
    .selectFrom('store_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.number', 'o.status', 'o.created_at', 'o.user_id', 'u.name as buyer_name'])
    .where('o.id', '=', orderId)
    .where('o.store_id', '=', storeId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        number: row.number,
        status: row.status,
        status_label: ORDER_STATUS_LABELS[row.status],
        buyer: { id: row.user_id, name: row.buyer_name },
        created_at: row.created_at,
      }
    : null;
}

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
