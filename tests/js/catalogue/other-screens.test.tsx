import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueApi } from '@/api/catalogue';
import CollectionList from '@/Pages/Collection/List';
import FavoriteList from '@/Pages/Favorite/List';
import ProductRank from '@/Pages/Product/Rank';
import PromotionList from '@/Pages/Promotion/List';
import QuestionsIndex from '@/Pages/Questions/Index';
import ShopkeepersIndex from '@/Pages/Shopkeepers/Index';
import SupplierIndex from '@/Pages/Supplier/Index';
import { logIn } from '../support/session';
import { collection, dragon, fail, goblin, ok, paginated, rankPage, result, sergio } from './fixtures';
import { bodies, mockCatalogue, money, pending, renderScreen } from './support';

const RANK = 'POST /v1/1/HighAndLowCards';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Collections', () => {
  it('lists collections with code, game, release date and count, each opening its cards', async () => {
    mockCatalogue({ 'GET /v1/1/collections': ok(paginated([collection], 1, 2, 30)) });
    const ask = vi.spyOn(catalogueApi, 'collections');
    renderScreen(CollectionList, { url: '/collection/list?category=101&sort=name' });
    const row = await screen.findByTestId('collection');
    expect(row).toHaveTextContent('MG01 · Magic · 14-03-2025');
    expect(row).toHaveTextContent('210 produtos');
    expect(within(row).getByRole('link', { name: 'Ascensão dos Dragões' })).toHaveAttribute(
      'href',
      'http://localhost/product/list/MG01',
    );
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ category_id: 101, sort: 'name', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(ask).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  });

  it("toasts 'Erro ao carregar as coleções' and offers a retry", async () => {
    mockCatalogue({ 'GET /v1/1/collections': fail() });
    renderScreen(CollectionList, { url: '/collection/list' });
    expect(await screen.findByText('Erro ao carregar as coleções')).toBeInTheDocument();
    expect(screen.getByTestId('error-state')).toBeInTheDocument();
  });

  it('loads, and says when no collection matches', async () => {
    mockCatalogue({ 'GET /v1/1/collections': ok(paginated([])) });
    renderScreen(CollectionList, { url: '/collection/list?q=zzz' });
    expect(screen.getByTestId('loading-state')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma coleção encontrada')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar coleção pelo nome ou código')).toHaveValue('zzz');
  });
});

describe('Product rankings', () => {
  it('shows the ranking of the URL with each product’s variation; the others are links', async () => {
    const http = mockCatalogue({ [RANK]: ok(rankPage('price_low', [goblin, dragon])) });
    renderScreen(ProductRank, { url: '/product/rank/price_low' });
    const cards = await screen.findAllByTestId('product-card');
    expect(cards[0]).toHaveTextContent('Goblin Saqueador');
    expect(within(cards[0]).getByTestId('rank-variation')).toHaveTextContent('▼ -12,5%');
    expect(bodies(http.seen, RANK)[0]).toMatchObject({ type: 'price_low', page: 1 });
    expect(screen.getByRole('link', { name: 'Maiores quedas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Mais vistas' })).toHaveAttribute(
      'href',
      'http://localhost/product/rank/monthly_views',
    );
  });

  it('counts views for the most viewed, after loading', async () => {
    mockCatalogue({
      [RANK]: ok({
        ...rankPage('monthly_views', [dragon]),
        metrics: { '101': { value: 820, previous_price: null } },
      }),
    });
    renderScreen(ProductRank, { url: '/product/rank/monthly_views' });
    expect(screen.getByTestId('loading-state')).toBeInTheDocument();
    expect(await screen.findByText('820 visualizações no mês')).toBeInTheDocument();
  });

  it('is empty', async () => {
    mockCatalogue({ [RANK]: ok(rankPage('price_high', [])) });
    renderScreen(ProductRank, { url: '/product/rank' });
    expect(await screen.findByText('Nenhum produto neste ranking ainda.')).toBeInTheDocument();
  });

  it('fails with a retry', async () => {
    mockCatalogue({ [RANK]: fail() });
    renderScreen(ProductRank, { url: '/product/rank/monthly_sales' });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
  });
});

describe('Promotions', () => {
  it('shows the week’s price drops of a line, old price beside the new one', async () => {
    const http = mockCatalogue({ [RANK]: ok(rankPage('price_low', [goblin])) });
    renderScreen(PromotionList, { url: '/promotion/list/3' });
    const card = await screen.findByTestId('product-card');
    expect(card).toHaveTextContent(money('0,45'));
    expect(card).toHaveTextContent(/era R\$\s30,00/);
    expect(bodies(http.seen, RANK)[0]).toMatchObject({ type: 'price_low', product_type: 'accessory' });
    expect(screen.getByRole('link', { name: 'Acessórios', current: 'page' })).toBeInTheDocument();
  });

  it('loads', async () => {
    mockCatalogue({});
    vi.spyOn(catalogueApi, 'highAndLow').mockReturnValueOnce(pending());
    renderScreen(PromotionList, { url: '/promotion/list' });
    expect(await screen.findByTestId('loading-state')).toBeInTheDocument();
  });

  it('says when nothing dropped', async () => {
    mockCatalogue({ [RANK]: ok(rankPage('price_low', [])) });
    renderScreen(PromotionList, { url: '/promotion/list' });
    expect(await screen.findByText('Nenhuma queda de preço nesta semana.')).toBeInTheDocument();
  });

  it('fails with a retry', async () => {
    mockCatalogue({ [RANK]: fail() });
    renderScreen(PromotionList, { url: '/promotion/list/1' });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
  });
});

describe('Favorites', () => {
  it('lists the favourites; removing one keeps it on screen to add it back', async () => {
    logIn();
    const http = mockCatalogue({
      'GET /v1/users/favorites': ok(paginated([dragon, goblin])),
      'POST /v1/favorites/add-to-favorite': (req) =>
        result({ product_id: 101, favorite: (req.data as { favorite: boolean }).favorite }),
    });
    renderScreen(FavoriteList, { url: '/favorite/list' });
    const remove = await screen.findByRole('button', {
      name: 'Remover Dragão Ancestral da Aurora dos favoritos',
    });
    await userEvent.click(remove);
    expect(await screen.findByText('Removido dos favoritos')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Favoritar Dragão Ancestral da Aurora de novo' }),
    );
    await screen.findByRole('button', { name: 'Remover Dragão Ancestral da Aurora dos favoritos' });
    expect(bodies(http.seen, 'POST /v1/favorites/add-to-favorite')).toEqual([
      { product_id: 101, favorite: false },
      { product_id: 101, favorite: true },
    ]);
    // The session travels in the HttpOnly cookie, not in a header a script would have to set.
    expect(http.seen.find((r) => r.url === '/v1/users/favorites')?.headers.Authorization).toBeUndefined();
  });

  it('loads', async () => {
    logIn();
    mockCatalogue({});
    vi.spyOn(catalogueApi, 'favorites').mockReturnValue(pending());
    renderScreen(FavoriteList, { url: '/favorite/list' });
    expect(await screen.findByTestId('loading-state')).toBeInTheDocument();
  });

  it('says when there are none, with a way to the cards', async () => {
    logIn();
    mockCatalogue({ 'GET /v1/users/favorites': ok(paginated([])) });
    renderScreen(FavoriteList, { url: '/favorite/list' });
    expect(await screen.findByText('Você ainda não tem favoritos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cartas' })).toHaveAttribute(
      'href',
      'http://localhost/product/list',
    );
  });

  it('fails with a retry', async () => {
    logIn();
    mockCatalogue({ 'GET /v1/users/favorites': fail() });
    renderScreen(FavoriteList, { url: '/favorite/list' });
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
  });
});

describe('Content screens', () => {
  const text = (code: string, title: string) =>
    result({
      code,
      title,
      body: `${title}: primeiro parágrafo.\nSegundo parágrafo.`,
      updated_at: '2026-10-01T00:00:00.000Z',
    });

  it('/supplier shows how selling works and links to opening a store', async () => {
    mockCatalogue({
      'GET /v1/static_text/como-vender': text('como-vender', 'Como vender'),
      'GET /v1/static_text/condicoes-das-cartas': text('condicoes-das-cartas', 'Condições das cartas'),
      'GET /v1/static_text/politica-de-frete': fail(404),
    });
    renderScreen(SupplierIndex, { url: '/supplier' });
    const block = await screen.findByTestId('static-text-como-vender');
    expect(within(block).getByRole('heading', { name: 'Como vender' })).toBeInTheDocument();
    expect(within(block).getAllByText(/parágrafo/)).toHaveLength(2);
    expect(block).toHaveTextContent('Atualizado em 01-10-2026');
    expect(await screen.findByText('Este conteúdo não está disponível no momento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir minha loja' })).toHaveAttribute(
      'href',
      'http://localhost/my-store/besaler',
    );
  });

  it('/supplier shows each text loading, then a failed one with a retry', async () => {
    let calls = 0;
    mockCatalogue({
      'GET /v1/static_text/como-vender': () => (++calls === 1 ? fail() : text('como-vender', 'Como vender')),
    });
    renderScreen(SupplierIndex, { url: '/supplier' });
    expect(screen.getAllByTestId('loading-state')).toHaveLength(3);
    const [retry] = await screen.findAllByRole('button', { name: 'Tentar de novo' });
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Como vender' })).toBeInTheDocument();
  });

  it('/shopkeepers lists the partner stores and the rules', async () => {
    mockCatalogue({
      'GET /v1/stores': ok(paginated([sergio])),
      'GET /v1/static_text/termos-de-uso': text('termos-de-uso', 'Termos de uso'),
      'GET /v1/static_text/politica-de-privacidade': fail(),
    });
    renderScreen(ShopkeepersIndex, { url: '/shopkeepers' });
    expect(await screen.findByTestId('store-card')).toHaveTextContent('Loja do Sérgio');
    expect(await screen.findByRole('heading', { name: 'Termos de uso' })).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
  });

  it('/shopkeepers shows placeholders while the partner stores load', async () => {
    mockCatalogue({
      'GET /v1/static_text/termos-de-uso': text('termos-de-uso', 'Termos de uso'),
      'GET /v1/static_text/politica-de-privacidade': text('politica-de-privacidade', 'Privacidade'),
    });
    vi.spyOn(catalogueApi, 'stores').mockReturnValue(pending());
    renderScreen(ShopkeepersIndex, { url: '/shopkeepers' });
    const partners = screen.getByRole('region', { name: 'Lojas parceiras' });
    expect(within(partners).getByTestId('loading-state')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Termos de uso' })).toBeInTheDocument();
    expect(within(partners).getByTestId('loading-state')).toBeInTheDocument();
    expect(within(partners).queryByTestId('store-card')).toBeNull();
  });

  it('/shopkeepers says when there is no partner store yet', async () => {
    const http = mockCatalogue({ 'GET /v1/stores': ok(paginated([])) });
    renderScreen(ShopkeepersIndex, { url: '/shopkeepers' });
    const partners = screen.getByRole('region', { name: 'Lojas parceiras' });
    expect(await within(partners).findByText('Nenhuma loja encontrada')).toBeInTheDocument();
    expect(http.seen.find((r) => r.url === '/v1/stores')?.params).toMatchObject({ is_client: true });
  });

  it('/shopkeepers offers a retry when the partner stores fail, then shows them', async () => {
    let calls = 0;
    mockCatalogue({
      'GET /v1/stores': () => (++calls === 1 ? fail() : ok(paginated([sergio]))),
      'GET /v1/static_text/termos-de-uso': text('termos-de-uso', 'Termos de uso'),
      'GET /v1/static_text/politica-de-privacidade': text('politica-de-privacidade', 'Privacidade'),
    });
    renderScreen(ShopkeepersIndex, { url: '/shopkeepers' });
    const partners = screen.getByRole('region', { name: 'Lojas parceiras' });
    expect(await within(partners).findByTestId('error-state')).toBeInTheDocument();
    // The rules still show: only the store list failed.
    expect(await screen.findByRole('heading', { name: 'Termos de uso' })).toBeInTheDocument();
    await userEvent.click(within(partners).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(partners).findByTestId('store-card')).toHaveTextContent('Loja do Sérgio');
  });

  it('/questions shows the FAQ as expandable questions, then the buying texts', async () => {
    mockCatalogue({
      'GET /v1/faq': result([
        {
          id: 1,
          question: 'Como sei a condição da carta?',
          answer: 'Cada oferta mostra a condição, de M a D.',
        },
        { id: 2, title: 'Posso pagar com PIX?', body: 'Sim, PIX ou cartão.' },
      ]),
      'GET /v1/static_text/como-comprar': text('como-comprar', 'Como comprar'),
    });
    renderScreen(QuestionsIndex, { url: '/questions' });
    const faq = await screen.findByTestId('faq');
    await userEvent.click(within(faq).getByText('Como sei a condição da carta?'));
    expect(within(faq).getByText('Cada oferta mostra a condição, de M a D.')).toBeVisible();
    expect(within(faq).getByText('Posso pagar com PIX?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Como comprar' })).toBeInTheDocument();
  });

  it('/questions loads, then says when the FAQ is empty', async () => {
    mockCatalogue({ 'GET /v1/faq': ok([]) });
    renderScreen(QuestionsIndex, { url: '/questions' });
    expect(screen.getAllByTestId('loading-state').length).toBeGreaterThan(0);
    expect(await screen.findByText('Ainda não há perguntas cadastradas.')).toBeInTheDocument();
  });

  it('/questions reads a host without the FAQ call (404) as no questions yet', async () => {
    mockCatalogue({ 'GET /v1/faq': fail(404) });
    renderScreen(QuestionsIndex, { url: '/questions' });
    expect(await screen.findByText('Ainda não há perguntas cadastradas.')).toBeInTheDocument();
  });

  it('/questions offers a retry when the FAQ fails', async () => {
    mockCatalogue({ 'GET /v1/faq': fail() });
    renderScreen(QuestionsIndex, { url: '/questions' });
    expect((await screen.findAllByTestId('error-state')).length).toBeGreaterThan(0);
  });
});
