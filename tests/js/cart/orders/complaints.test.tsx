import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ComplaintsIndex from '@/Pages/Complaints/Index';
import type { Complaint } from '@/types/cart';
import { mockHttp } from '../../support/http';
import { renderPage } from '../../support/render';
import { logIn } from '../../support/session';
import { ok, quietLogs } from '../support';

quietLogs();

function complaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    id: 5,
    store_order_id: 71,
    order_number: 'PED-71',
    order_group_id: 70,
    store: { id: 1, name: 'Loja Alfa', slug: 'loja-alfa' },
    buyer: { id: 7, name: 'Bruna' },
    reason: 'Produto não recebido',
    status: 'open',
    closed_by: null,
    created_at: '2025-03-10T10:00:00.000Z',
    updated_at: '2025-03-10T10:00:00.000Z',
    messages_count: 2,
    messages: [
      {
        id: 1,
        author: 'buyer',
        author_name: 'Bruna',
        body: 'O pedido não chegou.',
        created_at: '2025-03-10T10:00:00.000Z',
      },
      {
        id: 2,
        author: 'store',
        author_name: 'Loja Alfa',
        body: 'Vamos verificar.',
        created_at: '2025-03-10T11:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const list = (items: Complaint[]) => ({
  status: 200,
  data: {
    error: false,
    message: '',
    data: items,
    paginate: { current_page: 1, last_page: 1, per_page: 10, total: items.length },
  },
});

describe('Complaints', () => {
  it('lists the buyer’s complaints with their status', async () => {
    logIn();
    mockHttp({ 'GET /v1/complaints': list([complaint()]) });
    renderPage(ComplaintsIndex as never, { url: '/complaints' });
    const [row] = await screen.findAllByTestId('complaint');
    expect(within(row).getByRole('link', { name: 'Produto não recebido' })).toHaveAttribute(
      'href',
      'http://localhost/complaints/5',
    );
    expect(within(row).getByTestId('complaint-status')).toHaveTextContent('Aberta');
  });

  it('shows the empty state of the list', async () => {
    logIn();
    mockHttp({ 'GET /v1/complaints': list([]) });
    renderPage(ComplaintsIndex as never, { url: '/complaints' });
    expect(await screen.findByText('Você não tem reclamações.')).toBeInTheDocument();
  });

  it('shows the error state of the list', async () => {
    logIn();
    mockHttp({ 'GET /v1/complaints': { status: 500, data: {} } });
    renderPage(ComplaintsIndex as never, { url: '/complaints' });
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Erro ao carregar as reclamações');
  });

  it('opens a complaint on a store order and goes to it', async () => {
    logIn();
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    const mock = mockHttp({
      'GET /v1/complaints': list([]),
      'POST /v1/complaints/': {
        status: 201,
        data: { error: false, message: 'Enviado com sucesso.', result: complaint({ id: 9 }) },
      },
    });
    renderPage(ComplaintsIndex as never, { url: '/complaints?order=71' });
    const form = await screen.findByTestId('new-complaint');
    await userEvent.selectOptions(within(form).getByLabelText('Motivo'), 'Produto danificado');
    await userEvent.type(within(form).getByLabelText('Descreva o problema'), 'A carta chegou dobrada.');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar reclamação' }));
    await waitFor(() => expect(visit).toHaveBeenCalledWith('http://localhost/complaints/9'));
    expect(mock.seen.find((r) => r.url === '/v1/complaints/')?.data).toEqual({
      store_order_id: 71,
      reason: 'Produto danificado',
      message: 'A carta chegou dobrada.',
    });
  });

  it('shows the messages of a complaint and sends an answer', async () => {
    logIn();
    const mock = mockHttp({
      'GET /v1/complaints/5': ok(complaint()),
      'POST /v1/complaint/add_message': ok({ id: 3 }, 'Enviado com sucesso.'),
    });
    renderPage(ComplaintsIndex as never, { url: '/complaints/5' });
    const messages = await screen.findAllByTestId('complaint-message');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('Você');
    expect(messages[1]).toHaveTextContent('Loja Alfa');
    await userEvent.type(screen.getByLabelText('Sua mensagem'), 'Obrigada!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/complaint/add_message')?.data).toEqual({
        complaint_id: 5,
        message: 'Obrigada!',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Sua mensagem')).toHaveValue(''));
  });

  it('a closed complaint takes no more messages', async () => {
    logIn();
    mockHttp({ 'GET /v1/complaints/5': ok(complaint({ status: 'closed', closed_by: 'buyer' })) });
    renderPage(ComplaintsIndex as never, { url: '/complaints/5' });
    expect(await screen.findByText('Esta reclamação foi encerrada.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sua mensagem')).toBeNull();
  });
});
