import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls of the store's money: filled by their capability (docs/payouts-and-plans.md). */
export async function bankRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
