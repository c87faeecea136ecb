import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WantsShow from '@/Pages/Wants/Show';
import type { Optimization, WantLine, WantList } from '@/types/pages/wants';
import { mockHttp } from '../support/http';
import { renderPage } from '../support/render';
import { logIn } from '../support/session';

const line = (over: Partial<WantLine>): WantLine => ({
  id: 1,
  position: 1,
  quantity: 4,
  source: '4 Relâmpago',
  status: 'matched',
  any_edition: true,
  product: null,
  card_name: 'Relâmpago',
  min_condition: null,
  languages: [],
  extras: [],
  max_price: null,
  suggestions: [],
  ...over,
});

const list: WantList = {
  id: 7,
  name: 'Deck de dragões',
  alerts: true,
  created_at: '2026-11-29T00:00:00Z',
  updated_at: '2026-11-29T00:00:00Z',
  lines: [
    line({}),
    line({
      id: 2,
      position: 2,
      quantity: 1,
      source: 'Dragão Ancião',
      status: 'ambiguous',
      card_name: null,
      suggestions: [
        { product_id: 11, name: 'Dragão Ancião de Fogo', collection: 'Chamas', image: null },
        { product_id: 12, name: 'Dragão Ancião de Gelo', collection: 'Gelo', image: null },
      ],
    }),
  ],
};

const result: Optimization = {
  list_id: 7,
  cep: '01310-100',
  status: 'optimal',
  gap: 0,
  bound: 37.9,
  millis: 40,
  items: 22,
  shipping: 15.9,
  total: 37.9,
  stores_count: 1,
  stores_proven: null,
  store_limit: null,
  stores: [
    {
      id: 3,
      name: 'Loja A',
      slug: 'loja-a',
      uf: 'SP',
      subtotal: 22,
      shipping: 15.9,
      free_shipping: false,
      weight_grams: 140,
      items: [
        {
          listing_id: 9,
          line_id: 1,
          product: { id: 5, name: 'Relâmpago', collection: null },
          condition: 'NM',
          language: 'BR',
          extras: [],
          price: 5.5,
          quantity: 4,
          total: 22,
        },
      ],
    },
  ],
  uncovered: [],
  unresolved: [],
  naive: { total: 51.8, saving: 13.9, stores_count: 2 },
  cart: null,
};

describe('/wants/{id}', () => {
  it('shows the lines, lets the buyer pick a suggestion and builds the cheapest cart', async () => {
    logIn();
    const http = mockHttp({
      'PUT /v1/wants/lines/2': {
        status: 200,
        data: {
          error: false,
          message: '',
          result: line({ id: 2, quantity: 1, card_name: 'Dragão Ancião de Gelo' }),
        },
      },
      'POST /v1/wants/7/optimize': { status: 200, data: { error: false, message: '', result } },
    });
    renderPage(WantsShow, { url: '/wants/7', props: { list, cep: '01310-100' } });
    expect(screen.getByRole('heading', { name: 'Deck de dragões' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Escolha a carta' }), '12');
    await waitFor(() => expect(screen.getByText('Dragão Ancião de Gelo')).toBeInTheDocument());
    expect(http.seen.find((r) => r.method === 'PUT')?.data).toEqual({ product_id: 12, any_edition: true });

    await userEvent.click(screen.getByRole('button', { name: 'Montar carrinho mais barato' }));
    const panel = await screen.findByTestId('optimization');
    expect(panel).toHaveTextContent('Comprovadamente o menor preço');
    expect(panel).toHaveTextContent(/Total: R\$\s37,90/);
    expect(within(panel).getByText(/Loja A/)).toBeInTheDocument();
    expect(panel).toHaveTextContent(/Economia de R\$\s13,90/);
    expect(http.seen.find((r) => r.url === '/v1/wants/7/optimize')?.data).toEqual({
      cep: '01310-100',
      mode: 'cheapest',
    });
    expect(screen.getByRole('button', { name: 'Substituir carrinho' })).toBeEnabled();
  });

  it('an empty paste shows the message under the box and adds no line', async () => {
    logIn();
    const http = mockHttp({
      'POST /v1/wants/7/entries': {
        status: 422,
        data: {
          message: 'Cole ao menos uma carta: a lista está vazia.',
          errors: { text: ['Cole ao menos uma carta: a lista está vazia.'] },
        },
      },
    });
    renderPage(WantsShow, { url: '/wants/7', props: { list, cep: null } });
    expect(document.querySelectorAll('li[data-status]')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar à lista' }));
    const box = screen.getByRole('textbox', { name: 'Colar lista de cartas' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Cole ao menos uma carta: a lista está vazia.');
    expect(http.seen.find((r) => r.url === '/v1/wants/7/entries')?.data).toEqual({ text: '' });
    expect(document.querySelectorAll('li[data-status]')).toHaveLength(2);
  });

  it('says "at most x % above" for a cart proven within the API gap, not "the lowest price"', async () => {
    logIn();
    mockHttp({
      'POST /v1/wants/7/optimize': {
        status: 200,
        data: { error: false, message: '', result: { ...result, status: 'optimal', gap: 0.004 } },
      },
    });
    renderPage(WantsShow, { url: '/wants/7', props: { list, cep: '01310-100' } });
    await userEvent.click(screen.getByRole('button', { name: 'Montar carrinho mais barato' }));
    const panel = await screen.findByTestId('optimization');
    expect(panel).toHaveTextContent('No máximo 0,4% acima do menor preço possível');
    expect(panel).not.toHaveTextContent('Comprovadamente o menor preço');
  });

  it('with the fewest stores, says whether that count is proven and that the price is the lowest within it', async () => {
    logIn();
    const http = mockHttp({
      'POST /v1/wants/7/optimize': {
        status: 200,
        data: { error: false, message: '', result: { ...result, stores_proven: false, store_limit: 1 } },
      },
    });
    renderPage(WantsShow, { url: '/wants/7', props: { list, cep: '01310-100' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Critério' }), 'fewest');
    await userEvent.click(screen.getByRole('button', { name: 'Montar carrinho mais barato' }));
    const panel = await screen.findByTestId('optimization');
    expect(http.seen.find((r) => r.url === '/v1/wants/7/optimize')?.data).toMatchObject({ mode: 'fewest' });
    expect(panel).toHaveTextContent('Comprovadamente o menor preço com esse limite de lojas');
    expect(within(panel).getByTestId('fewest-proof')).toHaveTextContent(
      'O menor número de lojas encontrado no tempo do cálculo: pode haver um carrinho com menos lojas',
    );
  });
});
