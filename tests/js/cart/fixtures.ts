import type {
  Address,
  Cart,
  CartItem,
  CartShipping,
  CartStore,
  OrderGroup,
  Payment,
  StoreOrder,
} from '@/types/cart';

export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    recipient: 'Bruna Compradora',
    label: 'Casa',
    postcode: '01310-100',
    address: 'Avenida Paulista',
    number: '1000',
    complement: 'apto 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    default: true,
    ...overrides,
  };
}

export function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 11,
    listing_id: 101,
    store_id: 1,
    product: {
      code: 501,
      name: 'Dragão Branco',
      number: '001',
      collection: 'Alpha',
      type: 'card',
      url: null,
    },
    condition: 'NM',
    language: 'PT',
    extras: [],
    quantity: 2,
    price: 10,
    price_added: 10,
    total: 20,
    available_quantity: 5,
    status: 'ok',
    issue: null,
    ...overrides,
  };
}

export function store(overrides: Partial<CartStore> = {}): CartStore {
  return {
    id: 1,
    name: 'Loja Alfa',
    slug: 'loja-alfa',
    uf: 'SP',
    city: 'São Paulo',
    logo: null,
    items_count: 2,
    subtotal: 20,
    shipping: 15.9,
    total: 35.9,
    free_shipping_days: [],
    free_shipping_min: null,
    ...overrides,
  };
}

export function shipping(storeId: number, overrides: Partial<CartShipping> = {}): CartShipping {
  return {
    store_id: storeId,
    service: 'PAC',
    selected: null,
    options: [
      {
        service: 'PAC',
        name: 'PAC (Correios)',
        price: 15.9,
        delivery_days: 3,
        free_shipping: false,
        original_price: null,
      },
      {
        service: 'SEDEX',
        name: 'SEDEX (Correios)',
        price: 21.9,
        delivery_days: 1,
        free_shipping: false,
        original_price: null,
      },
    ],
    weight_grams: 20,
    destination: '01310-100',
    message: null,
    ...overrides,
  };
}

/** Two stores: Loja Alfa (one item) and Loja Beta (a sold-out item and one whose price went up). */
export function cart(overrides: Partial<Cart> = {}): Cart {
  const items = [
    item(),
    item({
      id: 12,
      listing_id: 102,
      store_id: 2,
      product: { code: 502, name: 'Mago Negro', number: '002', collection: 'Beta', type: 'card', url: null },
      quantity: 1,
      price: 5,
      price_added: 5,
      total: 5,
      available_quantity: 0,
      status: 'sold_out',
      issue: 'A loja não tem mais este item.',
    }),
    item({
      id: 13,
      listing_id: 103,
      store_id: 2,
      product: {
        code: 503,
        name: 'Elfo Místico',
        number: '003',
        collection: 'Beta',
        type: 'card',
        url: null,
      },
      quantity: 1,
      price: 12,
      price_added: 8,
      total: 12,
      status: 'price_changed',
      issue: null,
    }),
  ];
  return {
    items,
    stores: [
      store(),
      store({
        id: 2,
        name: 'Loja Beta',
        slug: 'loja-beta',
        uf: 'RJ',
        city: 'Rio de Janeiro',
        subtotal: 17,
        shipping: 19.9,
        total: 36.9,
      }),
    ],
    totals: { subtotal: 37, shipping: 35.8, discount: 0, total: 72.8, wallet_credit: 0, to_pay: 72.8 },
    shippings: [shipping(1), shipping(2)],
    meta: { wallet_credit: 0, wallet_balance: 50, address_id: 1 },
    address: address(),
    count: 4,
    has_issues: true,
    ...overrides,
  };
}

/** A cart that can be ordered: two stores, one item each, nothing flagged. */
export function readyCart(overrides: Partial<Cart> = {}): Cart {
  return cart({
    items: [
      item(),
      item({
        id: 14,
        listing_id: 104,
        store_id: 2,
        product: { code: 504, name: 'Fada Azul', number: '004', collection: 'Beta', type: 'card', url: null },
        quantity: 1,
        total: 10,
      }),
    ],
    totals: { subtotal: 30, shipping: 35.8, discount: 0, total: 65.8, wallet_credit: 0, to_pay: 65.8 },
    count: 3,
    has_issues: false,
    ...overrides,
  });
}

export function storeOrder(overrides: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id: 71,
    number: 'PED-71',
    order_group_id: 70,
    store: { id: 1, name: 'Loja Alfa', slug: 'loja-alfa', uf: 'SP', city: 'São Paulo', logo: null },
    status: 'awaiting_payment',
    status_label: 'Aguardando pagamento',
    items_count: 2,
    subtotal: 20,
    shipping: {
      service: 'PAC',
      name: 'PAC (Correios)',
      price: 15.9,
      delivery_days: 3,
      tracking_code: null,
      tracking_url: null,
    },
    total: 35.9,
    created_at: '2025-03-04T12:00:00.000Z',
    ...overrides,
  };
}

export function orderGroup(overrides: Partial<OrderGroup> = {}): OrderGroup {
  return {
    id: 70,
    number: 'G-70',
    status: 'awaiting_payment',
    status_label: 'Aguardando pagamento',
    payment_method: 'pix',
    subtotal: 30,
    shipping: 35.8,
    discount: 0,
    wallet_credit: 5,
    total: 65.8,
    to_pay: 60.8,
    items_count: 3,
    created_at: '2025-03-04T12:00:00.000Z',
    paid_at: null,
    expires_at: '2025-03-04T12:30:00.000Z',
    address: {
      recipient: 'Bruna Compradora',
      postcode: '01310-100',
      address: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    orders: [
      storeOrder(),
      storeOrder({
        id: 72,
        number: 'PED-72',
        store: { id: 2, name: 'Loja Beta', slug: 'loja-beta', uf: 'RJ', city: 'Rio de Janeiro', logo: null },
      }),
    ],
    payment: payment(),
    ...overrides,
  };
}

/** The PIX payment of orderGroup(), waiting to be paid. */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 9,
    method: 'pix',
    status: 'pending',
    status_label: 'Aguardando pagamento',
    amount: 60.8,
    total_with_interest: null,
    installments: null,
    card: null,
    pix_code: '00020101021226850014br.gov.bcb.pix0136abc5204000053039865406060.805802BR6304ABCD',
    pix_qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    expires_at: '2025-03-04T12:30:00.000Z',
    paid_at: null,
    message: null,
    ...overrides,
  };
}
