import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVE_TOAST_DELAY_MS } from '@/hooks/seller/register/useListingForm';
import { notify } from '@/lib/notify';
import MyStoreProductsCreate from '@/Pages/MyStore/Products/Create';
import MyStoreProductsRegister from '@/Pages/MyStore/Products/Register';
import type {
  OwnListing,
  ProductCreateProps,
  ProductRegisterProps,
  RegisterProduct,
  SuggestionItem,
} from '@/types/pages/sellerRegister';
import { mockHttp } from '../support/http';
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
const URL = '/my-store/1/product-register';

const CARD_CONDITIONS = [
  ['M', 'Nova (M)'],
  ['NM', 'Praticamente nova (NM)'],
  ['SP', 'Levemente jogada (SP)'],
  ['MP', 'Moderadamente jogada (MP)'],
  ['HP', 'Muito jogada (HP)'],
  ['D', 'Danificada (D)'],
].map(([code, name]) => ({ code, name }));

const listing = (overrides: Partial<OwnListing> = {}): OwnListing => ({
  id: 900,
  condition: 'SP',
  condition_name: 'Levemente jogada (SP)',
  language: 'EN',
  language_name: 'Inglês',
  extras: [],
  quantity: 2,
  price: 8,
  status: 'available',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function chosen(listings: OwnListing[] = [listing()]): RegisterProduct {
  return {
    product: {
      id: 42,
      type: 'card',
      name: 'Dragão Ancião de Fogo',
      name_en: 'Ancient Dragon of Fire',
      number: '023/250',
      code_pro: 'LA01-023',
      rdc: '1042',
      collection: { code: 'LA01', name: 'Lendas Ancestrais' },
      category: { id: 101, name: 'Jogo 1' },
      url: '/media/products/42.svg',
    },
    min_price: 9.5,
    offers_count: 7,
    conditions: CARD_CONDITIONS.map((c) => ({
      ...c,
      offers: c.code === 'NM' ? 3 : 0,
      min_price: c.code === 'NM' ? 12.9 : null,
    })),
    listings,
  };
}

const props = (selected: RegisterProduct | null = chosen()): ProductRegisterProps => ({
  store: STORE,
  kinds: ['card', 'tcg', 'accessory', 'bra'],
  conditions: { card: CARD_CONDITIONS, other: [{ code: 'sealed', name: 'Lacrado' }] },
  languages: [
    { code: 'BR', name: 'Português' },
    { code: 'EN', name: 'Inglês' },
  ],
  extras: [
    { code: 'foil', name: 'Foil' },
    { code: 'promo', name: 'Promo' },
  ],
  categories: { tcg: [], accessory: [], bra: [] },
  collections: [],
  selected,
});

const renderRegister = (selected: RegisterProduct | null = chosen()) =>
  renderPage(MyStoreProductsRegister, {
    url: selected ? `${URL}?product=${selected.product.id}` : URL,
    props: props(selected),
  });

const form = () => within(screen.getByTestId('listing-form'));
const submit = () => form().getByRole('button', { name: /Anunciar|Salvar alteração/ });

describe('listing a catalogue product', () => {
  it('shows the chosen product, the market price as a hint and the store listings of it', () => {
    logIn();
    renderRegister();
    const panel = within(screen.getByTestId('chosen-product'));
    expect(panel.getByRole('heading', { name: 'Dragão Ancião de Fogo' })).toBeInTheDocument();
    expect(panel.getByText('Lendas Ancestrais (LA01)')).toBeInTheDocument();
    expect(panel.getByText('023/250')).toBeInTheDocument();
    expect(screen.getByTestId('market-min')).toHaveTextContent('R$ 9,50');
    expect(panel.getByTestId('own-listing')).toHaveTextContent('SP');
    // A new card listing starts NM in Portuguese; the hint is the cheapest NM offer.
    expect(form().getByLabelText('Condição')).toHaveValue('NM');
    expect(form().getByLabelText('Idioma')).toHaveValue('BR');
    expect(screen.getByTestId('price-hint')).toHaveTextContent('Menor preço no mercado: R$ 12,90');
  });

  it('checks the fields before sending: a price above zero, a whole quantity', async () => {
    logIn();
    const http = mockHttp({});
    renderRegister();
    const user = userEvent.setup();
    await user.clear(form().getByLabelText('Quantidade'));
    await user.type(form().getByLabelText('Quantidade'), '1,5');
    await user.click(submit());
    expect(form().getByLabelText('Preço (R$)')).toHaveAccessibleDescription('Informe o preço.');
    expect(form().getByLabelText('Quantidade')).toHaveAccessibleDescription(
      'A quantidade deve ser um número inteiro, zero ou mais.',
    );
    await user.type(form().getByLabelText('Preço (R$)'), '0');
    await user.click(submit());
    expect(form().getByLabelText('Preço (R$)')).toHaveAccessibleDescription(
      'O preço deve ser maior que zero.',
    );
    expect(http.seen.filter((r) => r.url === '/v1/product-store-save/')).toHaveLength(0);
  });

  it("shows the server's 422 texts under their fields", async () => {
    logIn();
    mockHttp({
      'POST /v1/product-store-save/': {
        status: 422,
        data: {
          message: 'O campo preço é grande demais.',
          errors: { price: ['O campo preço é grande demais.'], language: ['O campo idioma é inválido.'] },
        },
      },
    });
    renderRegister();
    const user = userEvent.setup();
    await user.type(form().getByLabelText('Preço (R$)'), '99999999');
    await user.click(submit());
    await waitFor(() =>
      expect(form().getByLabelText('Preço (R$)')).toHaveAccessibleDescription(
        'O campo preço é grande demais.',
      ),
    );
    expect(form().getByLabelText('Idioma')).toHaveAccessibleDescription('O campo idioma é inválido.');
  });

  it("saves the listing, reads the store's listings again, and toasts 100 ms after the full save", async () => {
    logIn();
    const success = vi.spyOn(notify, 'success');
    const saved = listing({
      id: 901,
      condition: 'NM',
      language: 'BR',
      extras: ['foil'],
      quantity: 3,
      price: 12.5,
    });
    const http = mockHttp({
      'POST /v1/product-store-save/': {
        status: 201,
        data: { error: false, message: 'Criado/Alterado com sucesso.', result: saved },
      },
      'POST /v1/product-register/product': {
        status: 200,
        data: { error: false, message: '', result: chosen([saved, listing()]) },
      },
    });
    renderRegister();
    const user = userEvent.setup();
    await user.click(form().getByLabelText('Foil'));
    await user.type(form().getByLabelText('Preço (R$)'), '12,50');
    await user.clear(form().getByLabelText('Quantidade'));
    await user.type(form().getByLabelText('Quantidade'), '3');

    vi.useFakeTimers();
    fireEvent.click(submit());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(http.seen.find((r) => r.url === '/v1/product-store-save/')?.data).toEqual({
      store_id: 1,
      product_id: 42,
      condition: 'NM',
      language: 'BR',
      extras: ['foil'],
      quantity: 3,
      price: 12.5,
    });
    // The store's listings were read again, and the new one is on screen.
    expect(http.seen.find((r) => r.url === '/v1/product-register/product')?.data).toEqual({
      store_id: 1,
      product_id: 42,
    });
    expect(screen.getAllByTestId('own-listing')).toHaveLength(2);
    expect(success).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_TOAST_DELAY_MS - 1);
    });
    expect(success).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(success).toHaveBeenCalledWith('Criado/Alterado com sucesso.');
  });

  it('changes the listing the store already has for the same key, with the quantity seen', async () => {
    logIn();
    const http = mockHttp({
      'POST /v1/product-store-save/': {
        status: 200,
        data: { error: false, message: 'Criado/Alterado com sucesso.', result: listing() },
      },
      'POST /v1/product-register/product': { status: 200, data: { error: false, result: chosen() } },
    });
    renderRegister();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('own-listing')).getByRole('button', { name: 'Alterar' }));
    expect(form().getByLabelText('Condição')).toHaveValue('SP');
    expect(form().getByLabelText('Idioma')).toHaveValue('EN');
    expect(form().getByLabelText('Preço (R$)')).toHaveValue('8,00');
    expect(form().getByRole('note')).toHaveTextContent('Você já anuncia este produto');
    await user.clear(form().getByLabelText('Preço (R$)'));
    await user.type(form().getByLabelText('Preço (R$)'), '7,90');
    await user.click(form().getByRole('button', { name: 'Salvar alteração' }));
    await waitFor(() => expect(http.seen.some((r) => r.url === '/v1/product-store-save/')).toBe(true));
    expect(http.seen.find((r) => r.url === '/v1/product-store-save/')?.data).toMatchObject({
      id: 900,
      expected_quantity: 2,
      condition: 'SP',
      language: 'EN',
      price: 7.9,
      quantity: 2,
    });
  });

  it('searches the catalogue of the chosen kind and opens the form of the product picked', async () => {
    logIn();
    const entry = {
      ...chosen().product,
      rarity: 'Rara',
      can_send_bra_center: false,
    };
    const http = mockHttp({
      'GET /v1/1/products-by-api': {
        status: 200,
        data: { data: [entry], paginate: { current_page: 1, last_page: 1, per_page: 20, total: 1 } },
      },
      'GET /v1/1/products-by-api-tcg': {
        status: 200,
        data: { data: [], paginate: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
      },
      'POST /v1/product-register/product': { status: 200, data: { error: false, result: chosen([]) } },
    });
    renderRegister(null);
    expect(screen.queryByTestId('listing-form')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome do produto'), 'dragao');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const result = await screen.findByTestId('register-result');
    expect(http.seen.find((r) => r.url === '/v1/1/products-by-api')?.params).toMatchObject({
      query: 'dragao',
      page: 1,
    });
    expect(result).toHaveTextContent('Lendas Ancestrais · 023/250');
    await user.click(within(result).getByRole('button', { name: 'Anunciar Dragão Ancião de Fogo' }));
    expect(await screen.findByTestId('listing-form')).toBeInTheDocument();
    expect(screen.getByText('Sua loja ainda não anuncia este produto.')).toBeInTheDocument();
    expect(window.location.search).toBe('?product=42');

    // Another kind searches its own lookup.
    await user.click(screen.getByRole('button', { name: 'Produtos TCG' }));
    await waitFor(() => expect(http.seen.some((r) => r.url === '/v1/1/products-by-api-tcg')).toBe(true));
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeInTheDocument();
  });
});

const suggestion = (overrides: Partial<SuggestionItem> = {}): SuggestionItem => ({
  id: 5,
  user_id: 7,
  name: 'Fênix Anciã',
  collection: 'Lendas Ancestrais',
  type: 'card',
  notes: null,
  status: 'approved',
  status_label: 'Aprovada',
  reviewed_at: '2026-11-21T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const createProps = (overrides: Partial<ProductCreateProps> = {}): ProductCreateProps => ({
  store: STORE,
  store_id: 1,
  kinds: ['card', 'tcg', 'accessory', 'bra'],
  languages: [{ code: 'BR', name: 'Português' }],
  suggestions: [suggestion()],
  ...overrides,
});

const renderCreate = (overrides: Partial<ProductCreateProps> = {}) =>
  renderPage(MyStoreProductsCreate, {
    url: '/my-store/1/product-create',
    props: createProps(overrides),
  });

describe('suggesting a missing product', () => {
  it('asks a visitor to log in', () => {
    renderCreate({ store: null, suggestions: null });
    expect(screen.getByTestId('login-prompt')).toHaveTextContent(
      'Entre na sua conta para sugerir um produto',
    );
    expect(screen.queryByTestId('suggestion-form')).toBeNull();
    expect(screen.queryByTestId('seller-frame')).toBeNull();
  });

  it('sends the suggestion and lists it as pending on top of the others', async () => {
    logIn();
    const success = vi.spyOn(notify, 'success');
    const http = mockHttp({
      'POST /v1/product/create_product': {
        status: 201,
        data: {
          error: false,
          message: 'Salvo com sucesso',
          result: suggestion({
            id: 6,
            name: 'Iara, Guardiã da Aurora',
            status: 'pending',
            status_label: 'Pendente',
            notes: 'Número: 101/250',
          }),
        },
      },
    });
    renderCreate();
    expect(screen.getByTestId('seller-frame')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome do produto'), 'Iara, Guardiã da Aurora');
    await user.type(screen.getByLabelText('Número'), '101/250');
    await user.selectOptions(screen.getByLabelText('Idioma'), 'BR');
    await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    await waitFor(() => expect(screen.getAllByTestId('suggestion')).toHaveLength(2));
    expect(http.seen.find((r) => r.url === '/v1/product/create_product')?.data).toEqual({
      name: 'Iara, Guardiã da Aurora',
      type: 'card',
      collection: null,
      number: '101/250',
      language: 'BR',
      notes: null,
    });
    const [first] = screen.getAllByTestId('suggestion');
    expect(first).toHaveTextContent('Iara, Guardiã da Aurora');
    expect(within(first).getByTestId('suggestion-status')).toHaveTextContent('Pendente');
    expect(success).toHaveBeenCalledWith('Salvo com sucesso');
    expect(screen.getByLabelText('Nome do produto')).toHaveValue('');
  });

  it("shows 422 texts under the fields and 'Erro ao salvar, aguarde e tente mais tarde' on a failure", async () => {
    logIn();
    const error = vi.spyOn(notify, 'error');
    let status = 422;
    mockHttp({
      'POST /v1/product/create_product': () =>
        status === 422
          ? {
              status,
              data: {
                message: 'O campo nome é obrigatório.',
                errors: { name: ['O campo nome é obrigatório.'] },
              },
            }
          : { status, data: { error: true, message: 'Erro ao salvar, aguarde e tente mais tarde' } },
    });
    renderCreate();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nome do produto')).toHaveAccessibleDescription(
        'O campo nome é obrigatório.',
      ),
    );
    expect(error).not.toHaveBeenCalled();
    status = 500;
    await user.type(screen.getByLabelText('Nome do produto'), 'Carta');
    await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro ao salvar, aguarde e tente mais tarde'));
    expect(screen.getAllByTestId('suggestion')).toHaveLength(1);
  });
});
