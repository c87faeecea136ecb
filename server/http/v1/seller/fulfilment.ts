import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: invoices (NF-e), shipping labels, content declarations, shipping and delivery. */
export async function fulfilmentRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
