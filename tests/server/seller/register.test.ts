import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extrasMask } from '../../../server/domain/catalogue/references.ts';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { createCatalogueApp } from '../catalogue/support.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

let t: TestApp;
let seller: User;
let other: User;
let admin: User;
let storeId: number;
let otherStoreId: number;
/** A card the seller's store lists, and a product of another kind nobody in this store lists. */
let listedCard: number;
let sealed: number;

const page = (url: string, user?: User) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-inertia': 'true' },
    cookies: user ? { [SESSION_COOKIE]: user.token } : {},
  });

const productInfo = (user: User | null, body: Record<string, unknown>, xsrf = true) =>
  t.request('POST', '/v1/product-register/product', { token: user?.token ?? null, body, xsrf });

const suggestionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('product_suggestions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  seller = await registerUser(t, { email: 'sergio@exemplo.com', name: 'Sérgio' });
  other = await registerUser(t, { email: 'helena@exemplo.com', name: 'Helena' });
  admin = await registerUser(t, { email: 'admin@exemplo.com', name: 'Ana' });
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  const { seedCatalogue } = await import('../../../server/db/seed/catalogue/index.ts');
  await seedCatalogue(t.db, {
    scale: 0.01,
    users: { seller: seller.id, seller2: other.id },
    now: new Date(),
  });
  storeId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('owner_user_id', '=', seller.id)
      .executeTakeFirstOrThrow()
  ).id;
  otherStoreId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('owner_user_id', '=', other.id)
      .executeTakeFirstOrThrow()
  ).id;
  listedCard = (
    await t.db
      .selectFrom('store_listings as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select('p.id')
      .where('l.store_id', '=', storeId)
      .where('p.type', '=', 'card')
      .orderBy('p.id')
      .executeTakeFirstOrThrow()
  ).id;
  sealed = (
    await t.db
      .selectFrom('products')
      .select('id')
      .where('type', '=', 'tcg')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /v1/product-register/product', () => {
  it("gives the product, the market's prices and the store's own listings of it", async () => {
    const res = await productInfo(seller, { store_id: storeId, product_id: listedCard });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    const product = await t.db
      .selectFrom('products')
      .select(['name', 'number', 'min_price'])
      .where('id', '=', listedCard)
      .executeTakeFirstOrThrow();
    expect(result.product).toMatchObject({
      id: listedCard,
      type: 'card',
      name: product.name,
      number: product.number,
    });
    expect(result.product.collection).toEqual({ code: expect.any(String), name: expect.any(String) });
    expect(result.min_price).toBe(product.min_price === null ? null : product.min_price / 100);
    // Cards are graded M … D, each with the market's figures of its available offers.
    expect(result.conditions.map((c: { code: string }) => c.code)).toEqual([
      'M',
      'NM',
      'SP',
      'MP',
      'HP',
      'D',
    ]);
    const rows = await t.db
      .selectFrom('store_listings')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('product_id', '=', listedCard)
      .execute();
    expect(result.listings).toHaveLength(rows.length);
    for (const row of rows) {
      const listing = result.listings.find((l: { id: number }) => l.id === row.id);
      expect(listing).toMatchObject({
        condition: row.condition,
        language: row.language,
        quantity: row.quantity,
        price: row.price / 100,
        status: row.status,
      });
      expect(extrasMask(listing.extras)).toBe(row.extras);
    }
    const cheapest = await t.db
      .selectFrom('store_listings as l')
      .innerJoin('stores as s', 's.id', 'l.store_id')
      .select((eb) => eb.fn.min<number>('l.price').as('min'))
      .where('l.product_id', '=', listedCard)
      .where('l.status', '=', 'available')
      .where('l.quantity', '>', 0)
      .where('s.status', '=', 'active')
      .where('l.condition', '=', rows[0].condition)
      .executeTakeFirstOrThrow();
    const condition = result.conditions.find((c: { code: string }) => c.code === rows[0].condition);
    expect(condition.min_price).toBe(cheapest.min === null ? null : Number(cheapest.min) / 100);
  });

  it('gives sealed products their own conditions, and an admin may ask for any store', async () => {
    const res = await productInfo(admin, { store_id: otherStoreId, product_id: sealed });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.conditions.map((c: { code: string }) => c.code)).toEqual([
      'sealed',
      'opened',
      'new',
      'used',
    ]);
  });

  it('answers 401, 403, 404, 419 and 422 as every store-scoped call does', async () => {
    expect((await productInfo(null, { store_id: storeId, product_id: listedCard })).statusCode).toBe(401);
    const refused = await productInfo(other, { store_id: storeId, product_id: listedCard });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await productInfo(seller, { store_id: 999999, product_id: listedCard })).statusCode).toBe(404);
    const unknown = await productInfo(seller, { store_id: storeId, product_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Produto não encontrado.');
    expect((await productInfo(seller, { store_id: storeId, product_id: listedCard }, false)).statusCode).toBe(
      419,
    );
    const bad = await productInfo(seller, { store_id: 'x', product_id: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['product_id', 'store_id']);
  });
});

describe('POST /v1/product/create_product', () => {
  const create = (user: User | null, body: Record<string, unknown>, xsrf = true) =>
    t.request('POST', '/v1/product/create_product', { token: user?.token ?? null, body, xsrf });

  it('saves a suggestion pending approval, with the number and language in its notes', async () => {
    const res = await create(seller, {
      name: '  Dragão Ancião de Fogo ',
      type: 'card',
      collection: 'Lendas Ancestrais',
      number: '023/250',
      language: 'BR',
      notes: 'Versão promocional',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      error: false,
      message: 'Salvo com sucesso',
      result: {
        user_id: seller.id,
        name: 'Dragão Ancião de Fogo',
        type: 'card',
        collection: 'Lendas Ancestrais',
        notes: 'Número: 023/250\nIdioma: Português\nVersão promocional',
        status: 'pending',
        status_label: 'Pendente',
      },
    });
    const row = await t.db
      .selectFrom('product_suggestions')
      .selectAll()
      .where('id', '=', res.json().result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: seller.id, status: 'pending', reviewed_by: null });
    // It is in the author's list (the existing suggestions call).
    const mine = await t.request('GET', '/v1/product-suggestions', { token: seller.token });
    expect(mine.json().result[0]).toMatchObject({ id: row.id, status: 'pending' });
  });

  it('takes the kind (card when absent) and leaves empty optional fields empty', async () => {
    const res = await t.request('POST', '/v1/product/create_product/', {
      token: other.token,
      body: {
        name: 'Deck Box Couro',
        type: 'accessory',
        collection: '',
        number: '',
        language: '',
        notes: ' ',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ type: 'accessory', collection: null, notes: null });
    const plain = await create(other, { name: 'Booster Raro' });
    expect(plain.json().result).toMatchObject({ type: 'card', notes: null });
  });

  it('answers 422 with Portuguese field texts and writes nothing; 401 without a session; 419 without XSRF', async () => {
    const before = await suggestionCount();
    const bad = await create(seller, {
      name: ' ',
      type: 'dragon',
      collection: 'x'.repeat(121),
      number: 'n'.repeat(41),
      language: 'XX',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: ['O campo nome é obrigatório.'],
      type: ['O campo tipo deve ser card, tcg, accessory ou bra.'],
      collection: ['O campo coleção deve ter no máximo 120 caracteres.'],
      number: ['O campo número deve ter no máximo 40 caracteres.'],
      language: ['O campo idioma é inválido.'],
    });
    expect((await create(null, { name: 'Algo' })).statusCode).toBe(401);
    expect((await create(seller, { name: 'Algo' }, false)).statusCode).toBe(419);
    expect(await suggestionCount()).toBe(before);
  });
});

describe('the register page (guard store)', () => {
  it('gives the reference lists, and with ?product= the product as the lookup call gives it', async () => {
    const res = await page(`/my-store/${storeId}/product-register?product=${listedCard}`, seller);
    expect(res.statusCode).toBe(200);
    const { component, props } = res.json();
    expect(component).toBe('MyStore/Products/Register');
    expect(props.store).toMatchObject({ id: storeId });
    expect(props.kinds).toEqual(['card', 'tcg', 'accessory', 'bra']);
    expect(props.conditions.card.map((c: { code: string }) => c.code)).toEqual([
      'M',
      'NM',
      'SP',
      'MP',
      'HP',
      'D',
    ]);
    expect(props.conditions.other.map((c: { code: string }) => c.code)).toEqual([
      'sealed',
      'opened',
      'new',
      'used',
    ]);
    expect(props.languages).toEqual((await t.request('GET', '/v1/languages')).json().result);
    expect(props.extras).toEqual((await t.request('GET', '/v1/extras')).json().result);
    expect(props.categories.tcg).toEqual((await t.request('GET', '/v1/1/get-categories-tcg')).json().result);
    expect(props.categories.accessory).toEqual(
      (await t.request('GET', '/v1/1/get-categories-accessory')).json().result,
    );
    expect(props.categories.bra.length).toBeGreaterThan(0);
    expect(props.collections).toEqual(
      (await t.request('GET', '/v1/1/collections', { query: { per_page: 100, sort: 'newest' } })).json().data,
    );
    const api = await productInfo(seller, { store_id: storeId, product_id: listedCard });
    expect(props.selected).toEqual(api.json().result);
  });

  it('starts without a product, ignores an unknown one, and keeps other users out', async () => {
    expect((await page(`/my-store/${storeId}/product-register`, seller)).json().props.selected).toBeNull();
    expect(
      (await page(`/my-store/${storeId}/product-register?product=999999`, seller)).json().props.selected,
    ).toBeNull();
    const refused = await page(`/my-store/${storeId}/product-register`, other);
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/my-store/list');
    const admitted = await page(`/my-store/${storeId}/product-register`, admin);
    expect(admitted.statusCode).toBe(200);
    const visitor = await page(`/my-store/${storeId}/product-register`);
    expect(visitor.statusCode).toBe(409);
    expect(visitor.headers['x-inertia-location']).toBe('/auth/login');
  });
});

describe('the suggest page (guard none)', () => {
  it('asks a visitor to log in, and gives a user their own suggestions', async () => {
    const visitor = await page(`/my-store/${storeId}/product-create`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().props).toMatchObject({ store: null, store_id: storeId, suggestions: null });

    const mine = (await t.request('GET', '/v1/product-suggestions', { token: seller.token })).json().result;
    expect(mine.length).toBeGreaterThan(0);
    const owner = (await page(`/my-store/${storeId}/product-create`, seller)).json().props;
    expect(owner.store).toMatchObject({ id: storeId });
    expect(owner.suggestions).toEqual(mine);
    expect(owner.kinds).toEqual(['card', 'tcg', 'accessory', 'bra']);
    expect(owner.languages).toHaveLength(11);
  });

  it("shows someone else's store id without its frame, and 404 for no store", async () => {
    const props = (await page(`/my-store/${storeId}/product-create`, other)).json().props;
    expect(props.store).toBeNull();
    expect(props.suggestions.every((s: { user_id: number }) => s.user_id === other.id)).toBe(true);
    expect(props.suggestions.length).toBeGreaterThan(0);
    expect((await page(`/my-store/${storeId}/product-create`, admin)).json().props.store).toMatchObject({
      id: storeId,
    });
    expect((await page('/my-store/999999/product-create', seller)).statusCode).toBe(404);
  });
});

describe('a suggestion that cannot be saved', () => {
  it("answers 'Erro ao salvar, aguarde e tente mais tarde'", async () => {
    const app = await createCatalogueApp();
    try {
      const user = await registerUser(app);
      await sql`DROP TABLE product_suggestions`.execute(app.db);
      const res = await app.request('POST', '/v1/product/create_product', {
        token: user.token,
        body: { name: 'Carta Nova' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        error: true,
        message: 'Erro ao salvar, aguarde e tente mais tarde',
      });
    } finally {
      await app.close();
    }
  });
});
