import type { PageResolver } from '../index.ts';

/** Store-area screens: config-store, personalize-store. */
export const settingsPageResolvers: Record<string, PageResolver> = {};
