import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueApi } from '@/api/catalogue';
import { getCartCount } from '@/lib/session';
import ProductShow from '@/Pages/Product/Show';
import { logIn } from '../support/session';
import {
  dragonDetail,
  dragonOffers,
  fail,
  history,
  offer,
  ok,
  paginated,
  result,
  sergio,
  stats,
} from './fixtures';
import { bodies, mockCatalogue, money, pending, type Routes, renderScreen } from './support';

const SHOW = 'POST /v1/1/products-show/101';
const OFFERS = 'POST /v1/1/product-stores/';

function filled(overrides: Routes = {}) {
  return mockCatalogue({
    [SHOW]: result(dragonDetail),
    [OFFERS]: ok(paginated(dragonOffers)),
    'POST /v1/1/product-stats-price': result(stats),
    'POST /v1/1/product-history-order': result(history),
    ...overrides,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('Product page', () => {
  it('shows a loading state first', async () => {
    filled();
    vi.spyOn(catalogueApi, 'show').mockReturnValue(pending());
    renderScreen(ProductShow, { url: '/product/101' });
    expect(await screen.findByTestId('loading-state')).toBeInTheDocument();
  });

  it('shows the product, every offer in R$, the price statistics, the chart and the sales', async () => {
    const http = filled();
    renderScreen(ProductShow, { url: '/product/101' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dragão Ancestral da Aurora' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('product-price-summary')).toHaveTextContent(money('24,90'));
    expect(screen.getByRole('link', { name: 'Ascensão dos Dragões' })).toHaveAttribute(
      'href',
      'http://localhost/product/list/MG01',
    );
    expect(screen.getByText('Ultra rara')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Imagem \d/ })).toHaveLength(2);

    const offers = await screen.findAllByTestId('offer');
    expect(offers).toHaveLength(2);
    expect(within(offers[0]).getByRole('link', { name: 'Loja do Sérgio' })).toHaveAttribute(
      'href',
      'http://localhost/loja-do-sergio',
    );
    expect(offers[0]).toHaveTextContent('SP');
    expect(offers[0]).toHaveTextContent('NM');
    expect(offers[0]).toHaveTextContent('Português');
    expect(await within(offers[0]).findByText('Foil')).toBeInTheDocument();
    expect(within(offers[0]).getByTestId('offer-price')).toHaveTextContent(money('24,90'));
    expect(within(offers[1]).getByTestId('offer-price')).toHaveTextContent(money('1.234,50'));
    expect(offers[1]).toHaveTextContent('MG');
    expect(within(offers[1]).getByRole('button', { name: 'Adicionar ao carrinho' })).toBeInTheDocument();
    expect(bodies(http.seen, OFFERS)[0]).toMatchObject({
      product_id: 101,
      product_type: 'card',
      sort: 'price_asc',
      page: 1,
    });

    const statsBox = await screen.findByTestId('price-stats');
    expect(statsBox).toHaveTextContent(/Menor\s*R\$\s24,90/);
    expect(statsBox).toHaveTextContent(/Médio\s*R\$\s31,45/);
    expect(statsBox).toHaveTextContent(/Maior\s*R\$\s45,00/);
    expect(statsBox).toHaveTextContent('Variação em 7 dias: -8,2%');

    const chart = await screen.findByTestId('price-chart');
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      /Preço de 19-11-2026 a 21-11-2026, entre R\$\s24,90 e R\$\s33,00/,
    );
    const sales = within(screen.getByTestId('sales-history')).getAllByRole('row');
    expect(sales).toHaveLength(3);
    expect(sales[1]).toHaveTextContent('20-11-2026');
    expect(sales[1]).toHaveTextContent(money('26,00'));
    expect(bodies(http.seen, 'POST /v1/1/product-history-order')[0]).toEqual({ product_id: 101, days: 90 });
  });

  it('asks a visitor to log in before adding to the cart, and sends nothing', async () => {
    const http = filled();
    renderScreen(ProductShow, { url: '/product/101' });
    expect(await screen.findByTestId('login-to-buy')).toHaveTextContent(
      'Para adicionar itens ao carrinho, por favor, faça login.',
    );
    const [first] = await screen.findAllByTestId('offer');
    await userEvent.click(within(first).getByRole('button', { name: 'Adicionar ao carrinho' }));
    // The page's notice and the toast.
    await waitFor(() =>
      expect(screen.getAllByText('Para adicionar itens ao carrinho, por favor, faça login.')).toHaveLength(2),
    );
    expect(http.seen.some((r) => r.url === '/v1/add-to-cart')).toBe(false);
  });

  it('adds an offer to the cart for a user and takes the count the server returns', async () => {
    logIn();
    const http = filled({
      'POST /v1/add-to-cart': ok({ error: false, message: 'ok', result: { count: 4 } }),
    });
    renderScreen(ProductShow, { url: '/product/101' });
    expect(screen.queryByTestId('login-to-buy')).toBeNull();
    const [, second] = await screen.findAllByTestId('offer');
    const quantity = within(second).getByLabelText('Quantidade');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(second).getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(await screen.findByText('Adicionado ao carrinho')).toBeInTheDocument();
    expect(bodies(http.seen, 'POST /v1/add-to-cart')[0]).toEqual({
      store_product_id: 9002,
      quantity: 2,
      is_update_from_cart: false,
    });
    expect(http.seen.find((r) => r.url === '/v1/add-to-cart')?.headers.Authorization).toBe(
      'Bearer token-abc',
    );
    expect(getCartCount()).toBe(4);
  });

  it("reads 'Erro ao adicionar' when the cart call fails (the cart may not exist yet)", async () => {
    logIn();
    filled({ 'POST /v1/add-to-cart': fail(404) });
    renderScreen(ProductShow, { url: '/product/101' });
    const [first] = await screen.findAllByTestId('offer');
    await userEvent.click(within(first).getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(await screen.findByText('Erro ao adicionar')).toBeInTheDocument();
    expect(getCartCount()).toBe(0);
  });

  it('marks the product as a favourite for a user', async () => {
    logIn();
    const http = filled({
      'POST /v1/favorites/add-to-favorite': result({ product_id: 101, favorite: true }),
    });
    renderScreen(ProductShow, { url: '/product/101' });
    await userEvent.click(await screen.findByRole('button', { name: /Favoritar/ }));
    expect(await screen.findByRole('button', { name: /Remover dos favoritos/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bodies(http.seen, 'POST /v1/favorites/add-to-favorite')[0]).toEqual({
      product_id: 101,
      favorite: true,
    });
  });

  it('filters offers from the URL and appends the next page', async () => {
    const http = filled({
      [OFFERS]: (req) => {
        const body = req.data as { page: number };
        return body.page === 1
          ? ok(paginated([dragonOffers[0]], 1, 2, 2))
          : ok(paginated([offer(9003, sergio, 50, { condition: 'MP' })], 2, 2, 2));
      },
    });
    renderScreen(ProductShow, { url: '/product/101?condition=NM&uf=SP' });
    expect(await screen.findAllByTestId('offer')).toHaveLength(1);
    expect(bodies(http.seen, OFFERS)[0]).toMatchObject({ condition: ['NM'], uf: 'SP' });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(screen.getAllByTestId('offer')).toHaveLength(2));
    expect(screen.getAllByTestId('offer-price')[1]).toHaveTextContent(money('50,00'));

    await userEvent.click(screen.getByText('Filtrar ofertas'));
    await userEvent.click(await screen.findByLabelText('Levemente jogada (SP)'));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('condition')).toBe('NM,SP'));
    await waitFor(() =>
      expect(bodies(http.seen, OFFERS).at(-1)).toMatchObject({ condition: ['NM', 'SP'], page: 1 }),
    );
  });

  it('says when no offer matches the filters', async () => {
    filled({ [OFFERS]: ok(paginated([])) });
    renderScreen(ProductShow, { url: '/product/101?condition=D' });
    expect(
      await screen.findByText('Nenhuma loja oferece este produto com esses filtros.'),
    ).toBeInTheDocument();
  });

  it('shows the offers as cards on a phone', async () => {
    window.innerWidth = 360;
    filled();
    renderScreen(ProductShow, { url: '/product/101' });
    const list = await screen.findByTestId('offer-list');
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('button', { name: 'Comprar' })).toHaveLength(2);
  });

  it('says when the product does not exist', async () => {
    filled({ 'POST /v1/1/products-show/999': fail(404) });
    renderScreen(ProductShow, { url: '/product/999' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Produto não encontrado');
  });

  it('offers a retry when the product fails to load', async () => {
    let calls = 0;
    filled({ [SHOW]: () => (++calls === 1 ? fail() : result(dragonDetail)) });
    renderScreen(ProductShow, { url: '/product/101' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dragão Ancestral da Aurora' }),
    ).toBeInTheDocument();
  });
});
