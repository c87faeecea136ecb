import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyAccount from '@/Pages/MyAccount/Index';
import type { OrderGroup } from '@/types/cart';
import { mockHttp } from '../../support/http';
import { renderPage } from '../../support/render';
import { fakeSession, logIn } from '../../support/session';
import { orderGroup, storeOrder } from '../fixtures';
import { quietLogs } from '../support';

quietLogs();

/** The page's `orders` prop: page `n` of `last`, as paginate-order's groups (server/http/pages/account.ts). */
const orders = (groups: OrderGroup[], n = 1, last = 1, total = groups.length) => ({
  data: groups,
  paginate: { current_page: n, last_page: last, per_page: 10, total },
});

const open = (props: { orders: ReturnType<typeof orders> }) => {
  logIn();
  const http = mockHttp({});
  renderPage(MyAccount, { url: '/my-account', props: { profile: fakeSession().user, ...props } });
  return http;
};

describe('My account: orders', () => {
  it('shows the orders the server gave, each with its store orders and their statuses', () => {
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
    const http = open({ orders: orders([first]) });
    const section = screen.getByRole('region', { name: 'Meus pedidos' });
    const groups = within(section).getAllByTestId('order-group');
    expect(groups).toHaveLength(1);
    const stores = within(groups[0]).getAllByTestId('store-order');
    expect(stores[0]).toHaveTextContent('Loja Alfa');
    expect(within(stores[0]).getByTestId('status-badge')).toHaveTextContent('Pago');
    expect(within(stores[1]).getByTestId('status-badge')).toHaveTextContent('Enviado');
    expect(within(groups[0]).getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute(
      'href',
      'http://localhost/my-account/order-view/70',
    );
    expect(within(section).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    // Nothing is asked for in the browser but the header's notices.
    expect(http.seen.filter((r) => r.url !== '/v1/notices')).toEqual([]);
    // The profile form is there too.
    expect(screen.getByLabelText('Nome')).toHaveValue('Bruna');
  });

  it('"carregar mais" asks the server for the next page of the orders prop alone', async () => {
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    open({ orders: orders([orderGroup()], 1, 2, 12) });
    expect(screen.getByTestId('list-count')).toHaveTextContent('Mostrando 1 de 12');
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(reload).toHaveBeenCalledWith(
      expect.objectContaining({ only: ['orders'], data: { page: 2 }, preserveUrl: true }),
    );
  });

  it('shows the empty state', () => {
    open({ orders: orders([]) });
    expect(screen.getByText('Você ainda não fez pedidos.')).toBeInTheDocument();
  });
});
