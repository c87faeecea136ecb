import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import {
  addToCart,
  type Buyer,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
} from '../cart/fixtures.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

/** The seller's company, as the company-info form posts it (a valid CNPJ, address in São Paulo). */
export const COMPANY = {
  cnpj: '11.222.333/0001-81',
  legal_name: 'Cartas do Sérgio LTDA',
  trade_name: 'Loja do Sérgio',
  state_registration: '110042490114',
  email: 'fiscal@cartasdosergio.com.br',
  phone: '(11) 98765-4321',
  address: {
    postcode: '01310-100',
    address: 'Avenida Paulista',
    number: '1578',
    complement: 'loja 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
};

export interface Seller {
  token: string;
  id: number;
  storeId: number;
}

/** A seller with an active store; with `company`, the company created through POST /v1/company/add_companies. */
export async function makeSeller(t: TestApp, { company = true } = {}): Promise<Seller> {
  const user = await registerUser(t, { name: 'Sérgio', last_name: 'Lojista' });
  const storeId = await makeStore(t, { ownerUserId: user.id, name: 'Loja do Sérgio' });
  if (company) {
    const res = await t.request('POST', '/v1/company/add_companies', { token: user.token, body: COMPANY });
    expect(res.statusCode).toBe(201);
  }
  return { token: user.token, id: user.id, storeId };
}

/**
 * A paid order of one store order at the seller's store (wallet credit pays it): `quantity` units (2)
 * at `price` centavos. Returns the buyer and the store order id.
 */
export async function paidOrderAt(
  t: TestApp,
  seller: Seller,
  { price = 2500, quantity = 2, buyer }: { price?: number; quantity?: number; buyer?: Buyer } = {},
) {
  const who = buyer ?? (await makeBuyer(t, { credit: 100_000 }));
  const productId = await makeProduct(t, { name: `Dragão Branco de Olhos Azuis ${Math.random()}` });
  const listingId = await makeListing(t, { storeId: seller.storeId, productId, quantity: 10, price });
  await addToCart(t, who, listingId, quantity);
  const res = await t.request('POST', '/v1/order/pix', {
    token: who.token,
    body: orderBody(who, { wallet_credit: 1000 }),
  });
  expect(res.statusCode).toBe(201);
  const group = res.json().result.data;
  const storeOrderId = group.orders[0].id as number;
  const order = await t.db
    .selectFrom('store_orders')
    .select(['status', 'total'])
    .where('id', '=', storeOrderId)
    .executeTakeFirstOrThrow();
  expect(order.status).toBe('paid');
  return { buyer: who, storeOrderId, totalCents: order.total };
}

/** The text a PDF draws: every content stream inflated and its text operators' strings decoded. */
export function pdfText(bytes: Buffer | Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    const texts = /<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
    for (let t = texts.exec(content); t; t = texts.exec(content)) {
      out.push(t[1] !== undefined ? Buffer.from(t[1], 'hex').toString('latin1') : (t[2] ?? ''));
    }
  }
  return out.join('\n');
}

export async function outbox(t: TestApp, to: string) {
  return t.db.selectFrom('outbox_mails').selectAll().where('to_address', '=', to).orderBy('id').execute();
}

export async function invoicesOf(t: TestApp, storeOrderId: number) {
  return t.db
    .selectFrom('store_order_invoices')
    .selectAll()
    .where('store_order_id', '=', storeOrderId)
    .orderBy('id')
    .execute();
}

export async function orderRow(t: TestApp, storeOrderId: number) {
  return t.db.selectFrom('store_orders').selectAll().where('id', '=', storeOrderId).executeTakeFirstOrThrow();
}
