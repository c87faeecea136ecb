import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: CSV stock import and export. */
export async function importRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
