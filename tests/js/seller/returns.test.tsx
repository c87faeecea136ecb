import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReturnRequest from '@/Components/Orders/ReturnRequest';
import { withMessage } from '@/hooks/seller/complaints/useLiveComplaint';
import MyStoreComplaints from '@/Pages/MyStore/Complaints/Index';
import MyStoreOrderDefense from '@/Pages/MyStore/Orders/Defense';
import MyStoreOrdersReturned from '@/Pages/MyStore/Orders/Returned';
import type { Complaint } from '@/types/cart';
import type { OrderReturn, ReturnedOrdersProps } from '@/types/pages/sellerReturns';
import { mockHttp } from '../support/http';
import { renderPage, renderWithI18n } from '../support/render';
import { logIn } from '../support/session';

const store = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  status: 'active' as const,
  logo_url: null,
  uf: 'SP',
  city: 'São Paulo',
};

const request: OrderReturn = {
  id: 41,
  store_order_id: 9,
  order_number: 'MC-000009-1',
  order_group_id: 9,
  order_status: 'delivered',
  store_id: 1,
  buyer: { id: 7, name: 'Bruna' },
  reason: 'A carta chegou dobrada no canto.',
  status: 'requested',
  status_label: 'Aguardando resposta',
  store_answer: null,
  created_at: '2031-01-10T12:00:00.000Z',
  answered_at: null,
  delivered_at: '2031-01-08T12:00:00.000Z',
  total: 35.9,
  items: [
    {
      id: 1,
      name: 'Dragão Branco de Olhos Azuis',
      image: null,
      condition: 'NM',
      language: 'BR',
      quantity: 1,
      unit_price: 25.9,
    },
  ],
};

const returnedProps = (overrides: Partial<ReturnedOrdersProps> = {}): ReturnedOrdersProps => ({
  store,
  status: 'requested',
  counts: { requested: 1, accepted: 3, refused: 0 },
  returns: { data: [request], paginate: { current_page: 1, last_page: 1, per_page: 10, total: 1 } },
  ...overrides,
});

const renderReturned = (overrides: Partial<ReturnedOrdersProps> = {}) =>
  renderPage(MyStoreOrdersReturned, {
    url: '/my-store/1/returned-orders',
    props: { ...returnedProps(overrides) },
  });

const answered = (status: 'accepted' | 'refused', answer: string | null = null) => ({
  status: 200,
  data: { error: false, message: 'ok', result: { ...request, status, store_answer: answer } },
});

describe('MyStore/Orders/Returned', () => {
  afterEach(() => vi.restoreAllMocks());
  // The answer reads the screen's props again (a partial reload the tests only record).
  beforeEach(() => {
    vi.spyOn(router, 'reload').mockImplementation(() => {});
  });

  it('shows the tabs with their counts and the request with its order, buyer, items and reason', () => {
    logIn();
    mockHttp({});
    renderReturned();
    expect(screen.getByTestId('return-tab-requested')).toHaveTextContent('Aguardando resposta 1');
    expect(screen.getByTestId('return-tab-accepted')).toHaveTextContent('Aceitas 3');
    expect(screen.getByTestId('return-tab-requested')).toHaveAttribute('aria-current', 'page');
    const card = screen.getByTestId('order-return');
    expect(within(card).getByText('Pedido MC-000009-1')).toBeInTheDocument();
    expect(within(card).getByText(/Bruna/)).toBeInTheDocument();
    expect(within(card).getByText(/Dragão Branco de Olhos Azuis/)).toBeInTheDocument();
    expect(within(card).getByText('A carta chegou dobrada no canto.')).toBeInTheDocument();
  });

  it('accepts a request after confirming', async () => {
    logIn();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const mock = mockHttp({ 'POST /v1/order-return/answer': answered('accepted') });
    renderReturned();
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar devolução' }));
    await waitFor(() => expect(router.reload).toHaveBeenCalled());
    expect(mock.seen.find((r) => r.url === '/v1/order-return/answer')?.data).toEqual({
      return_id: 41,
      accept: true,
    });
    expect(vi.mocked(router.reload).mock.calls[0][0]).toMatchObject({ only: ['returns', 'counts'] });
    mock.restore();
  });

  it('refusing needs an answer; with one it is sent', async () => {
    logIn();
    const mock = mockHttp({ 'POST /v1/order-return/answer': answered('refused', 'Enviada perfeita.') });
    renderReturned();
    await userEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recusar devolução' }));
    expect(
      screen.getByText('Escreva a resposta ao comprador (pelo menos 5 caracteres).'),
    ).toBeInTheDocument();
    expect(mock.seen.some((r) => r.url === '/v1/order-return/answer')).toBe(false);
    await userEvent.type(
      screen.getByLabelText('Explique ao comprador por que a devolução foi recusada'),
      'Enviada perfeita.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recusar devolução' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/order-return/answer')?.data).toEqual({
        return_id: 41,
        accept: false,
        answer: 'Enviada perfeita.',
      }),
    );
    mock.restore();
  });

  it('shows the server’s field message when the answer is refused (422)', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/order-return/answer': {
        status: 422,
        data: {
          message: 'Resposta curta.',
          errors: { answer: ['O campo resposta deve ter pelo menos 5 caracteres.'] },
        },
      },
    });
    renderReturned();
    await userEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    await userEvent.type(
      screen.getByLabelText('Explique ao comprador por que a devolução foi recusada'),
      'Não  ',
    );
    // Five characters with the spaces: the browser lets it go, the server trims and refuses it.
    await userEvent.type(
      screen.getByLabelText('Explique ao comprador por que a devolução foi recusada'),
      'x',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recusar devolução' }));
    expect(await screen.findByText('O campo resposta deve ter pelo menos 5 caracteres.')).toBeInTheDocument();
    mock.restore();
  });

  it('an empty tab says so', () => {
    logIn();
    mockHttp({});
    renderReturned({
      status: 'refused',
      returns: { data: [], paginate: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
    });
    expect(screen.getByTestId('returns-empty')).toHaveTextContent('Nenhuma devolução recusada.');
  });
});

describe('ReturnRequest (the buyer’s order)', () => {
  it('asks for a reason of 10 characters, then sends the request', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/order-return': {
        status: 201,
        data: { error: false, message: 'Pedido de devolução enviado.', result: request },
      },
    });
    renderWithI18n(<ReturnRequest storeOrderId={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir devolução' }));
    const reason = screen.getByLabelText('Por que você quer devolver este pedido?');
    await userEvent.type(reason, 'curto');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido de devolução' }));
    expect(screen.getByText('Conte o motivo em pelo menos 10 caracteres.')).toBeInTheDocument();
    expect(mock.seen.some((r) => r.url === '/v1/order-return')).toBe(false);
    await userEvent.type(reason, ': a carta veio dobrada');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido de devolução' }));
    expect(await screen.findByTestId('return-sent')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/order-return')?.data).toEqual({
      store_order_id: 9,
      reason: 'curto: a carta veio dobrada',
    });
    mock.restore();
  });

  it('shows the server’s reason for a refusal (the window closed)', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/order-return': {
        status: 422,
        data: {
          message: 'O prazo terminou.',
          errors: {
            store_order_id: ['O prazo para pedir a devolução terminou: são 7 dias a partir da entrega.'],
          },
        },
      },
    });
    renderWithI18n(<ReturnRequest storeOrderId={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir devolução' }));
    await userEvent.type(
      screen.getByLabelText('Por que você quer devolver este pedido?'),
      'A carta veio dobrada.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido de devolução' }));
    expect(await screen.findByText(/são 7 dias a partir da entrega/)).toBeInTheDocument();
    mock.restore();
  });
});

const complaint: Complaint = {
  id: 5,
  store_order_id: 9,
  order_number: 'MC-000009-1',
  order_group_id: 9,
  store: { id: 1, name: 'Loja do Sérgio', slug: 'loja-do-sergio' },
  buyer: { id: 7, name: 'Bruna' },
  reason: 'Produto não recebido',
  status: 'open',
  closed_by: null,
  created_at: '2031-01-10T12:00:00.000Z',
  updated_at: '2031-01-10T12:00:00.000Z',
  messages_count: 1,
  messages: [
    {
      id: 1,
      author: 'buyer',
      author_name: 'Bruna',
      body: 'O rastreio parou.',
      created_at: '2031-01-10T12:00:00.000Z',
    },
  ],
};

describe('the store’s complaint screens', () => {
  it('one complaint: the store answers and the thread is read again', async () => {
    logIn();
    const answer = {
      id: 2,
      author: 'store' as const,
      author_name: 'Loja do Sérgio',
      body: 'Reenviamos hoje.',
      created_at: '2031-01-10T13:00:00.000Z',
    };
    const mock = mockHttp({
      'POST /v1/complaint/add_message': {
        status: 201,
        data: { error: false, message: 'Enviado com sucesso.', result: answer },
      },
      'GET /v1/complaints/show_to_store/5': {
        status: 200,
        data: { error: false, message: '', result: withMessage(complaint, answer) },
      },
    });
    renderPage(MyStoreComplaints, { url: '/my-store/complaints/1/5', props: { store, complaint } });
    expect(screen.getByText('O rastreio parou.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Resposta da loja'), 'Reenviamos hoje.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Reenviamos hoje.')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/complaint/add_message')?.data).toEqual({
      complaint_id: 5,
      message: 'Reenviamos hoje.',
    });
    expect(screen.getAllByTestId('complaint-message')).toHaveLength(2);
    mock.restore();
  });

  it('the list links each complaint to its thread', () => {
    logIn();
    mockHttp({});
    renderPage(MyStoreComplaints, {
      url: '/my-store/complaints/1',
      props: {
        store,
        complaints: {
          data: [complaint],
          paginate: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
        },
      },
    });
    expect(screen.getByRole('link', { name: 'Produto não recebido' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/my-store\/complaints\/1\/5$/),
    );
  });

  it('order defense without a complaint says so', () => {
    logIn();
    mockHttp({});
    renderPage(MyStoreOrderDefense, {
      url: '/my-store/1/order-defense/9',
      props: {
        store,
        order: {
          id: 9,
          number: 'MC-000009-1',
          status: 'shipped',
          status_label: 'Enviado',
          buyer: { id: 7, name: 'Bruna' },
          created_at: '2031-01-10T12:00:00.000Z',
        },
        complaint: null,
      },
    });
    expect(screen.getByTestId('defense-none')).toHaveTextContent('Não há reclamação neste pedido.');
    expect(screen.getByTestId('defense-order')).toHaveTextContent('Enviado');
  });

  it('a live message is added once', () => {
    const message = { ...(complaint.messages ?? [])[0], id: 3, body: 'Alguma novidade?' };
    const once = withMessage(complaint, message);
    expect(once.messages).toHaveLength(2);
    expect(once.messages_count).toBe(2);
    expect(withMessage(once, message)).toBe(once);
  });
});
