import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { makeProduct, recordBroadcasts } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { cast, rowCount } from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const QA = {
  question: 'A camisa da linha Bra encolhe na lavagem?',
  answer: 'Não. O tecido é pré-encolhido; lave com água fria.',
};

describe('Bra line Q&As', () => {
  it('created in analysis; an admin approves one and reproves another with a reason; the store is told live and by notice', async () => {
    const { seller, storeId, admin } = await cast(t);
    const productId = await makeProduct(t, { type: 'bra' });
    const create = () =>
      t.request('POST', '/v1/bra-faq', {
        token: seller.token,
        body: { store_id: storeId, product_id: productId, ...QA },
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Pergunta enviada para análise.',
      result: { status: 'analysis' },
    });
    const second = (await create()).json().result;
    expect(JSON.stringify((await t.request('GET', '/v1/notices', { token: admin.token })).json())).toContain(
      'Pergunta da linha Bra para moderar',
    );
    const queue = (await t.request('GET', '/v1/admin/bra-faq', { token: admin.token })).json().result;
    expect(queue).toHaveLength(2);

    const events = recordBroadcasts(t);
    const approved = await t.request('PUT', `/v1/admin/bra-faq/${first.json().result.id}`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(approved.json()).toMatchObject({
      message: 'Pergunta aprovada.',
      result: { status: 'approved', reason: null },
    });
    const noReason = await t.request('PUT', `/v1/admin/bra-faq/${second.id}`, {
      token: admin.token,
      body: { status: 'reproved', reason: '' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('Informe o motivo da reprovação.');
    const reproved = await t.request('PUT', `/v1/admin/bra-faq/${second.id}`, {
      token: admin.token,
      body: { status: 'reproved', reason: 'A resposta não cita a composição do tecido.' },
    });
    expect(reproved.json().result).toMatchObject({
      status: 'reproved',
      reason: 'A resposta não cita a composição do tecido.',
    });
    expect(events.filter((e) => e.event === 'bra-faq.moderated').map((e) => e.channels)).toEqual([
      [`private-store.${storeId}`],
      [`private-store.${storeId}`],
    ]);
    const notices = JSON.stringify((await t.request('GET', '/v1/notices', { token: seller.token })).json());
    expect(notices).toContain('Pergunta da linha Bra aprovada');
    expect(notices).toContain('Pergunta da linha Bra reprovada');

    // The approved one (only) is published with the product's questions.
    const block = (await t.request('GET', `/v1/product-questions/${productId}`)).json().result;
    expect(block.bra.map((f: { id: number }) => f.id)).toEqual([first.json().result.id]);

    const twice = await t.request('PUT', `/v1/admin/bra-faq/${second.id}`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Esta pergunta já foi moderada.');

    const list = (
      await t.request('GET', `/v1/bra-faq/${storeId}`, { token: seller.token, query: { status: 'reproved' } })
    ).json();
    expect(list.data[0].reason).toBe('A resposta não cita a composição do tecido.');
    const page = await t.app.inject({
      method: 'GET',
      url: `/my-store/${storeId}/faq-reproved`,
      headers: { 'x-inertia': 'true' },
      cookies: { [SESSION_COOKIE]: seller.token },
    });
    expect(page.json().props.reproved.data).toHaveLength(1);
    const braPage = await t.app.inject({
      method: 'GET',
      url: `/my-store/${storeId}/faq-bra`,
      headers: { 'x-inertia': 'true' },
      cookies: { [SESSION_COOKIE]: seller.token },
    });
    expect(braPage.json().props).toMatchObject({ moderation: null });
    expect(braPage.json().props.approved.data).toHaveLength(1);
  });

  it('refuses: 401, 419, 403 another store / non-admin moderating, 422 (not a Bra product, empty answer) — nothing written', async () => {
    const { seller, storeId, other } = await cast(t);
    const bra = await makeProduct(t, { type: 'bra' });
    const card = await makeProduct(t);
    const post = (token: string | undefined, b: Record<string, unknown>, xsrf = true) =>
      t.request('POST', '/v1/bra-faq', {
        token,
        body: { store_id: storeId, product_id: bra, ...QA, ...b },
        xsrf,
      });
    expect((await post(undefined, {})).statusCode).toBe(401);
    expect((await post(seller.token, {}, false)).statusCode).toBe(419);
    expect((await post(other.token, {})).statusCode).toBe(403);
    const notBra = await post(seller.token, { product_id: card });
    expect(notBra.json().errors.product_id[0]).toBe('Escolha um produto da linha Bra.');
    const empty = await post(seller.token, { answer: '' });
    expect(empty.statusCode).toBe(422);
    expect(await rowCount(t, 'bra_faqs')).toBe(0);

    const id = (await post(seller.token, {})).json().result.id;
    const moderate = await t.request('PUT', `/v1/admin/bra-faq/${id}`, {
      token: seller.token,
      body: { status: 'approved' },
    });
    expect(moderate.statusCode).toBe(403);
    expect(
      (await t.request('PUT', `/v1/admin/bra-faq/${id}`, { body: { status: 'approved' } })).statusCode,
    ).toBe(401);
    const row = await t.db.selectFrom('bra_faqs').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('analysis');
  });
});
