import type { PageResolver } from '../index.ts';

/** Store-area screens: the store's orders (list, new, detail, status, cancel, concluded, order-view). */
export const orderPageResolvers: Record<string, PageResolver> = {};
