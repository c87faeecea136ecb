import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedSupport } from '../../../server/db/seed/support.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import { makeAdmin, rowCount } from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedSupport(t.db);
});
afterEach(async () => {
  await t.close();
});

describe('GET /v1/faq', () => {
  it('lists the published help articles, by audience, grouped by category', async () => {
    const all = (await t.request('GET', '/v1/faq')).json();
    expect(all.data.length).toBeGreaterThan(15);
    const buyer = (await t.request('GET', '/v1/faq', { query: { audience: 'buyer' } })).json();
    expect(buyer.data.every((e: { audience: string }) => e.audience === 'buyer')).toBe(true);
    expect(buyer.groups.map((g: { category: string }) => g.category)).toEqual([
      'compras',
      'pagamentos',
      'entrega',
      'devolucoes',
      'conta',
    ]);
    expect(JSON.stringify(buyer)).toContain('PIX');
    const seller = (await t.request('GET', '/v1/faq', { query: { audience: 'seller' } })).json();
    expect(seller.groups.map((g: { label: string }) => g.label)).toContain('Carteira e saques');
    await t.db.updateTable('faq_entries').set({ published: 0 }).where('audience', '=', 'seller').execute();
    expect((await t.request('GET', '/v1/faq', { query: { audience: 'seller' } })).json().data).toEqual([]);
    const bad = await t.request('GET', '/v1/faq', { query: { audience: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Público inválido: use buyer ou seller.');
  });

  it('/questions is rendered from props with the buyer FAQ and the texts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/questions', headers: { 'x-inertia': 'true' } });
    const props = page.json().props;
    expect(props.faq[0].category).toBe('compras');
    expect(props.texts[0]).toMatchObject({
      code: 'perguntas-frequentes',
      text: { title: 'Central de ajuda' },
    });
    const html = await t.app.inject({ method: 'GET', url: '/questions' });
    expect(html.body).toContain('Como compro uma carta no marketplace?');
  });
});

describe('PUT /v1/static_text/{code}', () => {
  it('an admin edits a text; /shopkeepers and /supplier show it', async () => {
    const admin = await makeAdmin(t);
    const res = await t.request('PUT', '/v1/static_text/seja-lojista', {
      token: admin.token,
      body: { title: 'Nossos parceiros', body: 'Lojas de todo o Brasil, com envio rastreado.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Texto salvo.',
      result: { code: 'seja-lojista', title: 'Nossos parceiros' },
    });
    expect((await t.request('GET', '/v1/static_text/seja-lojista')).json().result.title).toBe(
      'Nossos parceiros',
    );
    const page = await t.app.inject({ method: 'GET', url: '/shopkeepers', headers: { 'x-inertia': 'true' } });
    expect(page.json().props.texts[0].text.title).toBe('Nossos parceiros');
    const supplier = await t.app.inject({
      method: 'GET',
      url: '/supplier',
      headers: { 'x-inertia': 'true' },
    });
    expect(supplier.json().props.texts[0]).toMatchObject({
      code: 'seja-fornecedor',
      text: { title: 'Venda no marketplace' },
    });
  });

  it('refuses: 401, 419, 403 non-admin, 422 bad code / short body — nothing written', async () => {
    const admin = await makeAdmin(t);
    const user = await registerUser(t);
    const before = await t.db
      .selectFrom('static_texts')
      .selectAll()
      .where('code', '=', 'seja-lojista')
      .executeTakeFirstOrThrow();
    const good = { title: 'Título novo', body: 'Um texto longo o suficiente.' };
    const put = (code: string, token: string | undefined, body: unknown, xsrf = true) =>
      t.request('PUT', `/v1/static_text/${code}`, { token, body, xsrf });
    expect((await put('seja-lojista', undefined, good)).statusCode).toBe(401);
    expect((await put('seja-lojista', admin.token, good, false)).statusCode).toBe(419);
    const forbidden = await put('seja-lojista', user.token, good);
    expect(forbidden.statusCode).toBe(403);
    const badCode = await put('Nada_Disso', admin.token, good);
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().message).toBe('Código inválido: use letras minúsculas, números e hífens.');
    const short = await put('seja-lojista', admin.token, { title: 'Ok', body: 'curto' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.title[0]).toBe('O campo título deve ter pelo menos 3 caracteres.');
    const after = await t.db
      .selectFrom('static_texts')
      .selectAll()
      .where('code', '=', 'seja-lojista')
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const count = await rowCount(t, 'static_texts');
    await seedSupport(t.db); // idempotent: an edit is never overwritten, nothing doubled
    expect(await rowCount(t, 'static_texts')).toBe(count);
  });
});
