import type { PageResolver } from './index.ts';

/** The buyer's classifieds screens: filled by their capability. */
export const classifiedPageResolvers: Record<string, PageResolver> = {};
