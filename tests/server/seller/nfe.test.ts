import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../../../server/domain/errors.ts';
import { authorizeInvoice } from '../../../server/domain/fulfilment/invoices.ts';
import { yearMonth } from '../../../server/drivers/nfe/access-key.ts';
import {
  accessKeyCheckDigit,
  buildAccessKey,
  createSandboxNfeDriver,
  isValidAccessKey,
  type NfeDriver,
} from '../../../server/drivers/nfe/index.ts';
import { expectLedgerBalanced, makeBuyer } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import {
  invoicesOf,
  makeSeller,
  orderRow,
  outbox,
  paidOrderAt,
  pdfText,
  type Seller,
} from './fulfilment-support.ts';

/** Keys published as valid (check digit included): the MOC's worked example and two real-shaped keys. */
const KNOWN_KEYS = [
  '52060433009911002506550120000007800267301615',
  '43171207364617000135550000000120141000120146',
  '13181017921427000125650010000000309887251170',
];

describe('the NF-e access key', () => {
  it('computes the módulo-11 check digit of known valid keys', () => {
    for (const key of KNOWN_KEYS) {
      expect(accessKeyCheckDigit(key.slice(0, 43))).toBe(Number(key[43]));
      expect(isValidAccessKey(key)).toBe(true);
    }
    // One digit changed: the check digit no longer matches.
    const [first] = KNOWN_KEYS as [string];
    const broken = `${first.slice(0, 10)}${(Number(first[10]) + 1) % 10}${first.slice(11)}`;
    expect(isValidAccessKey(broken)).toBe(false);
    expect(isValidAccessKey('1234')).toBe(false);
    // Remainders 0 and 1 give 0.
    expect(accessKeyCheckDigit('0'.repeat(43))).toBe(0);
  });

  it('lays out cUF, AAMM, CNPJ, model 55, series, number, tpEmis, cNF and the check digit', () => {
    const key = buildAccessKey({
      uf: 'SP',
      issuedAt: new Date('2026-03-31T23:30:00-03:00'),
      cnpj: '11222333000181',
      series: 3,
      number: 9,
      code: '12345678',
    });
    expect(key).toHaveLength(44);
    expect(key.slice(0, 2)).toBe('35');
    expect(key.slice(2, 6)).toBe('2603'); // Brasília time: still March
    expect(key.slice(6, 20)).toBe('11222333000181');
    expect(key.slice(20, 22)).toBe('55');
    expect(key.slice(22, 25)).toBe('003');
    expect(key.slice(25, 34)).toBe('000000009');
    expect(key.slice(34, 35)).toBe('1');
    expect(key.slice(35, 43)).toBe('12345678');
    expect(isValidAccessKey(key)).toBe(true);
    expect(() =>
      buildAccessKey({
        uf: 'XX',
        issuedAt: new Date(),
        cnpj: '11222333000181',
        series: 3,
        number: 1,
        code: '12345678',
      }),
    ).toThrow(/UF/);
  });
});

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

describe('invoicing a paid order', () => {
  it('drafts, authorizes and moves the order to invoiced; DANFE and XML download', async () => {
    const { storeOrderId, buyer, totalCents } = await paidOrderAt(t, seller, { price: 2500 });

    const draft = await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    expect(draft.statusCode).toBe(201);
    const pending = draft.json().result.invoices[0];
    expect(pending).toMatchObject({ status: 'pending', series: 3, number: 1, protocol: null });
    expect(draft.json().result.can_issue_invoice).toBe(false);

    const [row] = await invoicesOf(t, storeOrderId);
    const key = row?.access_key ?? '';
    expect(isValidAccessKey(key)).toBe(true);
    expect(key.slice(0, 2)).toBe('35');
    expect(key.slice(2, 6)).toBe(yearMonth(new Date()));
    expect(key.slice(6, 20)).toBe('11222333000181');
    expect(key.slice(20, 34)).toBe('55003000000001');
    const xml = row?.xml ?? '';
    expect(xml).toContain(`<infNFe versao="4.00" Id="NFe${key}">`);
    expect(xml).toContain('<CNPJ>11222333000181</CNPJ><xNome>Cartas do Sérgio LTDA</xNome>');
    expect(xml).toContain('<xNome>Maria Silva</xNome>');
    expect(xml).toContain('<enderDest><xLgr>Avenida Paulista</xLgr><nro>1000</nro>');
    expect(xml).toContain('<NCM>95044000</NCM>');
    expect(xml).toContain('<CFOP>5102</CFOP>');
    expect(xml).toContain('<qCom>2.0000</qCom>');
    expect(xml).toContain(`<vNF>${(totalCents / 100).toFixed(2)}</vNF>`);
    expect(xml).toContain('<tpAmb>2</tpAmb>');
    expect(xml).toContain(`<cDV>${key[43]}</cDV>`);

    // A second draft while one is pending: 422, nothing written.
    const twice = await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    expect(twice.statusCode).toBe(422);
    expect(await invoicesOf(t, storeOrderId)).toHaveLength(1);

    const sefaz = await post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId });
    expect(sefaz.statusCode).toBe(200);
    expect(sefaz.json()).toMatchObject({ error: false, message: 'NF-e autorizada pela SEFAZ.' });
    const invoice = sefaz.json().result.invoice;
    expect(invoice.status).toBe('authorized');
    expect(invoice.protocol).toMatch(/^135\d{12}$/);
    expect(invoice.danfe_url).toBe(`/v1/store-order-get-nf/${storeOrderId}?format=pdf`);
    const order = await orderRow(t, storeOrderId);
    expect(order.status).toBe('invoiced');
    expect(order.invoice_key).toBe(key);
    expect(order.invoice_number).toBe('1');
    expect(order.invoiced_at).not.toBeNull();
    const [stored] = await invoicesOf(t, storeOrderId);
    expect(stored?.xml).toContain(`<nProt>${invoice.protocol}</nProt>`);
    expect(stored?.xml).toContain('<cStat>100</cStat>');

    const pdf = await post('/v1/store-order-get-nf', { store_order_id: storeOrderId, format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="DANFE-${key}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(key.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(text).toContain(invoice.protocol);
    expect(text).toContain('Cartas do Sérgio LTDA');
    expect(text).toContain('Maria Silva');
    expect(text).toContain('11.222.333/0001-81');
    expect(text).toContain('9504.40.00');
    expect(text).toContain('SEM VALOR FISCAL');

    const file = await post('/v1/store-order-get-nf', { store_order_id: storeOrderId, format: 'xml' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${key}-procNFe.xml"`);
    expect(file.body).toContain('<nfeProc');
    expect(file.body).toContain(`<chNFe>${key}</chNFe>`);

    // The GET link: the seller and the order's buyer may open it; anyone else may not.
    const link = `/v1/store-order-get-nf/${storeOrderId}`;
    expect((await t.request('GET', link, { token: buyer.token })).rawPayload.subarray(0, 4).toString()).toBe(
      '%PDF',
    );
    expect((await t.request('GET', link, { token: seller.token, query: { format: 'xml' } })).body).toContain(
      '<nfeProc',
    );
    const stranger = await registerUser(t);
    expect((await t.request('GET', link, { token: stranger.token })).statusCode).toBe(403);
    expect((await t.request('GET', link)).statusCode).toBe(401);
    expect(
      (await t.request('GET', '/v1/store-order-get-nf/999999', { token: seller.token })).statusCode,
    ).toBe(404);

    // Authorized once: no new draft, no second authorization.
    expect((await post('/v1/store-order-invoice', { store_order_id: storeOrderId })).statusCode).toBe(422);
    expect((await post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId })).statusCode).toBe(422);
  });

  it('e-mails the buyer the DANFE link and notes it', async () => {
    const { storeOrderId, buyer } = await paidOrderAt(t, seller);
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()
    ).email;
    const before = (await outbox(t, email)).length;
    // Nothing authorized yet: 422, no mail.
    expect((await post('/v1/store-order-send-nf', { store_order_id: storeOrderId })).statusCode).toBe(422);
    expect(await outbox(t, email)).toHaveLength(before);

    await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    await post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId });
    const sent = await post('/v1/store-order-send-nf', { store_order_id: storeOrderId });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result.invoice.sent_to_buyer_at).not.toBeNull();
    const mails = (await outbox(t, email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Nota fiscal do pedido MC-/);
    expect(mails[0]?.text).toContain(
      `http://localhost:8000/v1/store-order-get-nf/${storeOrderId}?format=pdf`,
    );
  });

  it('shows SEFAZ refusal, keeps the order paid, and authorizes a new attempt', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller);
    await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    const refused = await post('/v1/send-nf-to-sefaz', {
      store_order_id: storeOrderId,
      simulate_refusal: true,
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().error).toBe(true);
    expect(refused.json().message).toContain(
      'Rejeição 539: Duplicidade de NF-e com diferença na Chave de Acesso',
    );
    const [first] = refused.json().result.invoices;
    expect(first).toMatchObject({ status: 'refused', protocol: null });
    expect(first.refusal_reason).toMatch(/^Rejeição 539/);
    expect(refused.json().result.can_issue_invoice).toBe(true);
    expect((await orderRow(t, storeOrderId)).status).toBe('paid');

    // Retry: a new draft with the same (unused) number and a new key, then authorized.
    const again = await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    expect(again.statusCode).toBe(201);
    const ok = await post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId });
    expect(ok.json().error).toBe(false);
    const rows = await invoicesOf(t, storeOrderId);
    expect(rows.map((r) => r.status)).toEqual(['refused', 'authorized']);
    expect(rows[0]?.number).toBe(rows[1]?.number);
    expect(rows[0]?.access_key).not.toBe(rows[1]?.access_key);
    expect((await orderRow(t, storeOrderId)).status).toBe('invoiced');
  });

  it('refuses in the sandbox when the total ends in 13 centavos', async () => {
    // One unit + shipping: pick the unit price that makes the total end in ,13.
    const probe = await paidOrderAt(t, seller, { price: 1000, quantity: 1 });
    const shipping = probe.totalCents - 1000;
    const unit = 2000 + ((113 - (shipping % 100)) % 100);
    const { storeOrderId, totalCents } = await paidOrderAt(t, seller, { price: unit, quantity: 1 });
    expect(totalCents % 100).toBe(13);
    await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    const res = await post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId });
    expect(res.json().error).toBe(true);
    expect(res.json().message).toContain('Rejeição 539');
    expect((await orderRow(t, storeOrderId)).status).toBe('paid');
  });

  it('numbers the company’s invoices in sequence across orders', async () => {
    const a = await paidOrderAt(t, seller);
    const b = await paidOrderAt(t, seller);
    await post('/v1/store-order-invoice', { store_order_id: a.storeOrderId });
    await post('/v1/store-order-invoice', { store_order_id: b.storeOrderId });
    expect((await invoicesOf(t, a.storeOrderId))[0]?.number).toBe(1);
    expect((await invoicesOf(t, b.storeOrderId))[0]?.number).toBe(2);
  });

  it('two clicks on “send to SEFAZ”: one authorizes, the other gets 422', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller);
    await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    const answers = await Promise.all([
      post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId }),
      post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await invoicesOf(t, storeOrderId)).map((r) => r.status)).toEqual(['authorized']);
    const history = await t.db
      .selectFrom('order_status_history')
      .select('status')
      .where('store_order_id', '=', storeOrderId)
      .where('status', '=', 'invoiced')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('when the order moved while SEFAZ answered, the invoice is not left authorized', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller);
    await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    const sandbox = createSandboxNfeDriver();
    // SEFAZ authorizes, but meanwhile the order was canceled: the move to invoiced fails.
    const slow: NfeDriver = {
      ...sandbox,
      async authorize(request) {
        const answer = await sandbox.authorize(request);
        await t.db
          .updateTable('store_orders')
          .set({ status: 'canceled' })
          .where('id', '=', storeOrderId)
          .execute();
        return answer;
      },
    };
    await expect(authorizeInvoice(t.app.commerce, slow, storeOrderId)).rejects.toSatisfy(isRefusal);
    expect((await invoicesOf(t, storeOrderId)).map((r) => [r.status, r.protocol])).toEqual([
      ['pending', null],
    ]);
    expect((await orderRow(t, storeOrderId)).invoice_key).toBeNull();
    await t.db.updateTable('store_orders').set({ status: 'paid' }).where('id', '=', storeOrderId).execute();
  });

  it('canceling an invoiced order cancels its NF-e in the same move', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller, { price: 2500 });
    await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    expect((await post('/v1/send-nf-to-sefaz', { store_order_id: storeOrderId })).statusCode).toBe(200);
    const cancel = await post('/v1/store-order-cancel', {
      store_order_id: storeOrderId,
      reason: 'Carta danificada no estoque',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await orderRow(t, storeOrderId)).status).toBe('canceled');
    const [invoice] = await invoicesOf(t, storeOrderId);
    expect(invoice?.status).toBe('canceled');
  });

  it('a store without a company cannot issue NF-e: 422 pointing to the company form, nothing written', async () => {
    const plain = await makeSeller(t, { company: false });
    const { storeOrderId } = await paidOrderAt(t, plain);
    const res = await post('/v1/store-order-invoice', { store_order_id: storeOrderId }, plain.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.company[0]).toMatch(/Dados da empresa/);
    expect(await invoicesOf(t, storeOrderId)).toHaveLength(0);
  });

  it('answers 401, 403, 404, 419 and 422', async () => {
    const { storeOrderId } = await paidOrderAt(t, seller);
    const body = { store_order_id: storeOrderId };
    for (const url of [
      '/v1/store-order-invoice',
      '/v1/send-nf-to-sefaz',
      '/v1/store-order-send-nf',
      '/v1/store-order-get-nf',
    ]) {
      expect((await post(url, body, null)).statusCode).toBe(401);
      const other = await registerUser(t);
      const forbidden = await post(url, body, other.token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Você não tem acesso a esta loja.');
      expect((await post(url, { store_order_id: 999999 })).statusCode).toBe(404);
      expect((await post(url, body, seller.token, false)).statusCode).toBe(419);
      const bad = await post(url, { store_order_id: 'abc' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.store_order_id).toBeDefined();
    }
    expect((await post('/v1/store-order-get-nf', { ...body, format: 'doc' })).statusCode).toBe(422);
    expect((await post('/v1/send-nf-to-sefaz', { ...body, simulate_refusal: 'yes' })).statusCode).toBe(422);
    // Sending without a draft, downloading before authorization: 422 in Portuguese.
    const early = await post('/v1/send-nf-to-sefaz', body);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Emita a nota fiscal antes de enviá-la à SEFAZ.');
    expect((await post('/v1/store-order-get-nf', body)).statusCode).toBe(422);
    expect(await invoicesOf(t, storeOrderId)).toHaveLength(0);

    // An admin may act on any store.
    const admin = await registerUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect((await post('/v1/store-order-invoice', body, admin.token)).statusCode).toBe(201);
  });

  it('only a paid order can be invoiced', async () => {
    const buyer = await makeBuyer(t); // no credit: the PIX stays pending
    const { storeOrderId } = await paidOrderAt(t, seller);
    await t.db
      .updateTable('store_orders')
      .set({ status: 'canceled' })
      .where('id', '=', storeOrderId)
      .execute();
    const res = await post('/v1/store-order-invoice', { store_order_id: storeOrderId });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Só é possível emitir a nota fiscal de um pedido pago.');
    expect(buyer.id).toBeGreaterThan(0);
  });
});
