import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { type DatabaseHandle, openDatabase } from '../../../server/db/index.ts';
import { PaymentError } from '../../../server/drivers/payments/index.ts';
import { sandboxCardBody } from '../../../shared/cardTokenizer/sandboxToken.ts';
import {
  addToCart,
  type Buyer,
  expectLedgerBalanced,
  makeBuyer,
  makeOffer,
  orderBody,
} from '../cart/fixtures.ts';
import { createTestApp, type TestApp, XSRF } from '../support/testApp.ts';

/**
 * The sandbox's card vault is shared by every host on one database (docs/deploy.md "What each host
 * keeps in memory"): two host processes — two apps, each with its own database connection, on one
 * SQLite file or one PostgreSQL database — where a card saved on one is listed, charged and removed on
 * the other, and a card removed on one can no longer pay on the other.
 */

const NUMBER = '4111111111111111';
const CARD = sandboxCardBody(NUMBER, { holder: 'Maria Silva', exp_month: 7, exp_year: 2041 });

let dir: string;
let t: TestApp;
let other: { app: FastifyInstance; handle: DatabaseHandle };

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vault-'));
  t = await createTestApp({}, { sqliteFile: join(dir, 'db.sqlite') });
  // The second host: its own connection to the same database, its own Commerce and sandbox driver.
  const handle = openDatabase(t.config.database);
  const app = await buildApp({ config: t.config, database: handle });
  await app.ready();
  other = { app, handle };
});
afterEach(async () => {
  await other.app.close();
  await other.handle.close();
  await expectLedgerBalanced(t);
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  buyer: Buyer,
  body?: object,
) {
  return app.inject({
    method,
    url,
    payload: body,
    headers: { accept: 'application/json', authorization: `Bearer ${buyer.token}`, 'x-xsrf-token': XSRF },
    cookies: { 'XSRF-TOKEN': XSRF },
  });
}

async function payWithSaved(app: FastifyInstance, buyer: Buyer, cardId: number) {
  const offer = await makeOffer(t, { quantity: 2 });
  await addToCart(t, buyer, offer.listingId);
  return call(
    app,
    'POST',
    '/v1/order/credit-card',
    buyer,
    orderBody(buyer, { card: { card_id: cardId }, installments: 1 }),
  );
}

const vaultRows = () => t.db.selectFrom('sandbox_cards').selectAll().execute();

describe('the sandbox card vault across two hosts on one database', () => {
  it('a card saved on one host is listed, charged and removed on the other', async () => {
    const buyer = await makeBuyer(t);
    const saved = await call(t.app, 'POST', '/v1/pagarme/cards', buyer, CARD);
    expect(saved.statusCode).toBe(201);
    const card = saved.json().result;
    const [row] = await vaultRows();
    expect(row).toMatchObject({
      customer_id: `user-${buyer.id}`,
      brand: 'visa',
      last4: '1111',
      behaviour: 'approve',
    });
    // Only what a vault keeps: no number, no cvv anywhere in the row.
    expect(JSON.stringify(row)).not.toContain(NUMBER);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'behaviour',
        'brand',
        'card_id',
        'created_at',
        'customer_id',
        'exp_month',
        'exp_year',
        'holder',
        'last4',
        'token',
      ].sort(),
    );

    // The other host knows it: its driver lists it and charges it, without vaulting it again.
    const listed = await other.app.commerce.payments.listCards(`user-${buyer.id}`);
    expect(listed.map((c) => c.cardId)).toEqual([row?.card_id]);
    const paid = await payWithSaved(other.app, buyer, card.id);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().result.data.status).toBe('paid');
    expect(await vaultRows()).toHaveLength(1);
    const kept = await t.db.selectFrom('saved_cards').select('gateway_card_id').executeTakeFirstOrThrow();
    expect(kept.gateway_card_id).toBe(row?.card_id);

    // Removed on the other host: gone from the vault for both.
    expect((await call(other.app, 'DELETE', `/v1/pagarme/cards/${card.id}`, buyer)).statusCode).toBe(200);
    expect(await vaultRows()).toHaveLength(0);
    expect(await t.app.commerce.payments.listCards(`user-${buyer.id}`)).toEqual([]);
  });

  it('a card removed on one host can no longer pay on the other', async () => {
    const buyer = await makeBuyer(t);
    const card = (await call(t.app, 'POST', '/v1/pagarme/cards', buyer, CARD)).json().result;
    const [row] = await vaultRows();
    const vaultId = row?.card_id as string;

    expect((await call(t.app, 'DELETE', `/v1/pagarme/cards/${card.id}`, buyer)).statusCode).toBe(200);
    // Through the other host's checkout: the card is not the buyer's any more.
    const res = await payWithSaved(other.app, buyer, card.id);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toMatch(/Cartão/);
    expect(await t.db.selectFrom('order_groups').selectAll().execute()).toHaveLength(0);
    // And at its gateway, by the vault id the first host handed out: not found, nothing charged.
    const charge = other.app.commerce.payments.createCardCharge({
      orderRef: 'MC-X',
      amountCents: 1000,
      installments: 1,
      card: { cardId: vaultId },
      customer: { id: `user-${buyer.id}`, name: 'Maria Silva', email: 'maria@example.com' },
    });
    await expect(charge).rejects.toSatisfy((e) => e instanceof PaymentError && e.code === 'card_not_found');
    expect(await vaultRows()).toHaveLength(0);
    // Removing it again on the other host finds nothing; another customer never reaches it.
    expect(await other.app.commerce.payments.deleteCard(`user-${buyer.id}`, vaultId)).toBe(false);
  });

  it('a card is only its customer’s, whichever host asks', async () => {
    const buyer = await makeBuyer(t);
    const stranger = await makeBuyer(t);
    await call(t.app, 'POST', '/v1/pagarme/cards', buyer, CARD);
    const [row] = await vaultRows();
    const payments = other.app.commerce.payments;
    expect(await payments.listCards(`user-${stranger.id}`)).toEqual([]);
    expect(await payments.deleteCard(`user-${stranger.id}`, row?.card_id as string)).toBe(false);
    expect(await vaultRows()).toHaveLength(1);
  });
});
