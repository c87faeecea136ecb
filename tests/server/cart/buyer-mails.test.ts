import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { addToCart, type Buyer, makeBuyer, makeOffer, orderBody } from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function mailsOf(buyer: Buyer) {
  const { email } = await t.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  return t.db
    .selectFrom('outbox_mails')
    .select(['subject', 'text', 'html'])
    .where('to_address', '=', email)
    .where('subject', 'not like', '%Valide%')
    .where('subject', 'not like', '%valid%')
    .orderBy('id')
    .execute();
}

describe('e-mails to the buyer about an order', () => {
  it('one when a PIX order is placed (stores, items in words, total, deadline) and one when its PIX is paid', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId);
    const before = (await mailsOf(buyer)).length;
    const placed = (
      await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) })
    ).json().result;
    const number = placed.data.number as string;

    const afterPlace = (await mailsOf(buyer)).slice(before);
    expect(afterPlace.map((m) => m.subject)).toEqual([`Recebemos o seu pedido ${number}`]);
    const [mail] = afterPlace;
    expect(mail.text).toContain(`Pedido ${placed.data.orders[0].number} na loja`);
    expect(mail.text).toMatch(/Pague o PIX de R\$ [\d.]+,\d{2} até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(mail.text).toContain('Pagamento: PIX');
    expect(mail.text).toContain(`/my-account/order-view/${placed.order_id}`);
    expect(mail.html).toContain('<a href=');

    const paid = await t.request('POST', `/_sandbox/payments/${placed.data.payment.charge_id}/pay`);
    expect(paid.statusCode).toBe(200);
    const afterPay = (await mailsOf(buyer)).slice(before);
    expect(afterPay.map((m) => m.subject)).toEqual([
      `Recebemos o seu pedido ${number}`,
      `Pagamento confirmado: pedido ${number}`,
    ]);
    expect(afterPay[1].text).toContain('Recebemos o pagamento por PIX');

    // Paying again changes nothing and sends nothing.
    expect(
      (await t.request('POST', `/_sandbox/payments/${placed.data.payment.charge_id}/pay`)).statusCode,
    ).toBe(409);
    expect((await mailsOf(buyer)).slice(before)).toHaveLength(2);
  });

  it('one e-mail for an order paid at once by wallet credit, saying it is paid', async () => {
    const offer = await makeOffer(t, { quantity: 2, price: 1000 });
    const buyer = await makeBuyer(t, { credit: 50000 });
    await addToCart(t, buyer, offer.listingId);
    const before = (await mailsOf(buyer)).length;
    const res = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { wallet_credit: 500 }),
    });
    expect(res.statusCode).toBe(201);
    const mails = (await mailsOf(buyer)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('O pagamento está confirmado');
    expect(mails[0].text).toContain('Crédito da carteira usado');
  });

  it('no e-mail for an order refused at the checkout (empty cart)', async () => {
    const buyer = await makeBuyer(t);
    const before = (await mailsOf(buyer)).length;
    const res = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(res.statusCode).toBe(422);
    expect((await mailsOf(buyer)).slice(before)).toHaveLength(0);
  });
});
