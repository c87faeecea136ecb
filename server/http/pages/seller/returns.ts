import type { PageResolver } from '../index.ts';

/** Store-area screens: returned orders, order defense and the store's complaints. */
export const returnPageResolvers: Record<string, PageResolver> = {};
