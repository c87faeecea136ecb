/**
 * Sample bodies of pagar.me v5 and PagBank, written after the examples of their public references
 * (pagar.me: "Pix", "Cartão de crédito", "Exemplo de webhook"; PagBank: "Criar pedido com QR Code",
 * "Criar e pagar pedido", "Webhooks", "Confirmar autenticidade da notificação"), with our order
 * numbers, amounts and buyer put in. Ids, timestamps and the BR Codes keep the gateways' formats.
 */

/** A dynamic BR Code as gateways hand them out (location URL instead of a key). */
export const GATEWAY_BR_CODE =
  '00020101021226820014br.gov.bcb.pix2560pix.stone.com.br/pix/v2/0fe7d1ba-4ad6-4d7a-b9e0-7d2ab6e1e9c95204000053039865406107.505802BR5925PAGAR ME PAGAMENTOS S A6014RIO DE JANEIRO62290525paclrrw2fx3h2mkbqlwqq8gm663043D5A';

// ---------------------------------------------------------------- pagar.me

export const pagarmeCustomerSample = {
  id: 'cus_oy23JRQCM1cvzlmD',
  name: 'Maria Silva',
  email: 'maria@example.com',
  code: 'user-12',
  document: '12345678909',
  document_type: 'CPF',
  type: 'individual',
  delinquent: false,
  created_at: '2025-01-15T12:00:00',
  updated_at: '2025-01-15T12:00:00',
  phones: { mobile_phone: { country_code: '55', area_code: '11', number: '988887777' } },
};

/** POST /orders answered for a PIX of R$ 107,50. */
export const pagarmePixOrderSample = {
  id: 'or_56GXnk6T0eU88qMm',
  code: 'MC-000123',
  amount: 10750,
  currency: 'BRL',
  closed: true,
  items: [
    {
      id: 'oi_EqnMMrbFgBf0MaN1',
      description: 'Pedido MC-000123',
      amount: 10750,
      quantity: 1,
      status: 'active',
      code: 'MC-000123',
      created_at: '2025-01-15T12:00:00',
      updated_at: '2025-01-15T12:00:00',
    },
  ],
  customer: pagarmeCustomerSample,
  status: 'pending',
  created_at: '2025-01-15T12:00:00',
  updated_at: '2025-01-15T12:00:00',
  charges: [
    {
      id: 'ch_K2rJ5nlHwTE4qRDP',
      code: 'MC-000123',
      gateway_id: '3a9e1b2c-6b6c-4c3d-9f0e-2b1a0c9d8e7f',
      amount: 10750,
      status: 'pending',
      currency: 'BRL',
      payment_method: 'pix',
      created_at: '2025-01-15T12:00:00',
      updated_at: '2025-01-15T12:00:00',
      customer: pagarmeCustomerSample,
      last_transaction: {
        id: 'tran_AJ0Pq1Gxt6SZYdbk',
        transaction_type: 'pix',
        gateway_id: '3a9e1b2c-6b6c-4c3d-9f0e-2b1a0c9d8e7f',
        amount: 10750,
        status: 'waiting_payment',
        success: true,
        qr_code: GATEWAY_BR_CODE,
        qr_code_url:
          'https://api.pagar.me/core/v5/transactions/tran_AJ0Pq1Gxt6SZYdbk/qrcode?payment_method=pix',
        expires_at: '2025-01-15T12:30:00Z',
        created_at: '2025-01-15T12:00:00',
        updated_at: '2025-01-15T12:00:00',
        gateway_response: {},
        antifraud_response: {},
        metadata: {},
      },
    },
  ],
  metadata: { order_ref: 'MC-000123', amount_cents: '10750' },
};

const cardTransaction = {
  id: 'tran_wMvG8Rr7xHMxWd5y',
  transaction_type: 'credit_card',
  gateway_id: '8e7d6c5b-4a39-4821-9f0e-1d2c3b4a5968',
  amount: 10759,
  status: 'captured',
  success: true,
  installments: 4,
  statement_descriptor: 'MERCADOCARTAS',
  acquirer_name: 'simulator',
  acquirer_tid: '5174863',
  acquirer_nsu: '5174863',
  acquirer_auth_code: '283',
  acquirer_message: 'Transação capturada com sucesso',
  acquirer_return_code: '00',
  operation_type: 'auth_and_capture',
  card: {
    id: 'card_jr4BLP6hnhzr1aKq',
    first_six_digits: '400000',
    last_four_digits: '0010',
    brand: 'Visa',
    holder_name: 'MARIA SILVA',
    exp_month: 12,
    exp_year: 2030,
    status: 'active',
    type: 'credit',
    created_at: '2025-01-15T12:00:00',
    updated_at: '2025-01-15T12:00:00',
  },
  created_at: '2025-01-15T12:00:01',
  updated_at: '2025-01-15T12:00:01',
  gateway_response: { code: '200', errors: [] },
  antifraud_response: { status: 'approved', score: 'low', provider_name: 'pagarme' },
  metadata: {},
};

/** POST /orders answered for R$ 100,00 in 4x (R$ 107,59 with interest), captured. */
export const pagarmeCardOrderSample = {
  id: 'or_8VgN3j0TQHDy4x1E',
  code: 'MC-000124',
  amount: 10759,
  currency: 'BRL',
  closed: true,
  items: [{ id: 'oi_1', description: 'Pedido MC-000124', amount: 10759, quantity: 1, code: 'MC-000124' }],
  customer: pagarmeCustomerSample,
  status: 'paid',
  created_at: '2025-01-15T12:00:00',
  updated_at: '2025-01-15T12:00:01',
  closed_at: '2025-01-15T12:00:01',
  charges: [
    {
      id: 'ch_d22356Jf4WuGr8no',
      code: 'MC-000124',
      gateway_id: '8e7d6c5b-4a39-4821-9f0e-1d2c3b4a5968',
      amount: 10759,
      paid_amount: 10759,
      status: 'paid',
      currency: 'BRL',
      payment_method: 'credit_card',
      paid_at: '2025-01-15T12:00:01',
      created_at: '2025-01-15T12:00:00',
      updated_at: '2025-01-15T12:00:01',
      customer: pagarmeCustomerSample,
      last_transaction: cardTransaction,
    },
  ],
  metadata: { order_ref: 'MC-000124', amount_cents: '10000' },
};

/** The same card order declined by the issuer: not enough funds (ABECS 51). */
export const pagarmeDeclinedOrderSample = {
  ...pagarmeCardOrderSample,
  status: 'failed',
  charges: [
    {
      ...pagarmeCardOrderSample.charges[0],
      status: 'failed',
      paid_at: undefined,
      paid_amount: undefined,
      last_transaction: {
        ...cardTransaction,
        status: 'not_authorized',
        success: false,
        acquirer_message: 'Transação não autorizada',
        acquirer_return_code: '51',
      },
    },
  ],
};

/** A charge.paid webhook: `data` is the charge, with its order. */
export function pagarmeChargePaidSample(chargeId: string, orderCode: string, amount: number) {
  return {
    id: 'hook_RyEKQO789TRpZjv5',
    account: { id: 'acc_jZkdN857et650oNv', name: 'Mercado de Cartas' },
    type: 'charge.paid',
    created_at: '2025-01-15T12:05:00',
    data: {
      id: chargeId,
      code: orderCode,
      gateway_id: '3a9e1b2c-6b6c-4c3d-9f0e-2b1a0c9d8e7f',
      amount,
      paid_amount: amount,
      status: 'paid',
      currency: 'BRL',
      payment_method: 'pix',
      paid_at: '2025-01-15T12:04:58',
      created_at: '2025-01-15T12:00:00',
      updated_at: '2025-01-15T12:04:58',
      customer: pagarmeCustomerSample,
      order: {
        id: 'or_56GXnk6T0eU88qMm',
        code: orderCode,
        amount,
        closed: true,
        created_at: '2025-01-15T12:00:00',
        updated_at: '2025-01-15T12:04:58',
        closed_at: '2025-01-15T12:00:00',
        currency: 'BRL',
        status: 'paid',
        customer_id: 'cus_oy23JRQCM1cvzlmD',
      },
      last_transaction: {
        ...pagarmePixOrderSample.charges[0].last_transaction,
        status: 'paid',
        amount,
      },
    },
  };
}

/** An order.paid webhook: `data` is the order, with its charges. */
export function pagarmeOrderPaidSample(chargeId: string, orderCode: string, amount: number) {
  const charge = pagarmeChargePaidSample(chargeId, orderCode, amount).data;
  return {
    id: 'hook_Wq3nLrV0XfmK9e2D',
    account: { id: 'acc_jZkdN857et650oNv', name: 'Mercado de Cartas' },
    type: 'order.paid',
    created_at: '2025-01-15T12:05:01',
    data: {
      id: 'or_56GXnk6T0eU88qMm',
      code: orderCode,
      amount,
      currency: 'BRL',
      closed: true,
      items: [{ id: 'oi_EqnMMrbFgBf0MaN1', description: `Pedido ${orderCode}`, amount, quantity: 1 }],
      customer: pagarmeCustomerSample,
      status: 'paid',
      created_at: '2025-01-15T12:00:00',
      updated_at: '2025-01-15T12:04:58',
      closed_at: '2025-01-15T12:00:00',
      charges: [{ ...charge, order: undefined }],
    },
  };
}

/** A charge.payment_failed webhook of a card charge. */
export function pagarmePaymentFailedSample(chargeId: string, orderCode: string, amount: number) {
  return {
    id: 'hook_0pZk2Lm9VbQx7TyE',
    account: { id: 'acc_jZkdN857et650oNv', name: 'Mercado de Cartas' },
    type: 'charge.payment_failed',
    created_at: '2025-01-15T12:01:00',
    data: {
      ...pagarmeDeclinedOrderSample.charges[0],
      id: chargeId,
      code: orderCode,
      amount,
      order: { id: 'or_8VgN3j0TQHDy4x1E', code: orderCode, status: 'failed' },
    },
  };
}

// ---------------------------------------------------------------- PagBank

export const pagbankCustomerSample = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  tax_id: '12345678909',
  phones: [{ country: '55', area: '11', number: '988887777', type: 'MOBILE' }],
};

/** POST /orders answered for a PIX with a QR code of R$ 107,50 (created 09:00 Brasília). */
export function pagbankPixOrderSample(orderId = 'ORDE_F87334AC-BB8B-42E2-AA85-8579F70AA328') {
  return {
    id: orderId,
    reference_id: 'MC-000123',
    created_at: '2025-01-15T09:00:00.000-03:00',
    customer: pagbankCustomerSample,
    items: [{ reference_id: 'MC-000123', name: 'Pedido MC-000123', quantity: 1, unit_amount: 10750 }],
    qr_codes: [
      {
        id: 'QRCO_86FD8A10-2B7B-4FA4-9A53-A0B1D9D1E0CD',
        expiration_date: '2025-01-15T09:30:00.000-03:00',
        amount: { value: 10750 },
        text: GATEWAY_BR_CODE,
        arrangements: ['PIX'],
        links: [
          {
            rel: 'QRCODE.PNG',
            href: 'https://sandbox.api.pagseguro.com/qrcode/QRCO_86FD8A10-2B7B-4FA4-9A53-A0B1D9D1E0CD/png',
            media: 'image/png',
            type: 'GET',
          },
          {
            rel: 'QRCODE.BASE64',
            href: 'https://sandbox.api.pagseguro.com/qrcode/QRCO_86FD8A10-2B7B-4FA4-9A53-A0B1D9D1E0CD/base64',
            media: 'text/plain',
            type: 'GET',
          },
        ],
      },
    ],
    notification_urls: ['https://mercadodecartas.example/webhooks/pagbank'],
    links: [
      {
        rel: 'SELF',
        href: `https://sandbox.api.pagseguro.com/orders/${orderId}`,
        media: 'application/json',
        type: 'GET',
      },
    ],
  };
}

/** The notification of that PIX paid: the order with the PIX charge PagBank added. */
export function pagbankPixPaidSample(orderId?: string, amount = 10750) {
  const order = pagbankPixOrderSample(orderId);
  return {
    ...order,
    qr_codes: [{ ...order.qr_codes[0], amount: { value: amount } }],
    charges: [
      {
        id: 'CHAR_2F7E3C3F-0B8C-4E0E-8A53-3E1D0E4C2B11',
        reference_id: 'MC-000123',
        status: 'PAID',
        created_at: '2025-01-15T09:04:58.000-03:00',
        paid_at: '2025-01-15T09:04:59.000-03:00',
        description: 'Pedido MC-000123',
        amount: { value: amount, currency: 'BRL', summary: { total: amount, paid: amount, refunded: 0 } },
        payment_response: { code: '20000', message: 'SUCESSO', reference: '1705320299000' },
        payment_method: {
          type: 'PIX',
          pix: {
            notification_id: 'NTF_BD0CB2D0-F8E3-4D4D-8E8B-6E7A2E1C0D0A',
            end_to_end_id: 'E18236120202501151204s0123456789',
            holder: { name: 'Maria Silva', tax_id: '***456789**' },
          },
        },
        links: [],
      },
    ],
  };
}

const pagbankCardCharge = {
  id: 'CHAR_67B4D6B4-B6E5-4E1C-A7A6-C8AE2D7E8F2A',
  reference_id: 'MC-000124',
  status: 'PAID',
  created_at: '2025-01-15T09:00:00.000-03:00',
  paid_at: '2025-01-15T09:00:01.000-03:00',
  description: 'Pedido MC-000124',
  amount: {
    value: 10759,
    currency: 'BRL',
    summary: { total: 10759, paid: 10759, refunded: 0 },
    fees: { buyer: { interest: { total: 759, installments: 4 } } },
  },
  payment_response: { code: '20000', message: 'SUCESSO', reference: '032416400102' },
  payment_method: {
    type: 'CREDIT_CARD',
    installments: 4,
    capture: true,
    soft_descriptor: 'MercadoCartas',
    card: {
      brand: 'visa',
      first_digits: '411111',
      last_digits: '1111',
      exp_month: '12',
      exp_year: '2030',
      holder: { name: 'Maria Silva' },
      store: false,
    },
  },
  links: [],
};

/** POST /orders answered for R$ 100,00 in 4x with the buyer's interest declared, paid. */
export const pagbankCardOrderSample = {
  id: 'ORDE_0E7BC9A2-8E0B-4B6B-9C7C-1B1F2B3C4D5E',
  reference_id: 'MC-000124',
  created_at: '2025-01-15T09:00:00.000-03:00',
  customer: pagbankCustomerSample,
  items: [{ reference_id: 'MC-000124', name: 'Pedido MC-000124', quantity: 1, unit_amount: 10000 }],
  charges: [pagbankCardCharge],
  notification_urls: ['https://mercadodecartas.example/webhooks/pagbank'],
  links: [],
};

/** A card charge declined: not enough limit. */
export const pagbankDeclinedChargeSample = {
  ...pagbankCardCharge,
  status: 'DECLINED',
  paid_at: undefined,
  amount: { ...pagbankCardCharge.amount, summary: { total: 10759, paid: 0, refunded: 0 } },
  payment_response: { code: '10002', message: 'NAO AUTORIZADO - SALDO/LIMITE INSUFICIENTE' },
};

/** A card charge notification on its own (the charge as GET /charges/{id} answers it). */
export function pagbankCardChargeSample(chargeId: string, status: 'PAID' | 'DECLINED', amount: number) {
  return {
    ...(status === 'PAID' ? pagbankCardCharge : pagbankDeclinedChargeSample),
    id: chargeId,
    amount: {
      value: amount,
      currency: 'BRL',
      summary: { total: amount, paid: status === 'PAID' ? amount : 0, refunded: 0 },
    },
  };
}
