import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { catalogueApi } from '@/api/catalogue';
import BraCenterProducts from '@/Pages/BraCenter/Products';
import BrandShow from '@/Pages/Brand/Show';
import LeagueShow from '@/Pages/League/Show';
import AccessoryList from '@/Pages/Product/AccessoryList';
import ProductFilter from '@/Pages/Product/Filter';
import ProductList from '@/Pages/Product/List';
import TcgList from '@/Pages/Product/TcgList';
import type { ProductListProps } from '@/types/pages/productLists';
import { collection, dragon, fail, goblin, ok, product, productsPage, result, sleeve } from './fixtures';
import { bodies, mockCatalogue, money, pending, renderScreen } from './support';

const PAGINATE = 'POST /v1/1/products/paginate';

const brand = {
  id: 3,
  name: 'Escudo de Dragão',
  slug: 'escudo-de-dragao',
  description: 'Sleeves e deck boxes.',
  logo: '/media/brands/3.svg',
  products_count: 42,
};
const league = {
  id: 1,
  name: 'Liga Magic São Paulo',
  slug: 'liga-magic-sao-paulo',
  game: 'Magic',
  uf: 'SP',
  city: 'São Paulo',
  description: 'Torneios semanais de Magic na Loja do Sérgio.',
  store: { id: 1, name: 'Loja do Sérgio', slug: 'loja-do-sergio' },
};
const lookups = {};

interface Case {
  name: string;
  Page: ComponentType;
  url: string;
  title: string;
  request: Record<string, unknown>;
  href?: string;
}

const cases: Case[] = [
  { name: 'cards', Page: ProductList, url: '/product/list', title: 'Produtos', request: { type: 'card' } },
  {
    name: 'one collection',
    Page: ProductList,
    url: '/product/list/MG01',
    title: 'Produtos',
    request: { type: 'card', collection_code: 'MG01' },
  },
  {
    name: 'TCG products',
    Page: TcgList,
    url: '/productTcg/list',
    title: 'Produtos TCG',
    request: { type: 'tcg' },
    href: '/product/101/tcg',
  },
  {
    name: 'accessories',
    Page: AccessoryList,
    url: '/product-accessory/list',
    title: 'Acessórios',
    request: { type: 'accessory' },
    href: '/product/101/accessory',
  },
  {
    name: 'Bra line',
    Page: BraCenterProducts,
    url: '/products-cards-bra-center',
    title: 'Cartas Bra Center',
    request: { type: 'bra' },
    href: '/product/101/bra',
  },
  {
    name: 'search results',
    Page: ProductFilter,
    url: '/filter-products/dragao',
    title: 'Resultados para “dragao”',
    request: { type: 'filter', search: 'dragao' },
  },
];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe.each(cases)('product list: $name', ({ Page, url, title, request, href = '/product/101' }) => {
  it('shows placeholders while the first page loads', async () => {
    mockCatalogue(lookups);
    vi.spyOn(catalogueApi, 'paginate').mockReturnValue(pending());
    renderScreen(Page, { url });
    // Checked in one go: a screen with a lookup of its own (the league) swaps its placeholder for the
    // list's while findBy's promise settles.
    await waitFor(() => expect(screen.getByTestId('loading-state')).toBeInTheDocument());
    expect(screen.queryByTestId('product-card')).toBeNull();
  });

  it('shows the products with name, collection, number and "a partir de R$"', async () => {
    const http = mockCatalogue({ ...lookups, [PAGINATE]: ok(productsPage([dragon, goblin])) });
    renderScreen(Page, { url });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Dragão Ancestral da Aurora');
    expect(cards[0]).toHaveTextContent('Ascensão dos Dragões · #101/200');
    expect(cards[0]).toHaveTextContent(money('24,90'));
    expect(cards[0]).toHaveTextContent('a partir de');
    expect(within(cards[0]).getAllByRole('link')[0]).toHaveAttribute('href', `http://localhost${href}`);
    expect(bodies(http.seen, PAGINATE)[0]).toMatchObject({ ...request, page: 1 });
  });

  it('says so when nothing matches', async () => {
    mockCatalogue({ ...lookups, [PAGINATE]: ok(productsPage([])) });
    renderScreen(Page, { url });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Nenhum produto encontrado');
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    mockCatalogue({
      ...lookups,
      [PAGINATE]: () => (++calls === 1 ? fail() : ok(productsPage([goblin]))),
    });
    renderScreen(Page, { url });
    const error = await screen.findByTestId('error-state');
    await userEvent.click(within(error).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Goblin Saqueador')).toBeInTheDocument();
  });
});

describe('product lists: "carregar mais" and the URL', () => {
  it('says "mais de" when the server gives only a lower bound of the total, and keeps "carregar mais"', async () => {
    const first = productsPage([dragon], 1, 2, 130000);
    mockCatalogue({
      [PAGINATE]: () => ok({ ...first, paginate: { ...first.paginate, total_at_least: true } }),
    });
    renderScreen(ProductList, { url: '/product/list' });
    expect(await screen.findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('Mostrando 1 de mais de 130.000');
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeInTheDocument();
  });

  it('appends page 2 under page 1, then a new filter replaces the list with its page 1', async () => {
    const http = mockCatalogue({
      [PAGINATE]: (req) => {
        const body = req.data as { page: number; sort?: string };
        if (body.sort === 'price_desc') return ok(productsPage([sleeve], 1, 1, 1));
        if (body.page === 2) return ok(productsPage([goblin], 2, 2, 2));
        const first = productsPage([dragon], 1, 2, 2);
        return ok({ ...first, paginate: { ...first.paginate, next_cursor: 'WyJuYW1lIiwiYSIsMV0' } });
      },
    });
    renderScreen(ProductList, { url: '/product/list' });
    expect(await screen.findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('Mostrando 1 de 2');

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Goblin Saqueador')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card').map((c) => c.textContent)).toEqual([
      expect.stringContaining('Dragão Ancestral'),
      expect.stringContaining('Goblin Saqueador'),
    ]);
    expect(screen.getByTestId('list-count')).toHaveTextContent('Mostrando 2 de 2');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(bodies(http.seen, PAGINATE).map((b) => b.page)).toEqual([1, 2]);
    // Page 1's keyset cursor goes back with page 2.
    expect(bodies(http.seen, PAGINATE)[1]).toMatchObject({ page: 2, cursor: 'WyJuYW1lIiwiYSIsMV0' });

    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'price_desc');
    await waitFor(() => expect(window.location.search).toBe('?sort=price_desc'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByTestId('product-card')).toHaveTextContent('Sleeves Escudo de Dragão');
    expect(bodies(http.seen, PAGINATE).at(-1)).toMatchObject({ sort: 'price_desc', page: 1 });
  });

  it('reads every filter from the URL into the request', async () => {
    const http = mockCatalogue({ [PAGINATE]: ok(productsPage([dragon])) });
    renderScreen(ProductList, {
      url: '/product/list?sort=price_asc&category=101&rarity=UR,R&condition=NM&language=BR&extras=foil&uf=SP,rj&min=10&max=50,5&stock=1',
    });
    await screen.findByText('Dragão Ancestral da Aurora');
    expect(bodies(http.seen, PAGINATE)[0]).toEqual({
      type: 'card',
      sort: 'price_asc',
      category_id: 101,
      rarity: ['UR', 'R'],
      condition: ['NM'],
      language: ['BR'],
      extras: ['foil'],
      uf: ['SP', 'RJ'],
      price_min: 10,
      price_max: 50.5,
      in_stock: true,
      page: 1,
      per_page: 24,
    });
    const panel = screen.getByTestId('filters-panel');
    expect(within(panel).getByText(/Filtros \(\d+\)/)).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Ultra rara')).toBeChecked();
    expect(within(panel).getByLabelText('SP')).toBeChecked();
    expect(within(panel).getByLabelText('Somente com estoque')).toBeChecked();
  });

  it('writes a ticked filter and a price range to the URL, and "limpar filtros" empties it', async () => {
    const http = mockCatalogue({ [PAGINATE]: ok(productsPage([dragon])) });
    renderScreen(ProductList, { url: '/product/list' });
    const panel = await screen.findByTestId('filters-panel');
    await userEvent.click(await within(panel).findByLabelText('Rara'));
    await waitFor(() => expect(window.location.search).toBe('?rarity=R'));
    await userEvent.click(within(panel).getByLabelText('RJ'));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('uf')).toBe('RJ'));
    await userEvent.type(within(panel).getByLabelText('Mín.'), '5');
    await userEvent.type(within(panel).getByLabelText('Máx.'), '20');
    await userEvent.click(within(panel).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('max')).toBe('20'));
    expect(window.location.pathname).toBe('/product/list');
    await waitFor(() =>
      expect(bodies(http.seen, PAGINATE).at(-1)).toMatchObject({
        rarity: ['R'],
        uf: ['RJ'],
        price_min: 5,
        price_max: 20,
      }),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() =>
      expect(bodies(http.seen, PAGINATE).at(-1)).toEqual({ type: 'card', page: 1, per_page: 24 }),
    );
  });

  it('shows a ticked box at once and keeps both of two quick ticks', async () => {
    mockCatalogue({ [PAGINATE]: ok(productsPage([dragon])) });
    renderScreen(ProductList, { url: '/product/list' });
    const panel = await screen.findByTestId('filters-panel');
    const rare = await within(panel).findByLabelText('Rara');
    fireEvent.click(rare);
    expect(rare).toBeChecked();
    fireEvent.click(within(panel).getByLabelText('Ultra rara'));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('rarity')).toBe('R,UR'));
    expect(within(panel).getByLabelText('Rara')).toBeChecked();
    expect(within(panel).getByLabelText('Ultra rara')).toBeChecked();
  });

  it('keeps the search category in the route: /filter-products/{search}/{category_id}', async () => {
    const http = mockCatalogue({ [PAGINATE]: ok(productsPage([dragon])) });
    renderScreen<ProductListProps>(ProductFilter, { url: '/filter-products/dragao/1?uf=SP' });
    await screen.findByText('Dragão Ancestral da Aurora');
    expect(bodies(http.seen, PAGINATE)[0]).toMatchObject({ search: 'dragao', category_id: 1, uf: ['SP'] });
    const select = await screen.findByLabelText('Categoria');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(select, '3');
    await waitFor(() => expect(window.location.pathname).toBe('/filter-products/dragao/3'));
    expect(window.location.search).toBe('?uf=SP');
    await waitFor(() => expect(bodies(http.seen, PAGINATE).at(-1)).toMatchObject({ category_id: 3 }));
  });

  it('filters search results by collection, chosen among every collection, kept in the URL', async () => {
    const http = mockCatalogue({ [PAGINATE]: ok(productsPage([dragon])) });
    const asked = vi.spyOn(catalogueApi, 'collections');
    renderScreen<ProductListProps>(ProductFilter, { url: '/filter-products/dragao/1' });
    await screen.findByText('Dragão Ancestral da Aurora');
    const select = await screen.findByLabelText('Coleção');
    // Every collection, not those of a category (the search spans every product type).
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ category_id: undefined }));
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Ascensão dos Dragões' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(select, 'MG01');
    await waitFor(() => expect(window.location.search).toBe('?collection=MG01'));
    expect(window.location.pathname).toBe('/filter-products/dragao/1');
    await waitFor(() =>
      expect(bodies(http.seen, PAGINATE).at(-1)).toMatchObject({
        type: 'filter',
        search: 'dragao',
        category_id: 1,
        collection_code: 'MG01',
        page: 1,
      }),
    );
    expect(http.seen.filter((r) => r.url === '/v1/1/collections').every((r) => !r.params.category_id)).toBe(
      true,
    );
  });

  it('reads the collection of a search from the URL after a reload', async () => {
    const http = mockCatalogue({ [PAGINATE]: ok(productsPage([dragon])) });
    renderScreen<ProductListProps>(ProductFilter, {
      url: '/filter-products/dragao?collection=MG01&condition=NM',
    });
    await screen.findByText('Dragão Ancestral da Aurora');
    expect(bodies(http.seen, PAGINATE)[0]).toMatchObject({ collection_code: 'MG01', condition: ['NM'] });
    await waitFor(() => expect(screen.getByLabelText('Coleção')).toHaveValue('MG01'));
  });

  it('filters TCG products by collection, from every collection', async () => {
    const http = mockCatalogue({ [PAGINATE]: ok(productsPage([product(5, 'Booster Ascensão', 24.9)])) });
    renderScreen<ProductListProps>(TcgList, { url: '/productTcg/list' });
    await screen.findByText('Booster Ascensão');
    const select = await screen.findByLabelText('Coleção');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(http.seen.filter((r) => r.url === '/v1/1/collections').map((r) => r.params.category_id)).toEqual([
      undefined,
    ]);
    await userEvent.selectOptions(select, 'MG01');
    await waitFor(() => expect(window.location.search).toBe('?collection=MG01'));
    await waitFor(() =>
      expect(bodies(http.seen, PAGINATE).at(-1)).toEqual({
        type: 'tcg',
        collection_code: 'MG01',
        page: 1,
        per_page: 24,
      }),
    );
  });

  it('tells when the search was corrected', async () => {
    mockCatalogue({
      [PAGINATE]: ok({ ...productsPage([dragon]), search: { query: 'dargao', corrected: 'dragao' } }),
    });
    renderScreen<ProductListProps>(ProductFilter, { url: '/filter-products/dargao' });
    expect(await screen.findByTestId('search-corrected')).toHaveTextContent(
      'Nada encontrado para “dargao”. Mostrando resultados para “dragao”.',
    );
  });

  it('shows a product without offers as such, and switches to the list view', async () => {
    mockCatalogue({ [PAGINATE]: ok(productsPage([product(5, 'Ilha Esquecida', null)])) });
    renderScreen<ProductListProps>(TcgList, { url: '/productTcg/list' });
    expect(await screen.findByText('Sem ofertas no momento')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver em lista' }));
    expect(screen.getByRole('button', { name: 'Ver em lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('product-grid')).toHaveClass('flex-col');
  });

  it("toasts 'Erro ao carregar as categorias' when the category filter cannot load", async () => {
    mockCatalogue({ [PAGINATE]: ok(productsPage([dragon])), 'GET /v1/categories/1': fail() });
    renderScreen(ProductList, { url: '/product/list' });
    expect(await screen.findByText('Erro ao carregar as categorias')).toBeInTheDocument();
    expect(screen.getByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
  });
});

describe('brand and league pages: their record and page 1 of the list as props', () => {
  it('show the brand, then its products, and ask the browser for nothing', () => {
    const http = mockCatalogue({});
    renderScreen(BrandShow, {
      url: '/brand/escudo-de-dragao',
      props: { brand, products: productsPage([sleeve]) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Escudo de Dragão' })).toBeInTheDocument();
    expect(screen.getByTestId('brand-header')).toHaveTextContent('Sleeves e deck boxes.42 produtos');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(http.seen).toEqual([]);
  });

  it('shows the league, its game and its store, then the cards of its game', async () => {
    mockCatalogue({});
    renderScreen(LeagueShow, {
      url: '/league/liga-magic-sao-paulo',
      props: { league, game_category: 101, products: productsPage([dragon]) },
    });
    // The filters' references arrive after the first render: let them land inside the test.
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Liga Magic São Paulo' })).toBeInTheDocument();
    const header = screen.getByTestId('league-header');
    expect(header).toHaveTextContent('Magic · São Paulo/SP');
    expect(within(header).getByRole('link', { name: 'Loja do Sérgio' })).toHaveAttribute(
      'href',
      'http://localhost/loja-do-sergio',
    );
    expect(header).toHaveTextContent('Cartas de Magic');
    expect(screen.getByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
  });

  it('a filter on a brand reloads only its products, the brand staying', async () => {
    const { router } = await import('@inertiajs/react');
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    mockCatalogue({});
    renderScreen(BrandShow, {
      url: '/brand/escudo-de-dragao',
      props: { brand, products: productsPage([sleeve], 1, 1, 1) },
    });
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'price_asc');
    expect(get).toHaveBeenCalledWith(
      '/brand/escudo-de-dragao?sort=price_asc',
      {},
      expect.objectContaining({ only: ['products', 'route'], reset: ['products'] }),
    );
    vi.restoreAllMocks();
  });

  it('shows the collection a list is narrowed to', async () => {
    mockCatalogue({
      [PAGINATE]: ok(productsPage([dragon])),
      'GET /v1/1/collections/MG01': result(collection),
    });
    renderScreen(ProductList, { url: '/product/list/MG01' });
    expect(await screen.findByTestId('list-scope')).toHaveTextContent(
      'Ascensão dos DragõesLançada em 14/03/2025 · 210 produtos',
    );
  });
});

describe('a list the server gives as the page’s `products` prop', () => {
  it('renders page 1 at once and asks the browser for nothing', async () => {
    const http = mockCatalogue({});
    renderScreen<ProductListProps>(ProductFilter, {
      url: '/filter-products/dragao',
      props: { products: productsPage([dragon, goblin], 1, 3, 50) },
    });
    // The filters' references arrive after the first render: let them land inside the test.
    await act(async () => {});
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(http.seen.filter((r) => r.url.includes('products/paginate'))).toEqual([]);
  });

  it('"carregar mais" is a partial reload of products (appended by Inertia), the URL kept', async () => {
    const { router } = await import('@inertiajs/react');
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    mockCatalogue({});
    renderScreen<ProductListProps>(TcgList, {
      url: '/productTcg/list',
      props: { products: productsPage([dragon], 1, 2, 30) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['products'], data: { page: 2 }, preserveUrl: true }),
    );
    vi.restoreAllMocks();
  });

  it('"carregar mais" sends the page\'s keyset cursor back with the next page number', async () => {
    const { router } = await import('@inertiajs/react');
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    mockCatalogue({});
    const first = productsPage([dragon], 1, 2, 30);
    renderScreen<ProductListProps>(TcgList, {
      url: '/productTcg/list',
      props: { products: { ...first, paginate: { ...first.paginate, next_cursor: 'WyJuYW1lIiwiYSIsMV0' } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['products'], data: { page: 2, cursor: 'WyJuYW1lIiwiYSIsMV0' } }),
    );
    vi.restoreAllMocks();
  });

  it('a filter goes in the URL and reloads only products, page 1 replacing the list', async () => {
    const { router } = await import('@inertiajs/react');
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    mockCatalogue({});
    renderScreen<ProductListProps>(ProductList, {
      url: '/product/list',
      props: { products: productsPage([dragon], 1, 1, 1) },
    });
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'price_asc');
    expect(get).toHaveBeenCalledWith(
      '/product/list?sort=price_asc',
      {},
      expect.objectContaining({ only: ['products', 'route'], reset: ['products'], preserveState: true }),
    );
    vi.restoreAllMocks();
  });
});
