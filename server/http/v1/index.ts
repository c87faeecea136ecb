import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.ts';
import { addressRoutes } from './addresses.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { classifiedsRoutes } from './classifieds.ts';
import { complaintRoutes } from './complaints.ts';
import { featuredRoutes } from './featured.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { sellerRoutes } from './seller/index.ts';
import { suggestionRoutes } from './suggestions.ts';
import { supportContentRoutes } from './support-content.ts';
import { userRoutes } from './users.ts';
import { wantRoutes } from './wants.ts';

/** The /v1 API of spec section 7, one module per domain. */
export async function v1Routes(app: FastifyInstance, services: AppServices): Promise<void> {
  await userRoutes(app, services);
  await catalogueRoutes(app, services);
  await cartRoutes(app, services);
  await orderRoutes(app, services);
  await addressRoutes(app, services);
  await paymentRoutes(app, services);
  await complaintRoutes(app, services);
  await suggestionRoutes(app, services);
  await sellerRoutes(app, services);
  await classifiedsRoutes(app, services);
  await featuredRoutes(app, services);
  await supportContentRoutes(app, services);
  await wantRoutes(app, services);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Rota não encontrada.' }));
}
