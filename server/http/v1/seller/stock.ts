import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: the store's listings: list, save, pause, delete, block. */
export async function stockRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
