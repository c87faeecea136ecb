import type { PageResolver } from '../index.ts';

/** Store-area screens: dashboard, project-management. */
export const insightsPageResolvers: Record<string, PageResolver> = {};
