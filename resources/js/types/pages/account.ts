import type { Address, Cart, Complaint, OrderGroup } from '../cart';
import type { Paginated } from '../catalogue';
import type { Viewer } from '../shared';

/** /cart and /checkout: the viewer's cart as the cart calls answer it (server/http/pages/account.ts). */
export interface CartPageProps {
  cart: Cart;
}

/** /checkout: the cart and the buyer's address book (GET /v1/address), to choose where it goes. */
export interface CheckoutPageProps extends CartPageProps {
  addresses: Address[];
}

/** The profile the account screen edits: the viewer's user, as users/current-user gives it. */
export type Profile = Viewer['user'];

/** /my-account: the profile, and page 1 of the buyer's order groups (paginate-order, 10 a page). */
export interface MyAccountProps {
  profile: Profile;
  orders: Paginated<OrderGroup>;
}

/** /my-account/order-view/{id}: the buyer's order group as GET /v1/orders/{id} gives it. */
export interface OrderViewProps {
  group: OrderGroup;
}

/** /checkout/thankyou?order={id}: the order group, or null for a visitor without a session. */
export interface ThankYouProps {
  group: OrderGroup | null;
}

/** /complaints: page 1 of the buyer's complaints (GET /v1/complaints). */
export interface ComplaintListProps {
  complaints: Paginated<Complaint>;
  /** The store order of `?order=` (the buyer's own), which the complaint form names; null otherwise. */
  complaintOrder?: { id: number; number: string; store: { name: string } } | null;
}

/** /complaints/{id}: one of the buyer's complaints with its messages (GET /v1/complaints/{id}). */
export interface ComplaintThreadProps {
  complaint: Complaint;
}

/** /complaints/{id?}: the list without an id, one complaint with it. */
export type ComplaintsPageProps = Partial<ComplaintListProps & ComplaintThreadProps>;

/** /address: the viewer's addresses as GET /v1/address lists them; null for a visitor without a session. */
export interface AddressPageProps {
  addresses: Address[] | null;
}
