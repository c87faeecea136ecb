import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CollectionList from '@/Pages/Collection/List';
import FavoriteList from '@/Pages/Favorite/List';
import ProductRank from '@/Pages/Product/Rank';
import PromotionList from '@/Pages/Promotion/List';
import QuestionsIndex from '@/Pages/Questions/Index';
import ShopkeepersIndex from '@/Pages/Shopkeepers/Index';
import SupplierIndex from '@/Pages/Supplier/Index';
import type { ContentText } from '@/types/pages/content';
import { logIn } from '../support/session';
import { arena, collection, dragon, games, goblin, paginated, rankPage, result, sergio } from './fixtures';
import { bodies, mockCatalogue, money, renderScreen } from './support';

/*
 * The screens get their first data as props, as server/http/pages/content.ts gives them
 * (tests/server/pages/content.test.ts checks the server's side): no /v1 call on the first render.
 */

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const spyReload = () => vi.spyOn(router, 'reload').mockImplementation(() => {});
const spyGet = () => vi.spyOn(router, 'get').mockImplementation(() => {});
const loadMore = () => userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));

describe('Collections', () => {
  it('lists the collections the server gave with code, game, release date and count, each opening its cards', async () => {
    const reload = spyReload();
    const http = mockCatalogue({});
    renderScreen(CollectionList, {
      url: '/collection/list?category=101&sort=name',
      props: { collections: paginated([collection], 1, 2, 30), games },
    });
    const row = screen.getByTestId('collection');
    expect(row).toHaveTextContent('MG01 · Magic · 14/03/2025');
    expect(row).toHaveTextContent('210 produtos');
    expect(within(row).getByRole('link', { name: 'Ascensão dos Dragões' })).toHaveAttribute(
      'href',
      'http://localhost/product/list/MG01',
    );
    expect(screen.getByLabelText('Jogo')).toHaveValue('101');
    expect(screen.getByRole('option', { name: 'Pokémon' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('name');
    expect(http.seen).toEqual([]);
    await loadMore();
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['collections'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('a game, a search or a sort goes in the URL and reloads only the collections', async () => {
    const get = spyGet();
    mockCatalogue({});
    renderScreen(CollectionList, {
      url: '/collection/list?sort=name',
      props: { collections: paginated([collection]), games },
    });
    await userEvent.selectOptions(screen.getByLabelText('Jogo'), '102');
    expect(get).toHaveBeenLastCalledWith(
      '/collection/list?sort=name&category=102',
      {},
      expect.objectContaining({ only: ['collections', 'route'], reset: ['collections'] }),
    );
    await userEvent.type(screen.getByLabelText('Buscar coleção pelo nome ou código'), 'drag{Enter}');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        expect.stringContaining('q=drag'),
        {},
        expect.objectContaining({ only: ['collections', 'route'] }),
      ),
    );
  });

  it('says when no collection matches, keeping the search', () => {
    mockCatalogue({});
    renderScreen(CollectionList, {
      url: '/collection/list?q=zzz',
      props: { collections: paginated([]), games: [] },
    });
    expect(screen.getByText('Nenhuma coleção encontrada')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar coleção pelo nome ou código')).toHaveValue('zzz');
  });
});

describe('Product rankings', () => {
  it('shows the ranking the server gave with each product’s variation; the others are links', async () => {
    const reload = spyReload();
    const http = mockCatalogue({});
    renderScreen(ProductRank, {
      url: '/product/rank/price_low',
      props: {
        ranking: { ...rankPage('price_low', [goblin, dragon]), paginate: paginated([], 1, 3, 60).paginate },
      },
    });
    const cards = screen.getAllByTestId('product-card');
    expect(cards[0]).toHaveTextContent('Goblin Saqueador');
    expect(within(cards[0]).getByTestId('rank-variation')).toHaveTextContent('▼ -12,5%');
    expect(screen.getByRole('link', { name: 'Maiores quedas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Mais vistas' })).toHaveAttribute(
      'href',
      'http://localhost/product/rank/monthly_views',
    );
    expect(http.seen).toEqual([]);
    await loadMore();
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['ranking'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('counts views for the most viewed', () => {
    mockCatalogue({});
    renderScreen(ProductRank, {
      url: '/product/rank/monthly_views',
      props: {
        ranking: {
          ...rankPage('monthly_views', [dragon]),
          metrics: { '101': { value: 820, previous_price: null } },
        },
      },
    });
    expect(screen.getByText('820 visualizações no mês')).toBeInTheDocument();
  });

  it('marks the ranking the server chose when the path names none, and is empty', () => {
    mockCatalogue({});
    renderScreen(ProductRank, { url: '/product/rank', props: { ranking: rankPage('price_high', []) } });
    expect(screen.getByText('Nenhum produto neste ranking ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maiores altas' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Promotions', () => {
  it('shows the week’s price drops of the line the server gave, old price beside the new one', async () => {
    const reload = spyReload();
    const http = mockCatalogue({});
    renderScreen(PromotionList, {
      url: '/promotion/list/3',
      props: {
        line: 3,
        promotions: { ...rankPage('price_low', [goblin]), paginate: paginated([], 1, 2, 30).paginate },
      },
    });
    const card = screen.getByTestId('product-card');
    expect(card).toHaveTextContent(money('0,45'));
    expect(card).toHaveTextContent(/era R\$\s30,00/);
    expect(screen.getByRole('link', { name: 'Acessórios', current: 'page' })).toBeInTheDocument();
    const lines = screen.getByRole('navigation', { name: 'Linhas de produto' });
    expect(within(lines).getByRole('link', { name: 'Cartas' })).toHaveAttribute(
      'href',
      'http://localhost/promotion/list/1',
    );
    expect(http.seen).toEqual([]);
    await loadMore();
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['promotions'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('says when nothing dropped', () => {
    mockCatalogue({});
    renderScreen(PromotionList, {
      url: '/promotion/list',
      props: { line: 1, promotions: rankPage('price_low', []) },
    });
    expect(screen.getByText('Nenhuma queda de preço nesta semana.')).toBeInTheDocument();
    const lines = screen.getByRole('navigation', { name: 'Linhas de produto' });
    expect(within(lines).getByRole('link', { name: 'Cartas', current: 'page' })).toBeInTheDocument();
  });
});

describe('Favorites', () => {
  it('lists the favourites the server gave; removing one (a /v1 call) keeps it on screen to add it back', async () => {
    logIn();
    const http = mockCatalogue({
      'POST /v1/favorites/add-to-favorite': (req) =>
        result({ product_id: 101, favorite: (req.data as { favorite: boolean }).favorite }),
    });
    renderScreen(FavoriteList, { url: '/favorite/list', props: { favorites: paginated([dragon, goblin]) } });
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(http.seen).toEqual([]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remover Dragão Ancestral da Aurora dos favoritos' }),
    );
    expect(await screen.findByText('Removido dos favoritos')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Favoritar Dragão Ancestral da Aurora de novo' }),
    );
    await screen.findByRole('button', { name: 'Remover Dragão Ancestral da Aurora dos favoritos' });
    expect(bodies(http.seen, 'POST /v1/favorites/add-to-favorite')).toEqual([
      { product_id: 101, favorite: false },
      { product_id: 101, favorite: true },
    ]);
  });

  it('"carregar mais" asks the server for the next page of the favourites', async () => {
    logIn();
    const reload = spyReload();
    mockCatalogue({});
    renderScreen(FavoriteList, {
      url: '/favorite/list',
      props: { favorites: paginated([dragon], 1, 2, 30) },
    });
    await loadMore();
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['favorites'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('says when there are none, with a way to the cards', () => {
    logIn();
    mockCatalogue({});
    renderScreen(FavoriteList, { url: '/favorite/list', props: { favorites: paginated([]) } });
    expect(screen.getByText('Você ainda não tem favoritos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cartas' })).toHaveAttribute(
      'href',
      'http://localhost/product/list',
    );
  });
});

describe('Content screens', () => {
  const text = (code: string, title: string): ContentText => ({
    code,
    text: {
      code,
      title,
      body: `${title}: primeiro parágrafo.\nSegundo parágrafo.`,
      updated_at: '2026-10-01T12:00:00.000Z',
    },
  });
  const missing = (code: string): ContentText => ({ code, text: null });

  it('/supplier shows how selling works, a text the site lacks, and links to opening a store', () => {
    const http = mockCatalogue({});
    renderScreen(SupplierIndex, {
      url: '/supplier',
      props: {
        texts: [
          text('como-vender', 'Como vender'),
          text('condicoes-das-cartas', 'Condições das cartas'),
          missing('politica-de-frete'),
        ],
      },
    });
    const block = screen.getByTestId('static-text-como-vender');
    expect(within(block).getByRole('heading', { name: 'Como vender' })).toBeInTheDocument();
    expect(within(block).getAllByText(/parágrafo/)).toHaveLength(2);
    expect(block).toHaveTextContent('Atualizado em 01/10/2026');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Como vender',
      'Condições das cartas',
    ]);
    expect(screen.getByText('Este conteúdo não está disponível no momento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir minha loja' })).toHaveAttribute(
      'href',
      'http://localhost/my-store/besaler',
    );
    expect(http.seen).toEqual([]);
  });

  it('/shopkeepers lists the partner stores and the rules; "carregar mais" asks for the next stores', async () => {
    const reload = spyReload();
    const http = mockCatalogue({});
    renderScreen(ShopkeepersIndex, {
      url: '/shopkeepers',
      props: {
        partners: paginated([sergio, arena], 1, 2, 14, 12),
        texts: [text('termos-de-uso', 'Termos de uso'), missing('politica-de-privacidade')],
      },
    });
    const partners = screen.getByRole('region', { name: 'Lojas parceiras' });
    expect(
      within(partners)
        .getAllByTestId('store-card')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('Loja do Sérgio'), expect.stringContaining('Arena Geek')]);
    expect(screen.getByRole('heading', { name: 'Termos de uso' })).toBeInTheDocument();
    expect(screen.getByText('Este conteúdo não está disponível no momento.')).toBeInTheDocument();
    expect(http.seen).toEqual([]);
    await loadMore();
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['partners'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('/shopkeepers says when there is no partner store yet', () => {
    mockCatalogue({});
    renderScreen(ShopkeepersIndex, { url: '/shopkeepers', props: { partners: paginated([]), texts: [] } });
    const partners = screen.getByRole('region', { name: 'Lojas parceiras' });
    expect(within(partners).getByText('Nenhuma loja encontrada')).toBeInTheDocument();
  });

  it('/questions shows the FAQ as expandable questions, then the buying texts', async () => {
    mockCatalogue({});
    renderScreen(QuestionsIndex, {
      url: '/questions',
      props: {
        faq: [
          {
            category: 'compras',
            label: 'Compras',
            items: [
              {
                id: 1,
                question: 'Como sei a condição da carta?',
                answer: 'Cada oferta mostra a condição, de M a D.',
                category: 'compras',
                audience: 'buyer',
                sort: 1,
              },
              {
                id: 2,
                question: 'Posso pagar com PIX?',
                answer: 'Sim, PIX ou cartão.',
                category: 'compras',
                audience: 'buyer',
                sort: 2,
              },
            ],
          },
        ],
        texts: [text('como-comprar', 'Como comprar')],
      },
    });
    const faq = screen.getByTestId('faq');
    expect(within(faq).getByText('Cada oferta mostra a condição, de M a D.')).not.toBeVisible();
    await userEvent.click(within(faq).getByText('Como sei a condição da carta?'));
    expect(within(faq).getByText('Cada oferta mostra a condição, de M a D.')).toBeVisible();
    expect(within(faq).getByText('Posso pagar com PIX?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Como comprar' })).toBeInTheDocument();
    expect(screen.queryByText('Ainda não há perguntas cadastradas.')).toBeNull();
  });

  it('/questions says when the FAQ has no questions yet', () => {
    mockCatalogue({});
    renderScreen(QuestionsIndex, { url: '/questions', props: { faq: [], texts: [] } });
    expect(screen.getByText('Ainda não há perguntas cadastradas.')).toBeInTheDocument();
    expect(screen.queryByTestId('faq')).toBeNull();
  });
});
