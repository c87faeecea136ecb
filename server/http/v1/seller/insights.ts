import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: dashboard, periods, project management, Bra center list. */
export async function insightsRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
