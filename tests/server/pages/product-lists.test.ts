import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueApp, inertiaVisits } from '../catalogue/support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let visit: Awaited<ReturnType<typeof inertiaVisits>>;
beforeAll(async () => {
  t = await createCatalogueApp();
  visit = await inertiaVisits(t);
});
afterAll(async () => {
  await t.close();
});

const paginate = async (body: Record<string, unknown>) =>
  (await t.request('POST', '/v1/1/products/paginate', { body })).json();

describe('product list screens get their list as props', () => {
  it('the card list: page 1 with the URL filters, exactly what products/paginate answers', async () => {
    const res = await visit('/product/list?condition=NM&language=BR&sort=price_asc');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.component).toBe('Product/List');
    expect(page.mergeProps).toEqual(['products.data']);
    const api = await paginate({
      type: 'card',
      condition: ['NM'],
      language: ['BR'],
      sort: 'price_asc',
      per_page: 24,
    });
    expect(page.props.products).toEqual(api);
    expect(page.props.products.data.length).toBeGreaterThan(0);
  });

  it('"carregar mais" is a partial reload of products only, page 2 announced for merging', async () => {
    const res = await visit('/product/list?page=2', {
      'x-inertia-partial-component': 'Product/List',
      'x-inertia-partial-data': 'products',
    });
    const page = res.json();
    expect(Object.keys(page.props).sort()).toEqual(['errors', 'products']);
    expect(page.props.products.paginate.current_page).toBe(2);
    expect(page.mergeProps).toEqual(['products.data']);
    expect(page.props.products).toEqual(await paginate({ type: 'card', page: 2, per_page: 24 }));
  });

  it('a filter change resets the list: page 1 replaces, nothing to merge', async () => {
    const res = await visit('/product/list?uf=SP', {
      'x-inertia-partial-component': 'Product/List',
      'x-inertia-partial-data': 'products,route',
      'x-inertia-reset': 'products',
    });
    expect(res.json().mergeProps).toBeUndefined();
    expect(res.json().props.products).toEqual(await paginate({ type: 'card', uf: ['SP'], per_page: 24 }));
  });

  it('search results, a category in the path, the TCG, accessory and Bra lines', async () => {
    const search = (await visit('/filter-products/dragao')).json();
    expect(search.props.products).toEqual(await paginate({ type: 'filter', search: 'dragao', per_page: 24 }));
    expect(search.props.products.data.length).toBeGreaterThan(0);
    const inCategory = (await visit('/filter-products/dragao/1')).json();
    expect(inCategory.props.products).toEqual(
      await paginate({ type: 'filter', search: 'dragao', category_id: 1, per_page: 24 }),
    );
    for (const [url, type] of [
      ['/productTcg/list', 'tcg'],
      ['/product-accessory/list', 'accessory'],
      ['/products-cards-bra-center', 'bra'],
    ]) {
      expect((await visit(url)).json().props.products).toEqual(await paginate({ type, per_page: 24 }));
    }
  });

  it('a collection or category in the path narrows the list; unknown ones are a 404', async () => {
    const collection = await t.db.selectFrom('collections').select('code').executeTakeFirstOrThrow();
    const res = (await visit(`/product/list/${collection.code}`)).json();
    expect(res.props.products).toEqual(
      await paginate({ type: 'card', collection_code: collection.code, per_page: 24 }),
    );
    expect((await visit('/product/list/NOPE99')).statusCode).toBe(404);
    expect((await visit('/filter-products/dragao/abc')).statusCode).toBe(404);
  });

  it('names what a list is narrowed to (scope), as collections/{code} and categories/{id} give it', async () => {
    const { code } = await t.db.selectFrom('collections').select('code').executeTakeFirstOrThrow();
    const collection = (await t.request('GET', `/v1/1/collections/${code}`)).json().result;
    expect((await visit(`/product/list/${code}`)).json().props.scope).toEqual({
      name: collection.name,
      release_date: collection.release_date,
      products_count: collection.products_count,
    });
    const category = (await t.request('GET', '/v1/1/categories/2')).json().result;
    expect((await visit('/product/list/2')).json().props.scope).toEqual({
      name: category.name,
      release_date: null,
      products_count: category.products_count,
    });
    expect(category.products_count).toBeGreaterThan(0);
    expect((await visit('/product/list')).json().props.scope).toBeNull();
    // "Carregar mais" and filters reload the list only.
    const more = await visit(`/product/list/${code}?page=2`, {
      'x-inertia-partial-component': 'Product/List',
      'x-inertia-partial-data': 'products',
    });
    expect(Object.keys(more.json().props).sort()).toEqual(['errors', 'products']);
  });

  it('a bad filter value in the URL is dropped: the page still renders', async () => {
    const res = await visit('/product/list?sort=nonsense&uf=XX&condition=NM');
    expect(res.statusCode).toBe(200);
    expect(res.json().props.products).toEqual(
      await paginate({ type: 'card', condition: ['NM'], per_page: 24 }),
    );
  });

  it('a brand page: the brand as GET /brands/{slug} gives it and page 1 of its products', async () => {
    const { slug } = await t.db.selectFrom('brands').select('slug').executeTakeFirstOrThrow();
    const page = (await visit(`/brand/${slug}?sort=price_asc`)).json();
    expect(page.component).toBe('Brand/Show');
    expect(page.props.brand).toEqual((await t.request('GET', `/v1/brands/${slug}`)).json().result);
    expect(page.props.products).toEqual(
      await paginate({ type: 'filter', brand: slug, sort: 'price_asc', per_page: 24 }),
    );
  });

  it('a league page: the league, the category of its game and page 1 of its cards', async () => {
    const { slug } = await t.db.selectFrom('leagues').select('slug').executeTakeFirstOrThrow();
    const page = (await visit(`/league/${slug}`)).json();
    const league = (await t.request('GET', `/v1/leagues/${slug}`)).json().result;
    expect(page.props.league).toEqual(league);
    const game = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', 1)
      .where('name', '=', league.game)
      .executeTakeFirst();
    expect(page.props.game_category).toBe(game?.id ?? null);
    expect(page.props.products).toEqual(
      await paginate({ type: 'card', ...(game ? { category_id: game.id } : {}), per_page: 24 }),
    );
  });
});
