import type { PageResolver } from '../index.ts';

/** Store-area screens: filled by their capability. */
export const featuredPageResolvers: Record<string, PageResolver> = {};
