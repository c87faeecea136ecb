import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueApi } from '@/api/catalogue';
import HomeIndex from '@/Pages/Home/Index';
import {
  banners,
  categories,
  dragon,
  fail,
  freeShipping,
  goblin,
  ok,
  productsPage,
  rankPage,
  result,
  sergio,
  sleeve,
} from './fixtures';
import { bodies, mockCatalogue, money, pending, type Routes, renderScreen } from './support';

const PAGINATE = 'POST /v1/1/products/paginate';
const RANK = 'POST /v1/1/HighAndLowCards';

function filled(overrides: Routes = {}) {
  return mockCatalogue({
    'GET /v1/1/banners': result(banners),
    'GET /v1/1/categories': result(categories),
    'GET /v1/bannerAds': result([
      {
        id: 1,
        title: 'Ofertas da Loja do Sérgio',
        image: '/media/banner-ads/1.svg',
        link: '/loja-do-sergio',
        store: sergio,
      },
    ]),
    [PAGINATE]: (req) =>
      ok(
        productsPage(
          (req.data as { type: string }).type === 'after_initial_rank' ? [dragon, goblin] : [sleeve],
        ),
      ),
    [RANK]: (req) => {
      const type = (req.data as { type: 'price_low' }).type;
      return ok(rankPage(type, type === 'price_low' ? [goblin] : [dragon]));
    },
    'POST /v1/free-shipping-day': ok(freeShipping),
    ...overrides,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Home', () => {
  it('shows the sections loading', async () => {
    filled();
    vi.spyOn(catalogueApi, 'banners').mockReturnValue(pending());
    vi.spyOn(catalogueApi, 'paginate').mockReturnValue(pending());
    renderScreen(HomeIndex, { url: '/' });
    expect(await screen.findByTestId('banners-loading')).toBeInTheDocument();
    expect(within(screen.getByTestId('home-featured')).getByTestId('loading-state')).toBeInTheDocument();
  });

  it('shows banners, lines, store ads, best sellers, rankings, new arrivals and the free-shipping calendar', async () => {
    const http = filled();
    renderScreen(HomeIndex, { url: '/' });
    const carousel = await screen.findByTestId('banner-carousel');
    expect(within(carousel).getByRole('link', { name: 'Ascensão dos Dragões chegou' })).toHaveAttribute(
      'href',
      '/product/list/1',
    );
    await userEvent.click(within(carousel).getByRole('button', { name: 'Próximo banner' }));
    expect(within(carousel).getByRole('link', { name: 'Semana dos acessórios' })).toHaveAttribute(
      'href',
      '/product-accessory/list',
    );
    expect(within(carousel).getByRole('button', { name: 'Banner 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const lines = await screen.findByRole('navigation', { name: 'Categorias' });
    expect(await within(lines).findByRole('link', { name: /Produtos TCG 900 produtos/ })).toHaveAttribute(
      'href',
      'http://localhost/productTcg/list',
    );
    expect(within(lines).getByRole('link', { name: /Linha Bra/ })).toHaveAttribute(
      'href',
      'http://localhost/products-cards-bra-center',
    );
    expect(await screen.findByText('Ofertas da Loja do Sérgio')).toBeInTheDocument();

    const featured = screen.getByTestId('home-featured');
    expect(await within(featured).findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(featured).toHaveTextContent(money('24,90'));
    expect(bodies(http.seen, PAGINATE)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'after_initial_rank' }),
        expect.objectContaining({ sort: 'newest' }),
      ]),
    );
    expect(
      await within(screen.getByTestId('home-newest')).findByText(/Sleeves Escudo de Dragão/),
    ).toBeInTheDocument();

    const rankings = screen.getByTestId('home-rankings');
    expect(await within(rankings).findByText('Goblin Saqueador')).toBeInTheDocument();
    expect(within(rankings).getByTestId('rank-variation')).toHaveTextContent('▼ -12,5%');
    expect(within(rankings).getByTestId('rank-variation')).toHaveTextContent(money('30,00'));
    await userEvent.click(screen.getByRole('button', { name: 'Mais vendidas' }));
    expect(await within(rankings).findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(bodies(http.seen, RANK).map((b) => b.type)).toEqual(['price_low', 'monthly_sales']);
    expect(within(rankings).getByRole('link', { name: 'Ver ranking completo' })).toHaveAttribute(
      'href',
      'http://localhost/product/rank/monthly_sales',
    );

    const calendar = await screen.findByTestId('free-shipping');
    const days = within(calendar).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    expect(days[3]).toHaveTextContent('Qua');
    expect(days[3]).toHaveTextContent('14 lojas');
    expect(days[6]).toHaveTextContent('1 loja');
  });

  it('shows empty sections as such', async () => {
    filled({
      [PAGINATE]: ok(productsPage([])),
      [RANK]: (req) => ok(rankPage((req.data as { type: 'price_low' }).type, [])),
    });
    renderScreen(HomeIndex, { url: '/' });
    expect(
      await within(screen.getByTestId('home-featured')).findByText('Ainda não há vendas neste mês.'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('home-newest')).findByText('Nenhuma novidade por enquanto.'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('home-rankings')).findByText('Nenhum produto neste ranking ainda.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Erro ao carregar os banners' and 'as categorias'; a failed list offers a retry", async () => {
    let calls = 0;
    filled({
      'GET /v1/1/banners': fail(),
      'GET /v1/1/categories': fail(),
      [PAGINATE]: () => (++calls <= 2 ? fail() : ok(productsPage([dragon]))),
    });
    renderScreen(HomeIndex, { url: '/' });
    expect(await screen.findByText('Erro ao carregar os banners')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('banner-carousel')).toBeNull());
    const featured = screen.getByTestId('home-featured');
    await userEvent.click(await within(featured).findByRole('button', { name: 'Tentar de novo' }));
    expect(await within(featured).findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith('banners', expect.anything());
  });
});
