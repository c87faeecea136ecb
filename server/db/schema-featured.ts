/** Migration 0018: filled by its capability. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by migration 0018's tables
export interface FeaturedTables {}
