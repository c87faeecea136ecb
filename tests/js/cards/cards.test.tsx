import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyStoreBankCardCredit from '@/Pages/MyStore/Bank/CardCredit';
import type { SellerCard, SellerCardsProps } from '@/types/pages/sellerCards';
import type { SharedProps } from '@/types/shared';
import { mockHttp, type SeenRequest } from '../support/http';
import { renderPage } from '../support/render';
import { logIn } from '../support/session';

const NUMBER = '4111111111111111';

const store = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  status: 'active' as const,
  logo_url: null,
  uf: 'SP',
  city: 'São Paulo',
};

const card = (overrides: Partial<SellerCard> = {}): SellerCard => ({
  id: 5,
  brand: 'visa',
  last4: '1111',
  holder: 'SÉRGIO LOJISTA',
  exp_month: 7,
  exp_year: 2041,
  created_at: '2030-01-01T00:00:00.000Z',
  expired: false,
  ...overrides,
});

function open(props: Partial<SellerCardsProps> = {}, payments?: SharedProps['payments']) {
  renderPage(MyStoreBankCardCredit, {
    url: '/my-store/1/bankCardCredit',
    props: { store, cards: [card()], ...props, ...(payments ? { payments } : {}) },
  });
}

async function fillCard(number: string) {
  const form = await screen.findByTestId('add-card-form');
  await userEvent.type(within(form).getByLabelText('Número do cartão'), number);
  await userEvent.type(within(form).getByLabelText('Nome impresso no cartão'), 'Sérgio Lojista');
  await userEvent.type(within(form).getByLabelText('Validade (MM/AA)'), '07/41');
  await userEvent.type(within(form).getByLabelText('CVV'), '123');
  return form;
}

const hostPosts = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

const saved = { status: 201, data: { error: false, message: 'Salvo com sucesso', result: card({ id: 6 }) } };

describe('bankCardCredit', () => {
  beforeEach(() => {
    logIn();
    vi.spyOn(router, 'reload').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the saved cards with brand, last 4, expiry and an expired badge', async () => {
    mockHttp({});
    open({
      cards: [
        card(),
        card({ id: 6, brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2021, expired: true }),
      ],
    });
    const items = await screen.findAllByTestId('saved-card');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Visa •••• 1111');
    expect(items[0]).toHaveTextContent('validade 07/2041');
    expect(within(items[0]).queryByText('Vencido')).toBeNull();
    expect(items[1]).toHaveTextContent('Mastercard •••• 4444');
    expect(within(items[1]).getByText('Vencido')).toBeInTheDocument();
  });

  it('shows the invalid number in Portuguese and posts nothing', async () => {
    const mock = mockHttp({ 'POST /pagbank/orders/add_credit_card': saved });
    open();
    const form = await fillCard('4111 1111 1111 1112');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar cartão' }));
    expect(
      await within(form).findByText('Número de cartão inválido. Confira os dígitos.'),
    ).toBeInTheDocument();
    expect(hostPosts(mock.seen)).toEqual([]);
  });

  it('tokenizes in the browser (sandbox) and posts the token, never the number or the cvv', async () => {
    const mock = mockHttp({ 'POST /pagbank/orders/add_credit_card': saved });
    open();
    const form = await fillCard(NUMBER);
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar cartão' }));
    await waitFor(() => expect(hostPosts(mock.seen)).toHaveLength(1));
    const [post] = hostPosts(mock.seen);
    expect(post.url).toBe('/pagbank/orders/add_credit_card');
    expect(post.data).toEqual({
      card_token: expect.stringMatching(/^sbxcard_/),
      brand: 'visa',
      last4: '1111',
      holder: 'SÉRGIO LOJISTA',
      exp_month: 7,
      exp_year: 2041,
    });
    for (const request of mock.seen) {
      const text = JSON.stringify(request);
      expect(text).not.toContain(NUMBER);
      expect(text).not.toContain('4111 1111');
      expect(text).not.toContain('"123"');
    }
    await waitFor(() =>
      expect(router.reload).toHaveBeenCalledWith(expect.objectContaining({ only: ['cards'] })),
    );
    expect(within(form).getByLabelText('Número do cartão')).toHaveValue('');
  });

  it('with pagar.me, asks pagar.me for the token with the public key and posts only the token', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            id: 'token_Abc123',
            card: { last_four_digits: '1111', holder_name: 'Sérgio Lojista', exp_month: 7, exp_year: 2041 },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const mock = mockHttp({ 'POST /pagbank/orders/add_credit_card': saved });
    open({}, { driver: 'pagarme', public_key: 'pk_test_123' });
    const form = await fillCard(NUMBER);
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar cartão' }));
    await waitFor(() => expect(hostPosts(mock.seen)).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://api.pagar.me/core/v5/tokens?appId=pk_test_123');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body))).toMatchObject({
      type: 'card',
      card: { number: NUMBER, cvv: '123' },
    });
    expect(hostPosts(mock.seen)[0].data).toEqual({
      card_token: 'token_Abc123',
      brand: 'visa',
      last4: '1111',
      holder: 'Sérgio Lojista',
      exp_month: 7,
      exp_year: 2041,
    });
    expect(JSON.stringify(mock.seen)).not.toContain(NUMBER);
    vi.unstubAllGlobals();
  });

  it('deletes a card after a confirm', async () => {
    const mock = mockHttp({
      'DELETE /v1/pagarme/cards/5': {
        status: 200,
        data: { error: false, message: 'Excluído com sucesso', result: null },
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    open();
    const remove = await screen.findByRole('button', { name: 'Excluir o cartão Visa final 1111' });
    await userEvent.click(remove);
    expect(hostPosts(mock.seen)).toEqual([]);
    await userEvent.click(remove);
    await waitFor(() => expect(hostPosts(mock.seen).map((r) => r.url)).toEqual(['/v1/pagarme/cards/5']));
    expect(confirm).toHaveBeenCalledWith('Excluir o cartão Visa final 1111?');
    await waitFor(() => expect(router.reload).toHaveBeenCalled());
  });

  it('previews the installments of an amount', async () => {
    const mock = mockHttp({
      'POST /pagbank/orders/get_installment': {
        status: 200,
        data: {
          error: false,
          message: '',
          result: [
            {
              installments: 1,
              interest_free: true,
              monthly_rate_percent: 0,
              total: 100,
              installment: 100,
              first_installment: 100,
            },
            {
              installments: 4,
              interest_free: false,
              monthly_rate_percent: 2.99,
              total: 107.59,
              installment: 26.89,
              first_installment: 26.9,
            },
          ],
        },
      },
    });
    open();
    const preview = await screen.findByTestId('installment-preview');
    await userEvent.type(within(preview).getByLabelText('Valor (R$)'), '100,00');
    await userEvent.click(within(preview).getByRole('button', { name: 'Simular' }));
    const rows = await within(preview).findAllByTestId('installment-option');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(/4x.*2,99% a\.m\./);
    expect(rows[1]).toHaveTextContent(/107,59/);
    expect(mock.seen.find((r) => r.url === '/pagbank/orders/get_installment')?.data).toEqual({ amount: 100 });
  });
});
