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

const visitHome = (headers: Record<string, string> = {}) => visit('/', headers);
const result = async (method: 'GET' | 'POST', url: string, body?: unknown) =>
  (await t.request(method, url, { body })).json();

describe('the home page', () => {
  it('gets what is above the fold as props, equal to what the /v1 calls answer', async () => {
    const page = (await visitHome()).json();
    expect(page.component).toBe('Home/Index');
    expect(page.props.banners).toEqual((await result('GET', '/v1/1/banners')).result);
    expect(page.props.categories).toEqual((await result('GET', '/v1/1/categories')).result);
    expect(page.props.storeAds).toEqual((await result('GET', '/v1/bannerAds')).result);
    const featured = await result('POST', '/v1/1/products/paginate', {
      type: 'after_initial_rank',
      per_page: 10,
    });
    expect(page.props.featured).toEqual(featured.data);
    const newest = await result('POST', '/v1/1/products/paginate', {
      type: 'filter',
      sort: 'newest',
      per_page: 10,
    });
    expect(page.props.newest).toEqual(newest.data);
    expect(page.props.featured.length).toBeGreaterThan(0);
  });

  it('sends the rankings and the free-shipping calendar only when asked for (optional props)', async () => {
    const page = (await visitHome()).json();
    expect(page.deferredProps).toBeUndefined();
    expect(page.props.rankings).toBeUndefined();
    expect(page.props.freeShipping).toBeUndefined();
    const later = (
      await visitHome({
        'x-inertia-partial-component': 'Home/Index',
        'x-inertia-partial-data': 'rankings,freeShipping',
      })
    ).json();
    expect(later.props.rankings).toEqual(
      await result('POST', '/v1/1/HighAndLowCards', { type: 'price_low', per_page: 5 }),
    );
    const calendar = await result('POST', '/v1/free-shipping-day', {});
    expect(later.props.freeShipping).toEqual({ days: calendar.result, dayOfWeek: calendar.dayOfWeek });
    expect(Object.keys(later.props).sort()).toEqual(['errors', 'freeShipping', 'rankings']);
  });

  it("reloads the rankings for the tab the query names (rank), the week's drops for an unknown one", async () => {
    const tab = (rank: string) =>
      visit(`/?rank=${rank}`, {
        'x-inertia-partial-component': 'Home/Index',
        'x-inertia-partial-data': 'rankings',
      });
    const sales = (await tab('monthly_sales')).json();
    expect(Object.keys(sales.props).sort()).toEqual(['errors', 'rankings']);
    expect(sales.props.rankings).toEqual(
      await result('POST', '/v1/1/HighAndLowCards', { type: 'monthly_sales', per_page: 5 }),
    );
    expect(sales.props.rankings.type).toBe('monthly_sales');
    const unknown = (await tab('nope')).json();
    expect(unknown.props.rankings).toEqual(
      await result('POST', '/v1/1/HighAndLowCards', { type: 'price_low', per_page: 5 }),
    );
  });
});
