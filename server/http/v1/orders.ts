import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toCents } from '../../domain/cart/money.ts';
import { placeOrder } from '../../domain/orders/place.ts';
import {
  orderGroupDetail,
  orderGroupsPage,
  ownGroup,
  ownStoreOrder,
  storeOrdersInDetail,
  timelineOf,
} from '../../domain/orders/queries.ts';
import { managedStoresInGroup, storeOfOrder } from '../../domain/orders/store-side.ts';
import { commerceFor } from '../../domain/payments/commerce.ts';
import { createOrderReview, createProductReview } from '../../domain/reviews/reviews.ts';
import type { AppServices } from '../context.ts';
import { requireUser } from '../support/auth.ts';
import { errorStatus } from '../support/domain-errors.ts';
import { action, notFound } from '../support/errors.ts';
import { findManagedStore, mayManageStore } from '../support/storeAccess.ts';

import {
  field,
  flag,
  numeric,
  pageQuery,
  pathId,
  postWithSlash,
  reaisField,
  serviceField,
  validate,
} from '../support/validation.ts';

import { cardTokenFields, cardTokenOf, ONE_TOKEN_ISSUE, oneToken, refuseRawCardData } from './payments.ts';

/** {save_order_path} → payment method (docs/checkout.md). */
const SAVE_ORDER_PATHS = { pix: 'pix', 'credit-card': 'credit_card' } as const;

/** A new card: tokenized in the browser (never its number), optionally kept for next time. */
const newCard = z
  .object({ ...cardTokenFields, save: flag().optional().default(false) })
  .refine(oneToken, ONE_TOKEN_ISSUE);

const orderSchema = z.object({
  idempotency_key: z
    .string({ error: 'Informe a chave de idempotência do pedido.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Chave de idempotência inválida (8 a 64 letras, números, - ou _).'),
  address_id: field.id('endereço'),
  shippings: z
    .array(z.object({ store_id: field.id('loja'), service: serviceField() }), { error: 'Fretes inválidos.' })
    .max(100, 'Fretes demais.')
    .optional(),
  wallet_credit: reaisField('crédito').optional(),
  card: z
    .union([z.object({ card_id: field.id('cartão') }), newCard], {
      error: 'Informe um cartão salvo ou os dados do cartão.',
    })
    .optional(),
  installments: numeric(
    z
      .number({ error: 'Parcelas inválidas.' })
      .int('Parcelas inválidas.')
      .min(1, 'Escolha de 1 a 12 parcelas.')
      .max(12, 'Escolha de 1 a 12 parcelas.')
      .default(1),
  ),
});

const reviewSchema = z.object({
  store_order_id: field.id('pedido'),
  rating: numeric(
    z
      .number({ error: 'Dê uma nota de 1 a 5.' })
      .int('Dê uma nota de 1 a 5.')
      .min(1, 'Dê uma nota de 1 a 5.')
      .max(5, 'Dê uma nota de 1 a 5.'),
  ),
  comment: field.optionalText('comentário', 2000),
});

const isForbidden = (error: unknown) => errorStatus(error) === 403;

/** Checkout and the buyer's orders (spec section 7, "Cart and orders"). */
export async function orderRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  app.post<{ Params: { path: string } }>('/order/:path', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const method = SAVE_ORDER_PATHS[request.params.path as keyof typeof SAVE_ORDER_PATHS];
    if (!method) throw notFound('Forma de pagamento não suportada: use pix ou credit-card.');
    refuseRawCardData(request.body);
    const input = validate(orderSchema, request.body);
    const card =
      method === 'credit_card'
        ? input.card &&
          ('card_id' in input.card
            ? { cardId: input.card.card_id }
            : { ...cardTokenOf(input.card), save: input.card.save })
        : undefined;
    const { groupId, replayed } = await placeOrder(commerce, {
      user,
      method,
      idempotencyKey: input.idempotency_key,
      addressId: input.address_id,
      services: input.shippings ? new Map(input.shippings.map((s) => [s.store_id, s.service])) : undefined,
      walletCredit: input.wallet_credit === undefined ? undefined : toCents(input.wallet_credit),
      card,
      installments: input.installments,
    });
    reply.code(replayed ? 200 : 201);
    return action('Pedido criado com sucesso', {
      order_id: groupId,
      replayed,
      data: await orderGroupDetail(db, user.id, groupId, !replayed),
    });
  });

  app.get('/orders', async (request) => {
    const { user } = await requireUser(db, request);
    const { page, per_page } = pageQuery(request.query);
    const { data, paginate } = await orderGroupsPage(db, user.id, { page, perPage: per_page });
    return { error: false, message: '', orders: data, orderPaginate: paginate };
  });

  app.post('/paginate-order', async (request) => {
    const { user } = await requireUser(db, request);
    const { page, per_page } = pageQuery(request.body);
    const { status } = validate(
      z.object({
        status: z
          .enum(['awaiting_payment', 'paid', 'refused', 'expired', 'canceled'], {
            error: 'Situação inválida.',
          })
          .optional(),
      }),
      { status: (request.body as { status?: unknown } | undefined)?.status || undefined },
    );
    const { data, paginate } = await orderGroupsPage(db, user.id, { page, perPage: per_page, status });
    return { error: false, message: '', products: data, paginate };
  });

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => {
    const { user } = await requireUser(db, request);
    return action(
      '',
      await orderGroupDetail(db, user.id, pathId(request.params.id, 'Pedido não encontrado.')),
    );
  });

  // The buyer's, and also the store's: its owner (or an admin) reads its own part of the order.
  app.get<{ Params: { id: string } }>('/grouped-orders/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const id = pathId(request.params.id, 'Pedido não encontrado.');
    try {
      const group = await ownGroup(db, user.id, id);
      return action('', await storeOrdersInDetail(db, group.id));
    } catch (error) {
      const stores = isForbidden(error) ? await managedStoresInGroup(db, user, id) : [];
      if (stores.length === 0) throw error;
      const orders = await storeOrdersInDetail(db, id);
      return action(
        '',
        orders.filter((o) => stores.includes(o.store.id)),
      );
    }
  });

  app.get<{ Params: { id: string } }>('/historic-orders/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const id = pathId(request.params.id, 'Pedido não encontrado.');
    try {
      const order = await ownStoreOrder(db, user.id, id);
      return action('', await timelineOf(db, order.id));
    } catch (error) {
      if (!isForbidden(error)) throw error;
      const store = await findManagedStore(db, await storeOfOrder(db, id));
      if (!store || !mayManageStore(store, user)) throw error;
      return action('', await timelineOf(db, id));
    }
  });

  postWithSlash(app, '/create-order-review', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(reviewSchema, request.body);
    const review = await createOrderReview(db, user, {
      storeOrderId: input.store_order_id,
      rating: input.rating,
      comment: input.comment || null,
    });
    reply.code(201);
    return action('Avaliação enviada. Obrigado!', review);
  });

  postWithSlash(app, '/create-order-product-review', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(reviewSchema.extend({ order_item_id: field.id('item') }), request.body);
    const review = await createProductReview(db, user.id, {
      storeOrderId: input.store_order_id,
      orderItemId: input.order_item_id,
      rating: input.rating,
      comment: input.comment || null,
    });
    reply.code(201);
    return action('Avaliação enviada. Obrigado!', review);
  });
}
