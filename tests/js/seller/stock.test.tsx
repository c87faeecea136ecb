import { router } from '@inertiajs/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseNumber } from '@/Components/Seller/Stock/InlineNumber';
import StockScreen from '@/Components/Seller/Stock/StockScreen';
import { notify } from '@/lib/notify';
import MyStoreProductsCards from '@/Pages/MyStore/Products/Cards';
import MyStoreProductsAll from '@/Pages/MyStore/Products/Index';
import type { SellerStockProps, StockListing, StockListingFull } from '@/types/pages/sellerStock';
import { mockHttp, type SeenRequest } from '../support/http';
import { renderPage } from '../support/render';
import { logIn } from '../support/session';

const STORE = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  status: 'active' as const,
  logo_url: null,
  uf: 'SP',
  city: 'São Paulo',
};
const URL = '/my-store/1/products/Cards';

const listing = (id: number, name: string, overrides: Partial<StockListing> = {}): StockListing => ({
  id,
  product: {
    code: 4000 + id,
    name,
    number: `0${id}/250`,
    code_pro: null,
    type: 'card',
    collection: 'Lendas Ancestrais',
    collection_code: 'LA01',
    url: null,
  },
  condition: 'NM',
  condition_name: 'Praticamente nova (NM)',
  language: 'BR',
  language_name: 'Português',
  extras: [],
  quantity: 3,
  reserved: 1,
  price: 12.5,
  status: 'available',
  updated_at: '2031-01-10T10:00:00.000Z',
  ...overrides,
});

const full = (row: StockListing, overrides: Partial<StockListing> = {}): StockListingFull => ({
  ...row,
  ...overrides,
  product: { ...row.product, min_price: 1, offers_count: 3 },
  sold: { units: 0, orders: 0 },
  store_id: 1,
  created_at: '2031-01-01T10:00:00.000Z',
});

const DRAGON = listing(11, 'Dragão Ancião de Fogo');
const FAIRY = listing(12, 'Fada da Lua', { price: 4, quantity: 7, reserved: 0, extras: ['foil'] });
const SACI = listing(13, 'Saci Pererê', { status: 'paused', quantity: 1, reserved: 0 });

const props = (overrides: Partial<SellerStockProps> = {}): SellerStockProps => ({
  store: STORE,
  kind: 'card',
  products: [DRAGON, FAIRY, SACI],
  paginate: { current_page: 1, last_page: 2, per_page: 3, total: 5 },
  total: 5,
  showing: 3,
  availableCount: 4,
  pausedCount: 1,
  blockedCount: 0,
  filters: { condition: [], language: [], extras: [], sort: 'name' },
  options: {
    collections: [{ code: 'LA01', name: 'Lendas Ancestrais' }],
    conditions: [
      { code: 'NM', name: 'Praticamente nova (NM)' },
      { code: 'SP', name: 'Levemente jogada (SP)' },
    ],
    languages: [
      { code: 'BR', name: 'Português' },
      { code: 'EN', name: 'Inglês' },
    ],
    extras: [{ code: 'foil', name: 'Foil' }],
  },
  ...overrides,
});

const row = (name: string) => {
  const link = screen.getByRole('link', { name });
  return link.closest('[data-testid="stock-row"]') as HTMLElement;
};
const count = (key: string) => screen.getByTestId(`stock-count-${key}`).querySelector('dd')?.textContent;
const saves = (seen: SeenRequest[]) => seen.filter((r) => r.url === '/v1/product-store-save/');

beforeEach(() => {
  logIn({ name: 'Sérgio', email: 'lojista@demo.test' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the stock screen', () => {
  it('renders the rows and counts the server sent, each row with its figures', () => {
    mockHttp({});
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    expect(screen.getByRole('heading', { name: 'Estoque de cards' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('stock-row');
    expect(rows.map((r) => r.getAttribute('data-listing-id'))).toEqual(['11', '12', '13']);
    expect(count('available')).toBe('4');
    expect(count('paused')).toBe('1');
    expect(screen.queryByTestId('stock-count-blocked')).toBeNull();
    expect(count('total')).toBe('5');
    expect(count('showing')).toBe('3');
    expect(screen.getByTestId('stock-showing').textContent).toBe('Mostrando 3 de 5');

    const dragon = row('Dragão Ancião de Fogo');
    expect(within(dragon).getByLabelText('Preço de Dragão Ancião de Fogo')).toHaveValue('12,50');
    expect(within(dragon).getByLabelText('Quantidade à venda de Dragão Ancião de Fogo')).toHaveValue('3');
    expect(within(dragon).getByTestId('stock-reserved').textContent).toBe('1 em pedidos');
    expect(within(dragon).getByTestId('stock-status').textContent).toBe('À venda');
    expect(dragon.textContent).toContain('Lendas Ancestrais · #011/250');
    expect(
      within(row('Fada da Lua')).getByText('Praticamente nova (NM) · Português · Foil'),
    ).toBeInTheDocument();
    expect(within(row('Saci Pererê')).getByTestId('stock-status').textContent).toBe('Pausado');
    expect(within(row('Saci Pererê')).getByRole('button', { name: 'Reativar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dragão Ancião de Fogo' }).getAttribute('href')).toMatch(
      /\/product\/4011$/,
    );
    // The kind tabs: the current one marked.
    expect(screen.getByRole('link', { name: 'Cards' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeInTheDocument();
  });

  it('saves a price typed in the row (Enter) with the quantity the seller saw, once', async () => {
    const { seen } = mockHttp({
      'POST /v1/product-store-save/': (req) => ({
        status: 200,
        data: {
          error: false,
          message: 'Criado/Alterado com sucesso.',
          result: full(DRAGON, { price: (req.data as { price: number }).price }),
        },
      }),
    });
    const success = vi.spyOn(notify, 'success');
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const price = within(row('Dragão Ancião de Fogo')).getByLabelText('Preço de Dragão Ancião de Fogo');
    await userEvent.clear(price);
    await userEvent.type(price, '1.234,5');
    // Enter saves; the blur that follows (focus leaving the field) does not save again.
    fireEvent.keyDown(price, { key: 'Enter' });
    fireEvent.blur(price);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Criado/Alterado com sucesso.'));
    await waitFor(() => expect(price).toBeEnabled());
    fireEvent.blur(price);
    expect(saves(seen)).toHaveLength(1);
    expect(saves(seen)[0].data).toEqual({
      store_id: 1,
      id: 11,
      product_id: 4011,
      condition: 'NM',
      language: 'BR',
      extras: [],
      quantity: 3,
      price: 1234.5,
      expected_quantity: 3,
    });
    expect(price).toHaveValue('1.234,50');
  });

  it('shows the server’s 422 message on the row and keeps what was typed', async () => {
    const { seen } = mockHttp({
      'POST /v1/product-store-save/': {
        status: 422,
        data: {
          message: 'O preço deve ser maior que zero.',
          errors: { price: ['O preço deve ser maior que zero.'] },
        },
      },
    });
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const dragon = row('Dragão Ancião de Fogo');
    const price = within(dragon).getByLabelText('Preço de Dragão Ancião de Fogo');
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    fireEvent.blur(price);
    expect(await within(dragon).findByRole('alert')).toHaveTextContent('O preço deve ser maior que zero.');
    expect(saves(seen)[0].data).toMatchObject({ id: 11, price: 0, expected_quantity: 3 });
    expect(price).toHaveValue('0');
    // Other rows are untouched.
    expect(within(row('Fada da Lua')).queryByRole('alert')).toBeNull();
    // Escape puts the saved price back.
    await userEvent.type(price, '{Escape}');
    expect(price).toHaveValue('12,50');
  });

  it('on a 409 (a checkout took units meanwhile) shows the message and the current figures on the row', async () => {
    const message =
      'A quantidade deste anúncio mudou enquanto você editava: agora há 1 unidade à venda e 3 em pedidos. Confira e salve de novo.';
    const { seen } = mockHttp({
      'POST /v1/product-store-save/': {
        status: 409,
        data: { error: true, message, result: { id: 11, quantity: 1, reserved: 3 } },
      },
    });
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const dragon = row('Dragão Ancião de Fogo');
    const quantity = within(dragon).getByLabelText('Quantidade à venda de Dragão Ancião de Fogo');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10{Enter}');
    expect(await within(dragon).findByRole('alert')).toHaveTextContent(message);
    expect(saves(seen)[0].data).toMatchObject({ id: 11, quantity: 10, expected_quantity: 3 });
    expect(quantity).toHaveValue('1');
    expect(within(dragon).getByTestId('stock-reserved').textContent).toBe('3 em pedidos');
    // A new try sends the figure now shown as the one seen.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10{Enter}');
    await waitFor(() => expect(saves(seen)).toHaveLength(2));
    expect(saves(seen)[1].data).toMatchObject({ quantity: 10, expected_quantity: 1 });
  });

  it('pauses and resumes a listing; the row and the counts follow', async () => {
    const { seen } = mockHttp({
      'POST /v1/product-store-pause': (req) => {
        const paused = (req.data as { paused: boolean }).paused;
        return {
          status: 200,
          data: {
            error: false,
            message: paused ? 'Anúncio pausado.' : 'Anúncio reativado.',
            result: full(DRAGON, { status: paused ? 'paused' : 'available' }),
          },
        };
      },
    });
    const success = vi.spyOn(notify, 'success');
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const dragon = row('Dragão Ancião de Fogo');
    await userEvent.click(within(dragon).getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(within(dragon).getByTestId('stock-status').textContent).toBe('Pausado'));
    expect(seen.at(-1)?.data).toEqual({ id: 11, paused: true });
    expect(success).toHaveBeenCalledWith('Anúncio pausado.');
    expect(count('available')).toBe('3');
    expect(count('paused')).toBe('2');
    expect(count('total')).toBe('5');

    await userEvent.click(within(dragon).getByRole('button', { name: 'Reativar' }));
    await waitFor(() => expect(within(dragon).getByTestId('stock-status').textContent).toBe('À venda'));
    expect(seen.at(-1)?.data).toEqual({ id: 11, paused: false });
    expect(count('available')).toBe('4');
    expect(count('paused')).toBe('1');
  });

  it('shows why a store that is not active cannot resume', async () => {
    mockHttp({
      'POST /v1/product-store-pause': {
        status: 422,
        data: {
          message: 'Sua loja aguarda ativação: os produtos ficam pausados até a loja ser ativada.',
          errors: {
            status: ['Sua loja aguarda ativação: os produtos ficam pausados até a loja ser ativada.'],
          },
        },
      },
    });
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const saci = row('Saci Pererê');
    await userEvent.click(within(saci).getByRole('button', { name: 'Reativar' }));
    expect(await within(saci).findByRole('alert')).toHaveTextContent('Sua loja aguarda ativação');
    expect(within(saci).getByTestId('stock-status').textContent).toBe('Pausado');
  });

  it('asks before deleting; cancel keeps the row, confirm deletes it', async () => {
    const { seen } = mockHttp({
      'POST /v1/product-store-delete/': {
        status: 200,
        data: { error: false, message: 'Excluído com sucesso', result: { id: 12 } },
      },
    });
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const fairy = row('Fada da Lua');
    await userEvent.click(within(fairy).getByRole('button', { name: 'Excluir' }));
    expect(seen.some((r) => r.url.includes('delete'))).toBe(false);
    await userEvent.click(within(fairy).getByRole('button', { name: 'Cancelar' }));
    expect(within(fairy).queryByRole('button', { name: 'Confirmar exclusão' })).toBeNull();
    expect(seen.some((r) => r.url.includes('delete'))).toBe(false);

    await userEvent.click(within(fairy).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(fairy).getByRole('button', { name: 'Confirmar exclusão' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fada da Lua' })).toBeNull());
    expect(seen.filter((r) => r.url === '/v1/product-store-delete/').map((r) => r.data)).toEqual([
      { id: 12 },
    ]);
    expect(screen.getAllByTestId('stock-row')).toHaveLength(2);
    expect(count('available')).toBe('3');
    expect(count('total')).toBe('4');
    expect(screen.getByTestId('stock-showing').textContent).toBe('Mostrando 2 de 4');
  });

  it('keeps an edited or deleted row so when the next page is appended', async () => {
    mockHttp({
      'POST /v1/product-store-delete/': {
        status: 200,
        data: { error: false, message: 'Excluído com sucesso', result: { id: 12 } },
      },
      'POST /v1/product-store-pause': {
        status: 200,
        data: { error: false, message: 'Anúncio pausado.', result: full(DRAGON, { status: 'paused' }) },
      },
    });
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    const view = renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    await userEvent.click(within(row('Dragão Ancião de Fogo')).getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(count('paused')).toBe('2'));
    const fairy = row('Fada da Lua');
    await userEvent.click(within(fairy).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(fairy).getByRole('button', { name: 'Confirmar exclusão' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fada da Lua' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['products', 'paginate'], data: { page: 2 }, preserveUrl: true }),
    );
    // What Inertia does with the answer: the merge prop appended (the server's old copies included).
    const next = props({
      products: [DRAGON, FAIRY, SACI, listing(14, 'Curupira'), listing(15, 'Boitatá')],
      paginate: { current_page: 2, last_page: 2, per_page: 3, total: 5 },
    });
    await act(async () => {
      router.replace({
        preserveState: true,
        props: (current) => ({ ...current, products: next.products, paginate: next.paginate }),
      });
    });
    await waitFor(() => expect(screen.getAllByTestId('stock-row')).toHaveLength(4));
    expect(within(row('Dragão Ancião de Fogo')).getByTestId('stock-status').textContent).toBe('Pausado');
    expect(screen.queryByRole('link', { name: 'Fada da Lua' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(count('paused')).toBe('2');
    view.unmount();
  });

  it('a filter is a visit to the URL with it, page 1 replacing the rows; the box shows it at once', async () => {
    mockHttp({});
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const nm = screen.getByRole('checkbox', { name: 'Praticamente nova (NM)' });
    await userEvent.click(nm);
    expect(nm).toBeChecked();
    const [url, , options] = get.mock.calls[0];
    expect(String(url)).toMatch(/\/my-store\/1\/products\/Cards\?condition=NM$/);
    expect(options).toMatchObject({ reset: ['products'], preserveState: true });
    expect(options?.only).toEqual(expect.arrayContaining(['products', 'filters', 'availableCount']));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Inglês' }));
    expect(String(get.mock.calls[1][0])).toMatch(/\?condition=NM&language=EN$/);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paused');
    expect(String(get.mock.calls[2][0])).toMatch(/\?condition=NM&language=EN&status=paused$/);
    await userEvent.type(screen.getByRole('searchbox'), 'dragão{Enter}');
    expect(String(get.mock.calls[3][0])).toContain('q=drag%C3%A3o');
  });

  it('with nothing found under filters offers to clear them', async () => {
    mockHttp({});
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    renderPage(MyStoreProductsAll, {
      url: '/my-store/1/products?status=blocked',
      props: {
        ...props({
          kind: 'all',
          products: [],
          total: 0,
          availableCount: 0,
          pausedCount: 0,
          paginate: { current_page: 1, last_page: 1, per_page: 24, total: 0 },
          filters: { condition: [], language: [], extras: [], status: 'blocked', sort: 'name' },
        }),
      },
    });
    expect(screen.getByTestId('stock-empty')).toHaveTextContent('Nenhum anúncio encontrado.');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(String(get.mock.calls[0][0])).toMatch(/\/my-store\/1\/products$/);
  });

  it('lays rows out as cards on phones and as a table row from md up, by CSS alone', () => {
    mockHttp({});
    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const dragon = row('Dragão Ancião de Fogo');
    const classes = dragon.className.split(/\s+/);
    // Phone: picture + text, then each figure on its own line across the card.
    expect(classes).toContain('grid-cols-[3rem_1fr]');
    // From 769 px: one line of six columns.
    expect(classes.some((c) => c.startsWith('md:grid-cols-[3rem_minmax(0,1fr)'))).toBe(true);
    const priceBlock = within(dragon).getByTestId('stock-price').parentElement as HTMLElement;
    expect(priceBlock.className.split(/\s+/)).toEqual(
      expect.arrayContaining(['col-span-2', 'md:col-span-1']),
    );
    // The same markup whatever the window's width: nothing is measured in JS.
    const before = dragon.outerHTML;
    act(() => {
      window.innerWidth = 360;
      window.dispatchEvent(new Event('resize'));
    });
    expect(row('Dragão Ancião de Fogo').outerHTML).toBe(before);
  });

  it('puts the CSV panel in its slot; the stock pages put the store’s CSV import/export there', () => {
    mockHttp({});
    const view = renderPage(StockScreen, {
      url: URL,
      props: { ...props(), csvPanel: <p>painel do CSV</p> },
    });
    expect(screen.getByTestId('stock-csv-slot')).toHaveTextContent('painel do CSV');
    view.unmount();

    renderPage(MyStoreProductsCards, { url: URL, props: { ...props() } });
    const panel = within(screen.getByTestId('stock-csv-slot')).getByTestId('stock-csv-panel');
    expect(within(panel).getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toMatch(
      /store_id=1(&|$)/,
    );
    expect(within(panel).getByTestId('stock-csv-file')).toBeInTheDocument();
  });
});

describe('numbers typed in a row', () => {
  it('reads Brazilian and dot-decimal forms', () => {
    expect(parseNumber('12,50')).toBe(12.5);
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('R$ 7,9')).toBe(7.9);
    expect(parseNumber('12.50')).toBe(12.5);
    expect(parseNumber('1.000')).toBe(1000);
    expect(parseNumber('15')).toBe(15);
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });
});
