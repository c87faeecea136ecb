import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifyListingChanged } from '../../../server/domain/cart/listing-changes.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  addToCart,
  count,
  expectLedgerBalanced,
  makeBuyer,
  makeListing,
  makeOffer,
  makeProduct,
  makeStore,
  orderBody,
  recordBroadcasts,
} from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  // Whatever the scenario, the books balance (docs/ledger.md).
  await expectLedgerBalanced(t);
  await t.close();
});

const GUEST = 'AbCdEfGhIj0123456789';

describe('POST /v1/add-to-cart', () => {
  it('adds a listing, answers with the cart grouped by store, and adds up repeated adds', async () => {
    const offer = await makeOffer(t, { quantity: 4, price: 1250 });
    const buyer = await makeBuyer(t);
    const res = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { listing_id: offer.listingId, quantity: '2', is_update_from_cart: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Adicionado ao carrinho');
    const cart = res.json().result;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      listing_id: offer.listingId,
      quantity: 2,
      price: 12.5,
      total: 25,
      status: 'ok',
    });
    expect(cart.stores[0]).toMatchObject({ id: offer.storeId, subtotal: 25, items_count: 2 });
    expect(cart.totals.subtotal).toBe(25);
    expect(cart.totals.total).toBe(cart.totals.subtotal + cart.totals.shipping);
    expect(cart.shippings[0].options.map((o: { service: string }) => o.service)).toEqual(['PAC', 'SEDEX']);
    expect(cart.count).toBe(2);

    const again = await addToCart(t, buyer, offer.listingId, 1);
    expect(again.items[0].quantity).toBe(3);
    // From the cart screen the quantity replaces instead of adding (add-ad-to-cart is for classified
    // ads: tests/server/classifieds).
    const replaced = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { listing_id: offer.listingId, quantity: 1, is_update_from_cart: true },
    });
    expect(replaced.json().result.items[0].quantity).toBe(1);
  });

  it('accepts store_product_id, the name the product page sends', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    const res = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: {
        product_id: offer.productId,
        store_product_id: offer.listingId,
        store_id: offer.storeId,
        quantity: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.count).toBe(1);
  });

  it('never holds more than the store has, and says so in Portuguese', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId, 2);
    const res = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { listing_id: offer.listingId, quantity: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.quantity[0]).toBe('Quantidade indisponível: a loja tem apenas 2 unidades.');
    const cart = (await t.request('GET', `/v1/active-cart/${GUEST}`, { token: buyer.token })).json().result;
    expect(cart.items[0].quantity).toBe(2);
  });

  it('answers 401 without a session, 422 on bad input, paused listings and own store', async () => {
    const buyer = await makeBuyer(t);
    const offer = await makeOffer(t, { quantity: 2 });
    expect(
      (await t.request('POST', '/v1/add-to-cart', { body: { listing_id: offer.listingId, quantity: 1 } }))
        .statusCode,
    ).toBe(401);
    const bad = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { quantity: 'muitos' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.quantity[0]).toBe('A quantidade deve ser um número.');
    const zero = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { listing_id: offer.listingId, quantity: 0 },
    });
    expect(zero.statusCode).toBe(422);
    const missing = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { listing_id: 999999, quantity: 1 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.listing_id[0]).toBe('Anúncio não encontrado.');

    const paused = await makeListing(t, {
      storeId: offer.storeId,
      productId: await makeProduct(t),
      status: 'paused',
    });
    expect(
      (
        await t.request('POST', '/v1/add-to-cart', {
          token: buyer.token,
          body: { listing_id: paused, quantity: 1 },
        })
      ).statusCode,
    ).toBe(422);

    const own = await makeStore(t, { ownerUserId: buyer.id });
    const ownListing = await makeListing(t, { storeId: own, productId: await makeProduct(t) });
    const self = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { listing_id: ownListing, quantity: 1 },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.listing_id[0]).toBe('Você não pode comprar da sua própria loja.');
    expect(await count(t, 'cart_items')).toBe(0);
  });
});

describe('GET /v1/active-cart/{guest}', () => {
  it('gives a visitor an empty cart and a malformed guest id a 422', async () => {
    const res = await t.request('GET', `/v1/active-cart/${GUEST}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ items: [], stores: [], count: 0, totals: { total: 0 } });
    expect((await t.request('GET', '/v1/active-cart/curto')).statusCode).toBe(422);
    expect((await t.request('GET', `/v1/active-cart/${GUEST}`, { token: 'expirado' })).statusCode).toBe(401);
  });

  it('flags a listing that sold out or changed price instead of dropping it', async () => {
    const soldOut = await makeOffer(t, { quantity: 1, price: 1000 });
    const repriced = await makeOffer(t, { quantity: 3, price: 1000 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, soldOut.listingId);
    await addToCart(t, buyer, repriced.listingId);
    await t.db
      .updateTable('store_listings')
      .set({ quantity: 0 })
      .where('id', '=', soldOut.listingId)
      .execute();
    await t.db
      .updateTable('store_listings')
      .set({ price: 1500 })
      .where('id', '=', repriced.listingId)
      .execute();

    const cart = (await t.request('GET', `/v1/active-cart/${GUEST}`, { token: buyer.token })).json().result;
    const byListing = Object.fromEntries(cart.items.map((i: { listing_id: number }) => [i.listing_id, i]));
    expect(byListing[soldOut.listingId]).toMatchObject({
      status: 'sold_out',
      available_quantity: 0,
      issue: 'Esgotado: a loja não tem mais unidades.',
    });
    expect(byListing[repriced.listingId]).toMatchObject({
      status: 'price_changed',
      price: 15,
      price_added: 10,
    });
    expect(byListing[repriced.listingId].issue).toBe('O preço mudou de R$ 10,00 para R$ 15,00.');
    expect(cart.has_issues).toBe(true);
    // Sold-out items do not count in the totals.
    expect(cart.totals.subtotal).toBe(15);

    // Checkout refuses until the buyer accepts the price (update-cart) and removes the sold-out item.
    const refused = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(refused.statusCode).toBe(422);
    expect(
      refused
        .json()
        .messages.map((m: { code: string }) => m.code)
        .sort(),
    ).toEqual(['price_changed', 'sold_out']);
    const soldOutItem = byListing[soldOut.listingId].id;
    const repricedItem = byListing[repriced.listingId].id;
    const accepted = await t.request('POST', '/v1/update-cart/', {
      token: buyer.token,
      body: {
        items: [
          { id: repricedItem, quantity: 1 },
          { id: soldOutItem, quantity: 0 },
        ],
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().result.has_issues).toBe(false);
    expect(
      (await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) })).statusCode,
    ).toBe(201);
  });

  it('tells other buyers holding the listing when a checkout sells it out', async () => {
    const offer = await makeOffer(t, { quantity: 1 });
    const winner = await makeBuyer(t);
    const watcher = await makeBuyer(t);
    await addToCart(t, winner, offer.listingId);
    await addToCart(t, watcher, offer.listingId);
    const events = recordBroadcasts(t);
    expect(
      (await t.request('POST', '/v1/order/pix', { token: winner.token, body: orderBody(winner) })).statusCode,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const changed = events.filter((e) => e.event === 'cart.listing-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0].channels).toEqual([`private-App.Models.User.${watcher.id}`]);
    const name = (
      await t.db
        .selectFrom('products')
        .select('name')
        .where('id', '=', offer.productId)
        .executeTakeFirstOrThrow()
    ).name;
    expect(changed[0].payload).toEqual({
      listing_id: offer.listingId,
      change: 'sold_out',
      title: name,
      old_price: '10.00',
      new_price: '10.00',
      available_quantity: 0,
      message: `${name} esgotou.`,
    });
  });

  it('says nothing to other holders when a checkout leaves units on the listing', async () => {
    const offer = await makeOffer(t, { quantity: 3 });
    const buyer = await makeBuyer(t);
    const watcher = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId);
    await addToCart(t, watcher, offer.listingId);
    const events = recordBroadcasts(t);
    expect(
      (await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) })).statusCode,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.filter((e) => e.event === 'cart.listing-changed')).toEqual([]);
  });
});

describe('notifyListingChanged (listing edits)', () => {
  async function holders() {
    const offer = await makeOffer(t, { quantity: 5, price: 2500 });
    const [a, b] = [await makeBuyer(t), await makeBuyer(t)];
    await addToCart(t, a, offer.listingId, 1);
    await addToCart(t, b, offer.listingId, 4);
    const events = recordBroadcasts(t);
    const edit = (set: { price?: number; quantity?: number; status?: 'available' | 'paused' }) =>
      t.db.updateTable('store_listings').set(set).where('id', '=', offer.listingId).execute();
    const notify = () => notifyListingChanged(t.db, t.app.commerce.broadcast, [offer.listingId]);
    return { offer, a, b, events, edit, notify };
  }

  it('tells each holder of a repriced listing its old and new price, in reais', async () => {
    const { offer, a, b, events, edit, notify } = await holders();
    await edit({ price: 2250 });
    expect(await notify()).toBe(2);
    expect(events.map((e) => e.channels[0]).sort()).toEqual(
      [`private-App.Models.User.${a.id}`, `private-App.Models.User.${b.id}`].sort(),
    );
    const payload = events[0].payload as Record<string, unknown>;
    expect(payload).toMatchObject({
      listing_id: offer.listingId,
      change: 'price_changed',
      old_price: '25.00',
      new_price: '22.50',
      available_quantity: 5,
    });
    expect(payload.message).toBe(`O preço de ${payload.title} mudou de R$ 25,00 para R$ 22,50.`);
    // The cart shows the same change on its next load.
    const cart = (await t.request('GET', `/v1/active-cart/${GUEST}`, { token: a.token })).json().result;
    expect(cart.items[0].status).toBe('price_changed');
  });

  it('tells only the holders who want more units than are left; others hear nothing', async () => {
    const { a, b, events, edit, notify } = await holders();
    await edit({ quantity: 2 });
    expect(await notify()).toBe(1);
    expect(events).toHaveLength(1);
    expect(events[0].channels).toEqual([`private-App.Models.User.${b.id}`]);
    expect(events[0].payload).toMatchObject({ change: 'quantity_reduced', available_quantity: 2 });
    expect(events.some((e) => e.channels[0] === `private-App.Models.User.${a.id}`)).toBe(false);
  });

  it('reports a paused listing as unavailable and says nothing when nothing changed', async () => {
    const { events, edit, notify } = await holders();
    expect(await notify()).toBe(0);
    expect(events).toEqual([]);
    await edit({ status: 'paused' });
    expect(await notify()).toBe(2);
    expect(events.every((e) => (e.payload as { change: string }).change === 'unavailable')).toBe(true);
  });
});

describe('remove-from-cart and update-cart', () => {
  it('removes and updates the buyer’s own items', async () => {
    const offer = await makeOffer(t, { quantity: 5 });
    const buyer = await makeBuyer(t);
    const cart = await addToCart(t, buyer, offer.listingId, 1);
    const itemId = cart.items[0].id;
    const updated = await t.request('POST', '/v1/update-cart', {
      token: buyer.token,
      body: { items: [{ id: itemId, quantity: '4' }] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result.items[0].quantity).toBe(4);
    const tooMany = await t.request('POST', '/v1/update-cart/', {
      token: buyer.token,
      body: { items: [{ id: itemId, quantity: 6 }] },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['items.0.quantity']).toBeDefined();
    const removed = await t.request('POST', '/v1/remove-from-cart', {
      token: buyer.token,
      body: { id: itemId },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Removido do carrinho');
    expect(removed.json().result.items).toEqual([]);
  });

  it('answers 403 on another buyer’s item, 404 on a missing one, 401 without a session, and changes nothing', async () => {
    const offer = await makeOffer(t, { quantity: 5 });
    const owner = await makeBuyer(t);
    const intruder = await makeBuyer(t);
    const itemId = (await addToCart(t, owner, offer.listingId, 2)).items[0].id;
    const remove = await t.request('POST', '/v1/remove-from-cart', {
      token: intruder.token,
      body: { id: itemId },
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('Este item não está no seu carrinho.');
    const update = await t.request('POST', '/v1/update-cart/', {
      token: intruder.token,
      body: { items: [{ id: itemId, quantity: 1 }] },
    });
    expect(update.statusCode).toBe(403);
    expect(
      (await t.request('POST', '/v1/remove-from-cart', { token: owner.token, body: { id: 424242 } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request('POST', '/v1/remove-from-cart', { body: { id: itemId } })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/v1/update-cart/', { token: owner.token, body: { items: [] } })).statusCode,
    ).toBe(422);
    const item = await t.db
      .selectFrom('cart_items')
      .select('quantity')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(item.quantity).toBe(2);
  });
});

describe('shipping and wallet credit in the cart', () => {
  it('saves the service per store and quotes SEDEX dearer and faster than PAC', async () => {
    const offer = await makeOffer(t, { quantity: 5, uf: 'RS' });
    const buyer = await makeBuyer(t);
    const cart = await addToCart(t, buyer, offer.listingId, 1);
    const [pac, sedex] = cart.shippings[0].options;
    expect(sedex.price).toBeGreaterThan(pac.price);
    expect(sedex.delivery_days).toBeLessThan(pac.delivery_days);
    const res = await t.request('POST', '/v1/cart/save-store-shippiment', {
      token: buyer.token,
      body: { store_id: offer.storeId, service: 'SEDEX' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Frete selecionado');
    expect(res.json().result.shippings[0].service).toBe('SEDEX');
    expect(res.json().result.totals.shipping).toBe(sedex.price);

    const other = await makeStore(t);
    const notInCart = await t.request('POST', '/v1/cart/save-store-shippiment', {
      token: buyer.token,
      body: { store_id: other, service: 'PAC' },
    });
    expect(notInCart.statusCode).toBe(422);
    const badService = await t.request('POST', '/v1/cart/save-store-shippiment', {
      token: buyer.token,
      body: { store_id: offer.storeId, service: 'JADLOG' },
    });
    expect(badService.statusCode).toBe(422);
    expect(badService.json().errors.service[0]).toBe('Escolha PAC ou SEDEX.');
  });

  it('GET /v1/shippiments quotes every store of the cart, or one store to a given CEP', async () => {
    const sp = await makeOffer(t, { uf: 'SP' });
    const am = await makeOffer(t, { uf: 'AM' });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, sp.listingId);
    await addToCart(t, buyer, am.listingId);
    const all = (await t.request('GET', '/v1/shippiments', { token: buyer.token })).json().result;
    expect(all).toHaveLength(2);
    const one = await t.request('GET', '/v1/shippiments', {
      token: buyer.token,
      query: { store_id: am.storeId, cep: '69020-060' },
    });
    expect(one.json().result).toHaveLength(1);
    expect(one.json().result[0].destination).toBe('69020-060');
    const local = one.json().result[0].options[0];
    const far = all.find((s: { store_id: number }) => s.store_id === am.storeId).options[0];
    expect(local.price).toBeLessThan(far.price);
    expect(
      (await t.request('GET', '/v1/shippiments', { token: buyer.token, query: { cep: '123' } })).statusCode,
    ).toBe(422);
    expect((await t.request('GET', '/v1/shippiments')).statusCode).toBe(401);
  });

  it('makes PAC free on the store’s free-shipping day above its minimum', async () => {
    const offer = await makeOffer(t, { quantity: 5, price: 6000 });
    const today = new Date().toLocaleDateString('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' });
    const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(today);
    await t.db
      .insertInto('store_free_shipping_days')
      .values({ store_id: offer.storeId, day_of_week: day, min_order: 10000 })
      .execute();
    const buyer = await makeBuyer(t);
    const one = await addToCart(t, buyer, offer.listingId, 1);
    expect(one.shippings[0].selected.free_shipping).toBe(false);
    const two = await addToCart(t, buyer, offer.listingId, 1);
    expect(two.shippings[0].selected).toMatchObject({ service: 'PAC', price: 0, free_shipping: true });
    expect(two.shippings[0].selected.original_price).toBeGreaterThan(0);
    expect(two.stores[0].free_shipping_days).toEqual([day]);
  });

  it('clamps the wallet credit to the balance and to what the order costs', async () => {
    const offer = await makeOffer(t, { quantity: 5, price: 2000 });
    const buyer = await makeBuyer(t, { credit: 15000 });
    await addToCart(t, buyer, offer.listingId);
    const some = await t.request('POST', '/v1/cart/meta', {
      token: buyer.token,
      body: { wallet_credit: 12.345 },
    });
    expect(some.statusCode).toBe(200);
    expect(some.json().result.meta).toMatchObject({ wallet_credit: 12.35, wallet_balance: 150 });
    expect(some.json().result.totals.to_pay).toBeCloseTo(some.json().result.totals.total - 12.35, 2);
    const lots = await t.request('POST', '/v1/cart/meta', {
      token: buyer.token,
      body: { wallet_credit: 1000 },
    });
    const cart = lots.json().result;
    expect(cart.meta.wallet_credit).toBe(cart.totals.total);
    expect(cart.totals.to_pay).toBe(0);
    const negative = await t.request('POST', '/v1/cart/meta', {
      token: buyer.token,
      body: { wallet_credit: -5 },
    });
    expect(negative.statusCode).toBe(422);
    expect((await t.request('POST', '/v1/cart/meta', { body: { wallet_credit: 1 } })).statusCode).toBe(401);
  });

  it('takes the wallet credit as the screen sends it: a string with 2 decimals', async () => {
    const offer = await makeOffer(t, { quantity: 5, price: 2000 });
    const buyer = await makeBuyer(t, { credit: 15000 });
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/cart/meta', {
      token: buyer.token,
      body: { wallet_credit: '12.50' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Crédito aplicado');
    expect(res.json().result.meta.wallet_credit).toBe(12.5);
    const meta = await t.db
      .selectFrom('cart_meta')
      .select('wallet_credit')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(meta.wallet_credit).toBe(1250);
    const text = await t.request('POST', '/v1/cart/meta', {
      token: buyer.token,
      body: { wallet_credit: 'doze' },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.wallet_credit).toEqual(['O campo crédito deve ser um número.']);
    expect(
      (await t.request('GET', `/v1/active-cart/${'a'.repeat(20)}`, { token: buyer.token })).json().result.meta
        .wallet_credit,
    ).toBe(12.5);
  });
});
