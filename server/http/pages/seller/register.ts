import type { PageResolver } from '../index.ts';

/** Store-area screens: product-register, product-create. */
export const registerPageResolvers: Record<string, PageResolver> = {};
