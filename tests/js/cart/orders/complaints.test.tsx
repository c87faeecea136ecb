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

/** The page's `complaints` prop: page 1 of `last`, as GET /v1/complaints gives it. */
const list = (items: Complaint[], last = 1, total = items.length) => ({
  data: items,
  paginate: { current_page: 1, last_page: last, per_page: 10, total },
});

describe('Complaints', () => {
  it('lists the buyer’s complaints the server gave, with their status', () => {
    logIn();
    const http = mockHttp({});
    renderPage(ComplaintsIndex, { url: '/complaints', props: { complaints: list([complaint()]) } });
    const [row] = screen.getAllByTestId('complaint');
    expect(within(row).getByRole('link', { name: 'Produto não recebido' })).toHaveAttribute(
      'href',
      'http://localhost/complaints/5',
    );
    expect(within(row).getByTestId('complaint-status')).toHaveTextContent('Aberta');
    expect(screen.queryByTestId('new-complaint')).toBeNull();
    expect(http.seen.filter((r) => r.url.startsWith('/v1/complaints'))).toEqual([]);
  });

  it('"carregar mais" asks the server for the next page of the complaints prop alone', async () => {
    logIn();
    mockHttp({});
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    renderPage(ComplaintsIndex, {
      url: '/complaints',
      props: { complaints: list([complaint()], 2, 11) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['complaints'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('shows the empty state of the list', () => {
    logIn();
    mockHttp({});
    renderPage(ComplaintsIndex, { url: '/complaints', props: { complaints: list([]) } });
    expect(screen.getByText('Você não tem reclamações.')).toBeInTheDocument();
  });

  it('opens a complaint on a store order and goes to it', async () => {
    logIn();
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    const mock = mockHttp({
      'POST /v1/complaints/': {
        status: 201,
        data: { error: false, message: 'Enviado com sucesso.', result: complaint({ id: 9 }) },
      },
    });
    renderPage(ComplaintsIndex, { url: '/complaints?order=71', props: { complaints: list([]) } });
    const form = screen.getByTestId('new-complaint');
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

  it('shows the messages of the complaint the server gave, sends an answer and shows it', async () => {
    logIn();
    const answered = complaint();
    answered.messages = [
      ...(answered.messages ?? []),
      {
        id: 3,
        author: 'buyer',
        author_name: 'Bruna',
        body: 'Obrigada!',
        created_at: '2025-03-10T12:00:00.000Z',
      },
    ];
    const mock = mockHttp({
      'GET /v1/complaints/5': ok(answered),
      'POST /v1/complaint/add_message': ok({ id: 3 }, 'Enviado com sucesso.'),
    });
    renderPage(ComplaintsIndex, { url: '/complaints/5', props: { complaint: complaint() } });
    expect(screen.getByRole('link', { name: 'Todas as reclamações' })).toBeInTheDocument();
    const messages = screen.getAllByTestId('complaint-message');
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
    await waitFor(() => expect(screen.getAllByTestId('complaint-message')).toHaveLength(3));
  });

  it('a closed complaint takes no more messages', () => {
    logIn();
    mockHttp({});
    renderPage(ComplaintsIndex, {
      url: '/complaints/5',
      props: { complaint: complaint({ status: 'closed', closed_by: 'buyer' }) },
    });
    expect(screen.getByText('Esta reclamação foi encerrada.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sua mensagem')).toBeNull();
  });
});
