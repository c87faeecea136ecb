import type {
  TicketCreateProps,
  TicketFilter,
  TicketListProps,
  TicketShowProps,
} from '../../../../resources/js/types/pages/support.ts';
import type { Viewer } from '../../../../resources/js/types/shared.ts';
import type { DB } from '../../../db/index.ts';
import { isStaffOn, listTickets, showTicket, ticketCounts } from '../../../domain/support/tickets.ts';
import { merge, type PropSources } from '../../../inertia/props.ts';
import { unlessRefused } from '../../support/domain-errors.ts';
import { SUPPORT_PER_PAGE, ticketListSchema } from '../../v1/support-content.ts';
import type { PageResolver } from '../index.ts';
import { numeric, parseQuery } from '../params.ts';
import { viewerManagedStore } from './support.ts';

/**
 * The ticket screens' routes are not store-guarded in the route table (spec section 2), so the
 * resolver itself refuses anyone but the store's owner or an admin, as a not-found page.
 */
export async function managedStore(db: DB, rawId: string | undefined, viewer: Viewer | null) {
  const managed = await viewerManagedStore(db, rawId, viewer);
  return managed && { store: managed.store, owner: managed.ownerUserId };
}

/** Store-area screens: the support tickets (docs/support-and-content.md, "Tickets"). */
export const ticketsPageResolvers: Record<string, PageResolver> = {
  /** /my-store/{store_id}/ticket-list?status=&scope=all: the store's tickets; an admin may ask for every store's. */
  'my-store.ticket.list': async ({ store_id }, { db }, { viewer, query }) => {
    const managed = await managedStore(db, store_id, viewer);
    if (!managed || !viewer) return null;
    const input = parseQuery(ticketListSchema, {
      status: query.status,
      scope: query.scope,
      page: query.page,
    });
    const isStaff = viewer.role === 'admin';
    const scope = isStaff && input.scope === 'all' ? 'all' : 'store';
    const storeId = scope === 'all' ? null : managed.store.id;
    const status = input.status as TicketFilter;
    return {
      store: managed.store,
      status,
      scope,
      is_staff: isStaff,
      counts: () => ticketCounts(db, storeId),
      tickets: merge(() => listTickets(db, storeId, status, input.page, SUPPORT_PER_PAGE), 'data'),
    } satisfies PropSources<TicketListProps>;
  },

  'my-store.ticket.create': async ({ store_id }, { db }, { viewer }) => {
    const managed = await managedStore(db, store_id, viewer);
    if (!managed) return null;
    return { store: managed.store } satisfies PropSources<TicketCreateProps>;
  },

  /** /my-store/{store_id}/ticket/{ticket_id}: one ticket of that store with its messages. */
  'my-store.ticket.show': async ({ store_id, ticket_id }, { db }, { viewer }) => {
    const managed = await managedStore(db, store_id, viewer);
    const id = numeric(ticket_id);
    if (!managed || !viewer || id === null) return null;
    const actor = { id: viewer.user.id, role: viewer.role };
    const ticket = await unlessRefused(showTicket(db, actor, id));
    if (!ticket || ticket.store.id !== managed.store.id) return null;
    const isStaff = isStaffOn({ owner_user_id: managed.owner }, actor);
    return {
      store: managed.store,
      ticket,
      is_staff: isStaff,
      channel: isStaff ? `App.Models.User.${viewer.user.id}` : `store.${managed.store.id}`,
    } satisfies PropSources<TicketShowProps>;
  },
};
