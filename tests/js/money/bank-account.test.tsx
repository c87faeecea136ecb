import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BankAccountModal from '@/Components/Seller/Bank/BankAccountModal';
import MyStoreBankAccount from '@/Pages/MyStore/Bank/Account';
import type { Bank, BankAccount } from '@/types/pages/sellerBank';
import { fill } from '../support/fill';
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

const banks: Bank[] = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '237', name: 'Bradesco' },
  { code: '341', name: 'Itaú Unibanco' },
];

const itau: BankAccount = {
  id: 5,
  bank_code: '341',
  bank_name: 'Itaú Unibanco',
  agency: '2545',
  agency_digit: null,
  account: '02366',
  account_digit: '1',
  account_masked: 'Ag. 2545 · ••••2366-1',
  account_type: 'checking',
  holder_name: 'Sérgio Lojista Cartas LTDA',
  holder_document: '11444777000161',
  pix_key_type: 'email',
  pix_key: 'financeiro@loja.com.br',
  is_default: true,
  created_at: '2031-01-10T12:00:00.000Z',
};
const bb: BankAccount = {
  ...itau,
  id: 6,
  bank_code: '001',
  bank_name: 'Banco do Brasil',
  agency: '1584',
  agency_digit: '9',
  account: '00210169',
  account_digit: '6',
  account_masked: 'Ag. 1584-9 · ••••0169-6',
  pix_key_type: null,
  pix_key: null,
  is_default: false,
};

async function fillBb(user: ReturnType<typeof userEvent.setup>, accountDigit: string) {
  await fill(user, screen.getByLabelText('Buscar banco'), 'brasil');
  expect(screen.getByLabelText('Banco')).toHaveValue('001');
  await fill(user, screen.getByLabelText('Agência'), '1584');
  const [agencyDigit, digit] = screen.getAllByLabelText('Dígito');
  await fill(user, agencyDigit, '9');
  await fill(user, screen.getByLabelText('Conta'), '210169');
  await fill(user, digit, accountDigit);
  await fill(user, screen.getByLabelText('Nome do titular'), 'Sérgio Lojista');
  await fill(user, screen.getByLabelText('CPF ou CNPJ do titular'), '52998224725');
}

describe('BankAccountModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows live validation messages and sends nothing while the form is wrong', async () => {
    logIn();
    const mock = mockHttp({});
    const user = userEvent.setup({ delay: null });
    renderWithI18n(<BankAccountModal open onClose={() => {}} storeId={1} banks={banks} />);
    const doc = screen.getByLabelText('CPF ou CNPJ do titular');
    await fill(user, doc, '11111111111');
    expect(doc).toHaveValue('111.111.111-11');
    await user.tab();
    expect(screen.getByText('Informe um CPF ou CNPJ válido do titular da conta.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Chave PIX (opcional)'), 'phone');
    const pix = screen.getByLabelText('Chave PIX');
    await fill(user, pix, '1133334444');
    expect(pix).toHaveValue('(11) 3333-4444');
    await user.tab();
    expect(screen.getByText('Chave PIX inválida: informe um celular com DDD.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar conta' }));
    expect(screen.getByText('Escolha o banco da lista.')).toBeInTheDocument();
    expect(mock.seen.some((r) => r.url.startsWith('/v1/bankData'))).toBe(false);
    mock.restore();
  });

  it('submits to add_bank; a 422 lands on its field; fixed, it saves and reports the account', async () => {
    logIn();
    let calls = 0;
    const mock = mockHttp({
      'POST /v1/bankData/add_bank': () =>
        ++calls === 1
          ? {
              status: 422,
              data: {
                message: 'O dígito da conta não confere com a agência e a conta informadas.',
                errors: {
                  account_digit: ['O dígito da conta não confere com a agência e a conta informadas.'],
                },
              },
            }
          : { status: 201, data: { error: false, message: 'Conta bancária cadastrada.', result: bb } },
    });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithI18n(<BankAccountModal open onClose={onClose} storeId={1} banks={banks} onSaved={onSaved} />);
    await fillBb(user, '8');
    await user.click(screen.getByRole('button', { name: 'Salvar conta' }));
    expect(
      await screen.findByText('O dígito da conta não confere com a agência e a conta informadas.'),
    ).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/bankData/add_bank')?.data).toEqual({
      store_id: 1,
      bank_code: '001',
      agency: '1584',
      agency_digit: '9',
      account: '210169',
      account_digit: '8',
      account_type: 'checking',
      holder_name: 'Sérgio Lojista',
      holder_document: '529.982.247-25',
      pix_key_type: null,
      pix_key: null,
    });
    const [, digit] = screen.getAllByLabelText('Dígito');
    await user.clear(digit);
    expect(
      screen.queryByText('O dígito da conta não confere com a agência e a conta informadas.'),
    ).not.toBeInTheDocument();
    await fill(user, digit, '6');
    await user.click(screen.getByRole('button', { name: 'Salvar conta' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(bb));
    expect(onClose).toHaveBeenCalled();
    mock.restore();
  });

  it('loads the bank list itself when opened without one (the cash-out modal)', async () => {
    logIn();
    const mock = mockHttp({
      'GET /v1/bank': { status: 200, data: { error: false, message: '', data: banks } },
    });
    renderWithI18n(<BankAccountModal open onClose={() => {}} storeId={1} />);
    expect(await screen.findByRole('option', { name: '341 · Itaú Unibanco' })).toBeInTheDocument();
    mock.restore();
  });
});

describe('MyStore/Bank/Account', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    vi.spyOn(router, 'reload').mockImplementation(() => {});
  });
  const renderScreen = (accounts: BankAccount[]) =>
    renderPage(MyStoreBankAccount, {
      url: '/my-store/1/bankAccount',
      props: { store, accounts, banks },
    });

  it('lists the accounts with the default badge; makes another default and deletes after a confirm', async () => {
    logIn();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const mock = mockHttp({
      'POST /v1/bankData/upt_bank': {
        status: 200,
        data: { error: false, message: 'Conta bancária alterada.', result: bb },
      },
      'POST /v1/bankData/del_bank': {
        status: 200,
        data: { error: false, message: 'Conta bancária excluída.', result: { id: 6, default_id: 5 } },
      },
    });
    renderScreen([itau, bb]);
    const cards = screen.getAllByTestId('bank-account');
    expect(within(cards[0]).getByText('Principal')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Principal')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText(/Ag\. 1584-9/)).toBeInTheDocument();

    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Tornar principal' }));
    await waitFor(() => expect(router.reload).toHaveBeenCalledWith({ only: ['accounts'] }));
    expect(mock.seen.find((r) => r.url === '/v1/bankData/upt_bank')?.data).toEqual({
      store_id: 1,
      id: 6,
      is_default: true,
    });

    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(mock.seen.some((r) => r.url === '/v1/bankData/del_bank')).toBe(true));
    expect(window.confirm).toHaveBeenCalled();
    mock.restore();
  });

  it('shows the empty state and opens the new account modal', async () => {
    logIn();
    const mock = mockHttp({});
    renderScreen([]);
    expect(screen.getByTestId('bank-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nova conta bancária' }));
    expect(await screen.findByTestId('bank-account-modal')).toBeInTheDocument();
    mock.restore();
  });
});
