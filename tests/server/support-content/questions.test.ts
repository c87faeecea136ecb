import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { makeProduct, recordBroadcasts } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { cast, rowCount, soldProduct } from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const QUESTION = 'Essa carta é da primeira edição?';

describe('product questions', () => {
  it('a buyer asks, the store is told; the store answers, the buyer is told and the product page shows it', async () => {
    const { seller, storeId, buyer } = await cast(t);
    const productId = await soldProduct(t, storeId);
    const events = recordBroadcasts(t);
    const asked = await t.request('POST', '/v1/product-questions', {
      token: buyer.token,
      body: { product_id: productId, store_id: storeId, question: QUESTION },
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().result).toMatchObject({
      status: 'pending',
      asker: 'Bruna',
      question: QUESTION,
      answer: null,
    });
    expect(events.find((e) => e.event === 'product-question.asked')?.channels).toEqual([
      `private-store.${storeId}`,
    ]);
    expect(JSON.stringify((await t.request('GET', '/v1/notices', { token: seller.token })).json())).toContain(
      'Nova pergunta sobre um produto',
    );
    // Not published until answered.
    const before = (await t.request('GET', `/v1/product-questions/${productId}`)).json().result;
    expect(before.answered).toEqual([]);
    expect(before.stores).toEqual([{ id: storeId, name: 'Loja do Sérgio' }]);

    const pending = (
      await t.request('GET', `/v1/store-questions/${storeId}`, {
        token: seller.token,
        query: { status: 'pending' },
      })
    ).json();
    expect(pending.counts).toEqual({ all: 1, pending: 1, answered: 0 });
    const id = pending.data[0].id;

    const answered = await t.request('POST', `/v1/product-questions/${id}/answer`, {
      token: seller.token,
      body: { answer: 'Sim, primeira edição em português.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ message: 'Resposta publicada.', result: { status: 'answered' } });
    expect(events.find((e) => e.event === 'product-question.answered')?.channels).toEqual([
      `private-App.Models.User.${buyer.id}`,
    ]);
    expect(JSON.stringify((await t.request('GET', '/v1/notices', { token: buyer.token })).json())).toContain(
      'Sua pergunta foi respondida',
    );
    const after = (await t.request('GET', `/v1/product-questions/${productId}`)).json().result;
    expect(after.answered[0]).toMatchObject({
      question: QUESTION,
      answer: 'Sim, primeira edição em português.',
    });

    const page = await t.app.inject({
      method: 'GET',
      url: `/product/${productId}`,
      headers: { 'x-inertia': 'true' },
    });
    expect(page.json().props.questions.answered[0].answer).toBe('Sim, primeira edição em português.');

    const storePage = await t.app.inject({
      method: 'GET',
      url: `/my-store/${storeId}/faq-product-active`,
      headers: { 'x-inertia': 'true' },
      cookies: { [SESSION_COOKIE]: seller.token },
    });
    expect(storePage.json().props).toMatchObject({ status: 'answered', counts: { answered: 1 } });
    expect(storePage.json().props.questions.data).toHaveLength(1);
  });

  it('refuses: 401, 419, 422 (short question, store not selling it, own store), 403 another store answering — nothing written', async () => {
    const { seller, storeId, other, otherStoreId, buyer } = await cast(t);
    const productId = await soldProduct(t, storeId);
    const unsold = await makeProduct(t);
    const ask = (token: string | undefined, b: Record<string, unknown>, xsrf = true) =>
      t.request('POST', '/v1/product-questions', { token, body: b, xsrf });
    const good = { product_id: productId, store_id: storeId, question: QUESTION };
    expect((await ask(undefined, good)).statusCode).toBe(401);
    expect((await ask(buyer.token, good, false)).statusCode).toBe(419);
    const short = await ask(buyer.token, { ...good, question: 'Oi?' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('O campo pergunta deve ter pelo menos 10 caracteres.');
    const wrong = await ask(buyer.token, { ...good, store_id: otherStoreId });
    expect(wrong.json().errors.store_id[0]).toBe('Esta loja não vende este produto.');
    expect((await ask(buyer.token, { ...good, product_id: unsold })).statusCode).toBe(422);
    const own = await ask(seller.token, good);
    expect(own.json().errors.store_id[0]).toBe('Você não pode perguntar para a sua própria loja.');
    expect(await rowCount(t, 'product_questions')).toBe(0);

    const id = (await ask(buyer.token, good)).json().result.id;
    const answer = (token: string | undefined, a: unknown) =>
      t.request('POST', `/v1/product-questions/${id}/answer`, { token, body: { answer: a } });
    expect((await answer(undefined, 'Sim, é sim.')).statusCode).toBe(401);
    const foreign = await answer(other.token, 'Sim, é sim.');
    expect(foreign.statusCode).toBe(403);
    expect((await answer(buyer.token, 'Sim, é sim.')).statusCode).toBe(403);
    const empty = await answer(seller.token, '');
    expect(empty.statusCode).toBe(422);
    expect(
      (
        await t.request('POST', '/v1/product-questions/99999/answer', {
          token: seller.token,
          body: { answer: 'ok ok' },
        })
      ).statusCode,
    ).toBe(404);
    const row = await t.db.selectFrom('product_questions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', answer: null });
    expect(
      (await t.request('GET', `/v1/store-questions/${storeId}`, { token: other.token })).statusCode,
    ).toBe(403);
  });

  it('shows user text as given (the page escapes it; nothing is turned into markup on the server)', async () => {
    const { storeId, buyer } = await cast(t);
    const productId = await soldProduct(t, storeId);
    const evil = '<img src=x onerror=alert(1)> é original?';
    const res = await t.request('POST', '/v1/product-questions', {
      token: buyer.token,
      body: { product_id: productId, store_id: storeId, question: evil },
    });
    expect(res.json().result.question).toBe(evil);
  });
});
