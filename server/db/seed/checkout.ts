import { basisPoints } from '../../domain/cart/money.ts';
import { rebuildStoreClients } from '../../domain/catalogue/store-clients.ts';
import { type LedgerPosting, postLedger } from '../../domain/ledger/post.ts';
import { orderPaid, storeRelease, walletGrant } from '../../domain/ledger/postings.ts';
import { groupNumber } from '../../domain/orders/place.ts';
import { packageWeight, pickOption, quoteStore } from '../../domain/shipping/quotes.ts';
import { trackingCode } from '../../drivers/shipping/index.ts';
import type { DB } from '../index.ts';
import type { OrderStatus } from '../schema.ts';
import { DEMO_STORE } from './catalogue/stores.ts';
import { DEMO_ACCOUNTS } from './users.ts';

/**
 * The demo buyer's side of checkout: two addresses, R$ 150,00 of wallet credit granted through the
 * ledger, a saved sandbox card, and past orders in each status the order screens show (with a
 * complaint on the shipped one). Past orders do not touch the stock: the catalogue seed already
 * reflects what was sold.
 */

const DAY = 86_400_000;
const ADDRESSES = [
  {
    label: 'Casa',
    postcode: '01310100',
    address: 'Avenida Paulista',
    number: '1578',
    complement: 'Apto 52',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    is_default: 1 as const,
  },
  {
    label: 'Trabalho',
    postcode: '20040020',
    address: 'Praça Floriano',
    number: '51',
    complement: '8º andar',
    district: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    is_default: 0 as const,
  },
];

/** Each past order: its last status and how long ago it was placed. The steps before it are replayed. */
const PAST_ORDERS: { status: OrderStatus; daysAgo: number; stores: number; demoStore?: boolean }[] = [
  { status: 'concluded', daysAgo: 45, stores: 2 },
  { status: 'delivered', daysAgo: 12, stores: 1 },
  { status: 'shipped', daysAgo: 6, stores: 2 },
  { status: 'paid', daysAgo: 1, stores: 1, demoStore: true },
  { status: 'canceled', daysAgo: 20, stores: 1 },
  { status: 'expired', daysAgo: 9, stores: 1 },
];

const PATH: OrderStatus[] = ['awaiting_payment', 'paid', 'invoiced', 'shipped', 'delivered', 'concluded'];
const STAMPS: Partial<
  Record<OrderStatus, 'paid_at' | 'invoiced_at' | 'shipped_at' | 'delivered_at' | 'concluded_at'>
> = {
  paid: 'paid_at',
  invoiced: 'invoiced_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  concluded: 'concluded_at',
};

function stepsTo(status: OrderStatus): OrderStatus[] {
  if (status === 'canceled' || status === 'expired') return ['awaiting_payment', status];
  return PATH.slice(0, PATH.indexOf(status) + 1);
}

export async function seedCheckoutDemo(
  db: DB,
  users: { buyer: number; seller?: number },
  log: (line: string) => void = () => {},
) {
  const done = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', users.buyer)
    .limit(1)
    .executeTakeFirst();
  if (done) return;
  const hasListings = await db.selectFrom('store_listings').select('id').limit(1).executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .insertInto('addresses')
      .values(
        ADDRESSES.map((a) => ({
          ...a,
          user_id: users.buyer,
          recipient: `${DEMO_ACCOUNTS.buyer.name} ${DEMO_ACCOUNTS.buyer.last_name}`,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })),
      )
      .execute();
    await postLedger(trx, walletGrant(users.buyer, 15000, 'Crédito de boas-vindas (demonstração)'));
    await trx
      .insertInto('saved_cards')
      .values({
        user_id: users.buyer,
        driver: 'sandbox',
        // Also in the sandbox's vault (below), as a card saved through the sandbox would be.
        gateway_card_id: 'card_demo_visa_1111',
        brand: 'visa',
        last4: '1111',
        holder: 'BRUNA COMPRADORA',
        exp_month: 12,
        exp_year: now.getUTCFullYear() + 4,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('sandbox_cards')
      .values({
        card_id: 'card_demo_visa_1111',
        customer_id: `user-${users.buyer}`,
        token: 'tok_demo_visa_1111',
        brand: 'visa',
        last4: '1111',
        holder: 'BRUNA COMPRADORA',
        exp_month: 12,
        exp_year: now.getUTCFullYear() + 4,
        behaviour: 'approve',
        created_at: now.toISOString(),
      })
      .execute();
    if (hasListings) {
      await seedPastOrders(trx, users.buyer, now);
      await rebuildStoreClients(trx);
    }
  });
  log('Comprador de demonstração: endereços, R$ 150,00 de crédito, cartão salvo e pedidos anteriores');
}

async function pickListings(db: DB, count: number, demoStore: boolean, skip: number) {
  let query = db
    .selectFrom('store_listings as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .leftJoin('product_images as pi', (j) => j.onRef('pi.product_id', '=', 'p.id').on('pi.position', '=', 0))
    .select([
      'l.id',
      'l.store_id',
      'l.product_id',
      'l.condition',
      'l.language',
      'l.extras',
      'l.price',
      'p.name',
      'p.type',
      'pi.url as image',
      's.uf',
    ])
    .where('l.status', '=', 'available')
    .where('l.quantity', '>', 0)
    .where('p.type', '=', 'card');
  query = demoStore
    ? query.where('s.slug', '=', DEMO_STORE.slug)
    : query.where('s.owner_user_id', 'is', null);
  const rows = await query
    .orderBy('l.id')
    .offset(skip * 7)
    .limit(60)
    .execute();
  const byStore = new Map<number, typeof rows>();
  for (const row of rows) byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), row].slice(0, 2));
  return [...byStore.values()].slice(0, count);
}

async function seedPastOrders(db: DB, buyerId: number, now: Date): Promise<void> {
  const address = ADDRESSES[0];
  for (const [index, spec] of PAST_ORDERS.entries()) {
    const stores = await pickListings(db, spec.stores, spec.demoStore === true, index);
    if (stores.length === 0) continue;
    const placedAt = new Date(now.getTime() - spec.daysAgo * DAY);
    // Each step a day and a half after the last, never later than a minute ago (a recent order's
    // payment in the future would fall outside "today" on the store's dashboard).
    const at = (step: number) =>
      new Date(
        Math.min(placedAt.getTime() + step * 1.5 * DAY + 3_600_000, now.getTime() - 60_000),
      ).toISOString();
    const paid = spec.status !== 'canceled' && spec.status !== 'expired';
    const parts = stores.map((lines) => {
      const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
      const weight = packageWeight(lines.map((l) => ({ type: l.type, quantity: 1 })));
      const quote = quoteStore({
        storeUf: lines[0].uf,
        destinationCep: address.postcode,
        weightGrams: weight,
        subtotalCents: subtotal,
        freeShippingDays: [],
      });
      const option = pickOption(quote.options, 'PAC');
      return {
        lines,
        subtotal,
        weight,
        shipping: option?.priceCents ?? 0,
        days: option?.deliveryDays ?? 5,
        fee: basisPoints(subtotal, 800),
      };
    });
    const items = parts.reduce((sum, p) => sum + p.subtotal, 0);
    const shipping = parts.reduce((sum, p) => sum + p.shipping, 0);
    const total = items + shipping;
    const group = await db
      .insertInto('order_groups')
      .values({
        user_id: buyerId,
        number: `seed-${index}`,
        idempotency_key: `seed-${index}-${buyerId}`,
        status: paid ? 'paid' : (spec.status as 'canceled' | 'expired'),
        payment_method: index % 2 === 1 ? 'credit_card' : 'pix',
        items_total: items,
        shipping_total: shipping,
        discount_total: 0,
        wallet_credit: 0,
        total,
        charge_amount: total,
        fee_total: parts.reduce((sum, p) => sum + p.fee, 0),
        items_count: parts.reduce((sum, p) => sum + p.lines.length, 0),
        recipient: `${DEMO_ACCOUNTS.buyer.name} ${DEMO_ACCOUNTS.buyer.last_name}`,
        postcode: address.postcode,
        address: address.address,
        address_number: address.number,
        complement: address.complement,
        district: address.district,
        city: address.city,
        state: address.state,
        expires_at: null,
        paid_at: paid ? at(0) : null,
        created_at: placedAt.toISOString(),
        updated_at: at(stepsTo(spec.status).length - 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = groupNumber(group.id);
    await db.updateTable('order_groups').set({ number }).where('id', '=', group.id).execute();

    const steps = stepsTo(spec.status);
    const orders: {
      id: number;
      store_id: number;
      items_total: number;
      shipping_price: number;
      fee: number;
    }[] = [];
    for (const [k, part] of parts.entries()) {
      const stamps = Object.fromEntries(steps.flatMap((s, i) => (STAMPS[s] ? [[STAMPS[s], at(i)]] : [])));
      const reached = (s: OrderStatus) => steps.includes(s);
      const order = await db
        .insertInto('store_orders')
        .values({
          order_group_id: group.id,
          store_id: part.lines[0].store_id,
          user_id: buyerId,
          number: `${number}-${k + 1}`,
          status: spec.status,
          items_total: part.subtotal,
          items_count: part.lines.length,
          shipping_service: 'PAC',
          shipping_price: part.shipping,
          shipping_days: part.days,
          weight_grams: part.weight,
          fee: part.fee,
          total: part.subtotal + part.shipping,
          tracking_code: reached('shipped') ? trackingCode('PN', 47303100 + group.id * 10 + k) : null,
          invoice_number: reached('invoiced') ? String(1000 + group.id * 10 + k).padStart(6, '0') : null,
          invoice_key: null,
          invoice_url: null,
          canceled_at: spec.status === 'canceled' ? at(1) : null,
          ...stamps,
          created_at: placedAt.toISOString(),
          updated_at: at(steps.length - 1),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orders.push({
        id: order.id,
        store_id: part.lines[0].store_id,
        items_total: part.subtotal,
        shipping_price: part.shipping,
        fee: part.fee,
      });
      await db
        .insertInto('order_items')
        .values(
          part.lines.map((l) => ({
            store_order_id: order.id,
            listing_id: l.id,
            product_id: l.product_id,
            product_name: l.name,
            product_image: l.image,
            condition: l.condition,
            language: l.language,
            extras: l.extras,
            quantity: 1,
            unit_price: l.price,
            total: l.price,
          })),
        )
        .execute();
      await db
        .insertInto('order_status_history')
        .values(
          steps.map((status, i) => ({
            store_order_id: order.id,
            status,
            note:
              status === 'canceled'
                ? 'Cancelado pelo comprador antes do pagamento.'
                : status === 'expired'
                  ? 'O PIX expirou sem pagamento.'
                  : null,
            created_at: at(i),
          })),
        )
        .execute();
    }
    const card = index % 2 === 1;
    await db
      .insertInto('payments')
      .values({
        order_group_id: group.id,
        driver: 'sandbox',
        charge_id: `ch_seed_${group.id}`,
        method: card ? 'card' : 'pix',
        status: paid ? (card ? 'approved' : 'paid') : spec.status === 'expired' ? 'expired' : 'canceled',
        amount: total,
        total_with_interest: card ? total : null,
        installments: card ? 1 : null,
        card_brand: card ? 'visa' : null,
        card_last4: card ? '1111' : null,
        pix_payload: null,
        pix_qr_code: null,
        reason_code: card ? 'approved' : null,
        message: card ? 'Pagamento aprovado.' : null,
        expires_at: card ? null : at(0),
        paid_at: paid ? at(0) : null,
        created_at: placedAt.toISOString(),
        updated_at: at(0),
      })
      .execute();
    if (paid) {
      const money = {
        id: group.id,
        user_id: buyerId,
        wallet_credit: 0,
        charge_amount: total,
        discount_total: 0,
        fee_total: orders.reduce((s, o) => s + o.fee, 0),
      };
      const postings: LedgerPosting[] = [orderPaid(money, orders, 'sandbox')];
      if (spec.status === 'concluded') postings.push(...orders.map((o) => storeRelease(group.id, o)));
      await postLedger(db, postings);
    }
    if (spec.status === 'shipped')
      await seedComplaint(db, buyerId, orders[0].id, orders[0].store_id, placedAt);
  }
}

async function seedComplaint(db: DB, buyerId: number, storeOrderId: number, storeId: number, placedAt: Date) {
  const at = (hours: number) => new Date(placedAt.getTime() + (4 * 24 + hours) * 3_600_000).toISOString();
  const complaint = await db
    .insertInto('complaints')
    .values({
      store_order_id: storeOrderId,
      user_id: buyerId,
      store_id: storeId,
      reason: 'Atraso na entrega',
      status: 'open',
      closed_by: null,
      created_at: at(0),
      updated_at: at(5),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = await db
    .selectFrom('stores')
    .select('owner_user_id')
    .where('id', '=', storeId)
    .executeTakeFirst();
  await db
    .insertInto('complaint_messages')
    .values([
      {
        complaint_id: complaint.id,
        author: 'buyer',
        author_user_id: buyerId,
        body: 'O rastreio não atualiza há três dias. O pedido foi mesmo postado?',
        created_at: at(0),
      },
      {
        complaint_id: complaint.id,
        author: 'store',
        author_user_id: owner?.owner_user_id ?? null,
        body: 'Foi postado sim! Os Correios estão com atraso na região; acompanhamos e avisamos por aqui.',
        created_at: at(5),
      },
    ])
    .execute();
}

/** For a database seeded before the checkout existed: the demo buyer found by e-mail. */
export async function seedCheckoutForDemoUsers(db: DB, log?: (line: string) => void): Promise<void> {
  const buyer = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.buyer.email)
    .executeTakeFirst();
  if (buyer) await seedCheckoutDemo(db, { buyer: buyer.id }, log);
}
