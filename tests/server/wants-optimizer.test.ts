import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bruteForce, randomInstance } from '../../bench/optimizer/exactness.ts';
import { notifyListingChanged } from '../../server/domain/cart/listing-changes.ts';
import { lagrangeBound } from '../../server/domain/wants/lagrange.ts';
import { needs, pairsOf } from '../../server/domain/wants/model.ts';
import { pruneDominated } from '../../server/domain/wants/prune.ts';
import { solve } from '../../server/domain/wants/solver.ts';
import { addToCart, recordBroadcasts } from './cart/fixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import {
  freeShippingEveryDay,
  listCard,
  makeBuyer,
  makeCard,
  makeList,
  makeStore,
  paste,
} from './wants-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * Two cards, two stores in São Paulo (PAC to the buyer's CEP 01310-100: R$ 15,90 up to 300 g):
 * store A sells X for 10,00 and Y for 12,00; store B X for 8,00 and Y for 15,00. The naive cart
 * takes X from B and Y from A (20,00 + 2 × 15,90 = 51,80); the optimum buys both from A (22,00 +
 * 15,90 = 37,90).
 */
async function twoStores() {
  const x = await makeCard(t, { name: 'Relâmpago', nameEn: 'Lightning Bolt' });
  const y = await makeCard(t, { name: 'Fênix Anciã', nameEn: 'Ancient Phoenix' });
  const a = await makeStore(t, { uf: 'SP', name: 'Loja A' });
  const b = await makeStore(t, { uf: 'SP', name: 'Loja B' });
  const listings = {
    ax: await listCard(t, { storeId: a, productId: x, price: 1000 }),
    ay: await listCard(t, { storeId: a, productId: y, price: 1200 }),
    bx: await listCard(t, { storeId: b, productId: x, price: 800 }),
    by: await listCard(t, { storeId: b, productId: y, price: 1500 }),
  };
  const buyer = await makeBuyer(t);
  const list = await makeList(t, buyer.token);
  await paste(t, buyer.token, list, '1 Lightning Bolt\n1 Fênix Anciã');
  return { x, y, a, b, listings, buyer, list };
}

describe('POST /v1/wants/{id}/optimize', () => {
  it('finds the cheapest cart with shipping, proves it optimal and shows the savings', async () => {
    const { a, buyer, list, listings } = await twoStores();
    await addToCart(t, buyer, listings.by, 1);
    await addToCart(t, buyer, listings.bx, 1);
    const res = await t.request('POST', `/v1/wants/${list}/optimize`, { token: buyer.token, body: {} });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      status: 'optimal',
      gap: 0,
      cep: '01310-100',
      items: 22,
      shipping: 15.9,
      total: 37.9,
      stores_count: 1,
      uncovered: [],
      naive: { total: 51.8, saving: 13.9, stores_count: 2 },
      // The cart holds X and Y from B: 23,00 + 15,90.
      cart: { total: 38.9, saving: 1 },
    });
    expect(result.stores[0]).toMatchObject({ id: a, subtotal: 22, shipping: 15.9 });
    expect(result.stores[0].items.map((i: { listing_id: number }) => i.listing_id).sort()).toEqual(
      [listings.ax, listings.ay].sort(),
    );
    // Each item names its product (looked up for the chosen offers only).
    for (const item of result.stores[0].items) {
      expect(item.product).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    }
  });

  it('uses a free-shipping minimum when reaching it pays, and counts each line within stock', async () => {
    const { buyer, list } = await twoStores();
    const x = (
      await t.db.selectFrom('products').select('id').where('name', '=', 'Relâmpago').executeTakeFirstOrThrow()
    ).id;
    const y = (
      await t.db
        .selectFrom('products')
        .select('id')
        .where('name', '=', 'Fênix Anciã')
        .executeTakeFirstOrThrow()
    ).id;
    // Store C in Rio ships free from R$ 25,00: X 10,50 + Y 11,00 = 21,50 is under it, so it pays PAC
    // (R$ 19,90 regional) and loses; with 2 of X (32,00) it ships free and wins.
    const c = await makeStore(t, { uf: 'RJ', name: 'Loja C' });
    await freeShippingEveryDay(t, c, 2500);
    await listCard(t, { storeId: c, productId: x, price: 1050, quantity: 1 });
    await listCard(t, { storeId: c, productId: y, price: 1100 });
    const first = await t.request('POST', `/v1/wants/${list}/optimize`, { token: buyer.token, body: {} });
    expect(first.json().result.total).toBe(37.9);

    await t.db.updateTable('want_lines').set({ quantity: 2 }).where('card_name', '=', 'Relâmpago').execute();
    const res = await t.request('POST', `/v1/wants/${list}/optimize`, { token: buyer.token, body: {} });
    const result = res.json().result;
    // C has one X: the second comes from elsewhere. Options: C (X 10,50 + Y 11,00 = 21,50, under the
    // minimum: + 19,90) + ... ; the solver's answer must equal the cheapest by hand:
    // B alone: 2 × 8 + 15 + 15,90 = 46,90; A alone 47,90; C cannot reach its minimum with one X.
    expect(result).toMatchObject({ status: 'optimal', total: 46.9, stores_count: 1 });

    // With 3 of Y at C (33,00 ≥ 25,00) C ships free: Y×3 + X from C... only X×2 needed from elsewhere.
    await t.db
      .updateTable('want_lines')
      .set({ quantity: 3 })
      .where('card_name', '=', 'Fênix Anciã')
      .execute();
    const free = (
      await t.request('POST', `/v1/wants/${list}/optimize`, { token: buyer.token, body: {} })
    ).json().result;
    // C: 3 × Y 11,00 = 33,00 (free) + 2 × X from B 16,00 + 15,90 = 64,90; A alone: 2 × 10 + 3 × 12 +
    // 15,90 = 71,90; B alone 76,90. The optimum ships C free.
    expect(free).toMatchObject({ status: 'optimal', total: 64.9, stores_count: 2 });
    const cStore = free.stores.find((s: { id: number }) => s.id === c);
    expect(cStore).toMatchObject({ shipping: 0, free_shipping: true, subtotal: 33 });
  });

  it('honours the modes, reports lines nothing covers and refuses a bad CEP', async () => {
    const { buyer, list } = await twoStores();
    await makeCard(t, { name: 'Carta Rara Sem Oferta' });
    await paste(t, buyer.token, list, '2 Carta Rara Sem Oferta');
    const cheapest = (
      await t.request('POST', `/v1/wants/${list}/optimize`, { token: buyer.token, body: {} })
    ).json().result;
    expect(cheapest.uncovered).toEqual([
      expect.objectContaining({ card_name: 'Carta Rara Sem Oferta', wanted: 2, missing: 2 }),
    ]);
    expect(cheapest.total).toBe(37.9);
    expect(cheapest).toMatchObject({ stores_proven: null, store_limit: null });
    const fewest = await t.request('POST', `/v1/wants/${list}/optimize`, {
      token: buyer.token,
      body: { mode: 'fewest' },
    });
    expect(fewest.json().result).toMatchObject({
      stores_count: 1,
      total: 37.9,
      stores_proven: true,
      store_limit: 1,
    });
    const one = await t.request('POST', `/v1/wants/${list}/optimize`, {
      token: buyer.token,
      body: { mode: 'max_stores', max_stores: 1 },
    });
    expect(one.json().result).toMatchObject({ stores_count: 1, stores_proven: null, store_limit: 1 });
    const missing = await t.request('POST', `/v1/wants/${list}/optimize`, {
      token: buyer.token,
      body: { mode: 'max_stores' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.max_stores).toEqual(['Informe o número máximo de lojas.']);
    for (const [cep, message] of [
      ['123', 'CEP inválido: informe os 8 dígitos no formato 00000-000.'],
      ['00000-000', 'CEP não encontrado.'],
    ]) {
      const bad = await t.request('POST', `/v1/wants/${list}/optimize`, {
        token: buyer.token,
        body: { cep },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.cep).toEqual([message]);
    }
  });
  it('says a store limit cannot be met only when that is proven', async () => {
    const { a, b, buyer, list } = await twoStores();
    // One card only A sells, one only B sells: no single store covers the list.
    const onlyA = await makeCard(t, { name: 'Coruja Sábia' });
    const onlyB = await makeCard(t, { name: 'Serpente Marinha' });
    await listCard(t, { storeId: a, productId: onlyA, price: 500 });
    await listCard(t, { storeId: b, productId: onlyB, price: 500 });
    await paste(t, buyer.token, list, '1 Coruja Sábia\n1 Serpente Marinha');
    const one = await t.request('POST', `/v1/wants/${list}/optimize`, {
      token: buyer.token,
      body: { mode: 'max_stores', max_stores: 1 },
    });
    expect(one.statusCode).toBe(422);
    expect(one.json().message).toBe('Não é possível cobrir a lista com no máximo 1 loja.');
    const two = await t.request('POST', `/v1/wants/${list}/optimize`, {
      token: buyer.token,
      body: { mode: 'max_stores', max_stores: 2 },
    });
    expect(two.json().result.stores_count).toBe(2);
  });
});

describe('POST /v1/wants/{id}/cart', () => {
  it('replaces the cart with the optimized one through the cart, and tells the buyer when an offer changes', async () => {
    const { buyer, list, listings } = await twoStores();
    await addToCart(t, buyer, listings.by, 2);
    const res = await t.request('POST', `/v1/wants/${list}/cart`, { token: buyer.token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Carrinho substituído pelo carrinho otimizado.');
    const cart = res.json().result.cart;
    expect(
      cart.items.map((i: { listing_id: number; quantity: number }) => [i.listing_id, i.quantity]).sort(),
    ).toEqual(
      [
        [listings.ax, 1],
        [listings.ay, 1],
      ].sort(),
    );
    expect(cart.totals.total).toBe(37.9);

    // The chosen offer's price changes: the buyer's channel hears it (the cart's event and the list's).
    const events = recordBroadcasts(t);
    await t.db.updateTable('store_listings').set({ price: 1300 }).where('id', '=', listings.ay).execute();
    await notifyListingChanged(t.db, t.app.commerce.broadcast, [listings.ay]);
    await new Promise((r) => setTimeout(r, 20));
    const mine = events.filter((e) => e.channels.includes(`private-App.Models.User.${buyer.id}`));
    expect(mine.map((e) => e.event).sort()).toEqual(['cart.listing-changed', 'wants.offer-changed']);
    expect(mine.find((e) => e.event === 'wants.offer-changed')?.payload).toMatchObject({
      list_id: list,
      listing_id: listings.ay,
      change: 'price_changed',
    });
  });
});

describe('price alerts', () => {
  it('tells the buyer when an offer at or below the line maximum appears, with one e-mail a day', async () => {
    const { x, b, buyer, list, listings } = await twoStores();
    const lines = (await t.request('GET', `/v1/wants/${list}`, { token: buyer.token })).json().result.lines;
    await t.request('PUT', `/v1/wants/lines/${lines[0].id}`, { token: buyer.token, body: { max_price: 6 } });
    const events = recordBroadcasts(t);
    const mails = async () =>
      (
        await t.db
          .selectFrom('outbox_mails')
          .select('subject')
          .where('subject', 'like', 'Alerta de preço%')
          .execute()
      ).length;

    // Still above: nothing.
    await t.db.updateTable('store_listings').set({ price: 700 }).where('id', '=', listings.bx).execute();
    await notifyListingChanged(t.db, t.app.commerce.broadcast, [listings.bx]);
    // A drop to 5,50: an alert and an e-mail.
    await t.db.updateTable('store_listings').set({ price: 550 }).where('id', '=', listings.bx).execute();
    await notifyListingChanged(t.db, t.app.commerce.broadcast, [listings.bx]);
    // A new listing at 5,00 in another store (a better deal): another alert, no second e-mail today.
    const c = await makeStore(t, { uf: 'MG' });
    const cx = await listCard(t, { storeId: c, productId: x, price: 500 });
    await notifyListingChanged(t.db, t.app.commerce.broadcast, [cx]);
    // The first offer again, not better than what was told: not repeated.
    await notifyListingChanged(t.db, t.app.commerce.broadcast, [listings.bx]);
    // The best offer sells out, then is restocked: a restock alerts again.
    await t.db.updateTable('store_listings').set({ quantity: 0 }).where('id', '=', cx).execute();
    await notifyListingChanged(t.db, t.app.commerce.broadcast, [cx]);
    await t.db.updateTable('store_listings').set({ quantity: 2 }).where('id', '=', cx).execute();
    await notifyListingChanged(t.db, t.app.commerce.broadcast, [cx]);
    await new Promise((r) => setTimeout(r, 20));
    const alerts = events.filter((e) => e.event === 'wants.price-alert');
    expect(alerts.map((e) => (e.payload as { listing_id: number }).listing_id)).toEqual([
      listings.bx,
      cx,
      cx,
    ]);
    expect(alerts[0].channels).toEqual([`private-App.Models.User.${buyer.id}`]);
    expect(alerts[0].payload).toMatchObject({ list_id: list, price: 5.5, max_price: 6 });
    expect(await mails()).toBe(1);

    // Alerts off for the list: silence.
    await t.request('PUT', `/v1/wants/${list}`, { token: buyer.token, body: { alerts: false } });
    await t.db.updateTable('store_listings').set({ price: 400 }).where('id', '=', listings.bx).execute();
    await notifyListingChanged(t.db, t.app.commerce.broadcast, [listings.bx]);
    await new Promise((r) => setTimeout(r, 20));
    expect(events.filter((e) => e.event === 'wants.price-alert')).toHaveLength(3);
    expect(b).toBeGreaterThan(0);
  });
});

describe('POST /v1/wants/from-cart', () => {
  it('makes a list of the cart’s cards (any edition) to optimize, and refuses an empty cart', async () => {
    const { buyer, listings } = await twoStores();
    const empty = await t.request('POST', '/v1/wants/from-cart', { token: buyer.token });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('O carrinho está vazio: não há o que otimizar.');
    await addToCart(t, buyer, listings.bx, 2);
    await addToCart(t, buyer, listings.ay, 1);
    const res = await t.request('POST', '/v1/wants/from-cart', { token: buyer.token });
    expect(res.statusCode).toBe(201);
    const list = res.json().result;
    expect(
      list.lines.map((l: { card_name: string; quantity: number; any_edition: boolean }) => [
        l.card_name,
        l.quantity,
        l.any_edition,
      ]),
    ).toEqual([
      ['Relâmpago', 2, true],
      ['Fênix Anciã', 1, true],
    ]);
    const best = await t.request('POST', `/v1/wants/${list.id}/optimize`, { token: buyer.token, body: {} });
    // 2 × X + Y: A 32,00 + 15,90 = 47,90; B 31,00 + 15,90 = 46,90; the cart holds 16,00 + 12,00 + 2 × 15,90.
    expect(best.json().result).toMatchObject({ total: 46.9, cart: { total: 59.8, saving: 12.9 } });
  });
});

describe('the Lagrangian bound (lagrange.ts)', () => {
  it('is never above the cheapest cart, nor a store’s bound above the cheapest cart using it', async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const instance = randomInstance(seed);
      const reduced = pruneDominated(instance).instance;
      const need = needs(reduced, pairsOf(reduced));
      const best = bruteForce(instance);
      const solved = await solve(instance, { kind: 'cheapest' }, { relGap: 0 });
      expect(solved.cost.total).toBe(best);
      const result = lagrangeBound(reduced, need, best + 1000);
      expect(result.bound).toBeLessThanOrEqual(best);
      for (const s of solved.cost.perStore.keys()) expect(result.storeBound[s]).toBeLessThanOrEqual(best);
    }
  });
});
