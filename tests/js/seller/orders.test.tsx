import { router } from '@inertiajs/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disconnectEcho } from '@/lib/echo';
import { notify } from '@/lib/notify';
import MyStoreOrderCancel from '@/Pages/MyStore/Orders/Cancel';
import MyStoreOrderDetail from '@/Pages/MyStore/Orders/Detail';
import MyStoreOrdersIndex from '@/Pages/MyStore/Orders/Index';
import type { SellerOrderDetail, SellerOrderRow, SellerOrdersProps } from '@/types/pages/sellerOrders';
import { fakeEcho } from '../support/echo';
import { mockHttp as mockNetwork } from '../support/http';
import { renderPage } from '../support/render';
import { logIn } from '../support/session';

// The socket is faked (as in tests/js/realtime.test.tsx): useChannel and the screens are the real ones.
vi.mock('laravel-echo', async () => {
  const { fakeEcho: echo } = await import('../support/echo');
  return {
    default: function Echo(options: Record<string, unknown>) {
      echo.options = options;
      return echo;
    },
  };
});
vi.mock('pusher-js', () => ({ default: function Pusher() {} }));

/** The network of a test; the shell asks for the user's channels (docs/realtime.md) on every screen. */
const mockHttp = (routes: Parameters<typeof mockNetwork>[0]) =>
  mockNetwork({
    'GET /broadcasting/channels': {
      status: 200,
      data: { user: 'App.Models.User.3', stores: [{ id: 1, channel: 'store.1' }] },
    },
    ...routes,
  });

const REALTIME = { key: 'marketplace-key', wsHost: null, wsPort: 6001, enabled: true };

const store = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  status: 'active' as const,
  logo_url: null,
  uf: 'SP',
  city: 'São Paulo',
};

const row = (over: Partial<SellerOrderRow> = {}): SellerOrderRow => ({
  id: 12,
  number: 'MC-000012-1',
  order_group_id: 12,
  status: 'paid',
  status_label: 'Pago',
  is_new: true,
  accepted_at: null,
  buyer: { id: 7, name: 'Bruna Compradora', email: 'comprador@demo.test' },
  items_count: 2,
  subtotal: 50,
  shipping: 20,
  total: 70,
  fee: 6,
  net: 64,
  created_at: '2031-03-10T15:00:00.000Z',
  paid_at: '2031-03-10T15:05:00.000Z',
  ...over,
});

const listProps = (over: Partial<SellerOrdersProps> = {}): SellerOrdersProps => ({
  store,
  filters: {},
  orders: {
    data: [
      row(),
      row({ id: 11, number: 'MC-000011-1', status: 'shipped', status_label: 'Enviado', is_new: false }),
    ],
    paginate: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
  },
  counts: { all: 9, paid: 3, shipped: 4, concluded: 2 },
  ...over,
});

const detail = (over: Partial<SellerOrderDetail> = {}): SellerOrderDetail => ({
  ...row({ is_new: false, accepted_at: '2031-03-10T16:00:00.000Z' }),
  group_number: 'MC-000012',
  store_id: 1,
  buyer: { id: 7, name: 'Bruna Compradora', email: 'comprador@demo.test', phone: null },
  address: {
    recipient: 'Bruna Compradora',
    postcode: '01310-100',
    address: 'Avenida Paulista',
    number: '1000',
    complement: null,
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  shipping: {
    service: 'PAC',
    name: 'PAC (Correios)',
    price: 20,
    delivery_days: 5,
    weight_grams: 40,
    tracking_code: null,
    tracking_url: null,
  },
  items: [
    {
      id: 1,
      listing_id: 5,
      product: { code: 3, name: 'Dragão Branco de Olhos Azuis', url: null },
      condition: 'NM',
      language: 'BR',
      extras: [],
      quantity: 2,
      unit_price: 25,
      total: 50,
    },
  ],
  timeline: [{ status: 'paid', label: 'Pago', note: null, at: '2031-03-10T15:05:00.000Z' }],
  cancel_reason: null,
  invoiced_at: null,
  shipped_at: null,
  delivered_at: null,
  concluded_at: null,
  canceled_at: null,
  returned_at: null,
  fulfilment: {
    store_order_id: 12,
    invoices: [],
    invoice: null,
    tracking_code: null,
    tracking_url: null,
    can_print_label: false,
    issues_nfe: true,
    has_origin_address: true,
    can_issue_invoice: false,
    can_ship: false,
    can_print_declaration: false,
    label_tracking_code: null,
    shipping_service: 'PAC',
  },
  hold: null,
  can: { accept: false, cancel: true, deliver: false, conclude: false },
  ...over,
});

beforeEach(() => {
  logIn({ id: 3, name: 'Sérgio' });
  disconnectEcho();
  fakeEcho.reset();
});
afterEach(() => vi.restoreAllMocks());

describe('MyStore/Orders/Index', () => {
  let network: ReturnType<typeof mockHttp>;
  beforeEach(() => {
    network = mockHttp({});
  });
  afterEach(() => network.restore());
  const renderList = (over: Partial<SellerOrdersProps> = {}, url = '/my-store/1/orders') =>
    renderPage(MyStoreOrdersIndex, { url, props: { ...listProps(over), realtime: REALTIME } });
  /** The screen's listener and the shell's live toasts (LiveEvents, after its channel list) are on. */
  const listening = () => waitFor(() => expect(fakeEcho.listening('store.1', 'order.created')).toBe(2));

  it('shows a counter per status and the rows; a new paid order opens the new-order screen', async () => {
    renderList();
    await listening();
    expect(screen.getByTestId('orders-tab-all')).toHaveTextContent('Todos 9');
    expect(screen.getByTestId('orders-tab-paid')).toHaveTextContent('Pagos 3');
    expect(screen.getByTestId('orders-tab-shipped')).toHaveTextContent('Enviados 4');
    expect(screen.getByTestId('orders-tab-canceled')).toHaveTextContent('Cancelados 0');
    expect(screen.getByTestId('orders-tab-refunded')).toHaveTextContent('Estornados 0');
    expect(screen.getByTestId('orders-tab-all')).toHaveAttribute('aria-selected', 'true');
    const rows = screen.getAllByTestId('seller-order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/my-store\/1\/new-order\/12$/),
    );
    expect(within(rows[0]).getByText('Novo')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/my-store\/1\/detail-orders\/11$/),
    );
  });

  it('puts the status tab and the date and search filters in the URL (page 1 replaces the list)', async () => {
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    renderList({ filters: { from: '2031-03-01' } }, '/my-store/1/orders?from=2031-03-01');
    await userEvent.click(screen.getByTestId('orders-tab-paid'));
    expect(get).toHaveBeenLastCalledWith(
      '/my-store/1/orders',
      { status: 'paid', from: '2031-03-01' },
      expect.objectContaining({ only: ['orders', 'filters', 'counts'], reset: ['orders'] }),
    );
    await userEvent.type(screen.getByLabelText('Buscar'), 'MC-000012');
    await userEvent.type(screen.getByLabelText('Até'), '2031-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(get).toHaveBeenLastCalledWith(
      '/my-store/1/orders',
      { from: '2031-03-01', to: '2031-03-31', q: 'MC-000012' },
      expect.objectContaining({ reset: ['orders'] }),
    );
  });

  it('selects the tab of the status in the URL', async () => {
    renderList({ filters: { status: 'shipped' } }, '/my-store/1/orders?status=shipped');
    await listening();
    expect(screen.getByTestId('orders-tab-shipped')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('orders-tab-all')).toHaveAttribute('aria-selected', 'false');
  });

  it('reloads the list and counters on a live event, and tells of a paid order once', async () => {
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    const info = vi.spyOn(notify, 'info').mockResolvedValue();
    renderList();
    await waitFor(() => expect(fakeEcho.listening('store.1', 'order.status-changed')).toBe(1));
    // The screen's own listener, beside the shell's live toasts (LiveEvents) that every page has.
    await waitFor(() => expect(fakeEcho.listening('store.1', 'order.created')).toBe(2));
    const paid = { order_id: 13, number: 'MC-000013-1', status: 'paid', status_label: 'Pago' };
    act(() => {
      fakeEcho.emit('store.1', 'order.created', { ...paid, status: 'awaiting_payment' });
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenLastCalledWith({ only: ['orders', 'counts'], reset: ['orders'] });
    expect(info).not.toHaveBeenCalled();
    // The shell's own toast of a new order (LiveEvents) shows as well.
    expect(await screen.findByText('Novo pedido #MC-000013-1 de')).toBeInTheDocument();
    act(() => {
      fakeEcho.emit('store.1', 'order.status-changed', paid);
      fakeEcho.emit('store.1', 'order.status-changed', paid);
    });
    expect(reload).toHaveBeenCalledTimes(3);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Novo pedido pago: MC-000013-1');
  });
});

describe('MyStore/Orders/Cancel', () => {
  const renderCancel = (order = detail()) =>
    renderPage(MyStoreOrderCancel, {
      url: `/my-store/1/cancel-orders/${order.id}`,
      props: { store, order },
    });

  it('requires a reason before calling the server', async () => {
    const http = mockHttp({});
    renderCancel();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    const field = screen.getByLabelText('Motivo do cancelamento');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Informe o motivo do cancelamento.');
    expect(http.seen.filter((r) => r.url === '/v1/store-order-cancel')).toHaveLength(0);
    http.restore();
  });

  it("shows the server's 422 under the field and does not leave the screen", async () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    const error = vi.spyOn(notify, 'error').mockResolvedValue();
    const http = mockHttp({
      'POST /v1/store-order-cancel': {
        status: 422,
        data: {
          message: 'O motivo do cancelamento deve ter no máximo 500 caracteres.',
          errors: { reason: ['O motivo do cancelamento deve ter no máximo 500 caracteres.'] },
        },
      },
    });
    renderCancel();
    await userEvent.type(screen.getByLabelText('Motivo do cancelamento'), 'Sem estoque na loja');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Motivo do cancelamento')).toHaveAccessibleDescription(
        'O motivo do cancelamento deve ter no máximo 500 caracteres.',
      ),
    );
    expect(http.seen.find((r) => r.url === '/v1/store-order-cancel')?.data).toEqual({
      store_order_id: 12,
      reason: 'Sem estoque na loja',
    });
    expect(error).toHaveBeenCalledWith('O motivo do cancelamento deve ter no máximo 500 caracteres.');
    expect(visit).not.toHaveBeenCalled();
    http.restore();
  });

  it('goes to the result after the cancel', async () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    vi.spyOn(notify, 'success').mockResolvedValue();
    const http = mockHttp({
      'POST /v1/store-order-cancel': {
        status: 200,
        data: { error: false, message: 'Pedido cancelado.', result: detail({ status: 'canceled' }) },
      },
    });
    renderCancel();
    await userEvent.type(screen.getByLabelText('Motivo do cancelamento'), 'Sem estoque na loja');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(visit).toHaveBeenCalled());
    expect(visit.mock.calls[0][0]).toMatch(/\/my-store\/1\/cancel-orders\/12$/);
    http.restore();
  });
});

describe('MyStore/Orders/Detail moves', () => {
  const renderDetail = (order: SellerOrderDetail) =>
    renderPage(MyStoreOrderDetail, {
      url: `/my-store/1/detail-orders/${order.id}`,
      props: { store, order },
    });
  const delivered = (over: Partial<SellerOrderDetail> = {}) =>
    detail({
      status: 'delivered',
      status_label: 'Entregue',
      delivered_at: '2031-03-15T12:00:00.000Z',
      can: { accept: false, cancel: false, deliver: false, conclude: true },
      ...over,
    });
  const HOLD = 'Há uma reclamação aberta neste pedido: o valor só é liberado quando ela for encerrada.';

  it('shows only the moves the server allows', () => {
    renderDetail(detail({ can: { accept: false, cancel: true, deliver: false, conclude: false } }));
    expect(screen.queryByRole('button', { name: 'Aceitar e começar a preparar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concluir pedido' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar pedido' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/my-store\/1\/cancel-orders\/12$/),
    );
  });

  it('a conclude the server refuses shows the hold message and reloads the order', async () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    const error = vi.spyOn(notify, 'error').mockResolvedValue();
    const http = mockHttp({
      'POST /v1/store-order-conclude': { status: 422, data: { message: HOLD, errors: { status: [HOLD] } } },
    });
    renderDetail(delivered());
    await userEvent.click(screen.getByRole('button', { name: 'Concluir pedido' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(HOLD));
    expect(screen.getByTestId('seller-order-move-error')).toHaveTextContent(HOLD);
    expect(reload).toHaveBeenCalledWith(expect.objectContaining({ only: ['order'] }));
    expect(visit).not.toHaveBeenCalled();
    expect(http.seen.find((r) => r.url === '/v1/store-order-conclude')?.data).toEqual({ store_order_id: 12 });
    http.restore();
  });

  it('a held order shows why and keeps the conclude button disabled', () => {
    renderDetail(
      delivered({ hold: HOLD, can: { accept: false, cancel: false, deliver: false, conclude: false } }),
    );
    expect(screen.getByTestId('seller-order-hold')).toHaveTextContent(HOLD);
    expect(screen.getByRole('button', { name: 'Concluir pedido' })).toBeDisabled();
  });

  it('a conclude that succeeds goes to the concluded screen', async () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    vi.spyOn(notify, 'success').mockResolvedValue();
    const http = mockHttp({
      'POST /v1/store-order-conclude': {
        status: 200,
        data: { error: false, message: 'Pedido concluído.', result: delivered({ status: 'concluded' }) },
      },
    });
    renderDetail(delivered());
    await userEvent.click(screen.getByRole('button', { name: 'Concluir pedido' }));
    await waitFor(() => expect(visit).toHaveBeenCalled());
    expect(visit.mock.calls[0][0]).toMatch(/\/my-store\/1\/concluid-order\/12$/);
    http.restore();
  });
});
