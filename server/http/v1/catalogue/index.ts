import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';
import { categoryRoutes } from './categories.ts';
import { lookupRoutes } from './lookup.ts';
import { noticeRoutes } from './notices.ts';
import { productRoutes } from './products.ts';
import { referenceRoutes } from './references.ts';
import { storeRoutes } from './stores.ts';
import { userListRoutes } from './user-lists.ts';

/** The catalogue's /v1 calls (spec section 7 "Catalogue", "Stores", favorites, collections, notices). */
export async function catalogueRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await categoryRoutes(app, services);
  await productRoutes(app, services);
  await lookupRoutes(app, services);
  await referenceRoutes(app, services);
  await storeRoutes(app, services);
  await userListRoutes(app, services);
  await noticeRoutes(app, services);
}
