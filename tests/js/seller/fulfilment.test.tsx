import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FulfilmentPanel from '@/Components/Seller/Fulfilment/FulfilmentPanel';
import type { OrderStatus } from '@/types/cart';
import type { Fulfilment, FulfilmentInvoice } from '@/types/pages/sellerFulfilment';
import { mockHttp } from '../support/http';
import { renderWithI18n } from '../support/render';

const KEY = '35261111222333000181550030000000011123456780';

const invoice = (overrides: Partial<FulfilmentInvoice> = {}): FulfilmentInvoice => ({
  id: 5,
  number: 1,
  series: 3,
  access_key: KEY,
  status: 'pending',
  protocol: null,
  refusal_reason: null,
  created_at: '2031-01-10T12:00:00.000Z',
  authorized_at: null,
  sent_to_buyer_at: null,
  danfe_url: null,
  xml_url: null,
  ...overrides,
});

const fulfilment = (overrides: Partial<Fulfilment> = {}): Fulfilment => ({
  store_order_id: 9,
  invoices: [],
  invoice: null,
  tracking_code: null,
  tracking_url: null,
  can_print_label: true,
  issues_nfe: true,
  has_origin_address: true,
  can_issue_invoice: true,
  can_ship: false,
  can_print_declaration: false,
  label_url: '/v1/get-shipping-label/9',
  declaration_url: '/v1/get-shipping-content-label/9',
  label_tracking_code: 'SS473031384BR',
  shipping_service: 'SEDEX',
  ...overrides,
});

const panel = (status: OrderStatus, state: Fulfilment) =>
  renderWithI18n(<FulfilmentPanel storeId={1} storeOrderId={9} status={status} fulfilment={state} />);

const ok = (message = 'ok', error = false) => ({
  status: 200,
  data: { error, message, result: fulfilment() },
});

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('FulfilmentPanel', () => {
  it('issues the NF-e of a paid order and reloads the page', async () => {
    const http = mockHttp({ 'POST /v1/store-order-invoice': ok('Nota fiscal criada.') });
    panel('paid', fulfilment());
    const invoiceStep = screen.getByRole('region', { name: 'Nota fiscal' });
    expect(within(invoiceStep).getByText('Emita a NF-e do pedido para poder enviá-lo.')).toBeInTheDocument();
    await userEvent.click(within(invoiceStep).getByRole('button', { name: 'Emitir nota fiscal' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(http.seen.find((r) => r.url === '/v1/store-order-invoice')?.data).toEqual({ store_order_id: 9 });
    // Shipping waits for the invoice.
    expect(
      screen.getByText('O pedido pode ser enviado depois que a NF-e for autorizada.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Imprimir etiqueta' })).toHaveAttribute(
      'href',
      '/v1/get-shipping-label/9',
    );
    expect(screen.queryByRole('link', { name: 'Imprimir declaração de conteúdo' })).toBeNull();
    http.restore();
  });

  it('sends the draft to SEFAZ; a refusal shows the reason and offers a retry that issues and sends again', async () => {
    const http = mockHttp({
      'POST /v1/send-nf-to-sefaz': ok('A SEFAZ recusou a nota fiscal. Rejeição 539: Duplicidade', true),
    });
    const { unmount } = panel('paid', fulfilment({ invoices: [invoice()], can_issue_invoice: false }));
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar à SEFAZ' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(http.seen.map((r) => r.url)).toContain('/v1/send-nf-to-sefaz');
    unmount();
    http.restore();

    const retry = mockHttp({
      'POST /v1/store-order-invoice': ok(),
      'POST /v1/send-nf-to-sefaz': ok('NF-e autorizada pela SEFAZ.'),
    });
    const reason = 'Rejeição 539: Duplicidade de NF-e com diferença na Chave de Acesso';
    panel('paid', fulfilment({ invoices: [invoice({ status: 'refused', refusal_reason: reason })] }));
    expect(screen.getByText('Recusada')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    await userEvent.click(screen.getByRole('button', { name: 'Emitir de novo e enviar à SEFAZ' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(retry.seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/v1/store-order-invoice',
      '/v1/send-nf-to-sefaz',
    ]);
    retry.restore();
  });

  it('shows the authorized NF-e with key, protocol, downloads and sends it to the buyer', async () => {
    const http = mockHttp({
      'POST /v1/store-order-send-nf': ok('Nota fiscal enviada ao comprador por e-mail.'),
    });
    const authorized = invoice({
      status: 'authorized',
      protocol: '135310000012345',
      authorized_at: '2031-01-10T12:05:00.000Z',
      danfe_url: '/v1/store-order-get-nf/9?format=pdf',
      xml_url: '/v1/store-order-get-nf/9?format=xml',
    });
    panel(
      'invoiced',
      fulfilment({ invoices: [authorized], invoice: authorized, can_issue_invoice: false, can_ship: true }),
    );
    expect(screen.getByText('Autorizada')).toBeInTheDocument();
    expect(screen.getByTestId('nfe-key')).toHaveTextContent(
      '3526 1111 2223 3300 0181 5500 3000 0000 0111 2345 6780',
    );
    expect(screen.getByText(/135310000012345/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar DANFE (PDF)' })).toHaveAttribute(
      'href',
      '/v1/store-order-get-nf/9?format=pdf',
    );
    expect(screen.getByRole('link', { name: 'Baixar XML' })).toHaveAttribute(
      'href',
      '/v1/store-order-get-nf/9?format=xml',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar ao comprador' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(http.seen.some((r) => r.url === '/v1/store-order-send-nf')).toBe(true);
    http.restore();
  });

  it('ships with the label’s tracking code; a bad code is refused before and by the server', async () => {
    const http = mockHttp({
      'POST /v1/store-order-ship': (req) =>
        (req.data as { tracking_code: string }).tracking_code === 'SS473031384BR'
          ? ok('Pedido marcado como enviado.')
          : {
              status: 422,
              data: {
                message: 'Código de rastreio inválido.',
                errors: { tracking_code: ['Código de rastreio inválido.'] },
              },
            },
    });
    panel('invoiced', fulfilment({ can_ship: true, can_issue_invoice: false }));
    const input = screen.getByLabelText('Código de rastreio');
    expect(input).toHaveValue('SS473031384BR');

    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    expect(screen.getByText('Código de rastreio inválido.')).toBeInTheDocument();
    expect(http.seen.some((r) => r.url === '/v1/store-order-ship')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, 'ss473031385br');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() => expect(screen.getByText('Código de rastreio inválido.')).toBeInTheDocument());
    expect(http.seen.find((r) => r.url === '/v1/store-order-ship')?.data).toEqual({
      store_order_id: 9,
      tracking_code: 'SS473031385BR',
    });

    await userEvent.clear(input);
    await userEvent.type(input, 'SS473031384BR');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() => expect(http.seen.filter((r) => r.url === '/v1/store-order-ship')).toHaveLength(2));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    http.restore();
  });

  it('a store without NF-e: points to the company form, prints the content declaration and ships from paid', () => {
    panel(
      'paid',
      fulfilment({
        issues_nfe: false,
        can_issue_invoice: false,
        can_ship: true,
        can_print_declaration: true,
        has_origin_address: false,
      }),
    );
    const invoiceStep = screen.getByRole('region', { name: 'Nota fiscal' });
    expect(within(invoiceStep).getByText(/não emite NF-e/)).toBeInTheDocument();
    expect(within(invoiceStep).getByRole('link', { name: 'Dados da empresa' })).toHaveAttribute(
      'href',
      expect.stringContaining('/my-store/company-info'),
    );
    expect(screen.getByRole('link', { name: 'Imprimir declaração de conteúdo' })).toHaveAttribute(
      'href',
      '/v1/get-shipping-content-label/9',
    );
    expect(screen.getByText(/endereço de origem da loja/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar como enviado' })).toBeInTheDocument();
  });

  it('shows the tracking code and link once shipped', () => {
    panel(
      'shipped',
      fulfilment({
        tracking_code: 'SS473031384BR',
        tracking_url: 'https://rastreamento.correios.com.br/app/index.php?objetos=SS473031384BR',
        can_issue_invoice: false,
      }),
    );
    expect(screen.getByTestId('tracking-code')).toHaveTextContent('SS473031384BR');
    expect(screen.getByRole('link', { name: 'Rastrear nos Correios' })).toHaveAttribute(
      'href',
      'https://rastreamento.correios.com.br/app/index.php?objetos=SS473031384BR',
    );
    expect(screen.queryByRole('button', { name: 'Marcar como enviado' })).toBeNull();
  });

  it('renders nothing for an order still waiting for payment', () => {
    const { container } = panel(
      'awaiting_payment',
      fulfilment({ can_print_label: false, can_issue_invoice: false }),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
