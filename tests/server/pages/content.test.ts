import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSupport } from '../../../server/db/seed/support.ts';
import { B, createCatalogueApp, inertiaVisits } from '../catalogue/support.ts';
import { registerUser } from '../support/testApp.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let visit: Awaited<ReturnType<typeof inertiaVisits>>;
beforeAll(async () => {
  t = await createCatalogueApp();
  await seedSupport(t.db);
  visit = await inertiaVisits(t);
});
afterAll(async () => {
  await t.close();
});

const props = async (url: string, session?: string) => {
  const res = await visit(url, {}, session);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const api = async (method: 'GET' | 'POST', url: string, options: { body?: unknown; token?: string } = {}) =>
  (await t.request(method, url, options)).json();
/** A "carregar mais" of one prop, as usePropList asks for it. */
const nextPage = (url: string, component: string, prop: string, session?: string) =>
  visit(url, { 'x-inertia-partial-component': component, 'x-inertia-partial-data': prop }, session).then(
    (res) => res.json(),
  );

describe('the collection list', () => {
  it('gets page 1 of the collections for the URL’s game, search and sort, and the games, as /v1 gives them', async () => {
    const page = await props('/collection/list');
    expect(page.component).toBe('Collection/List');
    expect(page.props.collections).toEqual(await api('GET', `${B}/collections?per_page=24&sort=newest`));
    expect(page.props.collections.data.length).toBeGreaterThan(0);
    expect(page.props.games).toEqual((await api('GET', '/v1/categories/1')).result);
    expect(page.props.games.length).toBeGreaterThan(0);
    expect(page.mergeProps).toEqual(['collections.data']);

    const first = page.props.collections.data[0];
    const filtered = await props(
      `/collection/list?category=${first.category.id}&sort=name&q=${encodeURIComponent(first.code)}`,
    );
    const expected = await api(
      'GET',
      `${B}/collections?category_id=${first.category.id}&sort=name&search=${encodeURIComponent(first.code)}&per_page=24`,
    );
    expect(filtered.props.collections).toEqual(expected);
    expect(expected.data.map((c: { code: string }) => c.code)).toContain(first.code);
    // A sort the list does not have reads as the default.
    expect((await props('/collection/list?sort=price_asc')).props.collections).toEqual(
      page.props.collections,
    );
  });

  it('reloads only the collections for the next page', async () => {
    const later = await nextPage('/collection/list?page=2', 'Collection/List', 'collections');
    expect(Object.keys(later.props).sort()).toEqual(['collections', 'errors']);
    expect(later.props.collections).toEqual(
      await api('GET', `${B}/collections?per_page=24&sort=newest&page=2`),
    );
  });
});

describe('the product rankings', () => {
  it('gets page 1 of the ranking the path names (price_high by default), as HighAndLowCards gives it', async () => {
    const rank = (type: string) => api('POST', `${B}/HighAndLowCards`, { body: { type, per_page: 24 } });
    const page = await props('/product/rank');
    expect(page.component).toBe('Product/Rank');
    expect(page.props.ranking).toEqual(await rank('price_high'));
    expect(page.props.ranking.data.length).toBeGreaterThan(0);
    expect((await props('/product/rank/monthly_views')).props.ranking).toEqual(await rank('monthly_views'));
    expect((await props('/product/rank/price_low')).props.ranking.type).toBe('price_low');
    // "Carregar mais" appends the items and their metrics.
    expect(page.mergeProps).toEqual(['ranking.data', 'ranking.metrics']);
  });

  it('answers 404 for a type that is no ranking', async () => {
    expect((await visit('/product/rank/cheapest')).statusCode).toBe(404);
  });

  it('gives the next page of the ranking on "carregar mais"', async () => {
    const later = await nextPage('/product/rank/monthly_views?page=2', 'Product/Rank', 'ranking');
    expect(Object.keys(later.props).sort()).toEqual(['errors', 'ranking']);
    expect(later.props.ranking).toEqual(
      await api('POST', `${B}/HighAndLowCards`, { body: { type: 'monthly_views', page: 2, per_page: 24 } }),
    );
    expect(later.props.ranking.paginate.current_page).toBe(2);
    expect(later.props.ranking.data.length).toBeGreaterThan(0);
    expect(Object.keys(later.props.ranking.metrics)).toHaveLength(later.props.ranking.data.length);
  });
});

describe('the promotions', () => {
  it('gets the week’s price drops of the product line in the path (cards by default)', async () => {
    const drops = (product_type: string) =>
      api('POST', `${B}/HighAndLowCards`, { body: { type: 'price_low', product_type, per_page: 24 } });
    const page = await props('/promotion/list');
    expect(page.component).toBe('Promotion/List');
    expect(page.props.line).toBe(1);
    expect(page.props.promotions).toEqual(await drops('card'));
    const accessories = await props('/promotion/list/3');
    expect(accessories.props.line).toBe(3);
    expect(accessories.props.promotions).toEqual(await drops('accessory'));
    expect(accessories.mergeProps).toEqual(['promotions.data', 'promotions.metrics']);
  });

  it('answers 404 for an id that is no product line', async () => {
    const child = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect((await visit(`/promotion/list/${child.id}`)).statusCode).toBe(404);
    expect((await visit('/promotion/list/99999')).statusCode).toBe(404);
    expect((await visit('/promotion/list/cartas')).statusCode).toBe(404);
  });
});

describe('the favourites', () => {
  it("get the viewer's favourites, as GET users/favorites gives them", async () => {
    const user = await registerUser(t);
    const products = await t.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    for (const p of products) {
      await api('POST', '/v1/favorites/add-to-favorite', {
        token: user.token,
        body: { product_id: p.id, favorite: true },
      });
    }
    const page = await props('/favorite/list', user.token);
    expect(page.component).toBe('Favorite/List');
    const expected = await api('GET', '/v1/users/favorites?per_page=24', { token: user.token });
    expect(page.props.favorites).toEqual(expected);
    expect(page.props.favorites.data.map((p: { code: number }) => p.code).sort()).toEqual(
      products.map((p) => p.id).sort(),
    );
    expect(page.mergeProps).toEqual(['favorites.data']);
    // Someone else's are not the viewer's.
    const other = await registerUser(t);
    expect((await props('/favorite/list', other.token)).props.favorites.data).toEqual([]);
  });

  it('sends a visitor to the login (the auth guard)', async () => {
    const res = await visit('/favorite/list');
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-inertia-location']).toBe('/auth/login');
  });
});

describe('the content screens', () => {
  const text = async (code: string) => ({
    code,
    text: (await api('GET', `/v1/static_text/${code}`)).result,
  });

  it('/supplier gets how selling works, as static_text gives it', async () => {
    const page = await props('/supplier');
    expect(page.component).toBe('Supplier/Index');
    expect(page.props.texts).toEqual([
      await text('seja-fornecedor'),
      await text('como-vender'),
      await text('condicoes-das-cartas'),
      await text('politica-de-frete'),
    ]);
    expect(page.props.texts[0].text.title).toBeTruthy();
  });

  it('/shopkeepers gets page 1 of the partner stores (GET stores?is_client) and the rules', async () => {
    const page = await props('/shopkeepers');
    expect(page.component).toBe('Shopkeepers/Index');
    const partners = await api('GET', '/v1/stores?is_client=1&per_page=12');
    expect(page.props.partners).toEqual(partners);
    expect(partners.data.length).toBeGreaterThan(0);
    expect(page.mergeProps).toEqual(['partners.data']);
    expect(page.props.texts).toEqual([
      await text('seja-lojista'),
      await text('termos-de-uso'),
      await text('politica-de-privacidade'),
    ]);
  });

  it('/questions gets the buyers FAQ by category (GET /v1/faq) and the buying texts', async () => {
    const page = await props('/questions');
    expect(page.component).toBe('Questions/Index');
    expect(page.props.faq).toEqual((await api('GET', '/v1/faq?audience=buyer')).groups);
    expect(page.props.faq.length).toBeGreaterThan(0);
    expect(page.props.texts).toEqual([
      await text('perguntas-frequentes'),
      await text('como-comprar'),
      await text('condicoes-das-cartas'),
      await text('politica-de-frete'),
    ]);
  });

  it('gives null for a text the site does not have', async () => {
    await t.db.deleteFrom('static_texts').where('code', '=', 'politica-de-frete').execute();
    const page = await props('/supplier');
    expect(page.props.texts[3]).toEqual({ code: 'politica-de-frete', text: null });
    expect(page.props.texts[0].text).not.toBeNull();
  });
});
