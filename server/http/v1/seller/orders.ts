import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: the store's orders: list, detail, timeline, accept, cancel, conclude. */
export async function storeOrderRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
