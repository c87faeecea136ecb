import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductShow from '@/Pages/Product/Show';
import type { ProductShowProps } from '@/types/pages/product';
import { dragonDetail, dragonOffers, history, paginated, result, stats } from '../catalogue/fixtures';
import { bodies, mockCatalogue, type Routes, renderScreen } from '../catalogue/support';
import { logIn } from '../support/session';

/** The answers may take a while on a busy machine (three calls in a row). */
const WAIT = { timeout: 5000 };

/** The product page's "Adicionar à lista" (docs/optimizer.md, API: POST /v1/wants/{id}/lines). */

function show(routes: Routes = {}) {
  const props: ProductShowProps = {
    product: dragonDetail,
    type: 'card',
    offers: paginated(dragonOffers),
    offerFilters: { condition: [], language: [], uf: [], sort: 'price_asc' },
    conditions: [{ code: 'NM', name: 'Praticamente nova (NM)', type: 'card' }],
    languages: [{ code: 'PT', name: 'Português' }],
    stats,
    history,
  };
  const http = mockCatalogue(routes);
  renderScreen(ProductShow, { url: `/product/${dragonDetail.code}`, props: { ...props } });
  return http;
}

const summary = (id: number, name: string) => ({
  id,
  name,
  alerts: true,
  lines_count: 3,
  cards_count: 9,
  unresolved_count: 0,
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('"Adicionar à lista" on the product page', () => {
  it('is not offered to a visitor', () => {
    const http = show();
    expect(screen.queryByRole('button', { name: 'Adicionar à lista' })).toBeNull();
    expect(http.seen.some((r) => r.url.startsWith('/v1/wants'))).toBe(false);
  });

  it('adds the card, any edition, to the newest list and says so', async () => {
    logIn();
    const http = show({
      'GET /v1/wants': result([summary(12, 'Deck de dragões'), summary(4, 'Antiga')]),
      'POST /v1/wants/12/lines': { status: 201, data: { error: false, result: { id: 99 } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar à lista' }, WAIT));
    expect(await screen.findByText('Adicionado à lista.', {}, WAIT)).toBeInTheDocument();
    expect(bodies(http.seen, 'POST /v1/wants/12/lines')).toEqual([
      { product_id: dragonDetail.code, quantity: 1, any_edition: true },
    ]);
    expect(http.seen.some((r) => r.method === 'POST' && r.url === '/v1/wants')).toBe(false);
    expect(http.seen.some((r) => r.url === '/v1/wants/4/lines')).toBe(false);
  });

  it('creates a first list when the buyer has none, then adds the card to it', async () => {
    logIn();
    const http = show({
      'GET /v1/wants': result([]),
      'POST /v1/wants': { status: 201, data: { error: false, result: summary(31, 'Listas de desejos') } },
      'POST /v1/wants/31/lines': { status: 201, data: { error: false, result: { id: 1 } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar à lista' }, WAIT));
    expect(await screen.findByText('Adicionado à lista.', {}, WAIT)).toBeInTheDocument();
    expect(bodies(http.seen, 'POST /v1/wants')).toEqual([{ name: 'Listas de desejos' }]);
    expect(bodies(http.seen, 'POST /v1/wants/31/lines')).toEqual([
      { product_id: dragonDetail.code, quantity: 1, any_edition: true },
    ]);
  });

  it("shows the server's message in Portuguese when the card cannot be added", async () => {
    logIn();
    show({
      'GET /v1/wants': result([summary(12, 'Cheia')]),
      'POST /v1/wants/12/lines': {
        status: 422,
        data: { message: 'A lista já tem 2.000 linhas.', errors: { list: ['A lista já tem 2.000 linhas.'] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar à lista' }, WAIT));
    expect(await screen.findByText('A lista já tem 2.000 linhas.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Adicionado à lista.')).toBeNull();
  });
});
