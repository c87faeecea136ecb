import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.ts';

/** Filled by its capability. */
export async function classifiedsRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
