import { expect } from 'vitest';
import { integrationsFor } from '../../../server/domain/integrations/context.ts';
import type { SandboxBlingDriver } from '../../../server/drivers/bling/index.ts';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { COMPANY, makeSeller, paidOrderAt } from '../seller/fulfilment-support.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

export const OTHER_COMPANY = { ...COMPANY, cnpj: '45.723.174/0001-10', legal_name: 'Outra Loja LTDA' };

export interface CompanySeller {
  token: string;
  id: number;
  storeId: number;
  companyId: number;
}

async function companyIdOf(t: TestApp, token: string): Promise<number> {
  const res = await t.request('GET', '/v1/company', { token });
  return res.json().result.id as number;
}

/** The seller with a store and the company COMPANY (CNPJ 11.222.333/0001-81). */
export async function companySeller(t: TestApp): Promise<CompanySeller> {
  const seller = await makeSeller(t);
  return { ...seller, companyId: await companyIdOf(t, seller.token) };
}

/** Another seller with another company (no store). */
export async function otherSeller(t: TestApp): Promise<{ token: string; companyId: number }> {
  const user = await registerUser(t, { name: 'Outra', last_name: 'Pessoa' });
  const res = await t.request('POST', '/v1/company/add_companies', {
    token: user.token,
    body: OTHER_COMPANY,
  });
  expect(res.statusCode).toBe(201);
  return { token: user.token, companyId: await companyIdOf(t, user.token) };
}

export const sandboxBling = (t: TestApp) => integrationsFor(t.config).bling as SandboxBlingDriver;

/** A valid account body for COMPANY. */
export function accountBody(companyId: number) {
  return {
    company_id: companyId,
    email: 'financeiro@cartasdosergio.com.br',
    person: {
      name: 'Sérgio Lojista',
      tax_id: '529.982.247-25',
      birth_date: '1985-04-12',
      phones: [{ country: '55', area: '11', number: '987654321', type: 'MOBILE' }],
    },
    company: {
      name: 'Cartas do Sérgio LTDA',
      tax_id: '11.222.333/0001-81',
      phones: [{ country: '55', area: '11', number: '33334444', type: 'BUSINESS' }],
      address: {
        street: 'Avenida Paulista',
        number: '1578',
        locality: 'Bela Vista',
        city: 'São Paulo',
        region_code: 'SP',
        country: 'BRA',
        postal_code: '01310-100',
      },
    },
  };
}

export const CLIENT_ID = 'app-cartas-123';
export const CLIENT_SECRET = 'segredo-do-aplicativo-9f8e7d';

export function saveCredentials(t: TestApp, token: string, companyId: number, secret = CLIENT_SECRET) {
  return t.request('POST', '/v1/bling/create-or-update', {
    token,
    body: { company_id: companyId, client_id: CLIENT_ID, client_secret: secret },
  });
}

/** GET /v1/bling/request_auth: the authorize URL and its state. */
export async function requestAuth(t: TestApp, token: string, companyId: number) {
  const res = await t.request('GET', '/v1/bling/request_auth', { token, query: { company_id: companyId } });
  expect(res.statusCode).toBe(200);
  const url = res.json().result.url as string;
  const state = new URL(url, 'http://x').searchParams.get('state') ?? '';
  return { url, state };
}

/** The sandbox page's "Autorizar": the callback URL Bling sends the browser back to. */
export async function approve(t: TestApp, url: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Autorizar');
  const query = new URL(url, 'http://x').searchParams;
  const res = await t.app.inject({
    method: 'GET',
    url: `/_sandbox/bling/approve?${new URLSearchParams({ client_id: query.get('client_id') ?? '', state: query.get('state') ?? '' })}`,
  });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

/** The browser landing on the callback with its session cookie; the flash it brings back. */
export async function callback(t: TestApp, location: string, token: string | null) {
  const res = await t.app.inject({
    method: 'GET',
    url: location,
    cookies: token ? { [SESSION_COOKIE]: token } : {},
  });
  const flashCookie = res.cookies.find((c) => c.name === 'mc_flash');
  const flash = flashCookie ? JSON.parse(decodeURIComponent(flashCookie.value)) : null;
  return { status: res.statusCode, location: String(res.headers.location ?? ''), flash };
}

/** Saves the credentials and goes through the whole OAuth flow. */
export async function connectBling(t: TestApp, seller: { token: string; companyId: number }) {
  expect((await saveCredentials(t, seller.token, seller.companyId)).statusCode).toBe(200);
  const { url } = await requestAuth(t, seller.token, seller.companyId);
  const back = await callback(t, await approve(t, url), seller.token);
  expect(back.flash?.integrations?.kind).toBe('success');
}

/** A concluded store order with an authorized NF-e (what the NF-e flow and auto-conclusion leave). */
export async function concludedOrderWithInvoice(t: TestApp, seller: CompanySeller) {
  const { storeOrderId } = await paidOrderAt(t, seller);
  const now = new Date().toISOString();
  await t.db
    .insertInto('store_order_invoices')
    .values({
      store_order_id: storeOrderId,
      number: 101,
      series: 3,
      access_key: '35250111222333000181550030000001011234567890',
      status: 'authorized',
      protocol: '135250000000001',
      refusal_reason: null,
      xml: '<nfeProc/>',
      sent_to_buyer_at: null,
      created_at: now,
      authorized_at: now,
    })
    .execute();
  await t.db
    .updateTable('store_orders')
    .set({ status: 'concluded', concluded_at: now, invoice_number: '101' })
    .where('id', '=', storeOrderId)
    .execute();
  return storeOrderId;
}
