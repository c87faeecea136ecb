import type { PageResolver } from '../index.ts';

/** Store-area screens: besaler, company-info, my-store list. */
export const onboardingPageResolvers: Record<string, PageResolver> = {};
