import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueApp } from '../catalogue/support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let version: string;
beforeAll(async () => {
  t = await createCatalogueApp();
  version = (await t.request('GET', '/', { headers: { 'x-inertia': 'true' } })).json().version;
});
afterAll(async () => {
  await t.close();
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.request('GET', url, { headers: { 'x-inertia': 'true', 'x-inertia-version': version, ...headers } });

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
    expect(page.mergeProps).toEqual(['listings.data']);
  });

  it('reloads only its listings for a search, page 1 replacing them', async () => {
    const res = await visit('/loja-do-sergio?q=drag', {
      'x-inertia-partial-component': 'Store/Page',
      'x-inertia-partial-data': 'listings,route',
      'x-inertia-reset': 'listings',
    });
    const page = res.json();
    expect(Object.keys(page.props).sort()).toEqual(['errors', 'listings', 'route']);
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
