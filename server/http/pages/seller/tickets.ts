import type { PageResolver } from '../index.ts';

/** Store-area screens: filled by their capability. */
export const ticketsPageResolvers: Record<string, PageResolver> = {};
