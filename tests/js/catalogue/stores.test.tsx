import { router } from '@inertiajs/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BraCenterIndex from '@/Pages/BraCenter/Index';
import BraCenterList from '@/Pages/BraCenter/List';
import RankingIndex from '@/Pages/Ranking/Index';
import StoreList from '@/Pages/Store/List';
import StorePage from '@/Pages/Store/Page';
import StoreProduct from '@/Pages/Store/Product';
import type { StoreListingsPage } from '@/types/pages/stores';
import { logIn } from '../support/session';
import {
  arena,
  dragon,
  games,
  goblin,
  listing,
  ok,
  paginated,
  ranked,
  rating,
  reviews,
  sergio,
  sergioDetail,
  storeProducts,
} from './fixtures';
import { bodies, mockCatalogue, money, renderScreen } from './support';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** What server/http/pages/stores.ts gives the store page (tests/server/pages/stores.test.ts checks it). */
const STORE_PROPS = { store: sergioDetail, store_id: 1 };
const REVIEW_PROPS = { rating, reviews: paginated(reviews) };

/** The store page with these listings (page 1 of 1 unless told). */
function storePage(
  url: string,
  listings: StoreListingsPage = storeProducts([listing(11, dragon, 24.9)], 1, 1, 1),
) {
  return renderScreen(StorePage, { url, props: { ...STORE_PROPS, ...REVIEW_PROPS, listings } });
}

/** Filter visits and "carregar mais" (mocked: the URL stays). */
function spyVisits() {
  return {
    get: vi.spyOn(router, 'get').mockImplementation(() => {}),
    reload: vi.spyOn(router, 'reload').mockImplementation(() => {}),
  };
}

/** The last filter visit: its path and query. */
const lastVisit = (get: ReturnType<typeof spyVisits>['get']) => {
  const [path, query = ''] = String(get.mock.calls.at(-1)?.[0] ?? '').split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
};

describe('Store page by slug', () => {
  it('renders the store, its listings and its reviews from the server at once, and the search engines’ Organization', async () => {
    const http = mockCatalogue({});
    storePage('/loja-do-sergio');
    expect(screen.getByRole('heading', { level: 1, name: 'Loja do Sérgio' })).toBeInTheDocument();
    expect(screen.getAllByTestId('store-listing')).toHaveLength(1);
    expect(within(screen.getByTestId('store-reviews')).getAllByTestId('store-review')).toHaveLength(2);
    expect(
      http.seen.filter((r) => /show-products-store|stores\/slug|reviewStore|storeRating/.test(r.url)),
    ).toEqual([]);
    // Inertia's head manager writes the page's tags into <head> a moment after the render.
    await waitFor(() =>
      expect(
        JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent || '{}'),
      ).toMatchObject({ '@type': 'Organization' }),
    );
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Loja do Sérgio',
      aggregateRating: { reviewCount: 37 },
    });
  });

  it('shows banner, logo, rating, free-shipping day, reviews and listings; "carregar mais" appends', async () => {
    const { reload } = spyVisits();
    mockCatalogue({});
    storePage('/loja-do-sergio', storeProducts([listing(11, dragon, 24.9)], 1, 2, 2));
    const hero = await screen.findByTestId('store-hero');
    expect(within(hero).getByRole('heading', { level: 1, name: 'Loja do Sérgio' })).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: 'Logotipo: Loja do Sérgio' })).toHaveAttribute(
      'src',
      '/media/stores/1/logo.svg',
    );
    expect(hero).toHaveTextContent('São Paulo/SP');
    expect(hero).toHaveTextContent('4,8 (37 avaliações)');
    expect(hero).toHaveTextContent('Frete grátis: Quarta-feira');
    expect(hero).toHaveTextContent('na plataforma desde 02/11/2023');

    const listings = await screen.findAllByTestId('store-listing');
    expect(listings[0]).toHaveTextContent('Dragão Ancestral da Aurora');
    expect(listings[0]).toHaveTextContent(money('24,90'));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['listings'], data: { page: 2 }, preserveUrl: true }),
    );
    const page2 = storeProducts([listing(12, goblin, 0.45)], 2, 2, 2);
    await act(async () =>
      router.replaceProp('listings', { ...page2, data: [listing(11, dragon, 24.9), ...page2.data] }),
    );
    expect(screen.getAllByTestId('store-listing')).toHaveLength(2);

    const reviewBox = screen.getByTestId('store-reviews');
    expect(within(reviewBox).getByText('Chegou rápido e bem embalado.')).toBeInTheDocument();
    expect(within(reviewBox).getAllByTestId('store-review')).toHaveLength(2);
    expect(reviewBox).toHaveTextContent('31');
  });

  it('sets a line’s quantity with − and + within its stock (no field to type in) and buys that many', async () => {
    logIn();
    const http = mockCatalogue({
      'POST /v1/add-to-cart': ok({ error: false, message: 'ok', result: { count: 3 } }),
    });
    storePage('/loja-do-sergio');
    const [line] = screen.getAllByTestId('store-listing');
    const steps = within(line).getByRole('group', { name: 'Quantidade' });
    expect(within(line).queryByRole('spinbutton')).toBeNull();
    const less = within(steps).getByRole('button', { name: 'Diminuir quantidade' });
    const more = within(steps).getByRole('button', { name: 'Aumentar quantidade' });
    expect(less).toBeDisabled();
    // The fixture's stock is 4: + stops there.
    for (let n = 0; n < 5; n++) await userEvent.click(more);
    expect(within(steps).getByTestId('quantity')).toHaveTextContent('4');
    expect(more).toBeDisabled();
    await userEvent.click(less);
    expect(within(steps).getByTestId('quantity')).toHaveTextContent('3');
    await userEvent.click(within(line).getByRole('button', { name: 'Comprar' }));
    await waitFor(() =>
      expect(bodies(http.seen, 'POST /v1/add-to-cart')[0]).toMatchObject({
        store_product_id: 11,
        quantity: 3,
      }),
    );
  });

  it('asks for the next page of reviews by their own page number', async () => {
    const { reload } = spyVisits();
    mockCatalogue({});
    renderScreen(StorePage, {
      url: '/loja-do-sergio',
      props: {
        ...STORE_PROPS,
        rating,
        reviews: paginated(reviews, 1, 2, 4, 2),
        listings: storeProducts([listing(11, dragon, 24.9)], 1, 1, 1),
      },
    });
    const reviewBox = screen.getByTestId('store-reviews');
    await userEvent.click(within(reviewBox).getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['reviews'], data: { reviews_page: 2 }, preserveUrl: true }),
    );
  });

  it('says when the store has no reviews yet', async () => {
    mockCatalogue({});
    renderScreen(StorePage, {
      url: '/loja-do-sergio',
      props: {
        ...STORE_PROPS,
        rating: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
        reviews: paginated([]),
        listings: storeProducts([listing(11, dragon, 24.9)], 1, 1, 1),
      },
    });
    expect(within(screen.getByTestId('store-reviews')).getByTestId('empty-state')).toBeInTheDocument();
    // The listings' filter panel gets its reference lists after the first render.
    const panel = within(screen.getByTestId('store-listings')).getByTestId('filters-panel');
    expect(await within(panel).findByLabelText('Praticamente nova (NM)')).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Português')).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Foil')).toBeInTheDocument();
  });

  it('searches and sorts its listings through the URL', async () => {
    const { get } = spyVisits();
    mockCatalogue({});
    storePage('/loja-do-sergio?sort=price_desc&type=card');
    await screen.findAllByTestId('store-listing');
    expect(screen.getByLabelText('Tipo de produto')).toHaveValue('card');
    await userEvent.type(screen.getByLabelText('Buscar nesta loja'), 'dragão{Enter}');
    expect(lastVisit(get)).toEqual({
      path: '/loja-do-sergio',
      query: { q: 'dragão', sort: 'price_desc', type: 'card' },
    });
    expect(get).toHaveBeenLastCalledWith(
      expect.any(String),
      {},
      expect.objectContaining({ only: ['listings', 'route'], reset: ['listings'] }),
    );
  });

  it('reads condition, language, extras and price range from the URL into the panel', async () => {
    mockCatalogue({});
    storePage('/loja-do-sergio?condition=NM&language=EN&extras=foil&min=5&max=30,5&sort=price_asc');
    await screen.findAllByTestId('store-listing');
    const panel = within(screen.getByTestId('store-listings')).getByTestId('filters-panel');
    expect(await within(panel).findByLabelText('Praticamente nova (NM)')).toBeChecked();
    expect(within(panel).getByLabelText('Levemente jogada (SP)')).not.toBeChecked();
    expect(await within(panel).findByLabelText('Inglês')).toBeChecked();
    expect(await within(panel).findByLabelText('Foil')).toBeChecked();
    expect(within(panel).getByLabelText('Mín.')).toHaveValue('5,00');
    expect(within(panel).getByLabelText('Máx.')).toHaveValue('30,50');
  });

  it('writes the ticked filters and the price range to the URL, and clears them', async () => {
    const { get } = spyVisits();
    mockCatalogue({});
    storePage('/loja-do-sergio?q=drag%C3%A3o');
    await screen.findAllByTestId('store-listing');
    const panel = within(screen.getByTestId('store-listings')).getByTestId('filters-panel');
    await userEvent.click(await within(panel).findByLabelText('Levemente jogada (SP)'));
    expect(lastVisit(get).query).toEqual({ q: 'dragão', condition: 'SP' });
    await userEvent.click(await within(panel).findByLabelText('Português'));
    await userEvent.click(await within(panel).findByLabelText('Foil'));
    await userEvent.type(within(panel).getByLabelText('Mín.'), '10');
    await userEvent.type(within(panel).getByLabelText('Máx.'), '50');
    await userEvent.click(within(panel).getByRole('button', { name: 'Aplicar' }));
    expect(lastVisit(get)).toEqual({
      path: '/loja-do-sergio',
      query: { q: 'dragão', condition: 'SP', language: 'BR', extras: 'foil', min: '10', max: '50' },
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Limpar filtros' }));
    expect(lastVisit(get)).toEqual({ path: '/loja-do-sergio', query: { q: 'dragão' } });
  });

  it('offers the conditions of the chosen type, and a new type drops the chosen ones', async () => {
    const { get } = spyVisits();
    mockCatalogue({});
    storePage('/loja-do-sergio?condition=NM');
    await screen.findAllByTestId('store-listing');
    const panel = within(screen.getByTestId('store-listings')).getByTestId('filters-panel');
    expect(await within(panel).findByLabelText('Praticamente nova (NM)')).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de produto'), 'tcg');
    expect(lastVisit(get).query).toEqual({ type: 'tcg' });
    expect(await within(panel).findByLabelText('Lacrado')).not.toBeChecked();
    expect(within(panel).queryByLabelText('Praticamente nova (NM)')).toBeNull();
  });

  it('tells when the search was corrected', async () => {
    mockCatalogue({});
    storePage('/loja-do-sergio?q=dargao', {
      ...storeProducts([listing(11, dragon, 24.9)]),
      search: { query: 'dargao', corrected: 'dragao' },
    });
    expect(await screen.findByTestId('search-corrected')).toHaveTextContent(
      'Nada encontrado para “dargao”. Mostrando resultados para “dragao”.',
    );
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const { get } = spyVisits();
    mockCatalogue({});
    storePage('/loja-do-sergio?language=JP&sort=price_desc', storeProducts([]));
    expect(await screen.findByText('Nenhum produto disponível com esses filtros.')).toBeInTheDocument();
    const empty = within(screen.getByTestId('store-listings')).getByTestId('empty-state');
    await userEvent.click(within(empty).getByRole('button', { name: 'Limpar filtros' }));
    expect(lastVisit(get)).toEqual({ path: '/loja-do-sergio', query: { sort: 'price_desc' } });
  });

  it('says when the store has nothing to sell', async () => {
    mockCatalogue({});
    storePage('/loja-do-sergio', storeProducts([]));
    expect(await screen.findByText('Nenhum produto disponível com esses filtros.')).toBeInTheDocument();
  });
});

describe('Store list and ranking', () => {
  it('lists the stores the server gave with their rating; the state filter reloads them through the URL', async () => {
    const { router } = await import('@inertiajs/react');
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    const http = mockCatalogue({});
    renderScreen(StoreList, { url: '/store/list', props: { stores: paginated([sergio, arena]) } });
    const cards = screen.getAllByTestId('store-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Loja do Sérgio' })).toHaveAttribute(
      'href',
      'http://localhost/loja-do-sergio',
    );
    expect(cards[0]).toHaveTextContent('Parceira');
    expect(cards[1]).toHaveTextContent('Belo Horizonte/MG');
    expect(http.seen).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Estado do vendedor'), 'MG');
    expect(get).toHaveBeenCalledWith(
      '/store/list?uf=MG',
      {},
      expect.objectContaining({ only: ['stores', 'route'], reset: ['stores'] }),
    );
  });

  it('says when no store matches', () => {
    mockCatalogue({});
    renderScreen(StoreList, { url: '/store/list/sp', props: { stores: paginated([]) } });
    expect(screen.getByText('Nenhuma loja encontrada')).toBeInTheDocument();
  });

  const RANKING = { type: 'sales' as const, uf: null };

  it('ranks the stores the server gave, with their position and metric', async () => {
    const http = mockCatalogue({});
    renderScreen(RankingIndex, {
      url: '/ranking',
      props: {
        stores: paginated([ranked(sergio, 1, 1200), ranked(arena, 2, 95)]),
        filters: RANKING,
      },
    });
    const rows = screen.getAllByTestId('ranked-store');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1º');
    expect(rows[0]).toHaveTextContent('Loja do Sérgio');
    expect(rows[0]).toHaveTextContent('1200 vendas');
    expect(rows[1]).toHaveTextContent('2º');
    expect(screen.getByRole('button', { name: 'Mais vendas' })).toHaveAttribute('aria-pressed', 'true');
    expect(http.seen.filter((r) => r.url.includes('stores-ranking'))).toEqual([]);
  });

  it('shows the rating when ranked by rating, and the state the URL names', () => {
    mockCatalogue({});
    renderScreen(RankingIndex, {
      url: '/ranking?type=rating&uf=SP',
      props: { stores: paginated([ranked(sergio, 1, 4.8)]), filters: { type: 'rating', uf: 'SP' } },
    });
    expect(screen.getByTestId('ranked-store')).toHaveTextContent('4,8');
    expect(screen.getByRole('button', { name: 'Melhor avaliadas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Estado do vendedor')).toHaveValue('SP');
  });

  it('reloads the ranking through the URL for another ranking or state', async () => {
    const { router } = await import('@inertiajs/react');
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    mockCatalogue({});
    renderScreen(RankingIndex, {
      url: '/ranking',
      props: { stores: paginated([ranked(sergio, 1, 1200)]), filters: RANKING },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Melhor avaliadas' }));
    expect(get).toHaveBeenLastCalledWith(
      '/ranking',
      { type: 'rating' },
      expect.objectContaining({ only: ['stores', 'filters'], reset: ['stores'] }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Estado do vendedor'), 'MG');
    expect(get).toHaveBeenLastCalledWith(
      '/ranking',
      { uf: 'MG' },
      expect.objectContaining({ only: ['stores', 'filters'], reset: ['stores'] }),
    );
  });

  it('asks for the next page of the ranking with "carregar mais"', async () => {
    const { router } = await import('@inertiajs/react');
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    mockCatalogue({});
    renderScreen(RankingIndex, {
      url: '/ranking',
      props: { stores: paginated([ranked(sergio, 1, 1200)], 1, 2, 2, 20), filters: RANKING },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['stores'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('shows an empty ranking', () => {
    mockCatalogue({});
    renderScreen(RankingIndex, { url: '/ranking', props: { stores: paginated([]), filters: RANKING } });
    expect(screen.getByText('Nenhuma loja no ranking.')).toBeInTheDocument();
  });
});

describe('Store products by id', () => {
  /** What server/http/pages/stores.ts gives /store/product/1. */
  const props = { ...STORE_PROPS, listings: storeProducts([listing(11, dragon, 24.9)], 1, 1, 1) };

  it('shows the store and its listings from the server at once', async () => {
    const http = mockCatalogue({});
    renderScreen(StoreProduct, { url: '/store/product/1', props });
    // The filters' references load after the first render: let them land inside the test.
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Loja do Sérgio: produtos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loja do Sérgio' })).toHaveAttribute(
      'href',
      'http://localhost/loja-do-sergio',
    );
    expect(screen.getByTestId('store-listing')).toHaveTextContent('Dragão Ancestral da Aurora');
    expect(
      http.seen.filter((r) => r.url.includes('show-products-store') || r.url.startsWith('/v1/stores')),
    ).toEqual([]);
  });

  it('reloads its listings through the URL for a search', async () => {
    const { router } = await import('@inertiajs/react');
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    mockCatalogue({});
    renderScreen(StoreProduct, { url: '/store/product/1', props });
    await userEvent.type(screen.getByLabelText('Buscar nesta loja'), 'dragão{Enter}');
    expect(get).toHaveBeenCalledWith(
      '/store/product/1?q=drag%C3%A3o',
      {},
      expect.objectContaining({ only: ['listings', 'route'], reset: ['listings'] }),
    );
  });

  it('asks for a store when there is no id', () => {
    mockCatalogue({});
    renderScreen(StoreProduct, {
      url: '/store/product',
      props: { store: null, store_id: null, listings: null },
    });
    expect(screen.getByText('Escolha uma loja na lista para ver os produtos dela.')).toBeInTheDocument();
    expect(screen.queryByTestId('store-listings')).toBeNull();
  });
});

describe('Bra Center', () => {
  it('lists the partner stores the server gave, each opening its Bra list', () => {
    const http = mockCatalogue({});
    renderScreen(BraCenterList, { url: '/bra-center-list', props: { stores: paginated([sergio]) } });
    const card = screen.getByTestId('store-card');
    expect(within(card).getByRole('link', { name: 'Loja do Sérgio' })).toHaveAttribute(
      'href',
      'http://localhost/bra-center/1',
    );
    expect(http.seen.filter((r) => r.url === '/v1/stores')).toEqual([]);
  });

  it('reloads the partner stores through the URL for a state or a name', async () => {
    const { router } = await import('@inertiajs/react');
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    mockCatalogue({});
    renderScreen(BraCenterList, { url: '/bra-center-list', props: { stores: paginated([sergio]) } });
    await userEvent.selectOptions(screen.getByLabelText('Estado do vendedor'), 'SP');
    expect(get).toHaveBeenLastCalledWith(
      '/bra-center-list?uf=SP',
      {},
      expect.objectContaining({ only: ['stores', 'route'], reset: ['stores'] }),
    );
  });

  it('says when no partner store matches', () => {
    mockCatalogue({});
    renderScreen(BraCenterList, { url: '/bra-center-list?q=zz', props: { stores: paginated([]) } });
    expect(screen.getByText('Nenhuma loja encontrada')).toBeInTheDocument();
  });

  const braCategory = { ...games[0], id: 401, parent_id: 4, type: 'bra' as const, name: 'Cards nacionais' };

  it('shows the Bra line without a store: the categories and best sellers the server gave', () => {
    const http = mockCatalogue({});
    renderScreen(BraCenterIndex, {
      url: '/bra-center',
      props: { categories: [braCategory], popular: [dragon] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bra Center' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cards nacionais/ })).toHaveAttribute(
      'href',
      'http://localhost/products-cards-bra-center?category=401',
    );
    const popular = screen.getByRole('region', { name: 'Mais vendidos da Linha Bra' });
    expect(within(popular).getByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(
      http.seen.filter((r) => r.url.includes('products/paginate') || r.url.includes('categories/4')),
    ).toEqual([]);
  });

  it('says when the Bra line has no best sellers yet', () => {
    mockCatalogue({});
    renderScreen(BraCenterIndex, { url: '/bra-center', props: { categories: [], popular: [] } });
    const popular = screen.getByRole('region', { name: 'Mais vendidos da Linha Bra' });
    expect(within(popular).getByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categorias' })).toBeNull();
  });

  it("shows one store's Bra listings, without a product type to choose", async () => {
    const { router } = await import('@inertiajs/react');
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    const http = mockCatalogue({});
    renderScreen(BraCenterIndex, {
      url: '/bra-center/1',
      props: { ...STORE_PROPS, listings: storeProducts([listing(11, dragon, 24.9)], 1, 1, 1) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bra Center: Loja do Sérgio' })).toBeInTheDocument();
    expect(screen.getByTestId('store-listing')).toHaveTextContent('Dragão Ancestral da Aurora');
    expect(screen.queryByLabelText('Tipo de produto')).toBeNull();
    expect(http.seen.filter((r) => r.url.includes('show-products-store'))).toEqual([]);
    await userEvent.type(screen.getByLabelText('Buscar nesta loja'), 'dragão{Enter}');
    expect(get).toHaveBeenCalledWith(
      '/bra-center/1?q=drag%C3%A3o',
      {},
      expect.objectContaining({ only: ['listings', 'route'], reset: ['listings'] }),
    );
  });
});
