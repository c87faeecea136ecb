import type { CartPageProps } from '../../../resources/js/types/pages/account.ts';
import type { PropSources } from '../../inertia/props.ts';
import { cartFor } from '../v1/cart.ts';
import type { PageResolver } from './index.ts';

/**
 * The logged-in buyer's screens. Their guards (auth, cart) have run on the server, so the viewer is
 * known here; the data is the same as the /v1 calls give the viewer.
 */
const cartPage: PageResolver = async (_params, services, { viewer }) => {
  if (!viewer) return null;
  return { cart: () => cartFor(services, viewer.user.id) } satisfies PropSources<CartPageProps>;
};

export const accountPageResolvers: Record<string, PageResolver> = {
  cart: cartPage,
  checkout: cartPage,
};
