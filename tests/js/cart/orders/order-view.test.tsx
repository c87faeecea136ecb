import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyAccountOrderView from '@/Pages/MyAccount/OrderView';
import type { StoreOrder } from '@/types/cart';
import { mockHttp } from '../../support/http';
import { renderPage } from '../../support/render';
import { logIn } from '../../support/session';
import { orderGroup, payment, storeOrder } from '../fixtures';
import { ok, quietLogs } from '../support';

quietLogs();

function delivered(overrides: Partial<StoreOrder> = {}): StoreOrder {
  return storeOrder({
    status: 'delivered',
    status_label: 'Entregue',
    timeline: [
      {
        status: 'awaiting_payment',
        label: 'Aguardando pagamento',
        note: null,
        at: '2025-03-04T12:00:00.000Z',
      },
      { status: 'paid', label: 'Pago', note: null, at: '2025-03-04T12:05:00.000Z' },
      { status: 'shipped', label: 'Enviado', note: 'Postado na agência', at: '2025-03-05T09:00:00.000Z' },
      { status: 'delivered', label: 'Entregue', note: null, at: '2025-03-08T15:00:00.000Z' },
    ],
    items: [
      {
        id: 801,
        listing_id: 101,
        product: { code: 501, name: 'Dragão Branco', url: null },
        condition: 'NM',
        language: 'PT',
        extras: [],
        quantity: 2,
        unit_price: 10,
        total: 20,
        review: null,
      },
    ],
    shipping: {
      service: 'SEDEX',
      name: 'SEDEX (Correios)',
      price: 21.9,
      delivery_days: 1,
      tracking_code: 'SS473031384BR',
      tracking_url: 'https://rastreamento.correios.com.br/?objeto=SS473031384BR',
    },
    invoice: {
      number: '1234',
      key: '3525',
      url: 'https://nfe.example/1234',
      issued_at: '2025-03-05T08:00:00.000Z',
    },
    review: null,
    can_review: true,
    can_complain: true,
    complaint_id: null,
    ...overrides,
  });
}

const group = () =>
  orderGroup({
    status: 'paid',
    status_label: 'Pago',
    payment: payment({ status: 'paid', pix_code: null, pix_qr_code: null }),
    orders: [
      delivered(),
      delivered({
        id: 72,
        number: 'PED-72',
        can_review: false,
        can_complain: false,
        complaint_id: 5,
        status: 'paid',
        status_label: 'Pago',
        invoice: null,
        shipping: { ...storeOrder().shipping },
      }),
    ],
  });

describe('Order view', () => {
  it('shows each store order the server gave with its timeline, items, shipping with tracking and invoice', () => {
    logIn();
    const http = mockHttp({});
    renderPage(MyAccountOrderView, { url: '/my-account/order-view/70', props: { group: group() } });
    expect(screen.getByText('Pedido G-70')).toBeInTheDocument();
    const [alfa, beta] = screen.getAllByTestId('store-order-detail');
    expect(within(alfa).getAllByTestId('timeline-entry')).toHaveLength(4);
    expect(within(alfa).getByText('Postado na agência')).toBeInTheDocument();
    expect(within(alfa).getByTestId('order-item')).toHaveTextContent('Dragão Branco');
    expect(within(alfa).getByRole('link', { name: 'SS473031384BR' })).toHaveAttribute(
      'href',
      'https://rastreamento.correios.com.br/?objeto=SS473031384BR',
    );
    expect(within(alfa).getByTestId('invoice')).toHaveTextContent('NF-e nº 1234');
    expect(within(alfa).getByRole('link', { name: 'Abrir reclamação sobre este pedido' })).toHaveAttribute(
      'href',
      'http://localhost/complaints?order=71',
    );
    expect(within(beta).queryByTestId('tracking')).toBeNull();
    expect(within(beta).queryByTestId('review-form')).toBeNull();
    expect(within(beta).getByRole('link', { name: 'Ver a reclamação deste pedido' })).toHaveAttribute(
      'href',
      'http://localhost/complaints/5',
    );
    // A paid order is not asked for again.
    expect(http.seen.filter((r) => r.url.startsWith('/v1/orders'))).toEqual([]);
  });

  it('sends the store and product reviews after delivery, then reads the order again to show them', async () => {
    logIn();
    const reviewed = group();
    reviewed.orders[0] = delivered({
      review: {
        id: 1,
        store_order_id: 71,
        rating: 4,
        comment: 'Chegou rápido',
        created_at: '2025-03-09T10:00:00.000Z',
      },
    });
    const mock = mockHttp({
      'GET /v1/orders/70': ok(reviewed),
      'POST /v1/create-order-review/': ok({ id: 1 }, 'Avaliação enviada. Obrigado!'),
      'POST /v1/create-order-product-review/': ok({ id: 2 }, 'Avaliação enviada. Obrigado!'),
    });
    renderPage(MyAccountOrderView, { url: '/my-account/order-view/70', props: { group: group() } });
    const [alfa] = screen.getAllByTestId('store-order-detail');
    const [productForm, storeForm] = within(alfa).getAllByTestId('review-form');
    await userEvent.click(within(storeForm).getByLabelText('4 de 5 estrelas'));
    await userEvent.type(within(storeForm).getByLabelText('Comentário (opcional)'), 'Chegou rápido');
    await userEvent.click(within(storeForm).getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/create-order-review/')?.data).toEqual({
        store_order_id: 71,
        rating: 4,
        comment: 'Chegou rápido',
      }),
    );
    expect(await within(alfa).findByText('Sua avaliação da loja')).toBeInTheDocument();
    expect(mock.seen.filter((r) => r.url === '/v1/orders/70')).toHaveLength(1);
    await userEvent.click(within(productForm).getByLabelText('5 de 5 estrelas'));
    await userEvent.click(within(productForm).getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/create-order-product-review/')?.data).toEqual({
        store_order_id: 71,
        order_item_id: 801,
        rating: 5,
      }),
    );
  });
});
