import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { getCartCount, setCartCount } from '@/lib/session';
import CheckoutIndex from '@/Pages/Checkout/Index';
import type { SeenRequest } from '../../support/http';
import { mockHttp } from '../../support/http';
import { renderPage } from '../../support/render';
import { logIn } from '../../support/session';
import { address, cart, orderGroup, readyCart } from '../fixtures';
import { ACTIVE_CART, fixGuestId, holdRequests, ok, quietLogs } from '../support';

quietLogs();

const placed = {
  status: 201,
  data: {
    error: false,
    message: 'Pedido criado com sucesso',
    result: { order_id: 70, replayed: false, data: orderGroup() },
  },
};

function open(routes: Parameters<typeof mockHttp>[0] = {}, current = readyCart()) {
  logIn();
  fixGuestId();
  // The local flag may say there are items when the server's cart is empty: the guard reads the flag.
  setCartCount(Math.max(current.count, 1));
  const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
  const mock = mockHttp({
    [ACTIVE_CART]: ok(current),
    'GET /v1/address': ok([
      address(),
      address({
        id: 2,
        label: 'Trabalho',
        default: false,
        postcode: '20040-020',
        city: 'Rio de Janeiro',
        state: 'RJ',
      }),
    ]),
    ...routes,
  });
  renderPage(CheckoutIndex, { url: '/checkout' });
  return { mock, visit };
}

const orders = (seen: SeenRequest[]) => seen.filter((r) => r.url.startsWith('/v1/order/'));
const placeButton = () => screen.findByRole('button', { name: 'Confirmar pedido' });

describe('Checkout screen', () => {
  it('shows loading, then address, shipping per store, payment and the summary', async () => {
    logIn();
    fixGuestId();
    setCartCount(3);
    mockHttp({ [ACTIVE_CART]: ok(readyCart()), 'GET /v1/address': ok([address()]) });
    const held = await holdRequests('/v1/active-cart/');
    renderPage(CheckoutIndex, { url: '/checkout' });
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
    held.release();
    expect(await screen.findByRole('heading', { name: /Endereço de entrega/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Avenida Paulista, 1000' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Frete: Loja Alfa' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Frete: Loja Beta' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /PIX/ })).toBeChecked();
    expect(within(screen.getByTestId('order-summary')).getByTestId('cart-to-pay')).toHaveTextContent(
      'R$ 65,80',
    );
  });

  it('with the cart and addresses as props (as the server gives them) asks for neither', async () => {
    logIn();
    fixGuestId();
    const mock = mockHttp({});
    renderPage(CheckoutIndex, {
      url: '/checkout',
      props: { cart: readyCart(), addresses: [address()] },
    });
    expect(screen.getByRole('radio', { name: 'Avenida Paulista, 1000' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Frete: Loja Alfa' })).toBeInTheDocument();
    expect(mock.seen.filter((r) => r.url.startsWith('/v1/address') || r.url.includes('active-cart'))).toEqual(
      [],
    );
  });

  it('shows the error state when the cart cannot be loaded', async () => {
    open({ [ACTIVE_CART]: { status: 500, data: {} } });
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Erro ao carregar carrinho');
  });

  it('an empty cart links back to the cart', async () => {
    open({}, cart({ items: [], stores: [], shippings: [], count: 0, has_issues: false }));
    expect(await screen.findByRole('link', { name: /Seu carrinho está vazio/ })).toHaveAttribute(
      'href',
      'http://localhost/cart',
    );
  });

  it('choosing another address re-quotes the shipping to it (cart/meta address_id)', async () => {
    const { mock } = open({ 'POST /v1/cart/meta': ok(readyCart()) });
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Avenida Paulista, 1000', checked: true }),
    );
    await userEvent.click(
      screen
        .getAllByRole('radio')
        .find(
          (r) => r.getAttribute('aria-label')?.startsWith('Avenida') && !(r as HTMLInputElement).checked,
        ) as HTMLElement,
    );
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/cart/meta')?.data).toEqual({ address_id: 2 }),
    );
  });

  it('places a PIX order: one call with an idempotency key, success clears the cart flag and goes to the thank-you page', async () => {
    const { mock, visit } = open({ 'POST /v1/order/pix': placed });
    const success = vi.spyOn(notify, 'success');
    await userEvent.click(await placeButton());
    await waitFor(() => expect(visit).toHaveBeenCalledWith('http://localhost/checkout/thankyou?order=70'));
    const [call] = orders(mock.seen);
    expect(call.data).toMatchObject({
      address_id: 1,
      wallet_credit: 0,
      shippings: [
        { store_id: 1, service: 'PAC' },
        { store_id: 2, service: 'PAC' },
      ],
    });
    expect((call.data as { idempotency_key: string }).idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('Pedido criado com sucesso');
    expect(getCartCount()).toBe(0);
  });

  it('disables the button while sending: a double click sends one order', async () => {
    const { mock, visit } = open({ 'POST /v1/order/pix': placed });
    const button = await placeButton();
    const held = await holdRequests('/v1/order/');
    await userEvent.dblClick(button);
    await waitFor(() => expect(held.count()).toBe(1));
    expect(screen.getByRole('button', { name: 'Enviando pedido...' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviando pedido...' }));
    held.release();
    // The answer is handled (the screen goes to the thank-you page) before the test ends.
    await waitFor(() => expect(visit).toHaveBeenCalled());
    expect(orders(mock.seen)).toHaveLength(1);
  });

  it("reuses the idempotency key when the same order is retried after a failure ('Erro na transação')", async () => {
    let calls = 0;
    const { mock, visit } = open({
      'POST /v1/order/pix': () => (++calls === 1 ? { status: 502, data: {} } : placed),
    });
    const error = vi.spyOn(notify, 'error');
    await userEvent.click(await placeButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro na transação'));
    expect(await placeButton()).toBeEnabled();
    await userEvent.click(await placeButton());
    await waitFor(() => expect(visit).toHaveBeenCalled());
    const [first, second] = orders(mock.seen).map(
      (r) => (r.data as { idempotency_key: string }).idempotency_key,
    );
    expect(second).toBe(first);
  });

  it('a different order (another payment) gets a new key', async () => {
    const { mock } = open({
      'POST /v1/order/pix': { status: 502, data: {} },
      'POST /v1/order/credit-card': { status: 502, data: {} },
      'POST /pagbank/orders/get_installment': ok([]),
      'GET /v1/pagarme/cards': ok([
        {
          id: 5,
          brand: 'visa',
          last4: '1111',
          holder: 'BRUNA',
          exp_month: 12,
          exp_year: 2030,
          created_at: '',
        },
      ]),
    });
    await userEvent.click(await placeButton());
    await waitFor(() => expect(orders(mock.seen)).toHaveLength(1));
    await userEvent.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Visa final 1111/ }));
    await userEvent.click(await placeButton());
    await waitFor(() => expect(orders(mock.seen)).toHaveLength(2));
    const [a, b] = orders(mock.seen).map((r) => (r.data as { idempotency_key: string }).idempotency_key);
    expect(b).not.toBe(a);
  });

  it('shows each message of a refused order as a warning', async () => {
    const { visit } = open({
      'POST /v1/order/pix': {
        status: 422,
        data: {
          error: true,
          message: 'Dragão Branco: esgotado (e mais 1 problema)',
          messages: [
            {
              description: 'Dragão Branco: esgotado, outro comprador levou a última unidade.',
              code: 'sold_out',
            },
            { description: 'Frete indisponível para Loja Beta: CEP fora da área.', code: 'no_shipping' },
          ],
        },
      },
    });
    const warning = vi.spyOn(notify, 'warning');
    await userEvent.click(await placeButton());
    await waitFor(() => expect(warning).toHaveBeenCalledTimes(2));
    expect(warning).toHaveBeenNthCalledWith(
      1,
      'Dragão Branco: esgotado, outro comprador levou a última unidade.',
    );
    expect(warning).toHaveBeenNthCalledWith(2, 'Frete indisponível para Loja Beta: CEP fora da área.');
    expect(visit).not.toHaveBeenCalled();
    expect(getCartCount()).toBe(3);
  });

  it('pays by a new card with the installments the API offers', async () => {
    const { mock } = open({
      'GET /v1/pagarme/cards': ok([]),
      'POST /pagbank/orders/get_installment': ok([
        {
          installments: 1,
          interest_free: true,
          monthly_rate_percent: 0,
          total: 65.8,
          installment: 65.8,
          first_installment: 65.8,
        },
        {
          installments: 4,
          interest_free: false,
          monthly_rate_percent: 2.99,
          total: 70.79,
          installment: 17.7,
          first_installment: 17.71,
        },
      ]),
      'POST /v1/order/credit-card': placed,
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.click(await placeButton());
    expect(await screen.findByText('Informe o número completo do cartão.')).toBeInTheDocument();
    expect(orders(mock.seen)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Nome impresso no cartão'), 'BRUNA C');
    await userEvent.type(screen.getByLabelText('Validade (MM/AA)'), '12/30');
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await userEvent.selectOptions(await screen.findByLabelText('Parcelas'), '4');
    expect(
      screen.getByRole('option', { name: /^4x de R\$\s17,70 \(total R\$\s70,79\)$/ }),
    ).toBeInTheDocument();
    await userEvent.click(await placeButton());
    await waitFor(() => expect(orders(mock.seen)).toHaveLength(1));
    // The card leaves the page only as the sandbox tokenizer's token, with brand, last 4 and expiry.
    expect(orders(mock.seen)[0].data).toMatchObject({
      installments: 4,
      card: {
        card_token: expect.stringMatching(/^sbxcard_/),
        brand: 'visa',
        last4: '1111',
        holder: 'BRUNA C',
        exp_month: 12,
        exp_year: 2030,
        save: false,
      },
    });
    const sentCard = (orders(mock.seen)[0].data as { card: Record<string, unknown> }).card;
    expect(sentCard).not.toHaveProperty('number');
    expect(sentCard).not.toHaveProperty('cvv');
    expect(JSON.stringify(mock.seen)).not.toContain('4111111111111111');
    expect(mock.seen.find((r) => r.url === '/pagbank/orders/get_installment')?.data).toEqual({
      amount: 65.8,
    });
  }, 15_000);

  it('does not let a flagged cart be ordered', async () => {
    open({}, cart());
    expect(await screen.findByText(/Alguns itens do carrinho mudaram/)).toBeInTheDocument();
    expect(await placeButton()).toBeDisabled();
  });
});
