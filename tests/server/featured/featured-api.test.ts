import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../cart/fixtures.ts';
import { inertiaVisits } from '../catalogue/support.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import { counts, create, createBody, day, type FeaturedScene, featuredScene, today } from './fixtures.ts';

let t: TestApp;
let s: FeaturedScene;
beforeEach(async () => {
  t = await createTestApp();
  s = await featuredScene(t);
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

describe('POST /v1/create-featured', () => {
  it('reserves the days of the position, pending, priced days × daily price', async () => {
    const res = await create(t, s.seller.token, createBody(s));
    expect(res.statusCode).toBe(201);
    const ad = res.json().result;
    expect(ad).toMatchObject({
      status: 'pending',
      days: 3,
      amount: (3 * s.home.daily_price_cents) / 100,
      starts_on: day(1),
      ends_on: day(3),
      position: { id: s.home.id, placement: 'home' },
      payment: null,
    });
    const days = await t.db.selectFrom('featured_days').selectAll().orderBy('day').execute();
    expect(days.map((d) => d.day)).toEqual([day(1), day(2), day(3)]);
    expect(days.every((d) => d.featured_ad_id === ad.id && d.position_id === s.home.id)).toBe(true);
  });

  it('features a listing of the store', async () => {
    const res = await create(
      t,
      s.seller.token,
      createBody(s, { target_type: 'listing', listing_id: s.listingId }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ target_type: 'listing', listing_id: s.listingId });
  });

  it('401 visitor, 419 without XSRF, 403 another seller, 404 unknown store: nothing written', async () => {
    expect((await create(t, null, createBody(s))).statusCode).toBe(401);
    expect((await create(t, s.seller.token, createBody(s), false)).statusCode).toBe(419);
    const foreign = await create(t, s.other.token, createBody(s));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await create(t, s.seller.token, createBody(s, { store_id: 999999 }))).statusCode).toBe(404);
    expect(await counts(t)).toEqual({ ads: 0, days: 0 });
  });

  it('422 in Portuguese for bad input: nothing written', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '  ' }, 'title', 'O campo título é obrigatório.'],
      [{ starts_on: day(-1), ends_on: day(1) }, 'starts_on', 'A data inicial não pode estar no passado.'],
      [{ starts_on: day(3), ends_on: day(2) }, 'ends_on', 'A data final não pode ser antes da data inicial.'],
      [{ starts_on: day(1), ends_on: day(31) }, 'ends_on', 'O destaque pode durar no máximo 30 dias.'],
      [
        { starts_on: day(181), ends_on: day(182) },
        'starts_on',
        'O destaque pode começar em até 180 dias a partir de hoje.',
      ],
      [
        { starts_on: '2026-02-30' },
        'starts_on',
        'O campo data inicial deve ser uma data válida (AAAA-MM-DD).',
      ],
      [{ position_id: 99999 }, 'position_id', 'Posição de destaque não encontrada.'],
      [{ target_type: 'banner' }, 'target_type', 'Escolha o que destacar: a loja ou um produto.'],
      [{ target_type: 'listing' }, 'listing_id', 'Escolha o produto da loja a destacar.'],
      [
        { image_url: 'javascript:alert(1)' },
        'image_url',
        'A imagem deve ser um endereço https ou um arquivo enviado à loja.',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await create(t, s.seller.token, createBody(s, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors[field]?.[0], JSON.stringify(extra)).toBe(message);
    }
    // A listing of another store.
    const foreign = await t.db
      .insertInto('store_listings')
      .values({
        store_id: s.otherStoreId,
        product_id: s.productId,
        condition: 'NM',
        language: 'BR',
        extras: 0,
        quantity: 1,
        price: 100,
        status: 'available',
        created_at: today(),
        updated_at: today(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await create(
      t,
      s.seller.token,
      createBody(s, { target_type: 'listing', listing_id: foreign.id }),
    );
    expect(res.json().errors.listing_id[0]).toBe('Este produto não é da loja.');
    expect(await counts(t)).toEqual({ ads: 0, days: 0 });
  });

  it('422 naming the taken dates when another store holds some of them', async () => {
    expect(
      (await create(t, s.seller.token, createBody(s, { starts_on: day(2), ends_on: day(3) }))).statusCode,
    ).toBe(201);
    const res = await create(
      t,
      s.other.token,
      createBody(s, { store_id: s.otherStoreId, starts_on: day(1), ends_on: day(4) }),
    );
    expect(res.statusCode).toBe(422);
    const br = (d: string) => d.split('-').reverse().join('/');
    expect(res.json().message).toBe(
      `As datas ${br(day(2))} e ${br(day(3))} desta posição já estão reservadas por outra loja. Escolha outras datas.`,
    );
    expect(await counts(t)).toEqual({ ads: 1, days: 2 });
    // Another position on the same dates is free.
    const bra = await create(
      t,
      s.other.token,
      createBody(s, { store_id: s.otherStoreId, position_id: s.bra.id }),
    );
    expect(bra.statusCode).toBe(201);
  });
});

describe('GET /v1/date-position/{id}', () => {
  it('lists taken and free days from today, without naming the store', async () => {
    await create(t, s.seller.token, createBody(s));
    const res = await t.request('GET', `/v1/date-position/${s.home.id}`, { query: { to: day(5) } });
    expect(res.statusCode).toBe(200);
    const cal = res.json().result;
    expect(cal).toMatchObject({
      position_id: s.home.id,
      from: today(),
      to: day(5),
      taken: [day(1), day(2), day(3)],
    });
    expect(cal.free).toEqual([today(), day(4), day(5)]);
    expect(JSON.stringify(cal)).not.toContain('store');
    expect((await t.request('GET', '/v1/date-position/99999')).statusCode).toBe(404);
    expect((await t.request('GET', '/v1/date-position/abc')).statusCode).toBe(422);
  });
});

describe('store lists, update, order and delete', () => {
  it('featured-ad/{store_id}/{status}: pending, active, other; refusals', async () => {
    const id = (await create(t, s.seller.token, createBody(s))).json().result.id;
    const pending = await t.request('GET', `/v1/featured-ad/${s.storeId}/pending`, { token: s.seller.token });
    expect(pending.json().result.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(
      (await t.request('GET', `/v1/featured-ad/${s.storeId}/active`, { token: s.seller.token })).json()
        .result,
    ).toEqual([]);
    expect(
      (await t.request('GET', `/v1/featured-ad/${s.storeId}/other`, { token: s.seller.token })).json().result,
    ).toEqual([]);
    expect((await t.request('GET', `/v1/featured-ad/${s.storeId}/pending`)).statusCode).toBe(401);
    expect(
      (await t.request('GET', `/v1/featured-ad/${s.storeId}/pending`, { token: s.other.token })).statusCode,
    ).toBe(403);
    const bad = await t.request('GET', `/v1/featured-ad/${s.storeId}/paid`, { token: s.seller.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Situação inválida: use pending, active ou other.');
  });

  it('ad-featured/{id}: the owner reads it; 401, 403, 404 otherwise', async () => {
    const id = (await create(t, s.seller.token, createBody(s))).json().result.id;
    const res = await t.request('GET', `/v1/ad-featured/${id}`, { token: s.seller.token });
    expect(res.json().result).toMatchObject({ id, status: 'pending' });
    expect((await t.request('GET', `/v1/ad-featured/${id}`)).statusCode).toBe(401);
    expect((await t.request('GET', `/v1/ad-featured/${id}`, { token: s.other.token })).statusCode).toBe(403);
    expect((await t.request('GET', '/v1/ad-featured/99999', { token: s.seller.token })).statusCode).toBe(404);
  });

  it('update-featured moves the dates of an unpaid ad (days reserved again, repriced) and edits the title', async () => {
    const id = (await create(t, s.seller.token, createBody(s))).json().result.id;
    const res = await t.request('POST', '/v1/update-featured', {
      token: s.seller.token,
      body: { id, title: 'Nova chamada', starts_on: day(5), ends_on: day(6) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      title: 'Nova chamada',
      days: 2,
      amount: (2 * s.home.daily_price_cents) / 100,
    });
    const days = await t.db.selectFrom('featured_days').select('day').orderBy('day').execute();
    expect(days.map((d) => d.day)).toEqual([day(5), day(6)]);
  });

  it('update-featured refusals: 401, 419, 403, 422 onto taken days; nothing changed', async () => {
    const id = (await create(t, s.seller.token, createBody(s))).json().result.id;
    await create(
      t,
      s.other.token,
      createBody(s, { store_id: s.otherStoreId, starts_on: day(6), ends_on: day(7) }),
    );
    const body = { id, starts_on: day(5), ends_on: day(6) };
    expect((await t.request('POST', '/v1/update-featured', { body })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/v1/update-featured', { token: s.seller.token, body, xsrf: false }))
        .statusCode,
    ).toBe(419);
    expect((await t.request('POST', '/v1/update-featured', { token: s.other.token, body })).statusCode).toBe(
      403,
    );
    const taken = await t.request('POST', '/v1/update-featured', { token: s.seller.token, body });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toContain('já está reservada por outra loja');
    const row = await t.db
      .selectFrom('featured_ads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([row.starts_on, row.ends_on]).toEqual([day(1), day(3)]);
    const mine = await t.db
      .selectFrom('featured_days')
      .select('day')
      .where('featured_ad_id', '=', id)
      .orderBy('day')
      .execute();
    expect(mine.map((d) => d.day)).toEqual([day(1), day(2), day(3)]);
  });

  it('delete: the owner cancels an unpaid ad and its days are freed; 401, 403, 419 change nothing', async () => {
    const id = (await create(t, s.seller.token, createBody(s))).json().result.id;
    expect((await t.request('DELETE', `/v1/featured-ad/delete/${id}`)).statusCode).toBe(401);
    expect(
      (await t.request('DELETE', `/v1/featured-ad/delete/${id}`, { token: s.other.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/v1/featured-ad/delete/${id}`, { token: s.seller.token, xsrf: false }))
        .statusCode,
    ).toBe(419);
    expect(await counts(t)).toEqual({ ads: 1, days: 3 });
    const res = await t.request('DELETE', `/v1/featured-ad/delete/${id}`, { token: s.seller.token });
    expect(res.statusCode).toBe(200);
    expect(await counts(t)).toEqual({ ads: 1, days: 0 });
    const other = await t.request('GET', `/v1/featured-ad/${s.storeId}/other`, { token: s.seller.token });
    expect(other.json().result[0]).toMatchObject({ id, status: 'canceled' });
    const again = await t.request('DELETE', `/v1/featured-ad/delete/${id}`, { token: s.seller.token });
    expect(again.statusCode).toBe(422);
    // The freed days can be bought by another store.
    expect((await create(t, s.other.token, createBody(s, { store_id: s.otherStoreId }))).statusCode).toBe(
      201,
    );
  });

  it('save-order: only the store’s active ads, all of them; 403 for another seller', async () => {
    const a = (await create(t, s.seller.token, createBody(s))).json().result.id;
    const b = (await create(t, s.seller.token, createBody(s, { position_id: s.bra.id }))).json().result.id;
    await t.db.updateTable('featured_ads').set({ status: 'active' }).execute();
    const notAll = await t.request('POST', '/v1/featured-ad/save-order', {
      token: s.seller.token,
      body: { store_id: s.storeId, ids: [a] },
    });
    expect(notAll.statusCode).toBe(422);
    expect(notAll.json().message).toBe('Envie todos os destaques ativos da loja, na ordem.');
    const foreign = await t.request('POST', '/v1/featured-ad/save-order', {
      token: s.other.token,
      body: { store_id: s.storeId, ids: [b, a] },
    });
    expect(foreign.statusCode).toBe(403);
    const res = await t.request('POST', '/v1/featured-ad/save-order', {
      token: s.seller.token,
      body: { store_id: s.storeId, ids: [b, a] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((x: { id: number }) => x.id)).toEqual([b, a]);
    const wrong = await t.request('POST', '/v1/featured-ad/save-order', {
      token: s.seller.token,
      body: { store_id: s.storeId, ids: [a, 99999] },
    });
    expect(wrong.json().message).toBe('Só os destaques ativos desta loja podem ser ordenados.');
  });

  it('delete of a paid ad: 422 for the store, allowed for an admin (days freed)', async () => {
    const id = (await create(t, s.seller.token, createBody(s))).json().result.id;
    await t.db.updateTable('featured_ads').set({ status: 'active' }).where('id', '=', id).execute();
    const refused = await t.request('DELETE', `/v1/featured-ad/delete/${id}`, { token: s.seller.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Um destaque pago não pode ser excluído pela loja.');
    expect(await counts(t)).toEqual({ ads: 1, days: 3 });
    const admin = await registerUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect(
      (await t.request('DELETE', `/v1/featured-ad/delete/${id}`, { token: admin.token })).statusCode,
    ).toBe(200);
    expect(await counts(t)).toEqual({ ads: 1, days: 0 });
  });
});

describe('public: featureds and bra-center-featured', () => {
  it('show only active ads whose period includes today (Brasília), by placement', async () => {
    const home = (
      await create(t, s.seller.token, createBody(s, { starts_on: today(), ends_on: day(1) }))
    ).json().result.id;
    const bra = (
      await create(
        t,
        s.seller.token,
        createBody(s, {
          position_id: s.bra.id,
          target_type: 'listing',
          listing_id: s.listingId,
          title: 'Carta BR',
          starts_on: today(),
          ends_on: today(),
        }),
      )
    ).json().result.id;
    const future = (
      await create(
        t,
        s.other.token,
        createBody(s, { store_id: s.otherStoreId, starts_on: day(2), ends_on: day(2) }),
      )
    ).json().result.id;
    expect((await t.request('GET', '/v1/featureds')).json().result).toEqual([]);
    await t.db
      .updateTable('featured_ads')
      .set({ status: 'active' })
      .where('id', 'in', [home, bra, future])
      .execute();
    const all = (await t.request('GET', '/v1/featureds')).json().result;
    expect(all.map((a: { id: number }) => a.id).sort()).toEqual([home, bra].sort());
    const braOnly = (await t.request('GET', '/v1/bra-center-featured')).json().result;
    expect(braOnly).toHaveLength(1);
    expect(braOnly[0]).toMatchObject({
      id: bra,
      title: 'Carta BR',
      placement: 'bra_center',
      product: { id: s.productId, price: 25 },
    });
    const homeOnly = (await t.request('GET', '/v1/featureds', { query: { placement: 'home' } })).json()
      .result;
    expect(homeOnly.map((a: { id: number }) => a.id)).toEqual([home]);
    expect((await t.request('GET', '/v1/featureds', { query: { placement: 'x' } })).statusCode).toBe(422);
  });

  it('the home page, the Bra Center pages and the product list carry them as props', async () => {
    const home = (
      await create(
        t,
        s.seller.token,
        createBody(s, { starts_on: today(), ends_on: today(), title: 'Na home' }),
      )
    ).json().result.id;
    const bra = (
      await create(
        t,
        s.seller.token,
        createBody(s, { position_id: s.bra.id, starts_on: today(), ends_on: today(), title: 'No Bra' }),
      )
    ).json().result.id;
    await t.db.updateTable('featured_ads').set({ status: 'active' }).execute();
    const visit = await inertiaVisits(t);
    const page = async (url: string) => (await visit(url)).json();
    const homeProps = (await page('/')).props;
    expect(homeProps.featuredAds.map((a: { id: number }) => a.id)).toEqual([home]);
    for (const url of ['/bra-center', '/bra-center-list', '/products-cards-bra-center']) {
      const props = (await page(url)).props;
      expect(
        props.featuredAds?.map((a: { id: number }) => a.id),
        url,
      ).toEqual([bra]);
    }
    // A partial reload of another prop does not read them.
    const partial = await visit('/products-cards-bra-center', {
      'x-inertia-partial-component': 'BraCenter/Products',
      'x-inertia-partial-data': 'products',
    });
    expect(partial.json().props.featuredAds).toBeUndefined();
  });
});
