import { randomBytes } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { lockInIdOrder } from '../../db/locks.ts';
import type { OrderItemsTable, OrderStatus, PaymentMethod } from '../../db/schema.ts';
import {
  type CardCharge,
  type CardToken,
  type Charge,
  computeInstallmentOptions,
  PaymentError,
} from '../../drivers/payments/index.ts';
import { ownAddress } from '../addresses/addresses.ts';
import { buildCart, type CartSnapshot, clearOrderedCart, rethrowAsField } from '../cart/cart.ts';
import { type OrderProblem, OrderRefusedError } from '../cart/errors.ts';
import { notifyListingChanged } from '../cart/listing-changes.ts';
import { basisPoints } from '../cart/money.ts';
import { invalidField, isRefusal } from '../errors.ts';
import { postLedger } from '../ledger/post.ts';
import { walletHold } from '../ledger/postings.ts';
import { type BuyerRef, customerOf, ownCard, revaultSandboxCard, saveCard } from '../payments/cards.ts';
import type { Commerce } from '../payments/commerce.ts';
import type { ShippingService } from '../shipping/quotes.ts';
import { mailBuyerAboutGroup } from './buyer-mails.ts';
import { refreshAfterSale } from './product-offers.ts';
import { announceStatus, applyPaidEffects, discardGroup, loadGroup, settleGroupPaid } from './settle.ts';
import { ORDER_STATUS_LABELS, storeChannel } from './status.ts';

/** A new card, tokenized in the browser (the host never receives its number). */
export type NewCard = CardToken & { save: boolean };

export interface PlaceOrderRequest {
  user: BuyerRef;
  method: 'pix' | 'credit_card';
  idempotencyKey: string;
  addressId: number;
  services?: ReadonlyMap<number, ShippingService>;
  /** Centavos; the cart's choice when absent. */
  walletCredit?: number;
  card?: { cardId: number } | NewCard;
  installments: number;
}

export interface PlaceOrderResult {
  groupId: number;
  replayed: boolean;
}

export const groupNumber = (id: number) => `MC-${String(id).padStart(6, '0')}`;

async function findByKey(db: DB, userId: number, key: string) {
  return db
    .selectFrom('order_groups')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function cartProblems(cart: CartSnapshot): OrderProblem[] {
  if (cart.lines.length === 0) return [{ description: 'Seu carrinho está vazio.', code: 'empty_cart' }];
  const problems: OrderProblem[] = cart.lines
    .filter((l) => l.status !== 'ok')
    .map((l) => ({
      description: `${l.productName}: ${l.issue}`,
      code: l.status,
      listing_id: l.listingId,
    }));
  for (const group of cart.stores) {
    // A store whose items are all unavailable is already reported through them.
    if (!group.selected && group.counted.length > 0) {
      const reason = group.quote?.message ?? 'sem opções de frete para o endereço.';
      problems.push({
        description: `Frete indisponível para ${group.store.name}: ${reason}`,
        code: 'no_shipping',
      });
    }
  }
  return problems;
}

/**
 * One checkout → one order group with one store order per store, in a single transaction that
 * reserves the stock (conditional updates, listing-id order), refreshes the products' offer
 * aggregates and holds the wallet credit. The payment is asked for after the commit: a refusal
 * on the spot discards the group (stock and credit back); a PIX or a card in analysis keeps it
 * awaiting payment until the webhook or the expiry job decides. docs/checkout.md.
 */
export async function placeOrder(commerce: Commerce, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const { db } = commerce;
  const { user } = request;
  // Both at once; the address only matters when this is not a replay.
  const [replay, found] = await Promise.all([
    findByKey(db, user.id, request.idempotencyKey),
    ownAddress(db, user.id, request.addressId).then(
      (row) => ({ row }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if (replay) return { groupId: replay.id, replayed: true };
  const address = 'row' in found ? found.row : rethrowAsField('address_id')(found.error);
  const cart = await buildCart(db, user.id, { clock: commerce.clock, address, services: request.services });
  const problems = cartProblems(cart);
  if (problems.length) throw new OrderRefusedError(problems);

  const wallet = Math.max(0, Math.min(request.walletCredit ?? cart.walletRequested, cart.total));
  const chargeAmount = cart.total - wallet;
  const method: PaymentMethod = chargeAmount === 0 ? 'wallet' : request.method;
  if (method === 'credit_card') {
    if (!request.card) throw invalidField('card', 'Informe o cartão de crédito.');
    const offered = computeInstallmentOptions(chargeAmount).map((o) => o.installments);
    if (!offered.includes(request.installments)) {
      throw invalidField('installments', `Escolha de 1 a ${offered.length} parcelas para este valor.`);
    }
    if ('cardId' in request.card)
      await ownCard(db, user.id, request.card.cardId).catch(rethrowAsField('card.card_id'));
  }

  if (commerce.beforeReservation) await commerce.beforeReservation();
  let created: Awaited<ReturnType<typeof createGroup>>;
  try {
    created = await db
      .transaction()
      .execute((trx) => createGroup(trx, commerce, request, cart, address, wallet, method));
  } catch (error) {
    // The same key committed by a concurrent request (double click): answer with that group.
    const winner = await findByKey(db, user.id, request.idempotencyKey);
    if (winner) return { groupId: winner.id, replayed: true };
    throw error;
  }

  const status: OrderStatus = method === 'wallet' ? 'paid' : await chargeGroup(commerce, request, created);
  // Only now, when the sale stands (a card refused on the spot gave the stock back).
  if (created.soldOut.length) {
    void notifyListingChanged(db, commerce.broadcast, created.soldOut, user.id).catch(() => {});
  }

  await clearOrderedCart(
    db,
    user.id,
    cart.lines.map((l) => l.listingId),
    cart.stores.map((s) => s.store.id),
  ).catch((error) => console.error('Falha ao limpar o carrinho depois do pedido', error));
  announceCreated(commerce, created, status, user);
  await mailBuyerAboutGroup(
    db,
    commerce.deps.mailer,
    created.groupId,
    'placed',
    commerce.deps.config?.appUrl,
  );
  if (method === 'wallet')
    announceStatus(commerce, { buyerId: user.id, orders: created.orders, status: 'paid' });
  return { groupId: created.groupId, replayed: false };
}

async function createGroup(
  trx: DB,
  commerce: Commerce,
  request: PlaceOrderRequest,
  cart: CartSnapshot,
  address: Awaited<ReturnType<typeof ownAddress>>,
  wallet: number,
  method: PaymentMethod,
) {
  const now = nowIso();
  const { settings } = commerce;
  const fees = new Map(
    cart.stores.map((g) => [g.store.id, basisPoints(g.subtotal, settings.feeBasisPoints)]),
  );
  const feeTotal = [...fees.values()].reduce((a, b) => a + b, 0);
  const holdSeconds = method === 'pix' ? settings.pixExpiresInSeconds : settings.cardHoldSeconds;
  const inserted = await trx
    .insertInto('order_groups')
    .values({
      user_id: request.user.id,
      number: `t${randomBytes(8).toString('hex')}`,
      idempotency_key: request.idempotencyKey,
      status: 'awaiting_payment',
      payment_method: method,
      items_total: cart.subtotal,
      shipping_total: cart.shipping,
      discount_total: cart.discount,
      wallet_credit: wallet,
      total: cart.total,
      charge_amount: cart.total - wallet,
      fee_total: feeTotal,
      items_count: cart.count,
      recipient: address.recipient || `${request.user.name} ${request.user.last_name}`.trim(),
      postcode: address.postcode,
      address: address.address,
      address_number: address.number,
      complement: address.complement,
      district: address.district,
      city: address.city,
      state: address.state,
      expires_at:
        method === 'wallet'
          ? null
          : new Date(commerce.clock.now().getTime() + holdSeconds * 1000).toISOString(),
      paid_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupId = inserted.id;
  const number = groupNumber(groupId);
  await trx.updateTable('order_groups').set({ number }).where('id', '=', groupId).execute();

  const soldOut = await reserveStock(trx, cart);
  await refreshAfterSale(
    trx,
    cart.lines.map((l) => ({
      productId: l.productId,
      storeId: l.storeId,
      quantity: l.quantity,
      soldOut: soldOut.includes(l.listingId),
    })),
  );

  const orders: { id: number; number: string; store_id: number; total: number; items_count: number }[] = [];
  const items: Insertable<OrderItemsTable>[] = [];
  const stores = [...cart.stores].sort((a, b) => a.store.id - b.store.id);
  const numbered = stores.map((group, index) => ({ group, number: `${number}-${index + 1}` }));
  // One insert for every store order; ids are matched back by their (unique) number.
  const storeOrderRows = await trx
    .insertInto('store_orders')
    .values(
      numbered.map(({ group, number: orderNumber }) => {
        const option = group.selected as NonNullable<typeof group.selected>;
        return {
          order_group_id: groupId,
          store_id: group.store.id,
          user_id: request.user.id,
          number: orderNumber,
          status: 'awaiting_payment' satisfies OrderStatus,
          items_total: group.subtotal,
          items_count: group.lines.reduce((sum, l) => sum + l.quantity, 0),
          shipping_service: option.service,
          shipping_price: option.priceCents,
          shipping_days: option.deliveryDays,
          weight_grams: group.weight,
          fee: fees.get(group.store.id) ?? 0,
          total: group.subtotal + option.priceCents,
          created_at: now,
          updated_at: now,
        };
      }),
    )
    .returning(['id', 'number'])
    .execute();
  const idOf = new Map(storeOrderRows.map((row) => [row.number, row.id]));
  for (const { group, number: orderNumber } of numbered) {
    const id = idOf.get(orderNumber) as number;
    orders.push({
      id,
      number: orderNumber,
      store_id: group.store.id,
      total: group.subtotal + (group.selected?.priceCents ?? 0),
      items_count: group.lines.reduce((sum, l) => sum + l.quantity, 0),
    });
    items.push(
      ...group.lines.map((l) => ({
        store_order_id: id,
        listing_id: l.listingId,
        product_id: l.productId,
        product_name: l.productName,
        product_image: l.image,
        condition: l.condition,
        language: l.language,
        extras: l.extras,
        quantity: l.quantity,
        unit_price: l.price,
        total: l.price * l.quantity,
      })),
    );
  }
  await trx.insertInto('order_items').values(items).execute();
  await trx
    .insertInto('order_status_history')
    .values(
      orders.map((o) => ({ store_order_id: o.id, status: 'awaiting_payment', note: null, created_at: now })),
    )
    .execute();

  const hold =
    wallet > 0 ? [walletHold({ id: groupId, user_id: request.user.id, wallet_credit: wallet })] : [];
  if (method === 'wallet') {
    await trx
      .updateTable('order_groups')
      .set({ status: 'paid', paid_at: now })
      .where('id', '=', groupId)
      .execute();
    await applyPaidEffects(trx, await loadGroup(trx, groupId), now, commerce.payments.name, hold);
  } else {
    await postLedger(trx, hold);
  }
  return { groupId, number, chargeAmount: cart.total - wallet, orders, soldOut };
}

/**
 * Takes the units off the listings in one statement: `quantity >= :q` in the WHERE is the guard (no
 * read-then-write), so of 50 buyers racing for the last unit exactly one update matches. The listing
 * must also still be available at the price the buyer saw. A listing the update did not match fails
 * the whole checkout with its reason. On PostgreSQL the rows are locked first, in listing-id order
 * (a fixed lock order: concurrent checkouts of the same listings never deadlock), and the update
 * then reads them as the last committed checkout left them. Returns the listings that reached zero.
 */
async function reserveStock(trx: DB, cart: CartSnapshot): Promise<number[]> {
  const lines = [...cart.lines].sort((a, b) => a.listingId - b.listingId);
  const ids = lines.map((l) => l.listingId);
  await lockInIdOrder(trx, 'store_listings', ids);
  const taken = sql.join(
    lines.map((l) => sql`WHEN ${l.listingId} THEN ${l.quantity}`),
    sql` `,
  );
  const guard = sql.join(
    lines.map((l) => sql`WHEN ${l.listingId} THEN price = ${l.price} AND quantity >= ${l.quantity}`),
    sql` `,
  );
  const rows = await trx
    .updateTable('store_listings')
    .set({ quantity: sql`quantity - CASE id ${taken} ELSE 0 END`, updated_at: nowIso() })
    .where('id', 'in', ids)
    .where('status', '=', 'available')
    .where(sql<boolean>`CASE id ${guard} ELSE FALSE END`)
    .returning(['id', 'quantity'])
    .execute();
  const left = new Map(rows.map((r) => [r.id, r.quantity]));
  const refused = lines.find((l) => !left.has(l.listingId));
  if (refused) throw new OrderRefusedError([await stockProblem(trx, refused)]);
  return ids.filter((id) => left.get(id) === 0);
}

async function stockProblem(trx: DB, line: CartSnapshot['lines'][number]): Promise<OrderProblem> {
  const now = await trx
    .selectFrom('store_listings')
    .select(['quantity', 'price', 'status'])
    .where('id', '=', line.listingId)
    .executeTakeFirst();
  const base = { listing_id: line.listingId };
  if (now?.status !== 'available') {
    return { ...base, code: 'unavailable', description: `${line.productName}: a loja pausou este anúncio.` };
  }
  if (now.quantity < line.quantity) {
    const description =
      now.quantity <= 0
        ? `${line.productName}: esgotado, outro comprador levou a última unidade.`
        : `${line.productName}: a loja tem apenas ${now.quantity} ${now.quantity === 1 ? 'unidade' : 'unidades'}.`;
    return { ...base, code: now.quantity <= 0 ? 'sold_out' : 'quantity_reduced', description };
  }
  return {
    ...base,
    code: 'price_changed',
    description: `${line.productName}: o preço mudou. Revise o carrinho.`,
  };
}

/**
 * Asks the gateway for the money; a refusal or error on the spot discards the group. Answers the
 * orders' status once the charge is known: paid (card approved) or still awaiting payment.
 */
async function chargeGroup(
  commerce: Commerce,
  request: PlaceOrderRequest,
  group: { groupId: number; number: string; chargeAmount: number },
): Promise<OrderStatus> {
  const { groupId } = group;
  let charge: Charge;
  try {
    charge = await commerce.charging<Charge>(group.number, () =>
      request.method === 'pix'
        ? commerce.payments.createPixCharge({
            orderRef: group.number,
            amountCents: group.chargeAmount,
            expiresInSeconds: commerce.settings.pixExpiresInSeconds,
            customer: customerOf(request.user),
          })
        : chargeCard(commerce, request, group),
    );
  } catch (error) {
    await discardGroup(commerce, groupId);
    if (error instanceof PaymentError)
      throw new OrderRefusedError([{ description: error.message, code: error.code }]);
    if (isRefusal(error)) throw error;
    throw new OrderRefusedError([{ description: 'Erro na transação', code: 'gateway_error' }]);
  }
  // The card is captured; a host that stops right here leaves a paid charge on an unpaid order, which
  // the reconciliation job settles (server/jobs/payment-reconcile.ts).
  if (charge.status === 'approved') commerce.afterCapture?.(group.number);
  await recordCharge(commerce, groupId, charge);
  if (charge.method === 'card' && charge.status === 'refused') {
    await discardGroup(commerce, groupId);
    throw new OrderRefusedError([{ description: charge.message, code: charge.reasonCode }]);
  }
  if (charge.status === 'approved' || charge.status === 'paid') {
    await settleGroupPaid(commerce, groupId, charge.paidAt ?? nowIso());
    return 'paid';
  }
  return 'awaiting_payment';
}

async function chargeCard(
  commerce: Commerce,
  request: PlaceOrderRequest,
  group: { number: string; chargeAmount: number },
): Promise<CardCharge> {
  const card = request.card as NonNullable<PlaceOrderRequest['card']>;
  const customer = customerOf(request.user);
  const charge = (source: CardToken | { cardId: string }) =>
    commerce.payments.createCardCharge({
      orderRef: group.number,
      amountCents: group.chargeAmount,
      installments: request.installments,
      card: source,
      customer,
    });
  if (!('cardId' in card)) {
    const { save, ...data } = card;
    if (!save) return charge(data);
    const saved = await saveCard(commerce, request.user, data);
    return charge({ cardId: saved.gateway_card_id });
  }
  const row = await ownCard(commerce.db, request.user.id, card.cardId);
  try {
    return await charge({ cardId: row.gateway_card_id });
  } catch (error) {
    if (!(error instanceof PaymentError) || error.code !== 'card_not_found') throw error;
    const again = await revaultSandboxCard(commerce, request.user, row);
    if (!again)
      throw new PaymentError('card_not_found', 'Cartão salvo não encontrado. Cadastre o cartão novamente.');
    return charge({ cardId: again });
  }
}

/** The charge as the `payments` row of its order group (and a PIX's expiry on the group). */
export async function recordCharge(commerce: Commerce, groupId: number, charge: Charge): Promise<void> {
  const now = nowIso();
  const recorded = commerce.db
    .insertInto('payments')
    .values({
      order_group_id: groupId,
      driver: commerce.payments.name,
      charge_id: charge.chargeId,
      method: charge.method,
      status: charge.status,
      amount: charge.amountCents,
      total_with_interest: charge.method === 'card' ? charge.totalCents : null,
      installments: charge.method === 'card' ? charge.installments : null,
      card_brand: charge.method === 'card' ? charge.card.brand : null,
      card_last4: charge.method === 'card' ? charge.card.last4 : null,
      pix_payload: charge.method === 'pix' ? charge.pixPayload : null,
      pix_qr_code: charge.method === 'pix' ? charge.qrCode : null,
      reason_code: charge.method === 'card' ? charge.reasonCode : null,
      message: charge.method === 'card' ? charge.message : null,
      expires_at: charge.method === 'pix' ? charge.expiresAt : null,
      paid_at: charge.paidAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // Two independent writes: on PostgreSQL they go out on two connections at once.
  await Promise.all([
    recorded,
    charge.method === 'pix'
      ? commerce.db
          .updateTable('order_groups')
          .set({ expires_at: charge.expiresAt })
          .where('id', '=', groupId)
          .execute()
      : null,
  ]);
}

/** `order.created` to every store of the group, after commit (docs/checkout.md "Realtime"). */
function announceCreated(
  commerce: Commerce,
  created: {
    groupId: number;
    orders: { id: number; number: string; store_id: number; total: number; items_count: number }[];
  },
  status: OrderStatus,
  buyer: BuyerRef,
): void {
  for (const order of created.orders) {
    commerce.broadcast([storeChannel(order.store_id)], 'order.created', {
      order_id: order.id,
      number: order.number,
      order_group_id: created.groupId,
      // The seller sees who bought by first name and last initial, as on the order screens.
      buyer: { id: buyer.id, name: buyerShortName(buyer) },
      total: order.total / 100,
      items_count: order.items_count,
      status,
      status_label: ORDER_STATUS_LABELS[status],
    });
  }
}

function buyerShortName(buyer: BuyerRef): string {
  const first = buyer.name.trim().split(/\s+/)[0] ?? '';
  const initial = buyer.last_name.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
