import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: store settings, look, uploads, free-shipping days, block dates, boxes. */
export async function settingsRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
