import type { PageResolver } from '../index.ts';

/** Store-area screens: filled by their capability. */
export const faqPageResolvers: Record<string, PageResolver> = {};
