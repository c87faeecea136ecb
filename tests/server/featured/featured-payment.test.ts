import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featuredTestHooks } from '../../../server/domain/featured/ads.ts';
import { applyFeaturedPaid, expireFeatured } from '../../../server/domain/featured/payment.ts';
import { manualClock } from '../../../server/drivers/shared/clock.ts';
import { expectLedgerBalanced } from '../cart/fixtures.ts';
import { savedCard } from '../plans/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  balance,
  counts,
  create,
  createBody,
  day,
  type FeaturedScene,
  featuredScene,
  ledgerRows,
  today,
} from './fixtures.ts';

let t: TestApp;
let s: FeaturedScene;
beforeEach(async () => {
  t = await createTestApp();
  s = await featuredScene(t);
});
afterEach(async () => {
  featuredTestHooks.beforeReserve = null;
  await expectLedgerBalanced(t);
  await t.close();
});

const pay = (token: string | null, body: Record<string, unknown>, xsrf = true) =>
  t.request('POST', '/v1/featured-ad/pay', { token, body, xsrf });

async function newAd(extra: Record<string, unknown> = {}) {
  const res = await create(
    t,
    s.seller.token,
    createBody(s, { starts_on: today(), ends_on: day(1), ...extra }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().result as { id: number; amount: number };
}

describe('PIX', () => {
  it('issues a PIX (QR and copy-paste code); paid → active, featured_payment posted, shown on /v1/featureds', async () => {
    const ad = await newAd();
    const res = await pay(s.seller.token, { featured_id: ad.id, method: 'pix' });
    expect(res.statusCode).toBe(200);
    const pending = res.json().result;
    expect(pending.status).toBe('pending');
    expect(pending.payment).toMatchObject({ method: 'pix' });
    expect(pending.payment.pix_payload).toMatch(/^000201/);
    expect(pending.payment.qr_code).toMatch(/^data:image\//);
    // The same PIX comes back while it can be paid.
    const again = await pay(s.seller.token, { featured_id: ad.id, method: 'pix' });
    expect(again.json().result.payment.charge_id).toBe(pending.payment.charge_id);
    expect(await ledgerRows(t)).toHaveLength(0);

    const paid = await t.request('POST', `/v1/_sandbox/featured-charges/${pending.payment.charge_id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result.status).toBe('active');
    const read = await t.request('GET', `/v1/ad-featured/${ad.id}`, { token: s.seller.token });
    expect(read.json().result).toMatchObject({ status: 'active' });
    expect(read.json().result.paid_at).toBeTruthy();

    const rows = await ledgerRows(t);
    expect(rows).toHaveLength(1);
    const cents = Math.round(ad.amount * 100);
    expect(await balance(t, 'platform_revenue')).toBe(cents);
    expect(await balance(t, 'gateway:sandbox')).toBe(-cents);
    await expectLedgerBalanced(t);

    const shown = (await t.request('GET', '/v1/featureds')).json().result;
    expect(shown.map((a: { id: number }) => a.id)).toEqual([ad.id]);
    // The store's owner gets a notice.
    const notices = (await t.request('GET', '/v1/notices', { token: s.seller.token })).json();
    expect(JSON.stringify(notices)).toContain('Destaque pago');
    // Applying the same payment again changes nothing.
    expect(
      await applyFeaturedPaid(t.app.commerce, ad.id, pending.payment.charge_id, new Date().toISOString()),
    ).toBe(false);
    expect(await ledgerRows(t)).toHaveLength(1);
    // A paid ad cannot be paid again.
    const twice = await pay(s.seller.token, { featured_id: ad.id, method: 'pix' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Este destaque já está pago.');
  });

  it('refusals: 401, 419, 403, 422 for a bad method; nothing issued', async () => {
    const ad = await newAd();
    expect((await pay(null, { featured_id: ad.id, method: 'pix' })).statusCode).toBe(401);
    expect((await pay(s.seller.token, { featured_id: ad.id, method: 'pix' }, false)).statusCode).toBe(419);
    const foreign = await pay(s.other.token, { featured_id: ad.id, method: 'pix' });
    expect(foreign.statusCode).toBe(403);
    const bad = await pay(s.seller.token, { featured_id: ad.id, method: 'boleto' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.method[0]).toBe('Escolha PIX ou cartão.');
    const noCard = await pay(s.seller.token, { featured_id: ad.id, method: 'card' });
    expect(noCard.json().errors.card_id[0]).toBe('Escolha um cartão salvo para pagar o destaque.');
    const row = await t.db
      .selectFrom('featured_ads')
      .selectAll()
      .where('id', '=', ad.id)
      .executeTakeFirstOrThrow();
    expect(row.charge_id).toBeNull();
  });
});

describe('card', () => {
  it('an approved saved card of the owner activates the ad at once, with the ledger posting', async () => {
    const ad = await newAd();
    const card = await savedCard(t, s.seller.id, '1111');
    const res = await pay(s.seller.token, { featured_id: ad.id, method: 'card', card_id: card });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'active', payment: { method: 'card' } });
    expect(res.json().result.payment.card_ref).toContain('1111');
    expect(await ledgerRows(t)).toHaveLength(1);
    expect(await balance(t, 'platform_revenue')).toBe(Math.round(ad.amount * 100));
  });

  it('a refused card: 422 with the reason, the ad stays pending, nothing posted', async () => {
    const ad = await newAd();
    const card = await savedCard(t, s.seller.id, '9995');
    const res = await pay(s.seller.token, { featured_id: ad.id, method: 'card', card_id: card });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Não foi possível pagar o destaque: /);
    const row = await t.db
      .selectFrom('featured_ads')
      .selectAll()
      .where('id', '=', ad.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await ledgerRows(t)).toHaveLength(0);
  });

  it('another user’s card: 422 on card_id', async () => {
    const ad = await newAd();
    const card = await savedCard(t, s.other.id, '1111');
    const res = await pay(s.seller.token, { featured_id: ad.id, method: 'card', card_id: card });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.card_id[0]).toBe('Este cartão não é seu.');
    expect(await ledgerRows(t)).toHaveLength(0);
  });
});

describe('expiry', () => {
  it('an unpaid ad past its hold expires, its PIX is canceled and its days are freed for another store', async () => {
    const clock = manualClock(new Date());
    t.app.commerce.clock = clock;
    const ad = await newAd();
    const pix = (await pay(s.seller.token, { featured_id: ad.id, method: 'pix' })).json().result.payment;
    expect(await expireFeatured(t.app.commerce)).toBe(0);
    clock.advanceSeconds(2 * 3600);
    expect(await expireFeatured(t.app.commerce)).toBe(1);
    const row = await t.db
      .selectFrom('featured_ads')
      .selectAll()
      .where('id', '=', ad.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect(await counts(t)).toEqual({ ads: 1, days: 0 });
    const late = await t.request('POST', `/v1/_sandbox/featured-charges/${pix.charge_id}/pay`);
    expect(late.statusCode).toBe(404);
    // A payment applied after the expiry is refused (and refunded), never activates the ad.
    expect(await applyFeaturedPaid(t.app.commerce, ad.id, pix.charge_id, new Date().toISOString())).toBe(
      false,
    );
    expect(await ledgerRows(t)).toHaveLength(0);
    const taken = await create(
      t,
      s.other.token,
      createBody(s, { store_id: s.otherStoreId, starts_on: today(), ends_on: day(1) }),
    );
    expect(taken.statusCode).toBe(201);
    const refused = await pay(s.seller.token, { featured_id: ad.id, method: 'pix' });
    expect(refused.json().message).toBe('Este destaque expirou ou foi cancelado: crie outro.');
  });

  it('an active ad past its last day becomes expired', async () => {
    const ad = await newAd();
    await t.db
      .updateTable('featured_ads')
      .set({ status: 'active', starts_on: day(-3), ends_on: day(-1) })
      .where('id', '=', ad.id)
      .execute();
    expect(await expireFeatured(t.app.commerce)).toBe(1);
    const other = await t.request('GET', `/v1/featured-ad/${s.storeId}/other`, { token: s.seller.token });
    expect(other.json().result[0]).toMatchObject({ id: ad.id, status: 'expired' });
  });
});

describe('two stores, the same position and date, at once', () => {
  it('only one wins; the others get a 422 naming the date; one set of days is kept', async () => {
    const sellers = [
      { token: s.seller.token, storeId: s.storeId },
      { token: s.other.token, storeId: s.otherStoreId },
    ];
    const { registerUser } = await import('../support/testApp.ts');
    const { makeStore } = await import('../cart/fixtures.ts');
    for (let i = 0; i < 4; i++) {
      const user = await registerUser(t);
      sellers.push({ token: user.token, storeId: await makeStore(t, { ownerUserId: user.id }) });
    }
    // Every create waits after its checks until all of them passed theirs: the unique key decides.
    let arrived = 0;
    let release: () => void = () => {};
    const allChecked = new Promise<void>((resolve) => {
      release = resolve;
    });
    featuredTestHooks.beforeReserve = async () => {
      arrived++;
      if (arrived === sellers.length) release();
      await allChecked;
    };
    const results = await Promise.all(
      sellers.map((x) =>
        create(t, x.token, createBody(s, { store_id: x.storeId, starts_on: day(2), ends_on: day(2) })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422, 422, 422]);
    const br = day(2).split('-').reverse().join('/');
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(r.json().message).toBe(
        `A data ${br} desta posição já está reservada por outra loja. Escolha outras datas.`,
      );
    }
    expect(arrived).toBe(sellers.length);
    expect(await counts(t)).toEqual({ ads: 1, days: 1 });
  });
});
