import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { addToCart, makeBuyer, makeOffer } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the cart and checkout pages', () => {
  it("get the viewer's cart as a prop, as active-cart answers it", async () => {
    const buyer = await makeBuyer(t);
    const { listingId } = await makeOffer(t, { quantity: 5, price: 1990 });
    await addToCart(t, buyer, listingId, 2);
    const api = (
      await t.request('GET', '/v1/active-cart/aaaaaaaaaaaaaaaaaaaa', { token: buyer.token })
    ).json();
    for (const url of ['/cart', '/checkout']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-inertia': 'true' },
        cookies: { [SESSION_COOKIE]: buyer.token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().props.cart).toEqual(api.result);
      expect(res.json().props.cart.count).toBe(2);
    }
  });
});
