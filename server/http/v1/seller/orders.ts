import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrderStatus } from '../../../db/schema.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/status.ts';
import {
  acceptStoreOrder,
  cancelStoreOrder,
  concludeStoreOrder,
  deliverStoreOrder,
  ORDER_NOT_FOUND,
  storeOfOrder,
  storeOrderDetail,
  storeOrdersPage,
} from '../../../domain/orders/store-side.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action, notFound } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import {
  day,
  emptyAsMissing,
  idField,
  pageFields,
  pathId,
  postWithSlash,
  searchText,
  validate,
} from '../../support/validation.ts';

/** Seller calls: the store's orders: list, detail, accept, cancel, deliver, conclude (docs/orders.md). */

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as [OrderStatus, ...OrderStatus[]];

const optionalDay = (label: string) => z.preprocess(emptyAsMissing, day(label).optional());

/** The body of stores-orders; the orders screen reads its URL with it too. */
export const storeOrdersSchema = z
  .object({
    store_id: idField('loja'),
    ...pageFields(20, 100),
    status: z.preprocess(emptyAsMissing, z.enum(STATUSES, { error: 'A situação é inválida.' }).optional()),
    from: optionalDay('data inicial'),
    to: optionalDay('data final'),
    search: z.preprocess(emptyAsMissing, searchText('busca', 120).optional()),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'A data final deve ser igual ou posterior à inicial.',
    path: ['to'],
  });

export type StoreOrdersInput = z.infer<typeof storeOrdersSchema>;

export const storeOrdersQuery = (input: StoreOrdersInput) => ({
  storeId: input.store_id,
  status: input.status,
  from: input.from,
  to: input.to,
  search: input.search || undefined,
  page: input.page,
  perPage: input.per_page,
});

const orderIdSchema = z.object({ store_order_id: idField('pedido') });
const cancelSchema = orderIdSchema.extend({
  reason: z
    .string({ error: 'Informe o motivo do cancelamento.' })
    .trim()
    .min(1, 'Informe o motivo do cancelamento.')
    .pipe(
      z
        .string()
        .min(5, 'O motivo do cancelamento deve ter pelo menos 5 caracteres.')
        .max(500, 'O motivo do cancelamento deve ter no máximo 500 caracteres.'),
    ),
});

export async function storeOrderRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  /** 401 without a session, 404 for an unknown order, 403 unless the user manages its store. */
  const orderAccess = async (request: FastifyRequest, storeOrderId: number) => {
    await requireUser(db, request);
    return requireStoreAccess(db, request, await storeOfOrder(db, storeOrderId));
  };

  const detail = async (storeOrderId: number) => {
    const order = await storeOrderDetail(db, storeOrderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };

  postWithSlash(app, '/stores-orders', async (request) => {
    await requireUser(db, request);
    const input = validate(storeOrdersSchema, request.body);
    await requireStoreAccess(db, request, input.store_id);
    const page = await storeOrdersPage(db, storeOrdersQuery(input));
    return { error: false, message: '', ...page };
  });

  app.get<{ Params: { id: string } }>('/stores-order/:id', async (request) => {
    await requireUser(db, request);
    const id = pathId(request.params.id, ORDER_NOT_FOUND);
    await orderAccess(request, id);
    return action('', await detail(id));
  });

  /** A move: validated body, access to the order's store, the domain move, the order as it is now. */
  const move = <S extends typeof orderIdSchema>(
    path: string,
    schema: S,
    run: (input: z.output<S>) => Promise<void>,
    message: string,
  ) =>
    postWithSlash(app, path, async (request) => {
      await requireUser(db, request);
      const input = validate(schema, request.body);
      await orderAccess(request, input.store_order_id);
      await run(input);
      return action(message, await detail(input.store_order_id));
    });

  move(
    '/store-order-accept',
    orderIdSchema,
    (i) => acceptStoreOrder(db, i.store_order_id),
    'Pedido aceito. Bom preparo!',
  );
  move(
    '/store-order-cancel',
    cancelSchema,
    (i) => cancelStoreOrder(commerce, i.store_order_id, (i as z.output<typeof cancelSchema>).reason),
    'Pedido cancelado. O comprador recebeu o valor como crédito na carteira.',
  );
  move(
    '/store-order-deliver',
    orderIdSchema,
    (i) => deliverStoreOrder(commerce, i.store_order_id),
    'Pedido marcado como entregue.',
  );
  move(
    '/store-order-conclude',
    orderIdSchema,
    (i) => concludeStoreOrder(commerce, i.store_order_id),
    'Pedido concluído. O valor foi liberado na carteira da loja.',
  );
}
