import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyAccount from '@/Pages/MyAccount/Index';
import { mockHttp } from '../../support/http';
import { renderPage } from '../../support/render';
import { logIn } from '../../support/session';
import { orderGroup, storeOrder } from '../fixtures';
import { holdRequests, quietLogs } from '../support';

quietLogs();

/** POST /v1/paginate-order's answer: spec section 3, "Paginated orders: products, paginate". */
const page = (n: number, last: number, groups: ReturnType<typeof orderGroup>[]) => ({
  status: 200,
  data: {
    error: false,
    message: '',
    products: groups,
    paginate: { current_page: n, last_page: last, per_page: 10, total: 12 },
  },
});

describe('My account: orders', () => {
  it('shows loading, then each order with its store orders and their statuses; more pages append', async () => {
    logIn();
    const first = orderGroup({
      status: 'paid',
      status_label: 'Pago',
      orders: [
        storeOrder({ status: 'paid', status_label: 'Pago' }),
        storeOrder({
          id: 72,
          number: 'PED-72',
          status: 'shipped',
          status_label: 'Enviado',
          store: { ...storeOrder().store, id: 2, name: 'Loja Beta' },
        }),
      ],
    });
    const older = orderGroup({
      id: 60,
      number: 'MC-000060',
      orders: [storeOrder({ id: 61, number: 'PED-61', order_group_id: 60 })],
    });
    const mock = mockHttp({
      'POST /v1/paginate-order': (req) =>
        (req.data as { page: number }).page === 1 ? page(1, 2, [first]) : page(2, 2, [older]),
    });
    const asked = () => mock.seen.filter((r) => r.url === '/v1/paginate-order').map((r) => r.data);
    const held = await holdRequests('/v1/paginate-order');
    renderPage(MyAccount as never, { url: '/my-account' });
    const section = await screen.findByRole('region', { name: 'Meus pedidos' });
    expect(within(section).getByText('Carregando...')).toBeInTheDocument();
    held.release();
    const groups = await within(section).findAllByTestId('order-group');
    expect(groups).toHaveLength(1);
    const stores = within(groups[0]).getAllByTestId('store-order');
    expect(stores[0]).toHaveTextContent('Loja Alfa');
    expect(within(stores[0]).getByTestId('status-badge')).toHaveTextContent('Pago');
    expect(within(stores[1]).getByTestId('status-badge')).toHaveTextContent('Enviado');
    expect(within(groups[0]).getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute(
      'href',
      'http://localhost/my-account/order-view/70',
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Carregar mais' }));
    held.release();
    await waitFor(() => expect(within(section).getAllByTestId('order-group')).toHaveLength(2));
    expect(within(section).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(asked()).toEqual([
      { page: 1, per_page: 10 },
      { page: 2, per_page: 10 },
    ]);
    expect(mock.seen.some((r) => r.url === '/v1/orders')).toBe(false);
    // The profile form is still there.
    expect(screen.getByLabelText('Nome')).toHaveValue('Bruna');
  });

  it('shows the empty state', async () => {
    logIn();
    mockHttp({ 'POST /v1/paginate-order': page(1, 1, []) });
    renderPage(MyAccount as never, { url: '/my-account' });
    expect(await screen.findByText('Você ainda não fez pedidos.')).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar os pedidos' when the list fails", async () => {
    logIn();
    mockHttp({ 'POST /v1/paginate-order': { status: 500, data: {} } });
    renderPage(MyAccount as never, { url: '/my-account' });
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Erro ao carregar os pedidos');
  });
});
