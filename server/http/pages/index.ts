import type { AppServices } from '../context.ts';
import { cataloguePageResolvers } from './catalogue.ts';

/**
 * Server-side props for screens that need them before rendering. Most screens load their data through
 * /v1 calls (the same calls the Laravel-embedded face uses); a resolver exists where the host must
 * decide something first, such as answering 404 for a store slug that belongs to no store.
 * Returning null renders the not-found screen with status 404.
 */
export type PageResolver = (
  params: Record<string, string>,
  services: AppServices,
) => Promise<Record<string, unknown> | null>;

export const pageResolvers: Record<string, PageResolver> = {
  ...cataloguePageResolvers,
};
