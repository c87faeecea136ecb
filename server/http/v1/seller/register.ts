import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';

/** Seller calls: finding a catalogue product to list and suggesting a missing one. */
export async function registerRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
