import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../../server/domain/ledger/post.ts';
import { isValidTrackingCode } from '../../../server/drivers/shipping/index.ts';
import { expectLedgerBalanced, recordBroadcasts } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import { makeSeller, orderRow, outbox, paidOrderAt, pdfText, type Seller } from './fulfilment-support.ts';

let t: TestApp;
let seller: Seller;
beforeEach(async () => {
  t = await createTestApp();
  seller = await makeSeller(t);
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const post = (url: string, body: unknown, token: string | null = seller.token, xsrf = true) =>
  t.request('POST', url, { token, body, xsrf });

async function invoiced(storeOrderId: number, token = seller.token) {
  expect((await post('/v1/store-order-invoice', { store_order_id: storeOrderId }, token)).statusCode).toBe(
    201,
  );
  expect((await post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId }, token)).json().error).toBe(
    false,
  );
}

const emailOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

describe('the shipping label', () => {
  it('prints sender, recipient, service, weight and the tracking code with its barcode', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller);
    await invoiced(storeOrderId);
    const fulfilment = (await post('/v1/store-order-send-nf', { store_order_id: storeOrderId })).json()
      .result;
    const code = fulfilment.label_tracking_code as string;
    expect(isValidTrackingCode(code)).toBe(true);

    const res = await post('/v1/get-shipping-label', { store_order_id: storeOrderId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="etiqueta-MC-\d+-1\.pdf"$/);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(code);
    expect(text).toContain('DESTINATÁRIO');
    expect(text).toContain('Maria Silva');
    expect(text).toContain('Avenida Paulista, 1000');
    expect(text).toContain('01310-100  São Paulo / SP');
    expect(text).toContain('Cartas do Sérgio LTDA');
    expect(text).toContain('Avenida Paulista, 1578 - loja 12');
    expect(text).toMatch(/Peso: \d+,\d{3} kg/);
    expect(text).toContain('NF-e 1 série 3');
    expect(text).toMatch(/PAC|SEDEX/);
    // The barcode is an image on the page.
    expect(Buffer.from(res.rawPayload).toString('latin1')).toContain('/Subtype /Image');

    // The GET link prints the same label.
    const link = await t.request('GET', `/v1/get-shipping-label/${storeOrderId}`, { token: seller.token });
    expect(pdfText(link.rawPayload)).toContain(code);
  });

  it('a store without company or origin prints its city/UF as sender, and the content declaration', async () => {
    const plain = await makeSeller(t, { company: false });
    const { storeOrderId } = await paidOrderAt(t, plain, { price: 1500, quantity: 3 });
    const label = pdfText(
      (await post('/v1/get-shipping-label', { store_order_id: storeOrderId }, plain.token)).rawPayload,
    );
    expect(label).toContain('Loja do Sérgio');
    expect(label).toContain('São Paulo / SP');
    expect(label).toContain('Declaração de conteúdo');

    const res = await post('/v1/get-shipping-content-label', { store_order_id: storeOrderId }, plain.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="declaracao-conteudo-MC-/);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('DECLARAÇÃO DE CONTEÚDO');
    expect(text).toContain('REMETENTE');
    expect(text).toContain('DESTINATÁRIO');
    expect(text).toContain('Maria Silva');
    expect(text).toMatch(/Dragão Branco de Olhos Azuis .*\(NM, BR\)/);
    expect(text).toContain('R$ 45,00');
    expect(text).toContain('TOTAIS');
    expect(text).toMatch(/PESO TOTAL \(kg\): \d+,\d{3} kg/);
    expect(text).toContain('Assinatura do Declarante/Remetente');
    expect(text).toContain('6.538/78.');
  });

  it('a store with NF-e does not get the content declaration', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller);
    const res = await post('/v1/get-shipping-content-label', { store_order_id: storeOrderId });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/emite NF-e/);
  });

  it('answers 401, 403, 404, 419 and 422; an unpaid or canceled order has no label', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller);
    const body = { store_order_id: storeOrderId, tracking_code: 'SS473031384BR' };
    for (const url of ['/v1/get-shipping-label', '/v1/get-shipping-content-label', '/v1/store-order-ship']) {
      expect((await post(url, body, null)).statusCode).toBe(401);
      const other = await registerUser(t);
      expect((await post(url, body, other.token)).statusCode).toBe(403);
      expect((await post(url, { store_order_id: 999999, tracking_code: 'SS473031384BR' })).statusCode).toBe(
        404,
      );
      expect((await post(url, body, seller.token, false)).statusCode).toBe(419);
      expect((await post(url, {})).statusCode).toBe(422);
    }
    const other = await registerUser(t);
    expect(
      (await t.request('GET', `/v1/get-shipping-label/${storeOrderId}`, { token: other.token })).statusCode,
    ).toBe(403);
    await t.db
      .updateTable('store_orders')
      .set({ status: 'canceled' })
      .where('id', '=', storeOrderId)
      .execute();
    const canceled = await post('/v1/get-shipping-label', body);
    expect(canceled.statusCode).toBe(422);
  });
});

describe('marking an order shipped', () => {
  it('checks the tracking code, ships an invoiced order, e-mails the buyer and keeps the books', async () => {
    const events = recordBroadcasts(t);
    const { storeOrderId, buyer } = await paidOrderAt(t, seller);
    const email = await emailOf(buyer.id);

    // A store with a company ships only after its NF-e.
    const early = await post('/v1/store-order-ship', {
      store_order_id: storeOrderId,
      tracking_code: 'SS473031384BR',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/Emita a NF-e/);
    await invoiced(storeOrderId);

    const health = await ledgerHealth(t.db);
    const before = (await outbox(t, email)).length;
    for (const bad of ['SS473031385BR', 'SS47303138BR', 'XX', '12345678901BR']) {
      const res = await post('/v1/store-order-ship', { store_order_id: storeOrderId, tracking_code: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.tracking_code).toEqual(['Código de rastreio inválido.']);
    }
    expect((await orderRow(t, storeOrderId)).status).toBe('invoiced');
    expect(await outbox(t, email)).toHaveLength(before);

    const res = await post('/v1/store-order-ship', {
      store_order_id: storeOrderId,
      tracking_code: ' ss473031384br ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      tracking_code: 'SS473031384BR',
      tracking_url: 'https://rastreamento.correios.com.br/app/index.php?objetos=SS473031384BR',
      can_ship: false,
    });
    const order = await orderRow(t, storeOrderId);
    expect(order.status).toBe('shipped');
    expect(order.tracking_code).toBe('SS473031384BR');
    expect(order.shipped_at).not.toBeNull();

    const mails = (await outbox(t, email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Seu pedido MC-\d+-1 foi enviado$/);
    expect(mails[0]?.text).toContain(
      'https://rastreamento.correios.com.br/app/index.php?objetos=SS473031384BR',
    );
    expect(
      events.some(
        (e) => e.event === 'order.status-changed' && (e.payload as { status: string }).status === 'shipped',
      ),
    ).toBe(true);
    // Shipping moves no money.
    expect(await ledgerHealth(t.db)).toEqual(health);

    // Shipped once: a second attempt is refused.
    const again = await post('/v1/store-order-ship', {
      store_order_id: storeOrderId,
      tracking_code: 'SS473031384BR',
    });
    expect(again.statusCode).toBe(422);
  });

  it('a store without a company ships a paid order with the content declaration', async () => {
    const plain = await makeSeller(t, { company: false });
    const { storeOrderId } = await paidOrderAt(t, plain);
    const res = await post(
      '/v1/store-order-ship',
      { store_order_id: storeOrderId, tracking_code: 'PN123456785BR' },
      plain.token,
    );
    expect(isValidTrackingCode('PN123456785BR')).toBe(true);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t, storeOrderId)).status).toBe('shipped');
    const history = await t.db
      .selectFrom('order_status_history')
      .select(['status', 'note'])
      .where('store_order_id', '=', storeOrderId)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.status).slice(-3)).toEqual(['paid', 'invoiced', 'shipped']);
    expect(history.at(-2)?.note).toMatch(/declaração de conteúdo/);
  });

  it('two clicks on “mark as shipped”: one wins, the other gets 422', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller);
    await invoiced(storeOrderId);
    const answers = await Promise.all(
      [0, 1].map(() =>
        post('/v1/store-order-ship', { store_order_id: storeOrderId, tracking_code: 'SS473031384BR' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const shipped = await t.db
      .selectFrom('order_status_history')
      .select('id')
      .where('store_order_id', '=', storeOrderId)
      .where('status', '=', 'shipped')
      .execute();
    expect(shipped).toHaveLength(1);
  });
});
