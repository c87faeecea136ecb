import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseReais } from '@/hooks/wallet/useCashOut';
import MyStoreWalletDetail from '@/Pages/MyStore/Wallet/Detail';
import MyStoreWalletIndex from '@/Pages/MyStore/Wallet/Index';
import type {
  Payout,
  PayoutBankAccount,
  StatementEntry,
  WalletDetailProps,
  WalletPageProps,
} from '@/types/pages/sellerWallet';
import { mockHttp } from '../support/http';
import { renderPage } from '../support/render';
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

const account: PayoutBankAccount = {
  id: 5,
  bank_code: '341',
  bank_name: 'Itaú Unibanco',
  agency: '1584',
  account_masked: 'Ag. 1584 · ••••5678-7',
  holder_name: 'Sérgio',
  is_default: true,
};

const entry = (over: Partial<StatementEntry>): StatementEntry => ({
  id: 1,
  transaction_id: 1,
  created_at: '2031-03-10T15:00:00.000Z',
  kind: 'store_release',
  kind_label: 'Pedido concluído (liberado)',
  account: 'wallet',
  amount: 100,
  balance_after: 100,
  order_number: 'MC-000009-1',
  store_order_id: 9,
  payout_id: null,
  ...over,
});

const payout = (over: Partial<Payout>): Payout => ({
  id: 3,
  store_id: 1,
  amount: 50,
  fee: 3.67,
  total: 53.67,
  status: 'pending',
  status_label: 'Pendente',
  scheduled_for: '2031-03-13',
  created_at: '2031-03-12T15:00:00.000Z',
  settled_at: null,
  failure_reason: null,
  bank_account: account,
  ...over,
});

const walletProps = (over: Partial<WalletPageProps> = {}): WalletPageProps => ({
  store,
  wallet: {
    store_id: 1,
    available: 1234.56,
    receivable: 80,
    pending_payouts: 53.67,
    pending_payouts_count: 1,
    auto_conclude_days: 7,
    next_releases: [
      {
        store_order_id: 9,
        number: 'MC-000009-1',
        status: 'delivered',
        status_label: 'Entregue',
        net: 80,
        delivered_at: '2031-03-10T12:00:00.000Z',
        release_on: '2031-03-17',
        hold: null,
      },
    ],
    last_movements: [entry({})],
    withdrawal: {
      fee: 3.67,
      min_amount: 10,
      min_business_days: 1,
      earliest_date: '2031-03-13',
      latest_date: '2031-06-11',
    },
  },
  payouts: {
    data: [
      payout({}),
      payout({
        id: 2,
        status: 'failed',
        status_label: 'Falhou',
        failure_reason: 'Conta inexistente no banco',
      }),
      payout({ id: 1, status: 'paid', status_label: 'Pago' }),
    ],
    paginate: { current_page: 1, last_page: 1, per_page: 10, total: 3 },
  },
  bank_accounts: [account],
  ...over,
});

const renderWallet = (over: Partial<WalletPageProps> = {}) =>
  renderPage(MyStoreWalletIndex, { url: '/my-store/1/wallet', props: { ...walletProps(over) } });

describe('MyStore/Wallet/Index', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    vi.spyOn(router, 'reload').mockImplementation(() => {});
  });

  it('shows the balances, the next release, the payouts with their status and the last movements', () => {
    logIn();
    mockHttp({});
    renderWallet();
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('R$ 1.234,56');
    expect(screen.getByTestId('wallet-receivable')).toHaveTextContent('R$ 80,00');
    expect(screen.getByTestId('wallet-pending')).toHaveTextContent('R$ 53,67');
    expect(screen.getByTestId('wallet-releases')).toHaveTextContent('Libera em 17/03/2031');
    const badges = screen.getAllByTestId('payout-status').map((b) => b.textContent);
    expect(badges).toEqual(['Pendente', 'Falhou', 'Pago']);
    expect(screen.getByTestId('payout-failure')).toHaveTextContent('Conta inexistente no banco');
    expect(
      within(screen.getByTestId('wallet-movements')).getByText('Pedido concluído (liberado)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver extrato completo' })).toHaveAttribute(
      'href',
      expect.stringContaining('/my-store/wallet-detail/1'),
    );
  });

  it('the modal shows the fee and what leaves the wallet, then sends the cash-out', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/store-wallet/cash-out': {
        status: 201,
        data: { error: false, message: 'Saque solicitado.', result: payout({}) },
      },
    });
    renderWallet();
    await userEvent.click(screen.getByRole('button', { name: 'Sacar' }));
    const modal = await screen.findByTestId('cash-out-modal');
    expect(within(modal).getByLabelText('Data do pagamento')).toHaveValue('2031-03-13');
    expect(within(modal).getByLabelText('Data do pagamento')).toHaveAttribute('min', '2031-03-13');
    await userEvent.type(within(modal).getByLabelText('Valor do saque (R$)'), '100,50');
    expect(within(modal).getByTestId('cash-out-fee')).toHaveTextContent('R$ 3,67');
    expect(within(modal).getByTestId('cash-out-total')).toHaveTextContent('R$ 104,17');
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar saque' }));
    await waitFor(() => expect(router.reload).toHaveBeenCalled());
    expect(mock.seen.find((r) => r.url === '/v1/store-wallet/cash-out')?.data).toEqual({
      store_id: 1,
      amount: 100.5,
      bank_account_id: 5,
      date: '2031-03-13',
    });
    expect(vi.mocked(router.reload).mock.calls[0][0]).toMatchObject({ only: ['wallet', 'payouts'] });
    await waitFor(() => expect(screen.queryByTestId('cash-out-modal')).not.toBeInTheDocument());
    mock.restore();
  });

  it('shows the server’s messages under their fields', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/store-wallet/cash-out': {
        status: 422,
        data: {
          message: 'O valor mínimo de saque é R$ 10,00. (e mais 1 erro)',
          errors: {
            amount: ['O valor mínimo de saque é R$ 10,00.'],
            date: ['A data mais próxima para este saque é 13/03/2031.'],
          },
        },
      },
    });
    renderWallet();
    await userEvent.click(screen.getByRole('button', { name: 'Sacar' }));
    const modal = await screen.findByTestId('cash-out-modal');
    await userEvent.type(within(modal).getByLabelText('Valor do saque (R$)'), '5');
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar saque' }));
    expect(await within(modal).findByText('O valor mínimo de saque é R$ 10,00.')).toBeInTheDocument();
    expect(within(modal).getByText('A data mais próxima para este saque é 13/03/2031.')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Valor do saque (R$)')).toHaveAttribute('aria-invalid', 'true');
    expect(router.reload).not.toHaveBeenCalled();
    mock.restore();
  });

  it('an amount that is not money is refused before any request', async () => {
    logIn();
    const mock = mockHttp({});
    renderWallet();
    await userEvent.click(screen.getByRole('button', { name: 'Sacar' }));
    const modal = await screen.findByTestId('cash-out-modal');
    await userEvent.type(within(modal).getByLabelText('Valor do saque (R$)'), 'dez reais');
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar saque' }));
    expect(
      await within(modal).findByText('Informe um valor em reais, por exemplo 150,00.'),
    ).toBeInTheDocument();
    expect(mock.seen.some((r) => r.url === '/v1/store-wallet/cash-out')).toBe(false);
    mock.restore();
  });

  it('without a bank account the modal points to the bank account screen', async () => {
    logIn();
    mockHttp({});
    renderWallet({ bank_accounts: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Sacar' }));
    const modal = await screen.findByTestId('cash-out-modal');
    expect(within(modal).getByRole('link', { name: 'Cadastrar conta bancária' })).toHaveAttribute(
      'href',
      expect.stringContaining('/my-store/1/bankAccount'),
    );
    expect(within(modal).queryByRole('button', { name: 'Confirmar saque' })).not.toBeInTheDocument();
  });
});

describe('parseReais', () => {
  it('reads what a Brazilian types', () => {
    expect(parseReais('1.234,56')).toBe(1234.56);
    expect(parseReais('R$ 12,5')).toBe(12.5);
    expect(parseReais('12.50')).toBe(12.5);
    expect(parseReais('abc')).toBeNaN();
    expect(parseReais('')).toBeNaN();
  });
});

const detailProps = (over: Partial<WalletDetailProps> = {}): WalletDetailProps => ({
  store,
  filters: { from: '2031-03-01', to: null, kind: 'payout_requested', account: null },
  statement: {
    data: [
      entry({
        id: 7,
        kind: 'payout_requested',
        kind_label: 'Saque solicitado',
        amount: -53.67,
        balance_after: 46.33,
        order_number: null,
        payout_id: 3,
      }),
    ],
    paginate: { current_page: 1, last_page: 2, per_page: 20, total: 21 },
  },
  ...over,
});

describe('MyStore/Wallet/Detail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the entries with the balance after each, and the CSV keeps the filters', () => {
    logIn();
    mockHttp({});
    renderPage(MyStoreWalletDetail, {
      url: '/my-store/wallet-detail/1?from=2031-03-01&kind=payout_requested',
      props: { ...detailProps() },
    });
    const row = screen.getByTestId('statement-entry');
    expect(row).toHaveTextContent('Saque solicitado');
    expect(row).toHaveTextContent('saque #3');
    expect(row).toHaveTextContent('-R$ 53,67');
    expect(row).toHaveTextContent('R$ 46,33');
    expect(screen.getByTestId('statement-csv')).toHaveAttribute(
      'href',
      '/v1/store-wallet/statement.csv?store_id=1&from=2031-03-01&kind=payout_requested',
    );
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeInTheDocument();
  });

  it('filters through the URL (a partial reload of the statement)', async () => {
    logIn();
    mockHttp({});
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    renderPage(MyStoreWalletDetail, {
      url: '/my-store/wallet-detail/1',
      props: { ...detailProps({ filters: { from: null, to: null, kind: null, account: null } }) },
    });
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'store_release');
    await userEvent.selectOptions(screen.getByLabelText('Conta'), 'wallet');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(get).toHaveBeenCalledWith(
      '/my-store/wallet-detail/1',
      { kind: 'store_release', account: 'wallet' },
      expect.objectContaining({ only: ['statement', 'filters'], reset: ['statement'] }),
    );
  });
});
