import { router } from '@inertiajs/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomeIndex from '@/Pages/Home/Index';
import type { HomeProps } from '@/types/pages/home';
import { watchIntersections } from '../support/intersection';
import { banners, categories, dragon, freeShipping, goblin, rankPage, sergio, sleeve } from './fixtures';
import { mockCatalogue, money, type Routes, renderScreen } from './support';

/** The props server/http/pages/home.ts gives the home page (tests/server/pages/home.test.ts checks them). */
function props(overrides: Partial<HomeProps> = {}): HomeProps {
  return {
    banners,
    categories,
    storeAds: [
      {
        id: 1,
        title: 'Ofertas da Loja do Sérgio',
        image: '/media/banner-ads/1.svg',
        link: '/loja-do-sergio',
        store: sergio,
      },
    ],
    featured: [dragon, goblin],
    newest: [sleeve],
    rankings: rankPage('price_low', [goblin]),
    freeShipping: { days: freeShipping.result ?? [], dayOfWeek: freeShipping.dayOfWeek },
    ...overrides,
  };
}

function home(overrides: Partial<HomeProps> = {}, routes: Routes = {}) {
  const http = mockCatalogue(routes);
  renderScreen(HomeIndex, { url: '/', props: { ...props(overrides) } });
  return http;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Home', () => {
  it('renders everything above the fold from its props: no call for what it shows', () => {
    const http = home();
    expect(screen.getByTestId('banner-carousel')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('home-featured')).getByText('Dragão Ancestral da Aurora'),
    ).toBeInTheDocument();
    expect(http.seen).toEqual([]);
  });

  it('asks for the rankings and the calendar only when they come near the screen, keeping their room', async () => {
    const watched = watchIntersections();
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    home({ rankings: undefined, freeShipping: undefined });
    expect(screen.getByTestId('rankings-placeholder')).toHaveClass('min-h-80');
    expect(screen.queryByTestId('home-rankings')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(watched).toHaveLength(2);
    expect(watched[0]?.margin).toBe('300px');

    act(() => watched[0]?.near());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenLastCalledWith(
      expect.objectContaining({ only: ['rankings'], async: true, showProgress: false }),
    );
    act(() => watched[1]?.near());
    expect(reload).toHaveBeenLastCalledWith(expect.objectContaining({ only: ['freeShipping'] }));

    await act(async () => router.replaceProp('rankings', rankPage('price_low', [goblin])));
    expect(
      await within(await screen.findByTestId('home-rankings')).findByText('Goblin Saqueador'),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows banners, lines, store ads, best sellers, rankings, new arrivals and the free-shipping calendar', async () => {
    const http = home();
    const carousel = await screen.findByTestId('banner-carousel');
    expect(within(carousel).getByRole('link', { name: 'Ascensão dos Dragões chegou' })).toHaveAttribute(
      'href',
      '/product/list/1',
    );
    // On a phone the title and subtitle are written under the picture, beside the arrows (CSS shows
    // those and hides the arrows over the picture, which covered the title).
    const caption = within(carousel).getByTestId('banner-caption');
    expect(caption).toHaveTextContent('Ascensão dos Dragões chegou');
    expect(caption).toHaveTextContent('Pré-venda com frete grátis às quartas');
    await userEvent.click(within(caption).getByRole('button', { name: 'Próximo banner' }));
    expect(caption).toHaveTextContent('Semana dos acessórios');
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
    expect(
      await within(screen.getByTestId('home-newest')).findByText(/Sleeves Escudo de Dragão/),
    ).toBeInTheDocument();

    const rankings = screen.getByTestId('home-rankings');
    expect(await within(rankings).findByText('Goblin Saqueador')).toBeInTheDocument();
    expect(within(rankings).getByTestId('rank-variation')).toHaveTextContent('▼ -12,5%');
    expect(within(rankings).getByTestId('rank-variation')).toHaveTextContent(money('30,00'));
    // The first tab came from the server; another one is a partial reload of the `rankings` prop.
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Mais vendidas' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['rankings'], data: { rank: 'monthly_sales' }, preserveUrl: true }),
    );
    expect(await within(rankings).findByTestId('loading-state')).toBeInTheDocument();
    expect(within(rankings).queryByText('Goblin Saqueador')).toBeNull();
    await act(async () => router.replaceProp('rankings', rankPage('monthly_sales', [dragon])));
    expect(await within(rankings).findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(http.seen).toEqual([]);
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

  it('shows a failed ranking tab with a retry that asks again', async () => {
    home();
    const rankings = await screen.findByTestId('home-rankings');
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Maiores altas' }));
    const [[options]] = reload.mock.calls as unknown as [[{ onHttpException: () => boolean }]];
    await act(async () => {
      expect(options.onHttpException()).toBe(false);
    });
    const error = await within(rankings).findByTestId('error-state');
    await userEvent.click(within(error).getByRole('button', { name: 'Tentar de novo' }));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenLastCalledWith(expect.objectContaining({ data: { rank: 'price_high' } }));
  });

  it('shows empty sections as such', async () => {
    home({ featured: [], newest: [], rankings: rankPage('price_low', []) });
    expect(
      await within(screen.getByTestId('home-featured')).findByText('Ainda não há vendas neste mês.'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('home-newest')).findByText('Nenhuma novidade por enquanto.'),
    ).toBeInTheDocument();
    expect(
      await within(await screen.findByTestId('home-rankings')).findByText(
        'Nenhum produto neste ranking ainda.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves out the banners when there are none', () => {
    home({ banners: [] });
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });
});
