import { router } from '@inertiajs/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCartCount } from '@/lib/session';
import ProductShow from '@/Pages/Product/Show';
import type { ProductShowProps } from '@/types/pages/product';
import { watchIntersections } from '../support/intersection';
import { logIn } from '../support/session';
import { dragonDetail, dragonOffers, fail, history, ok, paginated, result, stats } from './fixtures';
import { bodies, mockCatalogue, money, type Routes, renderScreen } from './support';

const CONDITIONS = [
  { code: 'NM', name: 'Praticamente nova (NM)', type: 'card' as const },
  { code: 'SP', name: 'Levemente jogada (SP)', type: 'card' as const },
];
/** The button's name: in jsdom (no CSS) it reads both the phone's label and the wide one. */
const ADD = /Adicionar ao carrinho/;
const LANGUAGES = [
  { code: 'PT', name: 'Português' },
  { code: 'EN', name: 'Inglês' },
];

/** The props server/http/pages/product.ts gives the page (tests/server/pages/product.test.ts checks them). */
function props(overrides: Partial<ProductShowProps> = {}): ProductShowProps {
  return {
    product: dragonDetail,
    type: 'card',
    offers: paginated(dragonOffers),
    offerFilters: { condition: [], language: [], uf: [], sort: 'price_asc' },
    conditions: CONDITIONS,
    languages: LANGUAGES,
    stats,
    history,
    ...overrides,
  };
}

function show(overrides: Partial<ProductShowProps> = {}, routes: Routes = {}, url = '/product/101') {
  const http = mockCatalogue(routes);
  renderScreen(ProductShow, { url, props: { ...props(overrides) } });
  return http;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('Product page', () => {
  it('renders from its props at once: no call is made for what it shows', async () => {
    const http = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Dragão Ancestral da Aurora' })).toBeInTheDocument();
    expect(screen.getAllByTestId('offer')).toHaveLength(2);
    expect(
      http.seen.filter((r) => /products-show|product-stores|stats-price|history-order/.test(r.url)),
    ).toEqual([]);
  });

  it('asks for the price figures when they come near the screen, with a placeholder of fixed height', async () => {
    const watched = watchIntersections();
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    show({ stats: undefined, history: undefined });
    expect(screen.getAllByTestId('loading-state').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('loading-state')[0]?.parentElement).toHaveClass('min-h-72');
    expect(screen.queryByTestId('price-stats')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    act(() => watched[0]?.near());
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({
        only: ['stats', 'history'],
        showProgress: false,
        replace: true,
        preserveUrl: true,
      }),
    );
    await act(async () => {
      router.replaceProp('stats', stats);
      router.replaceProp('history', history);
    });
    expect(await screen.findByTestId('price-stats')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the product, every offer in R$, the price statistics, the chart and the sales', async () => {
    show();
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
    expect(within(offers[1]).getByRole('button', { name: ADD })).toBeInTheDocument();

    const statsBox = await screen.findByTestId('price-stats');
    expect(statsBox).toHaveTextContent(/Menor\s*R\$\s24,90/);
    expect(statsBox).toHaveTextContent(/Médio\s*R\$\s31,45/);
    expect(statsBox).toHaveTextContent(/Maior\s*R\$\s45,00/);
    expect(statsBox).toHaveTextContent('Variação em 7 dias: -8,2%');

    const chart = await screen.findByTestId('price-chart');
    // The phone's drawing and the wide one (CSS shows one of them): both say the same, and the
    // phone's is drawn in as many units as a phone has pixels, so its labels keep their size.
    const drawings = within(chart).getAllByRole('img');
    expect(drawings.map((d) => d.getAttribute('viewBox'))).toEqual(['0 0 360 220', '0 0 640 220']);
    for (const drawing of drawings)
      expect(drawing).toHaveAccessibleName(
        /Preço de 19\/11\/2026 a 21\/11\/2026, entre R\$\s24,90 e R\$\s33,00/,
      );
    expect(drawings[0].querySelector('text')).toHaveClass('text-[13px]');
    const sales = within(screen.getByTestId('sales-history')).getAllByRole('row');
    expect(sales).toHaveLength(3);
    expect(sales[1]).toHaveTextContent('20/11/2026');
    expect(sales[1]).toHaveTextContent(money('26,00'));
  });

  it('asks a visitor to log in before adding to the cart, and sends nothing', async () => {
    const http = show();
    expect(await screen.findByTestId('login-to-buy')).toHaveTextContent(
      'Para adicionar itens ao carrinho, por favor, faça login.',
    );
    const [first] = await screen.findAllByTestId('offer');
    await userEvent.click(within(first).getByRole('button', { name: ADD }));
    // The page's notice and the toast.
    await waitFor(() =>
      expect(screen.getAllByText('Para adicionar itens ao carrinho, por favor, faça login.')).toHaveLength(2),
    );
    expect(http.seen.some((r) => r.url === '/v1/add-to-cart')).toBe(false);
  });

  it('adds an offer to the cart for a user and takes the count the server returns', async () => {
    logIn();
    const http = show(
      {},
      { 'POST /v1/add-to-cart': ok({ error: false, message: 'ok', result: { count: 4 } }) },
    );
    expect(screen.queryByTestId('login-to-buy')).toBeNull();
    const [, second] = await screen.findAllByTestId('offer');
    const quantity = within(second).getByLabelText('Quantidade');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(second).getByRole('button', { name: ADD }));
    expect(await screen.findByText('Adicionado ao carrinho')).toBeInTheDocument();
    expect(bodies(http.seen, 'POST /v1/add-to-cart')[0]).toEqual({
      store_product_id: 9002,
      quantity: 2,
      is_update_from_cart: false,
    });
    // The session travels in the HttpOnly cookie: no script holds a token to send.
    expect(http.seen.find((r) => r.url === '/v1/add-to-cart')?.headers.Authorization).toBeUndefined();
    expect(getCartCount()).toBe(4);
    // The toast leads to the cart, and the header's cart shows the new count at once.
    const toast = await screen.findByTestId('added-to-cart-toast');
    expect(within(toast).getByRole('link', { name: 'Ver carrinho' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/cart$/),
    );
    expect(screen.getByTestId('cart-link')).toHaveAttribute('href', expect.stringMatching(/\/cart$/));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');
  });

  it("reads 'Erro ao adicionar' when the cart call fails (the cart may not exist yet)", async () => {
    logIn();
    show({}, { 'POST /v1/add-to-cart': fail(404) });
    const [first] = await screen.findAllByTestId('offer');
    await userEvent.click(within(first).getByRole('button', { name: ADD }));
    expect(await screen.findByText('Erro ao adicionar')).toBeInTheDocument();
    expect(getCartCount()).toBe(0);
  });

  it('marks the product as a favourite for a user', async () => {
    logIn();
    const http = show(
      {},
      { 'POST /v1/favorites/add-to-favorite': result({ product_id: 101, favorite: true }) },
    );
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

  it('asks for the next page of offers as a partial reload that appends (the URL keeps its filters)', async () => {
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    show({ offers: paginated([dragonOffers[0]], 1, 2, 2) }, {}, '/product/101?condition=NM');
    expect(screen.getAllByTestId('offer')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['offers'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('puts a filter in the URL and reloads page 1 of the offers only', async () => {
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    show(
      { offerFilters: { condition: ['NM'], language: [], uf: ['SP'], sort: 'price_asc' } },
      {},
      '/product/101?condition=NM&uf=SP',
    );
    await userEvent.click(screen.getByText('Filtrar ofertas'));
    const sp = screen.getByLabelText('Levemente jogada (SP)');
    await userEvent.click(sp);
    expect(sp).toBeChecked();
    expect(get).toHaveBeenCalledWith(
      '/product/101',
      { condition: 'NM,SP', uf: 'SP', sort: 'price_asc' },
      expect.objectContaining({ only: ['offers', 'offerFilters'], reset: ['offers'], preserveState: true }),
    );
  });

  it('says when no offer matches the filters', () => {
    show({ offers: paginated([]) }, {}, '/product/101?condition=D');
    expect(screen.getByText('Nenhuma loja oferece este produto com esses filtros.')).toBeInTheDocument();
  });

  it('lays the offers out for a phone and a wide screen in one markup, so hydration redraws nothing', async () => {
    window.innerWidth = 360;
    show();
    const list = await screen.findByTestId('offer-list');
    // CSS picks the layout (md: 769 px; tests/e2e/catalogue.spec.ts looks at both in Chromium): the
    // header row only on a wide screen, the short button label only on a phone.
    expect(list.querySelector('thead')).toHaveClass('hidden', 'md:table-header-group');
    const buttons = within(list).getAllByRole('button', { name: ADD });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(within(button).getByText('Comprar')).toHaveClass('md:hidden');
  });

  it('tells search engines and link previews what the product is', async () => {
    show();
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
    );
    const ld = document.head.querySelector('script[type="application/ld+json"]');
    if (ld) {
      expect(JSON.parse(ld.textContent ?? '{}')).toMatchObject({
        '@type': 'Product',
        name: 'Dragão Ancestral da Aurora',
      });
    }
  });
});
