import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { getCartCount, setCartCount } from '@/lib/session';
import CartIndex from '@/Pages/Cart/Index';
import { mockHttp } from '../support/http';
import { renderPage } from '../support/render';
import { logIn } from '../support/session';
import { cart, readyCart, shipping } from './fixtures';
import { ACTIVE_CART, fixGuestId, holdRequests, ok, quietLogs } from './support';

quietLogs();

function open(routes: Parameters<typeof mockHttp>[0]) {
  logIn();
  fixGuestId();
  const mock = mockHttp(routes);
  renderPage(CartIndex, { url: '/cart' });
  return mock;
}

describe('Cart screen', () => {
  it('renders the cart the server gave as a prop at once, without asking for it', () => {
    logIn();
    fixGuestId();
    const mock = mockHttp({});
    renderPage(CartIndex, { url: '/cart', props: { cart: cart() } });
    expect(screen.getAllByTestId('store-group').length).toBeGreaterThan(0);
    expect(mock.seen.filter((r) => r.url.startsWith('/v1/active-cart/'))).toEqual([]);
  });

  it('shows the loading state until the cart arrives', async () => {
    logIn();
    fixGuestId();
    mockHttp({ [ACTIVE_CART]: ok(readyCart()) });
    const held = await holdRequests('/v1/active-cart/');
    renderPage(CartIndex, { url: '/cart' });
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
    await waitFor(() => expect(held.count()).toBe(1));
    held.release();
    expect(await screen.findByText('Vendido por Loja Alfa')).toBeInTheDocument();
  });

  it('shows the empty state and clears the cart flag', async () => {
    setCartCount(3);
    open({ [ACTIVE_CART]: ok(cart({ items: [], stores: [], shippings: [], count: 0, has_issues: false })) });
    expect(await screen.findByText('Seu carrinho está vazio.')).toBeInTheDocument();
    expect(getCartCount()).toBe(0);
  });

  it("shows 'Erro ao carregar carrinho' when the cart cannot be loaded", async () => {
    open({ [ACTIVE_CART]: { status: 500, data: { message: 'boom' } } });
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Erro ao carregar carrinho');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('groups items by store with each store its shipping options and subtotal, and flags changed rows', async () => {
    open({ [ACTIVE_CART]: ok(cart()) });
    const groups = await screen.findAllByTestId('store-group');
    expect(groups).toHaveLength(2);
    const [alfa, beta] = groups;
    expect(within(alfa).getByText('Vendido por Loja Alfa')).toBeInTheDocument();
    expect(within(alfa).getAllByTestId('cart-item')).toHaveLength(1);
    expect(within(alfa).getByRole('group', { name: 'Frete: Loja Alfa' })).toBeInTheDocument();
    expect(within(alfa).getByTestId('store-subtotal')).toHaveTextContent('R$ 20,00');

    const rows = within(beta).getAllByTestId('cart-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-status', 'sold_out');
    expect(within(rows[0]).getByTestId('item-flag')).toHaveTextContent('Esgotado');
    expect(rows[1]).toHaveAttribute('data-status', 'price_changed');
    expect(within(rows[1]).getByTestId('item-flag')).toHaveTextContent(
      'Preço alterado: de R$ 8,00 para R$ 12,00',
    );
    expect(screen.getByText('Resolva os itens marcados antes de finalizar a compra.')).toBeInTheDocument();
    expect(getCartCount()).toBe(4);
  });

  it('changes a quantity through update-cart as a number, never above the stock', async () => {
    const mock = open({
      [ACTIVE_CART]: ok(readyCart()),
      'POST /v1/update-cart/': ok(readyCart({ count: 8 })),
    });
    const [alfa] = await screen.findAllByTestId('store-group');
    const input = within(alfa).getByLabelText('Quantidade');
    await userEvent.clear(input);
    await userEvent.type(input, '9{Enter}');
    await waitFor(() => expect(mock.seen.some((r) => r.url === '/v1/update-cart/')).toBe(true));
    expect(mock.seen.find((r) => r.url === '/v1/update-cart/')?.data).toEqual({
      items: [{ id: 11, quantity: 5 }],
    });
    await waitFor(() => expect(getCartCount()).toBe(8));
  });

  it("removes an item: 'Removido do carrinho'; a failure reads 'Erro ao remover'", async () => {
    const after = readyCart({ items: [readyCart().items[1]], stores: [readyCart().stores[1]], count: 1 });
    const mock = open({ [ACTIVE_CART]: ok(readyCart()), 'POST /v1/remove-from-cart': ok(after) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Dragão Branco' }));
    expect(await screen.findByText('Removido do carrinho')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/remove-from-cart')?.data).toEqual({ id: 11 });
    await waitFor(() => expect(screen.getAllByTestId('store-group')).toHaveLength(1));
    expect(getCartCount()).toBe(1);

    // One toast at a time: the next one waits for this one, so the failure is read from the helper.
    const error = vi.spyOn(notify, 'error');
    mockHttp({ 'POST /v1/remove-from-cart': { status: 500, data: {} } });
    await userEvent.click(screen.getByRole('button', { name: /^Remover / }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro ao remover'));
  });

  it("chooses a store's shipping: 'Frete selecionado'; a failure reads 'Erro ao selecionar frete'", async () => {
    const mock = open({
      [ACTIVE_CART]: ok(readyCart()),
      'POST /v1/cart/save-store-shippiment': ok(readyCart()),
    });
    const [, beta] = await screen.findAllByTestId('store-group');
    await userEvent.click(within(beta).getByRole('radio', { name: /SEDEX/ }));
    expect(await screen.findByText('Frete selecionado')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/cart/save-store-shippiment')?.data).toEqual({
      store_id: 2,
      service: 'SEDEX',
    });

    const error = vi.spyOn(notify, 'error');
    mockHttp({ 'POST /v1/cart/save-store-shippiment': { status: 500, data: {} } });
    await userEvent.click(within(beta).getByRole('radio', { name: /SEDEX/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro ao selecionar frete'));
  });

  it('clamps the wallet credit: negative to 0, above the balance to the balance, 2 decimals', async () => {
    const mock = open({ [ACTIVE_CART]: ok(readyCart()), 'POST /v1/cart/meta': ok(readyCart()) });
    const input = await screen.findByLabelText('Valor a usar (R$)');
    const apply = screen.getByRole('button', { name: 'Aplicar' });
    const sent = () => mock.seen.filter((r) => r.url === '/v1/cart/meta').map((r) => r.data);

    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    await userEvent.click(apply);
    await waitFor(() => expect(sent()).toEqual([{ wallet_credit: '0.00' }]));
    expect(input).toHaveValue('0,00');

    await userEvent.clear(input);
    await userEvent.type(input, '80');
    await userEvent.click(apply);
    await waitFor(() => expect(sent()[1]).toEqual({ wallet_credit: '50.00' }));

    await userEvent.clear(input);
    await userEvent.type(input, '7,129');
    await userEvent.click(apply);
    await waitFor(() => expect(sent()[2]).toEqual({ wallet_credit: '7.13' }));

    await userEvent.clear(input);
    await userEvent.type(input, '12,5');
    await userEvent.click(apply);
    await waitFor(() => expect(sent()[3]).toEqual({ wallet_credit: '12.50' }));
  });

  it("reads 'Erro ao aplicar crédito' when the credit is refused", async () => {
    open({ [ACTIVE_CART]: ok(readyCart()), 'POST /v1/cart/meta': { status: 500, data: {} } });
    await userEvent.type(await screen.findByLabelText('Valor a usar (R$)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Erro ao aplicar crédito')).toBeInTheDocument();
  });

  it('links to checkout only when nothing is flagged', async () => {
    open({ [ACTIVE_CART]: ok(readyCart()) });
    expect(await screen.findByRole('link', { name: 'Finalizar compra' })).toHaveAttribute(
      'href',
      'http://localhost/checkout',
    );
  });

  it('works out the shipping of every store to a typed CEP through GET /v1/shippiments', async () => {
    const quoted = [
      shipping(1, {
        destination: '20040-020',
        options: [
          {
            service: 'PAC',
            name: 'PAC (Correios)',
            price: 19.4,
            delivery_days: 6,
            free_shipping: false,
            original_price: null,
          },
          {
            service: 'SEDEX',
            name: 'SEDEX (Correios)',
            price: 0,
            delivery_days: 1,
            free_shipping: true,
            original_price: 31.2,
          },
        ],
      }),
      shipping(2, { options: [], message: 'Nenhum item disponível desta loja.' }),
    ];
    const mock = open({ [ACTIVE_CART]: ok(cart()), 'GET /v1/shippiments': ok(quoted) });
    const box = await screen.findByTestId('shipping-quote');
    const cep = within(box).getByLabelText('CEP');
    const submit = within(box).getByRole('button', { name: 'Calcular' });

    await userEvent.type(cep, '2004');
    await userEvent.click(submit);
    expect(within(box).getByRole('alert')).toHaveTextContent('Informe os 8 dígitos do CEP.');
    expect(mock.seen.some((r) => r.url === '/v1/shippiments')).toBe(false);

    await userEvent.type(cep, '0020');
    expect(cep).toHaveValue('20040-020');
    await userEvent.click(submit);
    const result = await within(box).findByRole('status');
    expect(result).toHaveTextContent('Frete para o CEP 20040-020');
    expect(mock.seen.filter((r) => r.url === '/v1/shippiments').map((r) => r.params)).toEqual([
      { cep: '20040-020' },
    ]);
    const alfa = within(result).getByTestId('quote-1');
    expect(alfa).toHaveTextContent('Loja Alfa');
    expect(alfa).toHaveTextContent('PAC (Correios) · 6 dias úteis');
    expect(alfa).toHaveTextContent('R$ 19,40');
    expect(alfa).toHaveTextContent('SEDEX (Correios) · 1 dia útil');
    expect(alfa).toHaveTextContent('Grátis');
    expect(within(result).getByTestId('quote-2')).toHaveTextContent(
      'Loja BetaNenhum item disponível desta loja.',
    );
    // The store groups keep the options to the cart's address, the ones the checkout charges.
    const [storeAlfa] = screen.getAllByTestId('store-group');
    expect(within(storeAlfa).getByRole('radio', { name: /PAC/ })).toBeChecked();
    expect(within(storeAlfa).getByRole('radio', { name: /PAC/ }).closest('label')).toHaveTextContent(
      'R$ 15,90',
    );
  });

  it("shows the server's reason when it refuses the CEP", async () => {
    open({
      [ACTIVE_CART]: ok(cart()),
      'GET /v1/shippiments': {
        status: 422,
        data: { message: 'CEP inválido: informe os 8 dígitos no formato 00000-000.', errors: {} },
      },
    });
    const box = await screen.findByTestId('shipping-quote');
    await userEvent.type(within(box).getByLabelText('CEP'), '00000000');
    await userEvent.click(within(box).getByRole('button', { name: 'Calcular' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'CEP inválido: informe os 8 dígitos no formato 00000-000.',
    );
  });
});
