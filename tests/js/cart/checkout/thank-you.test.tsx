import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_POLL_MS } from '@/hooks/orders/useOrderGroup';
import CheckoutThankYou from '@/Pages/Checkout/ThankYou';
import { mockHttp } from '../../support/http';
import { renderPage } from '../../support/render';
import { logIn } from '../../support/session';
import { orderGroup, payment, storeOrder } from '../fixtures';
import { ok, quietLogs } from '../support';

quietLogs();

const THANKS = '/checkout/thankyou?order=70';

const paid = () =>
  orderGroup({
    status: 'paid',
    status_label: 'Pago',
    orders: [
      storeOrder({ status: 'paid', status_label: 'Pago' }),
      storeOrder({ id: 72, number: 'MC-000070-2', status: 'paid', status_label: 'Pago' }),
    ],
    payment: payment({ status: 'paid', pix_code: null, pix_qr_code: null }),
  });

describe('Thank-you page', () => {
  it('shows the order the server gave: its numbers, the PIX QR code and the copy-and-paste code', () => {
    logIn();
    mockHttp({});
    renderPage(CheckoutThankYou, { url: THANKS, props: { group: orderGroup() } });
    const placed = screen.getByTestId('placed-orders');
    expect(within(placed).getByText('Pedido PED-71')).toBeInTheDocument();
    expect(within(placed).getByText('Pedido PED-72')).toBeInTheDocument();
    const pix = screen.getByTestId('pix-payment');
    expect(within(pix).getByRole('img', { name: 'QR Code PIX do pedido' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(within(pix).getByLabelText('Código PIX copia e cola')).toHaveValue(orderGroup().payment?.pix_code);
    expect(screen.getByTestId('payment-panel')).toHaveTextContent('Aguardando pagamento');
    expect(screen.getByRole('link', { name: 'Ver o pedido' })).toHaveAttribute(
      'href',
      'http://localhost/my-account/order-view/70',
    );
  });

  it('copies the PIX code', async () => {
    logIn();
    mockHttp({});
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPage(CheckoutThankYou, { url: THANKS, props: { group: orderGroup() } });
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(orderGroup().payment?.pix_code);
    expect(await screen.findByRole('button', { name: 'Código copiado!' })).toBeInTheDocument();
  });

  it('asks again every few seconds until the payment is confirmed, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    let reads = 0;
    mockHttp({ 'GET /v1/orders/70': () => ok(++reads >= 2 ? paid() : orderGroup()) });
    renderPage(CheckoutThankYou, { url: THANKS, props: { group: orderGroup() } });
    expect(screen.getByTestId('pix-payment')).toBeInTheDocument();
    expect(reads).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    });
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.getByTestId('pix-payment')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    });
    expect(await screen.findByText('Pagamento confirmado! As lojas já foram avisadas.')).toBeInTheDocument();
    expect(screen.queryByTestId('pix-payment')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    });
    expect(reads).toBe(2);
  });

  it('does not ask again for a paid order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    const http = mockHttp({});
    renderPage(CheckoutThankYou, { url: THANKS, props: { group: paid() } });
    expect(screen.getByText('Pagamento confirmado! As lojas já foram avisadas.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 2);
    });
    expect(http.seen.filter((r) => r.url.startsWith('/v1/orders'))).toEqual([]);
  });

  it('tells a visitor without a session that the order cannot be found, with the way to log in', () => {
    const http = mockHttp({});
    renderPage(CheckoutThankYou, { url: THANKS, props: { group: null } });
    expect(screen.getByRole('alert')).toHaveTextContent('Não encontramos este pedido.');
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      'http://localhost/auth/login',
    );
    expect(screen.queryByTestId('payment-panel')).toBeNull();
    expect(http.seen).toEqual([]);
  });

  it('pays the PIX with the sandbox button when the sandbox driver is on, then shows it paid', async () => {
    logIn();
    const waiting = () => orderGroup({ payment: payment({ charge_id: 'ch_sbx_1' }) });
    let payCalls = 0;
    const http = mockHttp({
      'POST /_sandbox/payments/ch_sbx_1/pay': () => {
        payCalls++;
        return ok(null);
      },
      'GET /v1/orders/70': () => ok(payCalls > 0 ? paid() : waiting()),
    });
    const user = userEvent.setup();
    renderPage(CheckoutThankYou, { url: THANKS, props: { group: waiting(), sandbox: true } });
    await user.click(screen.getByRole('button', { name: 'Pagar (sandbox)' }));
    expect(await screen.findByText('Pagamento confirmado! As lojas já foram avisadas.')).toBeInTheDocument();
    expect(payCalls).toBe(1);
    expect(http.seen.some((r) => r.method === 'POST' && r.url === '/_sandbox/payments/ch_sbx_1/pay')).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Pagar (sandbox)' })).toBeNull();
  });

  it('offers no sandbox button with a real gateway', () => {
    logIn();
    mockHttp({});
    const group = orderGroup({ payment: payment({ charge_id: 'ch_live_1' }) });
    renderPage(CheckoutThankYou, { url: THANKS, props: { group, sandbox: false } });
    expect(screen.getByTestId('pix-payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar (sandbox)' })).toBeNull();
  });
});
