import type {
  AddressPageProps,
  CartPageProps,
  CheckoutPageProps,
  ComplaintListProps,
  ComplaintThreadProps,
  MyAccountProps,
  OrderViewProps,
  ThankYouProps,
} from '../../../resources/js/types/pages/account.ts';
import { addressesOf } from '../../domain/addresses/address-book.ts';
import { cartFor } from '../../domain/cart/cart-view.ts';
import { complaintTarget, listComplaints, showComplaint } from '../../domain/complaints/complaints.ts';
import { orderGroupDetail, orderGroupsPage } from '../../domain/orders/queries.ts';
import { merge, type PropSources } from '../../inertia/props.ts';
import type { AppServices } from '../context.ts';
import { unlessRefused } from '../support/domain-errors.ts';
import { pageSchema } from '../support/validation.ts';
import type { PageResolver } from './index.ts';
import { absent, numeric, parseQuery } from './params.ts';

/** As many orders and complaints as their lists show per page (the /v1 calls' default). */
const PER_PAGE = 10;

const pageOf = (query: Record<string, string>) =>
  parseQuery(pageSchema(50, PER_PAGE), { page: query.page }).page;

/**
 * The logged-in buyer's screens. Their guards (auth, cart) have run on the server, so the viewer is
 * known here; the data is the same as the /v1 calls give the viewer.
 */
const cartPage: PageResolver = async (_params, services, { viewer }) => {
  if (!viewer) return null;
  return { cart: () => cartFor(services, viewer.user.id) } satisfies PropSources<CartPageProps>;
};

/** /checkout: the cart and the address book to send it to. */
const checkoutPage: PageResolver = async (_params, services, { viewer }) => {
  if (!viewer) return null;
  return {
    cart: () => cartFor(services, viewer.user.id),
    addresses: () => addressesOf(services.db, viewer.user.id),
  } satisfies PropSources<CheckoutPageProps>;
};

/** /my-account: the profile (the viewer) and the order groups, as paginate-order gives them. */
const myAccountPage: PageResolver = async (_params, services, { viewer, query }) => {
  if (!viewer) return null;
  const page = pageOf(query);
  return {
    profile: viewer.user,
    orders: merge(() => orderGroupsPage(services.db, viewer.user.id, { page, perPage: PER_PAGE }), 'data'),
  } satisfies PropSources<MyAccountProps>;
};

/** One of the viewer's order groups (GET /v1/orders/{id}); null when it is not theirs or unknown. */
const groupOf = (services: AppServices, userId: number, id: string | undefined) => {
  const groupId = numeric(id);
  return groupId === null ? null : unlessRefused(orderGroupDetail(services.db, userId, groupId));
};

const orderViewPage: PageResolver = async ({ id }, services, { viewer }) => {
  if (!viewer) return null;
  const group = await groupOf(services, viewer.user.id, id);
  return group && ({ group } satisfies PropSources<OrderViewProps>);
};

/**
 * /checkout/thankyou?order=: the viewer's order group. A visitor without a session is told the order
 * cannot be found (what GET /v1/orders/{id} refuses them); a logged-in viewer asking for an order
 * that is not theirs gets the not-found screen.
 */
const thankYouPage: PageResolver = async (_params, services, { viewer, query }) => {
  if (!viewer) return { group: null } satisfies PropSources<ThankYouProps>;
  const group = await groupOf(services, viewer.user.id, query.order);
  return group && ({ group } satisfies PropSources<ThankYouProps>);
};

/** /complaints/{id?}: the viewer's complaints (GET /v1/complaints), or one of them with its messages. */
const complaintsPage: PageResolver = async ({ id }, services, { viewer, query }) => {
  if (!viewer) return null;
  if (absent(id)) {
    const page = pageOf(query);
    const orderId = numeric(query.order);
    return {
      complaints: merge(
        () => listComplaints(services.db, { userId: viewer.user.id }, page, PER_PAGE),
        'data',
      ),
      // The order (number and store) the complaint form of ?order= is about.
      complaintOrder: orderId === null ? null : await complaintTarget(services.db, viewer.user.id, orderId),
    } satisfies PropSources<ComplaintListProps>;
  }
  const complaintId = numeric(id);
  if (complaintId === null) return null;
  const complaint = await unlessRefused(showComplaint(services.db, viewer.user.id, complaintId));
  return complaint && ({ complaint } satisfies PropSources<ComplaintThreadProps>);
};

/** /address: the viewer's addresses (GET /v1/address); a visitor is asked to log in. */
const addressPage: PageResolver = async (_params, services, { viewer }) =>
  ({
    addresses: viewer ? () => addressesOf(services.db, viewer.user.id) : null,
  }) satisfies PropSources<AddressPageProps>;

export const accountPageResolvers: Record<string, PageResolver> = {
  cart: cartPage,
  checkout: checkoutPage,
  'my-account': myAccountPage,
  'my-account.order-view': orderViewPage,
  'checkout.thankyou': thankYouPage,
  complaints: complaintsPage,
  address: addressPage,
};
