import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_POLL_MS } from '@/hooks/orders/useOrderGroup';
import CheckoutThankYou from '@/Pages/Checkout/ThankYou';
import { mockHttp } from '../../support/http';
import { renderPage } from '../../support/render';
import { logIn } from '../../support/session';
import { orderGroup, payment, storeOrder } from '../fixtures';
import { holdRequests, ok, quietLogs } from '../support';

quietLogs();

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
  it('shows loading, then the order numbers, the PIX QR code and the copy-and-paste code', async () => {
    logIn();
    mockHttp({ 'GET /v1/orders/70': ok(orderGroup()) });
    const held = await holdRequests('/v1/orders/');
    renderPage(CheckoutThankYou as never, { url: '/checkout/thankyou?order=70' });
    expect(await screen.findByText('Carregando...', { selector: 'div' })).toBeInTheDocument();
    held.release();
    const placed = await screen.findByTestId('placed-orders');
    expect(within(placed).getByText('Pedido PED-71')).toBeInTheDocument();
    expect(within(placed).getByText('Pedido PED-72')).toBeInTheDocument();
    const pix = screen.getByTestId('pix-payment');
    expect(within(pix).getByRole('img', { name: 'QR Code PIX do pedido' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(within(pix).getByLabelText('Código PIX copia e cola')).toHaveValue(orderGroup().payment?.pix_code);
    expect(screen.getByTestId('payment-panel')).toHaveTextContent('Aguardando pagamento');
  });

  it('copies the PIX code', async () => {
    logIn();
    mockHttp({ 'GET /v1/orders/70': ok(orderGroup()) });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPage(CheckoutThankYou as never, { url: '/checkout/thankyou?order=70' });
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(orderGroup().payment?.pix_code);
    expect(await screen.findByRole('button', { name: 'Código copiado!' })).toBeInTheDocument();
  });

  it('asks again every few seconds until the payment is confirmed, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    let reads = 0;
    mockHttp({ 'GET /v1/orders/70': () => ok(++reads >= 3 ? paid() : orderGroup()) });
    renderPage(CheckoutThankYou as never, { url: '/checkout/thankyou?order=70' });
    expect(await screen.findByTestId('pix-payment')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    });
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.getByTestId('pix-payment')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    });
    expect(await screen.findByText('Pagamento confirmado! As lojas já foram avisadas.')).toBeInTheDocument();
    expect(screen.queryByTestId('pix-payment')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    });
    expect(reads).toBe(3);
  });

  it('says when the order cannot be found', async () => {
    logIn();
    mockHttp({ 'GET /v1/orders/999': { status: 404, data: { message: 'Pedido não encontrado.' } } });
    renderPage(CheckoutThankYou as never, { url: '/checkout/thankyou?order=999' });
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Não encontramos este pedido.');
  });
});
