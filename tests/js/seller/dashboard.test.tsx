import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import StaticChart from '@/Components/Seller/Dashboard/StaticChart';
import { chartPoints } from '@/hooks/seller/dashboard/chartPoints';
import { notify } from '@/lib/notify';
import MyStoreDashboard from '@/Pages/MyStore/Dashboard';
import MyStoreProjectManagement from '@/Pages/MyStore/ProjectManagement';
import type {
  BraCenterProduct,
  DashboardProps,
  DashboardSummary,
  ProjectManagementProps,
} from '@/types/pages/sellerInsights';
import { mockHttp } from '../support/http';
import { renderPage } from '../support/render';

const store = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  status: 'active' as const,
  logo_url: null,
  uf: 'SP',
  city: 'São Paulo',
};

const periods = [
  { code: '7d' as const, label: 'Últimos 7 dias', days: 7 },
  { code: '30d' as const, label: 'Últimos 30 dias', days: 30 },
  { code: '12m' as const, label: 'Últimos 12 meses', days: 365 },
];

const summary: DashboardSummary = {
  period: periods[0],
  from: '2031-01-04',
  to: '2031-01-10',
  previous_from: '2030-12-28',
  previous_to: '2031-01-03',
  granularity: 'day',
  figures: {
    units: { value: 5, previous: 1, change: 400 },
    orders: { value: 2, previous: 4, change: -50 },
    revenue: { value: 160, previous: 20, change: 700 },
    net_revenue: { value: 162.2, previous: 25.9, change: 526.3 },
    average_ticket: { value: 80, previous: 5, change: 1500 },
    views: { value: 3, previous: 0, change: null },
    conversion: { value: 66.7, previous: null, change: null },
  },
  series: Array.from({ length: 7 }, (_, i) => ({
    key: `2031-01-${String(4 + i).padStart(2, '0')}`,
    orders: i === 6 ? 2 : 0,
    units: i === 6 ? 5 : 0,
    revenue: i === 6 ? 160 : 0,
    views: i === 6 ? 3 : 0,
  })),
};

const dashboardProps = (overrides: Partial<DashboardProps> = {}): DashboardProps => ({
  store,
  periods,
  summary,
  lists: {
    top_products: {
      by_units: [
        { product_id: 7, name: 'Dragão Dourado', image: null, units: 3, revenue: 60 },
        { product_id: 8, name: 'Fada da Lua', image: null, units: 2, revenue: 100 },
      ],
      by_revenue: [
        { product_id: 8, name: 'Fada da Lua', image: null, units: 2, revenue: 100 },
        { product_id: 7, name: 'Dragão Dourado', image: null, units: 3, revenue: 60 },
      ],
    },
    low_stock: {
      threshold: 2,
      total: 1,
      items: [
        {
          listing_id: 31,
          product_id: 9,
          name: 'Saci Pererê',
          type: 'bra',
          condition: 'NM',
          language: 'BR',
          quantity: 1,
          price: 9,
        },
      ],
    },
  },
  ...overrides,
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the store dashboard', () => {
  it('shows the period’s figures with the change against the previous period', () => {
    mockHttp({});
    renderPage(MyStoreDashboard, {
      url: '/my-store/dashboard/1?period=7d',
      props: { ...dashboardProps() },
    });
    const revenue = document.querySelector('[data-figure="revenue"]') as HTMLElement;
    expect(within(revenue).getByText('Faturamento')).toBeInTheDocument();
    expect(revenue.textContent).toMatch(/R\$\s160,00/);
    expect(within(revenue).getByTestId('figure-change').textContent).toBe('▲ 700,0%');
    const orders = document.querySelector('[data-figure="orders"]') as HTMLElement;
    expect(within(orders).getByTestId('figure-change').textContent).toBe('▼ 50,0%');
    expect(orders.textContent).toContain('antes: 4');
    // Revenue and what the store receives come first, side by side, each saying what it counts.
    const order = [...document.querySelectorAll('[data-figure]')].map((el) => el.getAttribute('data-figure'));
    expect(order.slice(0, 2)).toEqual(['revenue', 'net_revenue']);
    expect(within(revenue).getByTestId('figure-hint')).toHaveTextContent('Produtos vendidos, sem frete');
    const net = document.querySelector('[data-figure="net_revenue"]') as HTMLElement;
    expect(within(net).getByTestId('figure-hint')).toHaveTextContent('produtos + frete − taxas');
    const conversion = document.querySelector('[data-figure="conversion"]') as HTMLElement;
    expect(conversion.textContent).toContain('66,7%');
    expect(within(conversion).queryByTestId('figure-change')).toBeNull();
    expect(screen.getByTestId('period-range').textContent).toBe(
      'De 04/01/2031 a 10/01/2031, comparado com 28/12/2030 a 03/01/2031',
    );
    // The period switch is a set of links to the same screen with ?period=.
    const current = screen.getByRole('link', { name: 'Últimos 7 dias' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Últimos 12 meses' }).getAttribute('href')).toMatch(
      /\/my-store\/dashboard\/1\?period=12m$/,
    );
  });

  it('draws both charts, and lists best sellers and low stock with a link to the kind’s stock screen', async () => {
    mockHttp({});
    renderPage(MyStoreDashboard, { url: '/my-store/dashboard/1', props: { ...dashboardProps() } });
    expect(screen.getByTestId('chart-orders').querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('chart-revenue').querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Pedidos por dia')).toBeInTheDocument();

    const top = screen.getByTestId('top-products');
    expect(within(top).getAllByRole('listitem')[0].textContent).toContain('Dragão Dourado');
    await userEvent.click(within(top).getByRole('button', { name: 'Por faturamento' }));
    expect(within(top).getAllByRole('listitem')[0].textContent).toContain('Fada da Lua');

    const link = within(screen.getByTestId('low-stock')).getByRole('link', { name: 'Saci Pererê' });
    expect(link.getAttribute('href')).toMatch(/\/my-store\/1\/products\/CardsBra$/);
  });

  it('renders its charts as SVG on the server (bars for orders, a line for revenue)', () => {
    const points = chartPoints(summary.series);
    const bars = renderToString(<StaticChart kind="orders" points={points} label="Pedidos por dia" />);
    expect(bars).toContain('<svg');
    expect(bars.match(/<rect/g)).toHaveLength(7);
    expect(bars).toContain('10/01');
    const line = renderToString(<StaticChart kind="revenue" points={points} label="Faturamento" />);
    expect(line).toContain('<polyline');
  });

  it('without a store lists the viewer’s stores', () => {
    mockHttp({});
    renderPage(MyStoreDashboard, {
      url: '/my-store/dashboard',
      props: { store: null, stores: [{ id: 1, name: 'Loja do Sérgio', status: 'active' }] },
    });
    expect(screen.getByRole('link', { name: /Loja do Sérgio/ }).getAttribute('href')).toMatch(
      /\/my-store\/dashboard\/1$/,
    );
  });
});

const bra = (product_id: number, name: string, quantity = 2): BraCenterProduct => ({
  product_id,
  name,
  type: 'bra',
  code: `BRA-${product_id}`,
  image: null,
  quantity,
});

const projectProps = (): ProjectManagementProps => ({
  store,
  clientSort: 'recent',
  clients: {
    data: [
      {
        user_id: 4,
        name: 'Bruna Compradora',
        orders_count: 2,
        total_spent: 123.4,
        first_order_at: '2031-01-01T12:00:00.000Z',
        last_order_at: '2031-01-09T12:00:00.000Z',
      },
    ],
    paginate: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
  },
  braCenter: { store_id: 1, products: [bra(10, 'Iara')], updated_at: '2031-01-01T00:00:00.000Z' },
  braEligible: {
    data: [bra(10, 'Iara'), bra(11, 'Saci')],
    paginate: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
  },
  braSearch: '',
});

describe('project management', () => {
  it('lists the store’s clients', () => {
    mockHttp({});
    renderPage(MyStoreProjectManagement, {
      url: '/my-store/1/project-management',
      props: { ...projectProps() },
    });
    const row = screen.getByTestId('client-row');
    expect(row.textContent).toContain('Bruna Compradora');
    expect(row.textContent).toContain('2 pedido(s)');
    expect(row.textContent).toMatch(/R\$\s123,40/);
    expect(row.textContent).toContain('Última compra: 09/01/2031');
  });

  it('saves the Bra Center list with the products chosen', async () => {
    const http = mockHttp({
      'POST /v1/set-list-bra-center': {
        status: 200,
        data: {
          error: false,
          message: 'Salvo com sucesso',
          result: { store_id: 1, products: [], updated_at: null },
        },
      },
    });
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    renderPage(MyStoreProjectManagement, {
      url: '/my-store/1/project-management',
      props: { ...projectProps() },
    });
    const save = screen.getByRole('button', { name: 'Salvar lista' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Saci/ }));
    expect(within(screen.getByTestId('bra-chosen')).getByText('Saci')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tirar Iara da lista' }));
    expect(screen.getByRole('checkbox', { name: /Iara/ })).not.toBeChecked();
    await userEvent.click(save);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Salvo com sucesso'));
    expect(http.seen.find((r) => r.url === '/v1/set-list-bra-center')?.data).toEqual({
      store_id: 1,
      product_ids: [11],
    });
    // The saved list comes back from the server as the page's prop.
    expect(reload).toHaveBeenCalledWith({ only: ['braCenter'] });
  });

  it('shows the server’s message when the list is refused', async () => {
    mockHttp({
      'POST /v1/set-list-bra-center': {
        status: 422,
        data: {
          message: 'Estes produtos não podem ir para o Bra Center por esta loja: 11.',
          errors: { product_ids: ['Estes produtos não podem ir para o Bra Center por esta loja: 11.'] },
        },
      },
    });
    const error = vi.spyOn(notify, 'error').mockResolvedValue();
    renderPage(MyStoreProjectManagement, {
      url: '/my-store/1/project-management',
      props: { ...projectProps() },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /Saci/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar lista' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Estes produtos não podem ir para o Bra Center por esta loja: 11.'),
    );
  });
});
