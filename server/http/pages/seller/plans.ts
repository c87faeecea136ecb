import type { PageResolver } from '../index.ts';

/** Store-area screens of the store's money: filled by their capability (docs/payouts-and-plans.md). */
export const plansPageResolvers: Record<string, PageResolver> = {};
