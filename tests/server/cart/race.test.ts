import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InsufficientCreditError, postLedger } from '../../../server/domain/ledger/post.ts';
import { walletHold } from '../../../server/domain/ledger/postings.ts';
import {
  addToCart,
  type Buyer,
  count,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  makeOffer,
  orderBody,
  walletOf,
} from './fixtures.ts';
import { createSharedTestApp, RaceHosts, type SharedTestApp } from './race-hosts.ts';

let t: SharedTestApp;
let hosts: RaceHosts | null = null;
beforeEach(async () => {
  t = await createSharedTestApp();
});
afterEach(async () => {
  await hosts?.close();
  hosts = null;
  // Whatever the scenario, the books balance (docs/ledger.md).
  await expectLedgerBalanced(t);
  await t.close();
});

/**
 * The checkouts run in HOSTS separate host processes, each with its own database connection, and
 * every one of them is held after its cart check until all have passed it: what refuses the losers
 * is the guard inside the transaction (the conditional stock update, the conditional wallet debit),
 * with the writers of every process contending for the same rows at once.
 */
const HOSTS = 5;

describe('concurrent checkouts', () => {
  it('sells the last unit once when 50 buyers order it at the same time', async () => {
    const offer = await makeOffer(t, { quantity: 1, price: 9990 });
    const buyers: Buyer[] = [];
    for (let i = 0; i < 50; i++) buyers.push(await makeBuyer(t));
    for (const buyer of buyers) await addToCart(t, buyer, offer.listingId);
    hosts = await RaceHosts.start(t.database, HOSTS);

    const { answers, held } = await hosts.place(
      buyers.map((buyer) => ({ path: '/v1/order/pix', token: buyer.token, body: orderBody(buyer) })),
    );
    // All 50 saw the unit in their cart and went on to reserve it (else: which answers came first).
    const early = answers.filter((r) => r.status !== 201 && r.status !== 422).map((r) => r.status);
    expect({ held, early }).toEqual({ held: 50, early: [] });
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(49);
    const losers = answers.filter((r) => r.status === 422);
    for (const refused of losers) {
      expect(refused.body.messages).toHaveLength(1);
      // The reservation's refusal, not the cart check's ("Esgotado: a loja não tem mais unidades.").
      expect(refused.body.messages[0]).toMatchObject({ code: 'sold_out', listing_id: offer.listingId });
      expect(refused.body.messages[0].description).toMatch(/outro comprador levou a última unidade/);
    }
    // Losers in every process: each connection tried to write after the winner.
    expect(new Set(losers.map((r) => r.pid)).size).toBe(HOSTS);
    expect(await count(t, 'order_groups')).toBe(1);
    expect(await count(t, 'order_items')).toBe(1);
    expect(await listingQuantity(t, offer.listingId)).toBe(0);
    const product = await t.db
      .selectFrom('products')
      .select(['stock', 'offers_count'])
      .where('id', '=', offer.productId)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ stock: 0, offers_count: 0 });
    // The 49 other carts still hold the item, now flagged sold out.
    const loser = buyers[answers.findIndex((r) => r.status === 422)];
    const loserCart = (
      await t.request('GET', `/v1/active-cart/${'a'.repeat(20)}`, { token: loser.token })
    ).json().result;
    expect(loserCart.items[0].status).toBe('sold_out');
    await expectLedgerBalanced(t);
  }, 180_000);

  it('never lets two checkouts spend the same wallet credit', async () => {
    const offer = await makeOffer(t, { quantity: 20, price: 12000 });
    const buyer = await makeBuyer(t, { credit: 15000 });
    await addToCart(t, buyer, offer.listingId);
    hosts = await RaceHosts.start(t.database, HOSTS);

    const { answers, held } = await hosts.place(
      Array.from({ length: 10 }, () => ({
        path: '/v1/order/pix',
        token: buyer.token,
        body: { idempotency_key: randomUUID(), address_id: buyer.addressId, wallet_credit: 100 },
      })),
    );
    // Every checkout passed the cart check with R$ 150,00 in the wallet.
    expect(held).toBe(10);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = answers.filter((r) => r.status !== 201);
    expect(losers).toHaveLength(9);
    for (const refused of losers) {
      expect(refused.status).toBe(422);
      // Refused by the conditional wallet debit, with their stock reservation rolled back.
      expect(refused.body.messages).toEqual([
        {
          code: 'insufficient_credit',
          description: 'Seu saldo de crédito não é suficiente para este pedido.',
        },
      ]);
    }
    expect(await walletOf(t, buyer.id)).toBe(5000);
    expect(await count(t, 'order_groups')).toBe(1);
    expect(await listingQuantity(t, offer.listingId)).toBe(19);
    await expectLedgerBalanced(t);
  }, 120_000);

  it('debits a wallet only while the balance covers it, however many transactions race', async () => {
    const buyer = await makeBuyer(t, { credit: 10000 });
    const spend = () =>
      t.db
        .transaction()
        .execute((trx) => postLedger(trx, walletHold({ id: 0, user_id: buyer.id, wallet_credit: 6000 })));
    const results = await Promise.allSettled(Array.from({ length: 10 }, spend));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientCreditError);
    expect(await walletOf(t, buyer.id)).toBe(4000);
    await expectLedgerBalanced(t);
  });
});
