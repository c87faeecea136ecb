import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: returns and the store's side of complaints. */
export async function returnRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
