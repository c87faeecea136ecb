import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordBroadcasts } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import {
  AD_BODY,
  adCount,
  adRow,
  approve,
  createAd,
  makeAdmin,
  makeSeller,
  post,
  type Seller,
  setLimit,
} from './support.ts';

let t: TestApp;
let seller: Seller;
let admin: { token: string; id: number };
beforeEach(async () => {
  t = await createTestApp();
  seller = await makeSeller(t);
  admin = await makeAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const listingOf = async (adId: number) => {
  const ad = await adRow(t, adId);
  return t.db
    .selectFrom('store_listings')
    .select(['status', 'quantity', 'price'])
    .where('id', '=', ad?.listing_id as number)
    .executeTakeFirstOrThrow();
};

describe('reference lists', () => {
  it('lists categories, conditions, states and the cities of a state', async () => {
    const categories = await t.request('GET', '/v1/categoryAds');
    expect(categories.json().result.map((c: { code: string }) => c.code)).toContain('acessorios');
    const conditions = await t.request('GET', '/v1/adConditions');
    expect(conditions.json().result.map((c: { code: string }) => c.code)).toEqual([
      'sealed',
      'new',
      'opened',
      'used',
    ]);
    const states = await t.request('GET', '/v1/states-ads');
    expect(states.json().result).toHaveLength(27);
    const cities = await t.request('GET', '/v1/cities/state-ads/SP');
    expect(cities.json().result).toContain('Campinas');
    const bad = await t.request('GET', '/v1/cities/state-ads/XX');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Estado (UF) inválido.');
  });
});

describe('create-ads', () => {
  it('creates an ad in analysis, backed by a blocked listing, invisible to buyers', async () => {
    const ad = await createAd(t, seller);
    expect(ad).toMatchObject({ status: 'analysis', price: 89.9, quantity: 2, city: 'Campinas', uf: 'SP' });
    expect(await listingOf(ad.id)).toEqual({ status: 'blocked', quantity: 2, price: 8990 });
    const product = await t.db
      .selectFrom('products')
      .select(['type', 'search_text'])
      .where('id', '=', (await adRow(t, ad.id))?.product_id as number)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ type: 'classified', search_text: '' });
    const list = await post(t, 'ads/paginate', null, {});
    expect(list.json().data).toHaveLength(0);
    const show = await t.request('GET', `/v1/1/ads-show/${ad.id}`);
    expect(show.statusCode).toBe(404);
    const own = await t.request('GET', `/v1/1/ads-show/${ad.id}`, { token: seller.token });
    expect(own.statusCode).toBe(200);
  });

  it('the store cannot put the listing on sale through the stock calls (moderation bypass)', async () => {
    const ad = await createAd(t, seller);
    const listing = (await adRow(t, ad.id))?.listing_id as number;
    const res = await t.request('POST', '/v1/product-store-pause', {
      token: seller.token,
      body: { id: listing, paused: false },
    });
    expect(res.statusCode).toBe(422);
    expect((await listingOf(ad.id)).status).toBe('blocked');
    expect((await post(t, 'ads/paginate', null, {})).json().data).toHaveLength(0);
  });

  it('the hidden product never shows in the catalogue lists or search', async () => {
    const ad = await createAd(t, seller, { title: 'Zzyzx playmat raro' });
    await approve(t, admin.token, ad.id);
    const all = await t.request('POST', '/v1/1/products/paginate', { body: { per_page: 60 } });
    expect(all.statusCode).toBe(200);
    expect(JSON.stringify(all.json())).not.toContain('Zzyzx');
    const search = await t.request('POST', '/v1/1/products/paginate', { body: { search: 'Zzyzx' } });
    expect(JSON.stringify(search.json().data)).not.toContain('Zzyzx');
    const suggestions = await t.request('GET', '/v1/1/search-suggestions', { query: { search: 'Zzyzx' } });
    expect(JSON.stringify(suggestions.json())).not.toContain('Zzyzx');
  });

  it('refuses a visitor (401), another seller (403), no XSRF (419) and bad input (422), writing nothing', async () => {
    const other = await makeSeller(t);
    const body = { store_id: seller.storeId, ...AD_BODY };
    expect((await post(t, 'create-ads', null, body)).statusCode).toBe(401);
    const forbidden = await post(t, 'create-ads', other.token, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await post(t, 'create-ads', seller.token, body, false)).statusCode).toBe(419);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'O campo título deve ter pelo menos 3 caracteres.'],
      [{ price: 0 }, 'price', 'O preço deve ser maior que zero.'],
      [{ price: -5 }, 'price', 'O preço deve ser maior que zero.'],
      [{ quantity: 0 }, 'quantity', 'A quantidade deve ser pelo menos 1.'],
      [{ city: 'Gotham' }, 'city', 'Cidade desconhecida para SP: escolha uma cidade da lista.'],
      [{ uf: 'XX' }, 'uf', 'Estado (UF) inválido.'],
      [{ category: 'nada' }, 'category', 'Categoria inválida.'],
      [{ condition: 'nada' }, 'condition', 'Condição inválida.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(t, 'create-ads', seller.token, { ...body, ...change });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await adCount(t)).toBe(0);
    const listings = await t.db.selectFrom('store_listings').select('id').execute();
    expect(listings).toHaveLength(0);
    const badBusiness = await t.request('POST', '/v1/2/create-ads', { token: seller.token, body });
    expect(badBusiness.statusCode).toBe(404);
  });

  it('accepts a city whatever its case, stored as the reference spells it', async () => {
    const ad = await createAd(t, seller, { uf: 'mg', city: 'belo horizonte' });
    expect(ad).toMatchObject({ uf: 'MG', city: 'Belo Horizonte' });
  });
});

describe('transitions', () => {
  it('admin approves (store notified live and by notice), store pauses and resumes', async () => {
    const events = recordBroadcasts(t);
    const ad = await createAd(t, seller);
    const approved = await approve(t, admin.token, ad.id);
    expect(approved.status).toBe('available');
    expect((await listingOf(ad.id)).status).toBe('available');
    expect(events.find((e) => e.event === 'ad.available')?.channels).toEqual([
      `private-store.${seller.storeId}`,
    ]);
    const notice = await t.db
      .selectFrom('notices')
      .selectAll()
      .where('user_id', '=', seller.id)
      .executeTakeFirst();
    expect(notice?.title).toBe('Anúncio aprovado');
    const list = await post(t, 'ads/paginate', null, { uf: 'SP', city: 'Campinas' });
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([ad.id]);

    const paused = await post(t, 'change-status', seller.token, { id: ad.id, status: 'paused' });
    expect(paused.json().result.status).toBe('paused');
    expect((await listingOf(ad.id)).status).toBe('blocked');
    const resumed = await post(t, 'change-status', seller.token, { id: ad.id, status: 'available' });
    expect(resumed.json().result.status).toBe('available');
  });

  it('admin reproves with a reason; the store edits and it goes back to analysis', async () => {
    const events = recordBroadcasts(t);
    const ad = await createAd(t, seller);
    const noReason = await post(t, 'change-status', admin.token, { id: ad.id, status: 'reproved' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Informe o motivo da reprovação.']);
    expect((await adRow(t, ad.id))?.status).toBe('analysis');
    const reproved = await post(t, 'change-status', admin.token, {
      id: ad.id,
      status: 'reproved',
      reason: 'Fotos de outro produto.',
    });
    expect(reproved.json().result).toMatchObject({
      status: 'reproved',
      reproved_reason: 'Fotos de outro produto.',
    });
    expect(events.some((e) => e.event === 'ad.reproved')).toBe(true);
    const edited = await post(t, 'update-ads', seller.token, {
      id: ad.id,
      ...AD_BODY,
      price: 70,
      quantity: 5,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({
      status: 'analysis',
      reproved_reason: null,
      price: 70,
      quantity: 5,
    });
    expect(await listingOf(ad.id)).toEqual({ status: 'blocked', quantity: 5, price: 7000 });
  });

  it('refuses moves not in the table (422) and moderation by the store (403), changing nothing', async () => {
    const ad = await createAd(t, seller);
    const selfApprove = await post(t, 'change-status', seller.token, { id: ad.id, status: 'available' });
    expect(selfApprove.statusCode).toBe(403);
    const pauseInAnalysis = await post(t, 'change-status', seller.token, { id: ad.id, status: 'paused' });
    expect(pauseInAnalysis.statusCode).toBe(422);
    expect(pauseInAnalysis.json().message).toBe('Mudança não permitida: de "Em análise" para "Pausado".');
    await post(t, 'change-status', admin.token, {
      id: ad.id,
      status: 'reproved',
      reason: 'Motivo qualquer.',
    });
    const fromReproved = await post(t, 'change-status', admin.token, { id: ad.id, status: 'available' });
    expect(fromReproved.statusCode).toBe(422);
    const bad = await post(t, 'change-status', seller.token, { id: ad.id, status: 'sold' });
    expect(bad.statusCode).toBe(422);
    expect((await adRow(t, ad.id))?.status).toBe('reproved');
    const other = await makeSeller(t);
    expect((await post(t, 'change-status', other.token, { id: ad.id, status: 'paused' })).statusCode).toBe(
      403,
    );
    expect((await post(t, 'change-status', null, { id: ad.id, status: 'paused' })).statusCode).toBe(401);
    expect((await post(t, 'change-status', seller.token, { id: 999999, status: 'paused' })).statusCode).toBe(
      404,
    );
  });

  it('trash, restore and destroy', async () => {
    const ad = await createAd(t, seller);
    await approve(t, admin.token, ad.id);
    const trashed = await post(t, 'delete-ads', seller.token, { id: ad.id });
    expect(trashed.json().result.trashed_at).not.toBeNull();
    expect((await listingOf(ad.id)).status).toBe('blocked');
    expect((await post(t, 'delete-ads', seller.token, { id: ad.id })).statusCode).toBe(422);
    const edit = await post(t, 'update-ads', seller.token, { id: ad.id, ...AD_BODY });
    expect(edit.statusCode).toBe(422);
    const trash = await post(t, 'ads/paginate-to-store', seller.token, {
      store_id: seller.storeId,
      status: 'trash',
    });
    expect(trash.json()).toMatchObject({ trashCount: 1, availableCount: 0 });
    expect(trash.json().data.map((a: { id: number }) => a.id)).toEqual([ad.id]);

    const restored = await post(t, 'restore-ads', seller.token, { id: ad.id });
    expect(restored.json().result).toMatchObject({ status: 'paused', trashed_at: null });
    expect((await post(t, 'restore-ads', seller.token, { id: ad.id })).statusCode).toBe(422);
    const notTrashed = await post(t, 'destroy-ads', seller.token, { id: ad.id });
    expect(notTrashed.statusCode).toBe(422);
    expect(await adCount(t)).toBe(1);

    await post(t, 'delete-ads', seller.token, { id: ad.id });
    const other = await makeSeller(t);
    expect((await post(t, 'destroy-ads', other.token, { id: ad.id })).statusCode).toBe(403);
    expect((await post(t, 'destroy-ads', seller.token, { id: ad.id })).statusCode).toBe(200);
    expect(await adCount(t)).toBe(0);
    expect(await t.db.selectFrom('store_listings').select('id').execute()).toHaveLength(0);
  });

  it('block-ads: admin only, takes the ad down as reproved with the reason', async () => {
    const events = recordBroadcasts(t);
    const ad = await createAd(t, seller);
    await approve(t, admin.token, ad.id);
    const byStore = await t.request('POST', '/v1/1/block-ads', {
      token: seller.token,
      body: { id: ad.id, reason: 'Produto proibido.' },
    });
    expect(byStore.statusCode).toBe(403);
    const noReason = await t.request('POST', '/v1/1/block-ads', { token: admin.token, body: { id: ad.id } });
    expect(noReason.statusCode).toBe(422);
    expect((await adRow(t, ad.id))?.status).toBe('available');
    const blocked = await t.request('POST', '/v1/1/block-ads', {
      token: admin.token,
      body: { id: ad.id, reason: 'Produto proibido.' },
    });
    expect(blocked.json().result).toMatchObject({ status: 'reproved', reproved_reason: 'Produto proibido.' });
    expect((await listingOf(ad.id)).status).toBe('blocked');
    expect(events.some((e) => e.event === 'ad.reproved')).toBe(true);
  });
});

describe('lists', () => {
  it('paginate-to-store gives counts per state and totals; refuses other sellers', async () => {
    const a = await createAd(t, seller, { price: 10, quantity: 3 });
    const b = await createAd(t, seller, { price: 20, quantity: 1 });
    await createAd(t, seller, { price: 5, quantity: 1 });
    await approve(t, admin.token, a.id);
    await approve(t, admin.token, b.id);
    await post(t, 'change-status', seller.token, { id: b.id, status: 'paused' });
    const res = await post(t, 'ads/paginate-to-store', seller.token, {
      store_id: seller.storeId,
      status: 'available',
    });
    expect(res.json()).toMatchObject({
      availableCount: 1,
      pausedCount: 1,
      analysisCount: 1,
      reprovedCount: 0,
      totalQuantity: 5,
      totalValue: 55,
    });
    expect(res.json().data[0].adCondition.code).toBe('used');
    const stranger = await registerUser(t);
    const refused = await post(t, 'ads/paginate-to-store', stranger.token, { store_id: seller.storeId });
    expect(refused.statusCode).toBe(403);
  });

  it('ads/paginate filters by category, condition, UF, city and price, and pages', async () => {
    const ids: number[] = [];
    for (const [i, change] of [
      { uf: 'SP', city: 'Campinas', price: 10 },
      { uf: 'SP', city: 'Santos', price: 30, condition: 'new' },
      { uf: 'RJ', city: 'Niterói', price: 50, category: 'outros' },
    ].entries()) {
      const ad = await createAd(t, seller, { ...change, title: `Anúncio ${i}` });
      await approve(t, admin.token, ad.id);
      ids.push(ad.id);
    }
    const ask = async (filters: Record<string, unknown>) =>
      (await post(t, 'ads/paginate', null, filters))
        .json()
        .data.map((a: { id: number }) => a.id)
        .sort();
    expect(await ask({ uf: 'SP' })).toEqual([ids[0], ids[1]].sort());
    expect(await ask({ uf: 'SP', city: 'Santos' })).toEqual([ids[1]]);
    expect(await ask({ condition: 'new' })).toEqual([ids[1]]);
    expect(await ask({ category: 'outros' })).toEqual([ids[2]]);
    expect(await ask({ price_min: 20, price_max: 40 })).toEqual([ids[1]]);
    const page2 = await post(t, 'ads/paginate', null, { per_page: 2, page: 2 });
    expect(page2.json().paginate).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect(page2.json().data).toHaveLength(1);
    const bad = await post(t, 'ads/paginate', null, { price_min: -1 });
    expect(bad.statusCode).toBe(422);
    const featured = await post(t, 'ads-featureds', null, {});
    expect(featured.json().result).toHaveLength(3);
  });
});

describe('limits', () => {
  it('max_classified_per_store holds under parallel creates', async () => {
    await setLimit(t, 'max_classified_per_store', 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(t, 'create-ads', seller.token, { store_id: seller.storeId, ...AD_BODY, title: `Paralelo ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().message).toBe(
      'Limite atingido: uma loja pode ter no máximo 3 anúncios classificados.',
    );
    expect(await adCount(t)).toBe(3);
    // The trash frees a place; restoring counts again.
    const first = (await t.db.selectFrom('ads').select('id').executeTakeFirstOrThrow()).id;
    await post(t, 'delete-ads', seller.token, { id: first });
    await createAd(t, seller);
    const restore = await post(t, 'restore-ads', seller.token, { id: first });
    expect(restore.statusCode).toBe(422);
  });

  it('max_classified_active holds when approving and resuming, even in parallel', async () => {
    await setLimit(t, 'max_classified_active', 2);
    const ads = [];
    for (let i = 0; i < 5; i++) ads.push(await createAd(t, seller, { title: `Ativo ${i}` }));
    const results = await Promise.all(
      ads.map((ad) => post(t, 'change-status', admin.token, { id: ad.id, status: 'available' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 422)[0]?.json().message).toBe(
      'Limite atingido: uma loja pode ter no máximo 2 anúncios classificados disponíveis.',
    );
    const available = await t.db.selectFrom('ads').select('id').where('status', '=', 'available').execute();
    expect(available).toHaveLength(2);
    await post(t, 'change-status', seller.token, { id: available[0]?.id, status: 'paused' });
    const other = ads.find((a) => !available.some((x) => x.id === a.id)) as { id: number };
    await approve(t, admin.token, other.id);
    const resume = await post(t, 'change-status', seller.token, {
      id: available[0]?.id,
      status: 'available',
    });
    expect(resume.statusCode).toBe(422);
  });
});
