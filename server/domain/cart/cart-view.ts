import { extrasCodes } from '../catalogue/references.ts';
import { type CommerceDeps, commerceFor } from '../payments/commerce.ts';
import { buildCart, presentCart } from './cart.ts';

/** The user's cart as active-cart answers it and the cart and checkout pages receive it. */
export async function cartFor(services: CommerceDeps, userId: number) {
  const { clock } = commerceFor(services);
  return presentCart(await buildCart(services.db, userId, { clock }), extrasCodes);
}
