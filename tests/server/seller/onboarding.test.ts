import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeSlug } from '../../../server/domain/stores/onboarding.ts';
import { createCatalogueApp, inertiaVisits } from '../catalogue/support.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

const CPF = '529.982.247-25';
const CNPJ = '11.222.333/0001-81';

let t: TestApp;

beforeEach(async () => {
  t = await createCatalogueApp();
});
afterEach(async () => {
  await t.close();
});

const open = (token: string | null, body: Record<string, unknown>, xsrf = true) =>
  t.request('POST', '/v1/store/add_store', { token, body, xsrf });

const countStores = async () =>
  Number(
    (
      await t.db
        .selectFrom('stores')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function admin() {
  const user = await registerUser(t, { name: 'Ana' });
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return user;
}

/** A product of the catalogue with two listings in the store, with the given status. */
async function listIn(storeId: number, status: 'available' | 'paused') {
  const product = await t.db
    .selectFrom('products')
    .select(['id'])
    .where('type', '=', 'card')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const rows = await t.db
    .insertInto('store_listings')
    .values(
      ['NM', 'SP'].map((condition, i) => ({
        store_id: storeId,
        product_id: product.id,
        condition,
        language: 'pt',
        extras: 0,
        quantity: 3,
        price: 100 + i,
        status,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return { productId: product.id, listingIds: rows.map((r) => r.id) };
}

describe('opening a store', () => {
  it('opens a pending store with the slug derived from the name and lists it in my-stores', async () => {
    const buyer = await registerUser(t, { name: 'Bruna' });
    const res = await open(buyer.token, {
      name: '  Loja da Bruna  Ção ',
      uf: 'sp',
      city: 'Campinas',
      document: CPF,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ error: false, message: 'Loja criada com sucesso!' });
    expect(body.result).toMatchObject({
      name: 'Loja da Bruna  Ção',
      slug: 'loja-da-bruna-cao',
      uf: 'SP',
      city: 'Campinas',
      status: 'pending',
      document_type: 'cpf',
      offers_count: 0,
    });
    const row = await t.db
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', body.result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_user_id: buyer.id, document: '52998224725', status: 'pending' });

    const mine = await t.request('GET', '/v1/my-stores', { token: buyer.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.map((s: { slug: string }) => s.slug)).toEqual(['loja-da-bruna-cao']);

    // A pending store is not among the site's stores for buyers.
    const listed = await t.request('GET', '/v1/stores', { query: { per_page: 50 } });
    expect(JSON.stringify(listed.json())).not.toContain('loja-da-bruna-cao');
  });

  it('takes an edited slug through the same rule, and a CNPJ as the document', async () => {
    const buyer = await registerUser(t);
    const res = await open(buyer.token, {
      name: 'Cartas',
      slug: 'Minha Loja Nova',
      uf: 'RJ',
      city: 'Niterói',
      document: CNPJ,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ slug: 'minha-loja-nova', document_type: 'cnpj' });
  });

  it('refuses a slug taken by another store, a reserved one, a bad document: 422 per field, nothing written', async () => {
    const buyer = await registerUser(t);
    const taken = await t.db.selectFrom('stores').select('slug').limit(1).executeTakeFirstOrThrow();
    const before = await countStores();

    const dup = await open(buyer.token, {
      name: 'X',
      slug: taken.slug,
      uf: 'SP',
      city: 'Santos',
      document: CPF,
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.slug).toEqual(['Este endereço já está em uso por outra loja.']);

    const reserved = await open(buyer.token, { name: 'Cart', uf: 'SP', city: 'Santos', document: CPF });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().errors.slug[0]).toContain('reservado');

    const bad = await open(buyer.token, { name: 'Boa loja', uf: 'XX', city: '', document: '529.982.247-26' });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.document).toEqual(['CPF inválido: confira os dígitos.']);
    expect(errors.uf).toEqual(['Informe a UF do estado (ex.: SP).']);
    expect(errors.city).toEqual(['O campo cidade é obrigatório.']);

    const badCnpj = await open(buyer.token, {
      name: 'Boa loja',
      uf: 'SP',
      city: 'Santos',
      document: '11.222.333/0001-82',
    });
    expect(badCnpj.json().errors.document).toEqual(['CNPJ inválido: confira os dígitos.']);

    expect(await countStores()).toBe(before);
  });

  it('answers 401 without a session and 419 without the XSRF token', async () => {
    const buyer = await registerUser(t);
    const before = await countStores();
    const body = { name: 'Sem sessão', uf: 'SP', city: 'Santos', document: CPF };
    expect((await open(null, body)).statusCode).toBe(401);
    expect((await open(buyer.token, body, false)).statusCode).toBe(419);
    expect((await t.request('GET', '/v1/my-stores')).statusCode).toBe(401);
    expect(await countStores()).toBe(before);
  });

  it('derives slugs as the spec says, accents and punctuation out', () => {
    expect(storeSlug('  Loja do   Sérgio! ')).toBe('loja-do-sergio');
    expect(storeSlug('Cartas & Cia.')).toBe('cartas-cia');
  });
});

describe('the new store area', () => {
  it('lets the owner into the store screens, refuses another seller with the 403 flash, shows the list', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const store = (
      await open(owner.token, { name: 'Loja Nova', uf: 'SP', city: 'Santos', document: CPF })
    ).json().result;
    const visit = await inertiaVisits(t);

    const mine = await visit(`/my-store/config-store/${store.id}`, {}, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().props.store).toMatchObject({ id: store.id, status: 'pending' });

    const theirs = await visit(`/my-store/config-store/${store.id}`, {}, other.token);
    expect([302, 303, 409]).toContain(theirs.statusCode);
    expect(theirs.headers.location ?? theirs.headers['x-inertia-location']).toContain('/my-store/list');

    const list = await visit('/my-store/list', {}, owner.token);
    expect(list.json().props.stores).toEqual([expect.objectContaining({ id: store.id, status: 'pending' })]);
    expect(list.json().props.pending).toBeNull();

    const visitor = await visit('/my-store/besaler');
    expect(visitor.json().props.prefill).toBeNull();
    const asked = await visit('/my-store/besaler', {}, owner.token);
    expect(asked.json().props.prefill).toMatchObject({ stores_count: 1 });
  });
});

describe('activating and blocking stores', () => {
  it('an admin activates a pending store: its paused listings go on sale with the catalogue figures', async () => {
    const seller = await registerUser(t);
    const boss = await admin();
    const store = (
      await open(seller.token, { name: 'Loja Pendente', uf: 'SP', city: 'Santos', document: CPF })
    ).json().result;
    const { productId, listingIds } = await listIn(store.id, 'paused');
    const offersBefore = (
      await t.db
        .selectFrom('products')
        .select('offers_count')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow()
    ).offers_count;

    const visit = await inertiaVisits(t);
    const queue = (await visit('/my-store/list', {}, boss.token)).json().props.pending;
    expect(queue).toEqual([
      expect.objectContaining({ id: store.id, owner_name: 'Maria Silva', owner_email: seller.email }),
    ]);

    const res = await t.request('POST', '/v1/store/force-activate', {
      token: boss.token,
      body: { store_id: store.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: 'Loja ativada com sucesso!' });
    expect(res.json().result).toMatchObject({ id: store.id, status: 'active', offers_count: 2 });
    expect(res.json().result.activated_at).toBeTruthy();

    const listings = await t.db
      .selectFrom('store_listings')
      .select('status')
      .where('id', 'in', listingIds)
      .execute();
    expect(listings.map((l) => l.status)).toEqual(['available', 'available']);
    const product = await t.db
      .selectFrom('products')
      .select(['offers_count', 'min_price'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(product.offers_count).toBe(offersBefore + 2);
    expect(product.min_price).not.toBeNull();
    expect(Number(product.min_price)).toBeLessThanOrEqual(100);

    const again = await t.request('POST', '/v1/store/force-activate', {
      token: boss.token,
      body: { store_id: store.id },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Esta loja já está ativa.');
  });

  it('refuses activation to a non-admin (403), a visitor (401), without XSRF (419), an unknown store (404), bad input (422)', async () => {
    const seller = await registerUser(t);
    const boss = await admin();
    const store = (
      await open(seller.token, { name: 'Loja Pendente', uf: 'SP', city: 'Santos', document: CPF })
    ).json().result;
    const call = (token: string | null, body: unknown, xsrf = true) =>
      t.request('POST', '/v1/store/force-activate', { token, body, xsrf });
    expect((await call(seller.token, { store_id: store.id })).statusCode).toBe(403);
    expect((await call(null, { store_id: store.id })).statusCode).toBe(401);
    expect((await call(boss.token, { store_id: store.id }, false)).statusCode).toBe(419);
    const unknown = await call(boss.token, { store_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Loja não encontrada.');
    expect((await call(boss.token, { store_id: 'abc' })).statusCode).toBe(422);
    const row = await t.db
      .selectFrom('stores')
      .select('status')
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('an admin blocks a store: its listings on sale are paused and leave the catalogue', async () => {
    const seller = await registerUser(t);
    const boss = await admin();
    const store = (
      await open(seller.token, { name: 'Loja Ativa', uf: 'SP', city: 'Santos', document: CPF })
    ).json().result;
    await t.request('POST', '/v1/store/force-activate', { token: boss.token, body: { store_id: store.id } });
    const { productId, listingIds } = await listIn(store.id, 'available');

    expect(
      (
        await t.request('POST', '/v1/store/block', {
          token: seller.token,
          body: { store_id: store.id, reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const missing = await t.request('POST', '/v1/store/block', {
      token: boss.token,
      body: { store_id: store.id },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toBeDefined();

    const res = await t.request('POST', '/v1/store/block', {
      token: boss.token,
      body: { store_id: store.id, reason: 'Documentos pendentes' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Documentos pendentes',
      offers_count: 0,
    });
    const listings = await t.db
      .selectFrom('store_listings')
      .select('status')
      .where('id', 'in', listingIds)
      .execute();
    expect(listings.map((l) => l.status)).toEqual(['paused', 'paused']);
    const after = await t.db
      .selectFrom('products')
      .select('offers_count')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    // The product's figures count what is still on sale: the blocked store's listings are out.
    const offers = await t.db
      .selectFrom('store_listings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('product_id', '=', productId)
      .where('status', '=', 'available')
      .where('quantity', '>', 0)
      .executeTakeFirstOrThrow();
    expect(after.offers_count).toBe(Number(offers.n));
  });
});
