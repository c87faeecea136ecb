import { router } from '@inertiajs/react';
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
import { collection, dragon, fail, goblin, product, productsPage, sleeve } from './fixtures';
import { bodies, mockCatalogue, money, renderScreen } from './support';

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
  Page: ComponentType<ProductListProps>;
  url: string;
  title: string;
  href?: string;
}

const cases: Case[] = [
  { name: 'cards', Page: ProductList, url: '/product/list', title: 'Produtos' },
  {
    name: 'one collection',
    Page: ProductList,
    url: '/product/list/MG01',
    title: 'Produtos',
  },
  {
    name: 'TCG products',
    Page: TcgList,
    url: '/productTcg/list',
    title: 'Produtos TCG',
    href: '/product/101/tcg',
  },
  {
    name: 'accessories',
    Page: AccessoryList,
    url: '/product-accessory/list',
    title: 'Acessórios',
    href: '/product/101/accessory',
  },
  {
    name: 'Bra line',
    Page: BraCenterProducts,
    url: '/products-cards-bra-center',
    title: 'Cartas Bra Center',
    href: '/product/101/bra',
  },
  {
    name: 'search results',
    Page: ProductFilter,
    url: '/filter-products/dragao',
    title: 'Resultados para “dragao”',
  },
];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** A filter or sort change: a partial reload of `products` through the URL (mocked: the URL stays). */
function spyVisits() {
  return {
    get: vi.spyOn(router, 'get').mockImplementation(() => {}),
    reload: vi.spyOn(router, 'reload').mockImplementation(() => {}),
  };
}

/** The URL of the last filter visit, as a path and its query. */
const lastVisit = (get: ReturnType<typeof spyVisits>['get']) => {
  const url = String(get.mock.calls.at(-1)?.[0] ?? '');
  const [path, query = ''] = url.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
};

describe.each(cases)('product list: $name', ({ Page, url, title, href = '/product/101' }) => {
  it('shows the products of its props with name, collection, number and "a partir de R$"', async () => {
    const http = mockCatalogue(lookups);
    renderScreen(Page, { url, props: { products: productsPage([dragon, goblin]) } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Dragão Ancestral da Aurora');
    expect(cards[0]).toHaveTextContent('Ascensão dos Dragões · #101/200');
    expect(cards[0]).toHaveTextContent(money('24,90'));
    expect(cards[0]).toHaveTextContent('a partir de');
    expect(within(cards[0]).getAllByRole('link')[0]).toHaveAttribute('href', `http://localhost${href}`);
    expect(bodies(http.seen, PAGINATE)).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    mockCatalogue(lookups);
    renderScreen(Page, { url, props: { products: productsPage([]) } });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Nenhum produto encontrado');
  });
});

describe('product lists: "carregar mais" and the URL', () => {
  it('says "mais de" when the server gives only a lower bound of the total, and keeps "carregar mais"', async () => {
    const first = productsPage([dragon], 1, 2, 130000);
    mockCatalogue({});
    renderScreen(ProductList, {
      url: '/product/list',
      props: { products: { ...first, paginate: { ...first.paginate, total_at_least: true } } },
    });
    expect(await screen.findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('Mostrando 1 de mais de 130.000');
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeInTheDocument();
  });

  it('appends the next page Inertia merges under page 1, and hides "carregar mais" on the last', async () => {
    const { reload } = spyVisits();
    mockCatalogue({});
    renderScreen(ProductList, { url: '/product/list', props: { products: productsPage([dragon], 1, 2, 2) } });
    expect(await screen.findByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('Mostrando 1 de 2');
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(expect.objectContaining({ only: ['products'], data: { page: 2 } }));
    // What Inertia does with the answer: page 2's items appended to the merge prop's `data`.
    const page2 = productsPage([goblin], 2, 2, 2);
    await act(async () => router.replaceProp('products', { ...page2, data: [dragon, ...page2.data] }));
    expect(screen.getAllByTestId('product-card').map((c) => c.textContent)).toEqual([
      expect.stringContaining('Dragão Ancestral'),
      expect.stringContaining('Goblin Saqueador'),
    ]);
    expect(screen.getByTestId('list-count')).toHaveTextContent('Mostrando 2 de 2');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says when the next page failed, keeping the list and the button', async () => {
    const { reload } = spyVisits();
    mockCatalogue({});
    renderScreen(ProductList, { url: '/product/list', props: { products: productsPage([dragon], 1, 2, 2) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    const [[options]] = reload.mock.calls as unknown as [[{ onHttpException: () => boolean }]];
    await act(async () => {
      expect(options.onHttpException()).toBe(false);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar mais');
    expect(screen.getByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeEnabled();
  });

  it('reads every filter of the URL into the panel', async () => {
    mockCatalogue({});
    renderScreen(ProductList, {
      url: '/product/list?sort=price_asc&category=101&rarity=UR,R&condition=NM&language=BR&extras=foil&uf=SP,rj&min=10&max=50,5&stock=1',
      props: { products: productsPage([dragon]) },
    });
    await screen.findByText('Dragão Ancestral da Aurora');
    const panel = screen.getByTestId('filters-panel');
    expect(within(panel).getByText(/Filtros \(\d+\)/)).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Ultra rara')).toBeChecked();
    expect(within(panel).getByLabelText('SP')).toBeChecked();
    expect(within(panel).getByLabelText('Somente com estoque')).toBeChecked();
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('price_asc');
  });

  it('writes a ticked filter and a price range to the URL, and "limpar filtros" empties it', async () => {
    const { get } = spyVisits();
    mockCatalogue({});
    renderScreen(ProductList, { url: '/product/list', props: { products: productsPage([dragon]) } });
    const panel = await screen.findByTestId('filters-panel');
    await userEvent.click(await within(panel).findByLabelText('Rara'));
    expect(lastVisit(get)).toEqual({ path: '/product/list', query: { rarity: 'R' } });
    expect(get).toHaveBeenLastCalledWith(
      expect.any(String),
      {},
      expect.objectContaining({ only: ['products', 'route'], reset: ['products'] }),
    );
    await userEvent.click(within(panel).getByLabelText('RJ'));
    expect(lastVisit(get).query).toEqual({ rarity: 'R', uf: 'RJ' });
    await userEvent.type(within(panel).getByLabelText('Mín.'), '5');
    await userEvent.type(within(panel).getByLabelText('Máx.'), '20');
    await userEvent.click(within(panel).getByRole('button', { name: 'Aplicar' }));
    expect(lastVisit(get).query).toEqual({ rarity: 'R', uf: 'RJ', min: '5', max: '20' });

    await userEvent.click(within(panel).getByRole('button', { name: 'Limpar filtros' }));
    expect(lastVisit(get)).toEqual({ path: '/product/list', query: {} });
  });

  it('shows a ticked box at once and keeps both of two quick ticks', async () => {
    const { get } = spyVisits();
    mockCatalogue({});
    renderScreen(ProductList, { url: '/product/list', props: { products: productsPage([dragon]) } });
    const panel = await screen.findByTestId('filters-panel');
    const rare = await within(panel).findByLabelText('Rara');
    fireEvent.click(rare);
    expect(rare).toBeChecked();
    fireEvent.click(within(panel).getByLabelText('Ultra rara'));
    expect(lastVisit(get).query).toEqual({ rarity: 'R,UR' });
    expect(within(panel).getByLabelText('Rara')).toBeChecked();
    expect(within(panel).getByLabelText('Ultra rara')).toBeChecked();
  });

  it('keeps the search category in the route: /filter-products/{search}/{category_id}', async () => {
    const { get } = spyVisits();
    mockCatalogue({});
    renderScreen<ProductListProps>(ProductFilter, {
      url: '/filter-products/dragao/1?uf=SP',
      props: { products: productsPage([dragon]) },
    });
    await screen.findByText('Dragão Ancestral da Aurora');
    const select = await screen.findByLabelText('Categoria');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(select, '3');
    expect(lastVisit(get)).toEqual({ path: '/filter-products/dragao/3', query: { uf: 'SP' } });
  });

  it('filters search results by collection, chosen among every collection, kept in the URL', async () => {
    const { get } = spyVisits();
    const http = mockCatalogue({});
    const asked = vi.spyOn(catalogueApi, 'collections');
    renderScreen<ProductListProps>(ProductFilter, {
      url: '/filter-products/dragao/1',
      props: { products: productsPage([dragon]) },
    });
    await screen.findByText('Dragão Ancestral da Aurora');
    const select = await screen.findByLabelText('Coleção');
    // Every collection, not those of a category (the search spans every product type).
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ category_id: undefined }));
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Ascensão dos Dragões' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(select, 'MG01');
    expect(lastVisit(get)).toEqual({ path: '/filter-products/dragao/1', query: { collection: 'MG01' } });
    expect(http.seen.filter((r) => r.url === '/v1/1/collections').every((r) => !r.params.category_id)).toBe(
      true,
    );
  });

  it('reads the collection of a search from the URL after a reload', async () => {
    mockCatalogue({});
    renderScreen<ProductListProps>(ProductFilter, {
      url: '/filter-products/dragao?collection=MG01&condition=NM',
      props: { products: productsPage([dragon]) },
    });
    await screen.findByText('Dragão Ancestral da Aurora');
    await waitFor(() => expect(screen.getByLabelText('Coleção')).toHaveValue('MG01'));
  });

  it('filters TCG products by collection, from every collection', async () => {
    const { get } = spyVisits();
    const http = mockCatalogue({});
    renderScreen<ProductListProps>(TcgList, {
      url: '/productTcg/list',
      props: { products: productsPage([product(5, 'Booster Ascensão', 24.9)]) },
    });
    await screen.findByText('Booster Ascensão');
    const select = await screen.findByLabelText('Coleção');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(http.seen.filter((r) => r.url === '/v1/1/collections').map((r) => r.params.category_id)).toEqual([
      undefined,
    ]);
    await userEvent.selectOptions(select, 'MG01');
    expect(lastVisit(get)).toEqual({ path: '/productTcg/list', query: { collection: 'MG01' } });
  });

  it('tells when the search was corrected', async () => {
    mockCatalogue({});
    renderScreen<ProductListProps>(ProductFilter, {
      url: '/filter-products/dargao',
      props: { products: { ...productsPage([dragon]), search: { query: 'dargao', corrected: 'dragao' } } },
    });
    expect(await screen.findByTestId('search-corrected')).toHaveTextContent(
      'Nada encontrado para “dargao”. Mostrando resultados para “dragao”.',
    );
  });

  it('shows a product without offers as such, and switches to the list view', async () => {
    mockCatalogue({});
    renderScreen<ProductListProps>(TcgList, {
      url: '/productTcg/list',
      props: { products: productsPage([product(5, 'Ilha Esquecida', null)]) },
    });
    expect(await screen.findByText('Sem ofertas no momento')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver em lista' }));
    expect(screen.getByRole('button', { name: 'Ver em lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('product-grid')).toHaveClass('flex-col');
  });

  it("toasts 'Erro ao carregar as categorias' when the category filter cannot load", async () => {
    mockCatalogue({ 'GET /v1/categories/1': fail() });
    renderScreen(ProductList, { url: '/product/list', props: { products: productsPage([dragon]) } });
    expect(await screen.findByText('Erro ao carregar as categorias')).toBeInTheDocument();
    expect(screen.getByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
  });
});

describe('the filters panel on a phone', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('asks for its choices only when it is first opened', async () => {
    window.innerWidth = 360;
    const http = mockCatalogue({});
    renderScreen(ProductList, { url: '/product/list', props: { products: productsPage([dragon]) } });
    expect(screen.getByText('Dragão Ancestral da Aurora')).toBeInTheDocument();
    const lookupCalls = () =>
      http.seen.filter((r) => /categories|collections|rarities|languages|extras|conditions/.test(r.url));
    // Hydration's effects have run: a folded panel has asked for nothing.
    await act(async () => {});
    expect(lookupCalls()).toEqual([]);
    const panel = screen.getByTestId('filters-panel');
    await userEvent.click(within(panel).getByRole('button', { name: /Filtros/ }));
    expect(await within(panel).findByLabelText('Português')).toBeInTheDocument();
    expect(lookupCalls().length).toBeGreaterThan(0);
  });
});

describe('brand and league pages: their record and page 1 of the list as props', () => {
  it('show the brand, then its products, and ask the browser for nothing but the filters', async () => {
    const http = mockCatalogue({});
    renderScreen(BrandShow, {
      url: '/brand/escudo-de-dragao',
      props: { brand, products: productsPage([sleeve]) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Escudo de Dragão' })).toBeInTheDocument();
    expect(screen.getByTestId('brand-header')).toHaveTextContent('Sleeves e deck boxes.42 produtos');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    // The filter panel's reference lists land after the first render.
    const panel = screen.getByTestId('filters-panel');
    expect(await within(panel).findByLabelText('Português')).toBeInTheDocument();
    expect(await within(panel).findByLabelText('Lacrado')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(within(panel).getByLabelText('Categoria')).getAllByRole('option').length).toBeGreaterThan(
        1,
      ),
    );
    expect(http.seen.map((r) => r.url).filter((url) => !/categories|conditions|languages/.test(url))).toEqual(
      [],
    );
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

  it('shows the collection a list is narrowed to, as the page’s `scope` prop names it', async () => {
    const http = mockCatalogue({});
    renderScreen(ProductList, {
      url: '/product/list/MG01',
      props: {
        products: productsPage([dragon]),
        scope: {
          name: collection.name,
          release_date: collection.release_date,
          products_count: collection.products_count,
        },
      },
    });
    expect(await screen.findByTestId('list-scope')).toHaveTextContent(
      'Ascensão dos DragõesLançada em 14/03/2025 · 210 produtos',
    );
    expect(http.seen.filter((r) => r.url.includes('/collections/MG01'))).toEqual([]);
  });

  it('names a category without a release date', async () => {
    mockCatalogue({});
    renderScreen(ProductList, {
      url: '/product/list/2',
      props: {
        products: productsPage([dragon]),
        scope: { name: 'Produtos TCG', release_date: null, products_count: 1 },
      },
    });
    expect(await screen.findByTestId('list-scope')).toHaveTextContent(/^Produtos TCG1 produto$/);
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
