import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionOf } from '../../../server/domain/auth/session.ts';
import { expectLedgerBalanced, makeStore } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import {
  balanceOf,
  chargesOf,
  createSignature,
  type PlanScene,
  payPix,
  planScene,
  savedCard,
  subscriptionsOf,
  subscriptionTransactions,
} from './fixtures.ts';

let t: TestApp;
let s: PlanScene;
beforeEach(async () => {
  t = await createTestApp();
  s = await planScene(t);
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const CREATE_FAILED = 'Não foi possível criar a assinatura';

describe('GET /v1/plans', () => {
  it('lists the plans on sale in order, prices in reais and null limits for unlimited', async () => {
    const res = await t.request('GET', '/v1/plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json().result;
    expect(plans.map((p: { code: string }) => p.code)).toEqual(['basico', 'lojista-pro', 'lojista-max']);
    expect(plans[1]).toMatchObject({ name: 'Lojista Pro', price: 49.9, max_listings: 50000, free: false });
    expect(plans[0]).toMatchObject({ price: 0, free: true });
    expect(plans[2]).toMatchObject({ price: 99.9, max_listings: null, max_classifieds: null });
  });
});

describe('POST /v1/create-signature: refusals change nothing', () => {
  it('401 for a visitor, 419 without XSRF, 403 for another seller, 404 for an unknown store', async () => {
    const body = { store_id: s.storeId, plan_id: s.pro.id, method: 'pix' };
    expect((await createSignature(t, null, body)).statusCode).toBe(401);
    expect((await createSignature(t, s.seller.token, body, { xsrf: false })).statusCode).toBe(419);
    const other = await registerUser(t);
    await makeStore(t, { ownerUserId: other.id });
    const foreign = await createSignature(t, other.token, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await createSignature(t, s.seller.token, { ...body, store_id: 999999 })).statusCode).toBe(404);
    expect(await subscriptionsOf(t, s.storeId)).toHaveLength(0);
  });

  it('422 in Portuguese for a bad method, a card payment without a card, an unknown or free plan', async () => {
    const base = { store_id: s.storeId, plan_id: s.pro.id };
    const bad = await createSignature(t, s.seller.token, { ...base, method: 'boleto' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.method[0]).toBe('Escolha a forma de pagamento: PIX ou cartão.');
    const noCard = await createSignature(t, s.seller.token, { ...base, method: 'card' });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().errors.card_id[0]).toBe('Escolha um cartão salvo para pagar o plano.');
    const unknown = await createSignature(t, s.seller.token, { ...base, plan_id: 9999, method: 'pix' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Plano não encontrado.');
    const free = await createSignature(t, s.seller.token, { ...base, plan_id: s.free.id, method: 'pix' });
    expect(free.statusCode).toBe(422);
    expect(free.json().message).toContain('é gratuito');
    const other = await registerUser(t);
    const foreignCard = await savedCard(t, other.id);
    const notMine = await createSignature(t, s.seller.token, {
      ...base,
      method: 'card',
      card_id: foreignCard,
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.card_id[0]).toBe('Este cartão não é seu.');
    expect(await subscriptionsOf(t, s.storeId)).toHaveLength(0);
    expect(await chargesOf(t, s.storeId)).toHaveLength(0);
  });
});

describe('PIX subscription', () => {
  it('is pending with a PIX until paid; the sandbox payment activates it and posts the revenue', async () => {
    const res = await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.pro.id,
      method: 'pix',
    });
    expect(res.statusCode).toBe(201);
    const { subscription, charge } = res.json().result;
    expect(subscription).toMatchObject({ status: 'pending', plan: { code: 'lojista-pro' } });
    expect(charge).toMatchObject({ status: 'pending', method: 'pix', amount: 49.9, kind: 'signup' });
    expect(charge.pix.payload).toMatch(/^000201/);
    expect(charge.pix.qr_code).toMatch(/^data:image\/png;base64,/);
    expect((await subscriptionOf(t.db, s.seller.id)).active).toBe(false);
    expect(await subscriptionTransactions(t)).toHaveLength(0);

    const [row] = await chargesOf(t, s.storeId);
    const paid = await payPix(t, row?.charge_id as string);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result.status).toBe('paid');

    const [sub] = await subscriptionsOf(t, s.storeId);
    expect(sub).toMatchObject({ status: 'active', plan_id: s.pro.id, payment_method: 'pix' });
    expect(sub?.current_period_end).toBe('2025-04-10T12:00:00.000Z');
    expect((await subscriptionOf(t.db, s.seller.id)).active).toBe(true);
    expect(await balanceOf(t, 'platform_revenue')).toBe(4990);
    expect(await balanceOf(t, 'gateway:sandbox')).toBe(-4990);
    expect(await subscriptionTransactions(t)).toHaveLength(1);

    // Paying again (a duplicate webhook, a second click) changes nothing.
    expect((await payPix(t, row?.charge_id as string)).statusCode).toBe(409);
    expect(await subscriptionTransactions(t)).toHaveLength(1);

    const signatures = await t.request('GET', '/v1/signatures', {
      token: s.seller.token,
      query: { store_id: s.storeId },
    });
    expect(signatures.json().result.current).toMatchObject({ status: 'active', pending_charge: null });
  });

  it('a second plan while the first PIX waits → 422; the same plan again gets the same PIX back', async () => {
    const body = { store_id: s.storeId, plan_id: s.pro.id, method: 'pix' };
    const first = await createSignature(t, s.seller.token, body);
    const again = await createSignature(t, s.seller.token, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().result.reused).toBe(true);
    expect(again.json().result.charge.id).toBe(first.json().result.charge.id);
    const other = await createSignature(t, s.seller.token, { ...body, plan_id: s.max.id });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('aguardando pagamento');
    expect(await chargesOf(t, s.storeId)).toHaveLength(1);
  });

  it('an unpaid PIX expires and frees the store to choose again', async () => {
    await createSignature(t, s.seller.token, { store_id: s.storeId, plan_id: s.pro.id, method: 'pix' });
    s.clock.advanceSeconds(31 * 60);
    const next = await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.max.id,
      method: 'pix',
    });
    expect(next.statusCode).toBe(201);
    const subs = await subscriptionsOf(t, s.storeId);
    expect(subs.map((x) => x.status)).toEqual(['expired', 'pending']);
  });

  it('changes an active plan: a change charge, and when paid the new plan with a new period; one live subscription', async () => {
    const card = await savedCard(t, s.seller.id);
    await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.pro.id,
      method: 'card',
      card_id: card,
    });
    const same = await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.pro.id,
      method: 'pix',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe('A loja já assina este plano.');

    s.clock.advanceSeconds(3 * 86400);
    const change = await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.max.id,
      method: 'pix',
    });
    expect(change.statusCode).toBe(201);
    expect(change.json().result.subscription).toMatchObject({
      status: 'active',
      plan: { code: 'lojista-pro' },
    });
    expect(change.json().result.charge).toMatchObject({ kind: 'change', amount: 99.9 });
    await payPix(t, (await chargesOf(t, s.storeId))[1]?.charge_id as string);
    const subs = await subscriptionsOf(t, s.storeId);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', plan_id: s.max.id, plan_code: 'lojista-max' });
    expect(subs[0]?.current_period_end).toBe('2025-04-13T12:00:00.000Z');
    expect(await balanceOf(t, 'platform_revenue')).toBe(4990 + 9990);
  });
});

describe('card subscription', () => {
  it('an approved card activates the plan at once and posts the revenue', async () => {
    const card = await savedCard(t, s.seller.id);
    const res = await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.max.id,
      method: 'card',
      card_id: card,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Assinatura ativada.');
    expect(res.json().result.subscription).toMatchObject({
      status: 'active',
      payment_method: 'card',
      card_id: card,
    });
    expect(res.json().result.charge).toMatchObject({ status: 'paid', card: 'visa •••• 1111' });
    expect(await balanceOf(t, 'platform_revenue')).toBe(9990);
  });

  it('a refused card → 422 with the gateway reason, and nothing is kept', async () => {
    const card = await savedCard(t, s.seller.id, '9995');
    const res = await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.pro.id,
      method: 'card',
      card_id: card,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.startsWith(`${CREATE_FAILED}: `)).toBe(true);
    expect(res.json().message.toLowerCase()).toContain('saldo');
    expect(await subscriptionsOf(t, s.storeId)).toHaveLength(0);
    expect(await chargesOf(t, s.storeId)).toHaveLength(0);
    expect(await subscriptionTransactions(t)).toHaveLength(0);
  });

  it('POST /v1/pagarme/subscriptions and /pagbank/subscribers/create charge the card through the sandbox', async () => {
    const card = await savedCard(t, s.seller.id);
    const pagarme = await t.request('POST', '/v1/pagarme/subscriptions', {
      token: s.seller.token,
      body: { store_id: s.storeId, plan_id: s.pro.id, card_id: card },
    });
    expect(pagarme.statusCode).toBe(201);
    expect(pagarme.json().result.subscription.status).toBe('active');

    const other = await registerUser(t);
    const otherStore = await makeStore(t, { ownerUserId: other.id });
    const otherCard = await savedCard(t, other.id);
    const denied = await t.request('POST', '/pagbank/subscribers/create', {
      token: s.seller.token,
      body: { store_id: otherStore, plan_id: s.pro.id, card_id: otherCard },
    });
    expect(denied.statusCode).toBe(403);
    const pagbank = await t.request('POST', '/pagbank/subscribers/create', {
      token: other.token,
      body: { store_id: otherStore, plan_id: s.max.id, card_id: otherCard },
    });
    expect(pagbank.statusCode).toBe(201);
    expect(pagbank.json().result.subscription).toMatchObject({
      status: 'active',
      plan: { code: 'lojista-max' },
    });
    const missing = await t.request('POST', '/pagbank/subscribers/create', {
      token: other.token,
      body: { store_id: otherStore, plan_id: s.max.id },
    });
    expect(missing.statusCode).toBe(422);
    expect(await balanceOf(t, 'platform_revenue')).toBe(4990 + 9990);
  });
});

describe('cancel', () => {
  async function activePro() {
    const card = await savedCard(t, s.seller.id);
    await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.pro.id,
      method: 'card',
      card_id: card,
    });
  }

  it('disable-signature ends it now; it shows in signatures-expired; without one → 422', async () => {
    await activePro();
    expect(
      (await t.request('POST', '/v1/disable-signature', { token: null, body: { store_id: s.storeId } }))
        .statusCode,
    ).toBe(401);
    const intruder = await registerUser(t);
    expect(
      (
        await t.request('POST', '/v1/disable-signature', {
          token: intruder.token,
          body: { store_id: s.storeId },
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.request('POST', '/v1/disable-signature', {
      token: s.seller.token,
      body: { store_id: s.storeId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.status).toBe('canceled');
    expect((await subscriptionOf(t.db, s.seller.id)).active).toBe(false);
    const expired = await t.request('GET', '/v1/signatures-expired', {
      token: s.seller.token,
      query: { store_id: s.storeId },
    });
    expect(expired.json().result).toHaveLength(1);
    expect(expired.json().result[0].status).toBe('canceled');
    const again = await t.request('POST', '/v1/disable-signature', {
      token: s.seller.token,
      body: { store_id: s.storeId },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('Não foi possível atualizar a assinatura');
  });

  it('cancel-due-date keeps it active until the period ends; a never-paid one → 422', async () => {
    await createSignature(t, s.seller.token, { store_id: s.storeId, plan_id: s.pro.id, method: 'pix' });
    const unpaid = await t.request('POST', '/v1/cancel-due-date', {
      token: s.seller.token,
      body: { store_id: s.storeId },
    });
    expect(unpaid.statusCode).toBe(422);
    await t.request('POST', '/v1/disable-signature', {
      token: s.seller.token,
      body: { store_id: s.storeId },
    });
    await activePro();
    const res = await t.request('POST', '/v1/cancel-due-date', {
      token: s.seller.token,
      body: { store_id: s.storeId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('subscriber-plans/cancel: the user themself or an admin; anyone else 403', async () => {
    await activePro();
    const intruder = await registerUser(t);
    const denied = await t.request('POST', '/v1/subscriber-plans/cancel', {
      token: intruder.token,
      body: { user_id: s.seller.id },
    });
    expect(denied.statusCode).toBe(403);
    expect((await subscriptionsOf(t, s.storeId))[0]?.status).toBe('active');
    const admin = await registerUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const res = await t.request('POST', '/v1/subscriber-plans/cancel', {
      token: admin.token,
      body: { user_id: s.seller.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.canceled).toBe(1);
    expect((await subscriptionsOf(t, s.storeId))[0]?.status).toBe('canceled');
    const none = await t.request('POST', '/v1/subscriber-plans/cancel', {
      token: s.seller.token,
      body: { user_id: s.seller.id },
    });
    expect(none.statusCode).toBe(422);
  });
});
