import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: the seller's company, opening a store, the seller's stores, force-activate. */
export async function onboardingRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
