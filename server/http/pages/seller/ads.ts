import type { PageResolver } from '../index.ts';

/** Store-area screens: filled by their capability. */
export const adsPageResolvers: Record<string, PageResolver> = {};
