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

describe('the store page by slug', () => {
  it('gets the store and page 1 of its listings, as the /v1 calls give them', async () => {
    const page = (await visit('/loja-do-sergio?sort=price_asc&condition=NM')).json();
    const store = (await t.request('GET', '/v1/stores/slug/loja-do-sergio')).json().result;
    expect(page.props.store).toEqual(store);
    expect(page.props.store_id).toBe(store.id);
    const listings = (
      await t.request('POST', '/v1/show-products-store', {
        body: { store_id: store.id, status: 'available', sort: 'price_asc', condition: ['NM'], per_page: 24 },
      })
    ).json();
    expect(page.props.listings).toEqual(listings);
    expect(page.mergeProps).toEqual(['listings.data', 'reviews.data']);
  });

  it('gets its rating and page 1 of its reviews, as storeRating and reviewStore give them', async () => {
    const page = (await visit('/loja-do-sergio')).json();
    const id = page.props.store_id;
    expect(page.props.rating).toEqual((await t.request('GET', `/v1/storeRating/${id}`)).json().result);
    expect(page.props.reviews).toEqual((await t.request('GET', `/v1/reviewStore/${id}?per_page=5`)).json());
    expect(page.props.reviews.data.length).toBeGreaterThan(0);
  });

  it("gives the next page of reviews by reviews_page, apart from the listings' page", async () => {
    const page = (
      await visit('/loja-do-sergio?reviews_page=2', {
        'x-inertia-partial-component': 'Store/Page',
        'x-inertia-partial-data': 'reviews',
      })
    ).json();
    expect(Object.keys(page.props).sort()).toEqual(['errors', 'reviews']);
    expect(page.mergeProps).toEqual(['reviews.data']);
    const id = (await t.request('GET', '/v1/stores/slug/loja-do-sergio')).json().result.id;
    expect(page.props.reviews).toEqual(
      (await t.request('GET', `/v1/reviewStore/${id}?page=2&per_page=5`)).json(),
    );
    expect(page.props.reviews.paginate.current_page).toBe(2);
  });

  it('reloads only its listings for a search, page 1 replacing them', async () => {
    const res = await visit('/loja-do-sergio?q=drag', {
      'x-inertia-partial-component': 'Store/Page',
      'x-inertia-partial-data': 'listings,route',
      'x-inertia-reset': 'listings',
    });
    const page = res.json();
    expect(Object.keys(page.props).sort()).toEqual(['errors', 'listings', 'route']);
    // A partial reload of the listings asks nothing of the reviews: not run, not sent.
    expect(page.mergeProps).toBeUndefined();
    expect(page.props.listings.search?.query).toBe('drag');
  });

  it('renders the store on the server: its name, its products and an Organization for search engines', async () => {
    const res = await t.request('GET', '/loja-do-sergio', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    // Without the SSR bundle (tests run before the build) the page object still carries everything.
    expect(res.body).toContain('Loja do S');
    expect(res.body).toContain('"listings":{"data":[');
  });
});

describe('the store list', () => {
  it('gets page 1 of the stores for the URL’s state and search, as GET /stores gives it', async () => {
    const api = async (query: string) => (await t.request('GET', `/v1/stores?${query}`)).json();
    expect((await visit('/store/list')).json().props.stores).toEqual(await api('per_page=24'));
    expect((await visit('/store/list/sp')).json().props.stores).toEqual(await api('uf=SP&per_page=24'));
    expect((await visit('/store/list/sp?uf=MG&q=loja')).json().props.stores).toEqual(
      await api('uf=MG&search=loja&per_page=24'),
    );
    expect((await visit('/store/list/XX')).statusCode).toBe(404);
  });
});

describe('the store ranking', () => {
  const api = async (body: Record<string, unknown>) =>
    (await t.request('POST', '/v1/stores-ranking', { body: { per_page: 20, ...body } })).json();

  it('gets page 1 of the ranking the URL names, as stores-ranking gives it', async () => {
    const sales = (await visit('/ranking')).json();
    expect(sales.props.stores).toEqual(await api({}));
    expect(sales.props.stores.data.length).toBeGreaterThan(0);
    expect(sales.props.filters).toEqual({ type: 'sales', uf: null });
    expect(sales.mergeProps).toEqual(['stores.data']);

    const rating = (await visit('/ranking?type=rating&uf=sp')).json();
    expect(rating.props.stores).toEqual(await api({ type: 'rating', uf: 'SP' }));
    expect(rating.props.filters).toEqual({ type: 'rating', uf: 'SP' });

    const offers = (await visit('/ranking?type=offers&page=2')).json();
    expect(offers.props.stores).toEqual(await api({ type: 'offers', page: 2 }));
  });

  it('falls back to the sales ranking for a type it does not know', async () => {
    const page = (await visit('/ranking?type=nope')).json();
    expect(page.props.filters.type).toBe('sales');
    expect(page.props.stores).toEqual(await api({}));
  });
});

describe('a store’s products by id', () => {
  it('gets the store and page 1 of its listings, as stores/{id} and show-products-store give them', async () => {
    const store = (await t.request('GET', '/v1/stores/slug/loja-do-sergio')).json().result;
    const page = (await visit(`/store/product/${store.id}?sort=price_desc&type=card`)).json();
    expect(page.component).toBe('Store/Product');
    expect(page.props.store).toEqual((await t.request('GET', `/v1/stores/${store.id}`)).json().result);
    expect(page.props.store_id).toBe(store.id);
    const listings = (
      await t.request('POST', '/v1/show-products-store', {
        body: { store_id: store.id, status: 'available', sort: 'price_desc', type: 'card', per_page: 24 },
      })
    ).json();
    expect(page.props.listings).toEqual(listings);
    expect(listings.data.length).toBeGreaterThan(0);
    expect(page.mergeProps).toEqual(['listings.data']);
  });

  it('gives nothing without an id, and a 404 for an unknown or malformed one', async () => {
    const page = (await visit('/store/product')).json();
    expect(page.props).toMatchObject({ store: null, store_id: null, listings: null });
    expect((await visit('/store/product/999999')).statusCode).toBe(404);
    expect((await visit('/store/product/abc')).statusCode).toBe(404);
  });
});

describe('the Bra Center', () => {
  it('gets the Bra line’s categories and best sellers without a store', async () => {
    const page = (await visit('/bra-center')).json();
    expect(page.props).not.toHaveProperty('store');
    expect(page.props.categories).toEqual((await t.request('GET', '/v1/categories/4')).json().result);
    expect(page.props.categories.length).toBeGreaterThan(0);
    const popular = (
      await t.request('POST', '/v1/1/products/paginate', {
        body: { type: 'bra', sort: 'popular', per_page: 8 },
      })
    ).json();
    expect(page.props.popular).toEqual(popular.data);
    expect(page.props.popular.length).toBeGreaterThan(0);
  });

  it('gets a store and page 1 of its Bra listings, whatever type the URL names', async () => {
    const store = (await t.request('GET', '/v1/stores/slug/loja-do-sergio')).json().result;
    const page = (await visit(`/bra-center/${store.id}?type=card&sort=price_asc`)).json();
    expect(page.props.store).toEqual(store);
    const listings = (
      await t.request('POST', '/v1/show-products-store', {
        body: { store_id: store.id, status: 'available', type: 'bra', sort: 'price_asc', per_page: 24 },
      })
    ).json();
    expect(page.props.listings).toEqual(listings);
    expect(page.props).not.toHaveProperty('categories');
    expect((await visit('/bra-center/999999')).statusCode).toBe(404);
    expect((await visit('/bra-center/x')).statusCode).toBe(404);
  });

  it('lists the partner stores for the URL’s state and search, as GET /stores?is_client=1 gives it', async () => {
    const api = async (query: string) =>
      (await t.request('GET', `/v1/stores?is_client=1&per_page=24${query}`)).json();
    const all = (await visit('/bra-center-list')).json();
    expect(all.props.stores).toEqual(await api(''));
    expect(all.props.stores.data.length).toBeGreaterThan(0);
    expect(all.props.stores.data.every((s: { is_client: boolean }) => s.is_client)).toBe(true);
    expect(all.mergeProps).toEqual(['stores.data']);
    expect((await visit('/bra-center-list?uf=sp&q=loja')).json().props.stores).toEqual(
      await api('&uf=SP&search=loja'),
    );
  });
});
