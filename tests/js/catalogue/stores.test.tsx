import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueApi } from '@/api/catalogue';
import BraCenterIndex from '@/Pages/BraCenter/Index';
import BraCenterList from '@/Pages/BraCenter/List';
import RankingIndex from '@/Pages/Ranking/Index';
import StoreList from '@/Pages/Store/List';
import StorePage from '@/Pages/Store/Page';
import StoreProduct from '@/Pages/Store/Product';
import {
  arena,
  dragon,
  fail,
  goblin,
  listing,
  ok,
  paginated,
  ranked,
  rating,
  result,
  reviews,
  sergio,
  sergioDetail,
  storeProducts,
} from './fixtures';
import { bodies, mockCatalogue, money, pending, type Routes, renderScreen } from './support';

const LISTINGS = 'POST /v1/show-products-store';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** What server/http/pages/stores.ts gives the store page (tests/server/pages/stores.test.ts checks it). */
const STORE_PROPS = { store: sergioDetail, store_id: 1 };

describe('Store page by slug', () => {
  it('renders the store and its listings from the server at once, and the search engines’ Organization', async () => {
    const http = mockCatalogue({
      'GET /v1/storeRating/1': result(rating),
      'GET /v1/reviewStore/1': ok(paginated(reviews)),
    });
    renderScreen(StorePage, {
      url: '/loja-do-sergio',
      props: { ...STORE_PROPS, listings: storeProducts([listing(11, dragon, 24.9)], 1, 1, 1) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Loja do Sérgio' })).toBeInTheDocument();
    expect(screen.getAllByTestId('store-listing')).toHaveLength(1);
    expect(
      http.seen.filter((r) => r.url.includes('show-products-store') || r.url.includes('stores/slug')),
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

  const filled = (overrides: Routes = {}) =>
    mockCatalogue({
      'GET /v1/stores/slug/loja-do-sergio': result(sergioDetail),
      'GET /v1/storeRating/1': result(rating),
      'GET /v1/reviewStore/1': ok(paginated(reviews)),
      [LISTINGS]: (req) =>
        (req.data as { page: number }).page === 1
          ? ok(storeProducts([listing(11, dragon, 24.9)], 1, 2, 2))
          : ok(storeProducts([listing(12, goblin, 0.45)], 2, 2, 2)),
      ...overrides,
    });

  it('shows banner, logo, rating, free-shipping day, reviews and listings; "carregar mais" appends', async () => {
    const http = filled();
    renderScreen(StorePage, { url: '/loja-do-sergio', props: STORE_PROPS });
    const hero = await screen.findByTestId('store-hero');
    expect(within(hero).getByRole('heading', { level: 1, name: 'Loja do Sérgio' })).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: 'Logo da Loja do Sérgio' })).toHaveAttribute(
      'src',
      '/media/stores/1/logo.svg',
    );
    expect(hero).toHaveTextContent('São Paulo/SP');
    expect(hero).toHaveTextContent('4,8 (37 avaliações)');
    expect(hero).toHaveTextContent('Frete grátis: Quarta-feira');
    expect(hero).toHaveTextContent('na plataforma desde 02-11-2023');

    const listings = await screen.findAllByTestId('store-listing');
    expect(listings[0]).toHaveTextContent('Dragão Ancestral da Aurora');
    expect(listings[0]).toHaveTextContent(money('24,90'));
    expect(bodies(http.seen, LISTINGS)[0]).toMatchObject({
      store_id: 1,
      status: 'available',
      sort: 'name',
      page: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(screen.getAllByTestId('store-listing')).toHaveLength(2));

    const reviewBox = screen.getByTestId('store-reviews');
    expect(await within(reviewBox).findByText('Chegou rápido e bem embalado.')).toBeInTheDocument();
    expect(within(reviewBox).getAllByTestId('store-review')).toHaveLength(2);
  });

  it('searches and sorts its listings through the URL', async () => {
    const http = filled();
    renderScreen(StorePage, { url: '/loja-do-sergio?sort=price_desc&type=card', props: STORE_PROPS });
    await screen.findAllByTestId('store-listing');
    expect(bodies(http.seen, LISTINGS)[0]).toMatchObject({ sort: 'price_desc', type: 'card' });
    await userEvent.type(screen.getByLabelText('Buscar nesta loja'), 'dragão{Enter}');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe('dragão'));
    await waitFor(() =>
      expect(bodies(http.seen, LISTINGS).at(-1)).toMatchObject({
        search: 'dragão',
        sort: 'price_desc',
        page: 1,
      }),
    );
  });

  it('reads condition, language, extras and price range from the URL into the request', async () => {
    const http = filled();
    renderScreen(StorePage, {
      props: STORE_PROPS,
      url: '/loja-do-sergio?condition=NM&language=EN&extras=foil&min=5&max=30,5&sort=price_asc',
    });
    await screen.findAllByTestId('store-listing');
    expect(bodies(http.seen, LISTINGS)[0]).toEqual({
      store_id: 1,
      status: 'available',
      sort: 'price_asc',
      condition: ['NM'],
      language: ['EN'],
      extras: ['foil'],
      price_min: 5,
      price_max: 30.5,
      page: 1,
      per_page: 24,
    });
    const panel = within(screen.getByTestId('store-listings')).getByTestId('filters-panel');
    expect(await within(panel).findByLabelText('Praticamente nova (NM)')).toBeChecked();
    expect(within(panel).getByLabelText('Levemente jogada (SP)')).not.toBeChecked();
    expect(await within(panel).findByLabelText('Inglês')).toBeChecked();
    expect(await within(panel).findByLabelText('Foil')).toBeChecked();
    expect(within(panel).getByLabelText('Mín.')).toHaveValue('5');
    expect(within(panel).getByLabelText('Máx.')).toHaveValue('30.5');
  });

  it('writes the ticked filters and the price range to the URL, and clears them', async () => {
    const http = filled();
    renderScreen(StorePage, { url: '/loja-do-sergio?q=drag%C3%A3o', props: STORE_PROPS });
    await screen.findAllByTestId('store-listing');
    const panel = within(screen.getByTestId('store-listings')).getByTestId('filters-panel');
    await userEvent.click(await within(panel).findByLabelText('Levemente jogada (SP)'));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('condition')).toBe('SP'));
    await userEvent.click(await within(panel).findByLabelText('Português'));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('language')).toBe('BR'));
    await userEvent.click(await within(panel).findByLabelText('Foil'));
    await userEvent.type(within(panel).getByLabelText('Mín.'), '10');
    await userEvent.type(within(panel).getByLabelText('Máx.'), '50');
    await userEvent.click(within(panel).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('max')).toBe('50'));
    expect(window.location.pathname).toBe('/loja-do-sergio');
    await waitFor(() =>
      expect(bodies(http.seen, LISTINGS).at(-1)).toMatchObject({
        search: 'dragão',
        condition: ['SP'],
        language: ['BR'],
        extras: ['foil'],
        price_min: 10,
        price_max: 50,
        page: 1,
      }),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(window.location.search).toBe('?q=drag%C3%A3o'));
    await waitFor(() =>
      expect(bodies(http.seen, LISTINGS).at(-1)).toEqual({
        store_id: 1,
        status: 'available',
        search: 'dragão',
        sort: 'name',
        page: 1,
        per_page: 24,
      }),
    );
  });

  it('offers the conditions of the chosen type, and a new type drops the chosen ones', async () => {
    const http = filled();
    renderScreen(StorePage, { url: '/loja-do-sergio?condition=NM', props: STORE_PROPS });
    await screen.findAllByTestId('store-listing');
    const panel = within(screen.getByTestId('store-listings')).getByTestId('filters-panel');
    expect(await within(panel).findByLabelText('Praticamente nova (NM)')).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de produto'), 'tcg');
    await waitFor(() => expect(window.location.search).toBe('?type=tcg'));
    expect(await within(panel).findByLabelText('Lacrado')).not.toBeChecked();
    expect(within(panel).queryByLabelText('Praticamente nova (NM)')).toBeNull();
    await waitFor(() => expect(bodies(http.seen, LISTINGS).at(-1)).toMatchObject({ type: 'tcg' }));
    expect(bodies(http.seen, LISTINGS).at(-1)).not.toHaveProperty('condition');
  });

  it('tells when the search was corrected', async () => {
    filled({
      [LISTINGS]: ok({
        ...storeProducts([listing(11, dragon, 24.9)]),
        search: { query: 'dargao', corrected: 'dragao' },
      }),
    });
    renderScreen(StorePage, { url: '/loja-do-sergio?q=dargao', props: STORE_PROPS });
    expect(await screen.findByTestId('search-corrected')).toHaveTextContent(
      'Nada encontrado para “dargao”. Mostrando resultados para “dragao”.',
    );
  });

  it('offers to clear the filters when nothing matches them', async () => {
    let calls = 0;
    filled({
      [LISTINGS]: () =>
        ++calls === 1 ? ok(storeProducts([])) : ok(storeProducts([listing(11, dragon, 24.9)])),
    });
    renderScreen(StorePage, { url: '/loja-do-sergio?language=JP&sort=price_desc', props: STORE_PROPS });
    expect(await screen.findByText('Nenhum produto disponível com esses filtros.')).toBeInTheDocument();
    const empty = screen.getByTestId('empty-state');
    await userEvent.click(within(empty).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(window.location.search).toBe('?sort=price_desc'));
    expect(await screen.findByTestId('store-listing')).toHaveTextContent('Dragão Ancestral da Aurora');
  });

  it('says when the store has nothing to sell', async () => {
    filled({ [LISTINGS]: ok(storeProducts([])) });
    renderScreen(StorePage, { url: '/loja-do-sergio', props: STORE_PROPS });
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

  it('ranks stores by sales, rating or offers', async () => {
    const http = mockCatalogue({
      'POST /v1/stores-ranking/': (req) =>
        (req.data as { type: string }).type === 'rating'
          ? ok(paginated([ranked(sergio, 1, 4.8)]))
          : ok(paginated([ranked(sergio, 1, 1200), ranked(arena, 2, 95)])),
    });
    renderScreen(RankingIndex, { url: '/ranking' });
    const rows = await screen.findAllByTestId('ranked-store');
    expect(rows[0]).toHaveTextContent('1º');
    expect(rows[0]).toHaveTextContent('1200 vendas');
    expect(rows[1]).toHaveTextContent('2º');
    await userEvent.click(screen.getByRole('button', { name: 'Melhor avaliadas' }));
    await waitFor(() => expect(screen.getAllByTestId('ranked-store')).toHaveLength(1));
    expect(bodies(http.seen, 'POST /v1/stores-ranking/').map((b) => b.type)).toEqual(['sales', 'rating']);
  });

  it('shows an empty ranking', async () => {
    mockCatalogue({ 'POST /v1/stores-ranking/': ok(paginated([])) });
    renderScreen(RankingIndex, { url: '/ranking' });
    expect(await screen.findByText('Nenhuma loja no ranking.')).toBeInTheDocument();
  });

  it('shows a failed ranking with a retry', async () => {
    mockCatalogue({ 'POST /v1/stores-ranking/': fail() });
    renderScreen(RankingIndex, { url: '/ranking' });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
  });
});

describe('Store products by id', () => {
  it('shows the store and its listings', async () => {
    mockCatalogue({
      'GET /v1/stores/1': result(sergioDetail),
      [LISTINGS]: ok(storeProducts([listing(11, dragon, 24.9)])),
    });
    renderScreen(StoreProduct, { url: '/store/product/1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produtos da Loja do Sérgio' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('store-listing')).toHaveTextContent('Dragão Ancestral da Aurora');
  });

  it('asks for a store when there is no id', async () => {
    mockCatalogue({});
    renderScreen(StoreProduct, { url: '/store/product' });
    expect(
      await screen.findByText('Escolha uma loja na lista para ver os produtos dela.'),
    ).toBeInTheDocument();
  });

  it('says when the store does not exist', async () => {
    mockCatalogue({ 'GET /v1/stores/77': fail(404) });
    renderScreen(StoreProduct, { url: '/store/product/77' });
    expect(await screen.findByText('Loja não encontrada')).toBeInTheDocument();
  });

  it('fails with a retry', async () => {
    mockCatalogue({ 'GET /v1/stores/1': fail(500) });
    renderScreen(StoreProduct, { url: '/store/product/1' });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
  });
});

describe('Bra Center', () => {
  it('lists the partner stores, each opening its Bra list', async () => {
    const http = mockCatalogue({ 'GET /v1/stores': ok(paginated([sergio])) });
    renderScreen(BraCenterList, { url: '/bra-center-list' });
    const card = await screen.findByTestId('store-card');
    expect(within(card).getByRole('link', { name: 'Loja do Sérgio' })).toHaveAttribute(
      'href',
      'http://localhost/bra-center/1',
    );
    expect(http.seen.find((r) => r.url === '/v1/stores')).toBeDefined();
  });

  it('shows the Bra line without a store: categories and best sellers', async () => {
    mockCatalogue({ 'POST /v1/1/products/paginate': ok(paginated([dragon])) });
    renderScreen(BraCenterIndex, { url: '/bra-center' });
    expect(await screen.findByRole('link', { name: /Cards nacionais/ })).toHaveAttribute(
      'href',
      'http://localhost/products-cards-bra-center?category=401',
    );
    expect(await screen.findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
  });

  it("shows one store's Bra listings", async () => {
    const http = mockCatalogue({
      'GET /v1/stores/1': result(sergioDetail),
      [LISTINGS]: ok(storeProducts([listing(11, dragon, 24.9)])),
    });
    renderScreen(BraCenterIndex, { url: '/bra-center/1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bra Center: Loja do Sérgio' }),
    ).toBeInTheDocument();
    await screen.findByTestId('store-listing');
    expect(bodies(http.seen, LISTINGS)[0]).toMatchObject({ store_id: 1, type: 'bra' });
  });

  it('says when the store does not exist', async () => {
    mockCatalogue({ 'GET /v1/stores/9': fail(404) });
    renderScreen(BraCenterIndex, { url: '/bra-center/9' });
    expect(await screen.findByText('Loja não encontrada')).toBeInTheDocument();
  });

  it('offers a retry when the store fails to load', async () => {
    mockCatalogue({ 'GET /v1/stores/8': fail(500) });
    renderScreen(BraCenterIndex, { url: '/bra-center/8' });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
  });

  it('offers a retry when the partner stores fail to load', async () => {
    let calls = 0;
    const http = mockCatalogue({
      'GET /v1/stores': () => (++calls === 1 ? fail() : ok(paginated([sergio]))),
    });
    renderScreen(BraCenterList, { url: '/bra-center-list?uf=SP' });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    expect(screen.queryByTestId('store-card')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('store-card')).toHaveTextContent('Loja do Sérgio');
    const asked = http.seen.filter((r) => r.url === '/v1/stores');
    expect(asked).toHaveLength(2);
    expect(asked[1].params).toMatchObject({ is_client: true, uf: 'SP', page: 1 });
  });

  it('shows placeholders while the Bra line’s best sellers load', async () => {
    mockCatalogue({});
    vi.spyOn(catalogueApi, 'paginate').mockReturnValue(pending());
    renderScreen(BraCenterIndex, { url: '/bra-center' });
    const popular = screen.getByRole('region', { name: 'Mais vendidos da Linha Bra' });
    expect(within(popular).getByTestId('loading-state')).toBeInTheDocument();
    // The categories arrive on their own; the best sellers keep loading.
    expect(await screen.findByRole('link', { name: /Cards nacionais/ })).toBeInTheDocument();
    expect(within(popular).getByTestId('loading-state')).toBeInTheDocument();
    expect(within(popular).queryByTestId('product-card')).toBeNull();
  });

  it('says when the Bra line has no best sellers yet', async () => {
    const http = mockCatalogue({ 'POST /v1/1/products/paginate': ok(paginated([])) });
    renderScreen(BraCenterIndex, { url: '/bra-center' });
    const popular = screen.getByRole('region', { name: 'Mais vendidos da Linha Bra' });
    expect(await within(popular).findByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(bodies(http.seen, 'POST /v1/1/products/paginate')[0]).toEqual({
      type: 'bra',
      sort: 'popular',
      per_page: 8,
    });
  });

  it('offers a retry when the best sellers fail, and toasts when the categories fail', async () => {
    let calls = 0;
    mockCatalogue({
      'POST /v1/1/products/paginate': () => (++calls === 1 ? fail() : ok(paginated([dragon]))),
      'GET /v1/categories/4': fail(),
    });
    renderScreen(BraCenterIndex, { url: '/bra-center' });
    expect(await screen.findByText('Erro ao carregar as categorias')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categorias' })).toBeNull();
    const popular = screen.getByRole('region', { name: 'Mais vendidos da Linha Bra' });
    await userEvent.click(await within(popular).findByRole('button', { name: 'Tentar de novo' }));
    expect(await within(popular).findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
  });

  it('shows placeholders, then an empty partner list', async () => {
    mockCatalogue({ 'GET /v1/stores': ok(paginated([])) });
    renderScreen(BraCenterList, { url: '/bra-center-list' });
    expect(screen.getByTestId('loading-state')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma loja encontrada')).toBeInTheDocument();
  });
});
