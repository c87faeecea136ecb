import type { PageResolver } from '../index.ts';

/** Store-area screens: the stock lists (products, Cards, Tcg, Accessory, CardsBra). */
export const stockPageResolvers: Record<string, PageResolver> = {};
